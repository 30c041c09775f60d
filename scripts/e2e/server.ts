import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// what global-setup.ts provided (vitest's provide/inject), when this runs in a test file
function provided(): string | undefined {
  try {
    return inject('e2eTemplates');
  } catch {
    return undefined;
  }
}

// the DATA_DIRs global-setup.ts made once per run: a fresh one for a file is a copy of one of them
function scratchDataDir(env: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-e2e-'));
  const templates = process.env.SAFARNAMA_E2E_TEMPLATES ?? provided();
  if (!templates || env.DATABASE_URL) return dir;
  const template = path.join(templates, env.SEED_DEMO === 'false' ? 'bare' : 'seeded');
  if (!fs.existsSync(template)) return dir;
  fs.rmdirSync(dir);
  const copied = spawnSync('cp', ['-a', template, dir], { stdio: 'inherit' });
  if (copied.status !== 0) throw new Error(`could not copy the e2e template ${template}`);
  return dir;
}

export type LiveServer = {
  url: string;
  dataDir: string;
  // the app's process, for tests that signal it
  process: ChildProcess;
  // SIGTERM, wait for the exit; the scratch DATA_DIR is removed unless it was given (keepData) or `keep` is true
  stop: (opts?: { keep?: boolean }) => Promise<void>;
  output: () => string;
};

/**
 * The built app as `npm start` serves it (node api/dist/main.js after the build that the test command ran),
 * on a free port, with its own embedded database in a scratch DATA_DIR unless `env` says otherwise.
 */
export async function startServer(env: Record<string, string> = {}, opts: { dataDir?: string; execArgv?: string[] } = {}): Promise<LiveServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? scratchDataDir(env);
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [...(opts.execArgv ?? []), path.join(root, 'api/dist/main.js')], {
    cwd: root,
    // one server process unless a test asks for a cluster (WEB_CONCURRENCY defaults to the CPU count in production)
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', NODE_ENV: 'production', WEB_CONCURRENCY: '1', WARM_LIVE_PAGES: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 90 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => out,
    stop: async ({ keep = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keep && !opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplates: string;
  }
}
