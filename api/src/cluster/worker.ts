import cluster from 'node:cluster';
import type { WorkerRole } from '../boot.js';

// What a cluster worker learns from its primary (cluster/primary.ts).

// the embedded database's URL (with its password): in the worker's environment only, removed once read
export const EMBEDDED_URL_ENV = 'SAFARNAMA_EMBEDDED_DATABASE_URL';
// the primary's "drain and stop" (a message, not a signal: a terminal's Ctrl-C already signals every worker once,
// and a second signal means "exit at once")
export const SHUTDOWN_MESSAGE = { safarnama: 'shutdown' } as const;

export function isShutdownMessage(msg: unknown): boolean {
  return typeof msg === 'object' && msg !== null && (msg as { safarnama?: unknown }).safarnama === SHUTDOWN_MESSAGE.safarnama;
}

/** This process's role when it is a cluster worker, else undefined (a single server process). */
export function workerRole(): WorkerRole | undefined {
  if (!cluster.isWorker || !cluster.worker) return undefined;
  const embeddedUrl = process.env[EMBEDDED_URL_ENV] || undefined;
  delete process.env[EMBEDDED_URL_ENV];
  return { id: cluster.worker.id, embeddedUrl };
}
