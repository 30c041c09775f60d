import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Log } from '../core/context.js';
import { type DomainEventBus, domainEvents } from '../core/events.js';

// Shared domain events (core/events.ts, SHARED_EVENTS) between server processes, so that a catalogue write on one
// machine drops the response cache on all of them. Two transports:
// - Redis (REDIS_URL): every process publishes on one channel and re-emits what the others published.
// - the cluster's IPC (WEB_CONCURRENCY > 1 without Redis): the primary passes a worker's events to its siblings.
// Delivery is best effort: an event lost while Redis is unreachable leaves another process's cache stale until the
// entry's own lifetime ends (CATALOGUE_CACHE_SECONDS).

export const EVENTS_CHANNEL = 'safarnama:domain-events';

export type EventBridge = { stop: () => Promise<void> };

type WireEvent = { from: string; name: string; args: unknown };

function readWire(raw: string): WireEvent | null {
  try {
    const msg = JSON.parse(raw) as Partial<WireEvent>;
    return typeof msg.from === 'string' && typeof msg.name === 'string' ? (msg as WireEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Publishes this process's shared events on Redis and re-emits other processes' (its own come back from Redis too and
 * are skipped by this bridge's instance id). Waits up to `readyMs` for the subscription; a Redis that is down then
 * does not stop the server: the bridge connects (and subscribes again) whenever Redis answers.
 */
export async function startRedisEventBridge(
  url: string,
  log: Log,
  opts: { bus?: DomainEventBus; channel?: string; readyMs?: number } = {},
): Promise<EventBridge> {
  const bus = opts.bus ?? domainEvents;
  const channel = opts.channel ?? EVENTS_CHANNEL;
  const instance = crypto.randomUUID();
  const options = {
    connectionName: 'safarnama-events',
    // reconnect with a growing pause, at most 5 s
    retryStrategy: (attempt: number) => Math.min(5_000, 100 * 2 ** attempt),
  };
  // a publish while Redis is down fails at once (logged) rather than queueing without bound
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // the SUBSCRIBE waits for Redis however long it takes; ioredis subscribes again after every reconnect
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  // ioredis reports every failed reconnect: log the first of an outage, and the recovery
  let down = false;
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (err: Error) => {
      if (down) return;
      down = true;
      log.error({ err: err.message, role }, 'Redis (REDIS_URL) is not answering: shared events wait for it');
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      log.info({ role }, 'Redis answers again: shared events flow');
    });
  }
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const msg = readWire(raw);
    if (!msg || msg.from === instance) return;
    if (!bus.emitRelayed(msg.name, msg.args)) log.warn({ name: msg.name }, 'ignored an unknown shared event from Redis');
  });
  const stopRelay = bus.relayTo((name, args) => {
    publisher.publish(channel, JSON.stringify({ from: instance, name, args } satisfies WireEvent)).catch((err: Error) => {
      log.warn({ err: err.message, name }, 'shared event not published to Redis: other processes keep their caches until they expire');
    });
  });
  const subscribed = subscriber.subscribe(channel);
  // the publisher too: it queues nothing while it connects, so an event right after start (a catalogue write in the
  // first moments, the cross-machine test's) would be dropped if start returned before it could send
  const publisherReady = new Promise<void>((resolve) => (publisher.status === 'ready' ? resolve() : publisher.once('ready', () => resolve())));
  const readyMs = opts.readyMs ?? 3_000;
  const ready = await Promise.race([
    Promise.all([subscribed, publisherReady]).then(
      () => true,
      () => false,
    ),
    new Promise<false>((r) => setTimeout(r, readyMs, false).unref()),
  ]);
  if (!ready) log.error({ readyMs }, 'Redis (REDIS_URL) did not answer at start: serving anyway; shared events flow once it does');

  return {
    stop: async () => {
      stopRelay();
      // quit sends what is queued and closes; disconnect when Redis is not there to answer
      await Promise.all([publisher, subscriber].map((c) => (c.status === 'ready' ? c.quit().then(() => undefined) : (c.disconnect(), undefined))));
    },
  };
}

type IpcMessage = { safarnama: 'domain-event'; from: number; name: string; args: unknown };

function isIpcEvent(msg: unknown): msg is IpcMessage {
  return typeof msg === 'object' && msg !== null && (msg as Partial<IpcMessage>).safarnama === 'domain-event';
}

/** In a cluster worker: shared events go to the primary, which hands them to the other workers; theirs come back. */
export function startIpcEventBridge(workerId: number, bus: DomainEventBus = domainEvents): EventBridge {
  const onMessage = (msg: unknown) => {
    if (isIpcEvent(msg) && msg.from !== workerId) bus.emitRelayed(msg.name, msg.args);
  };
  process.on('message', onMessage);
  const stopRelay = bus.relayTo((name, args) => {
    // the channel closes while the worker stops: an event then has nobody left to tell
    if (process.connected) process.send?.({ safarnama: 'domain-event', from: workerId, name, args } satisfies IpcMessage);
  });
  return {
    stop: async () => {
      stopRelay();
      process.off('message', onMessage);
    },
  };
}

/** In the cluster's primary: a worker's shared event goes to every other live worker. */
export function relayBetweenWorkers(msg: unknown, workers: Iterable<{ id: number; isConnected: () => boolean; send: (m: object) => boolean }>): boolean {
  if (!isIpcEvent(msg)) return false;
  for (const worker of workers) if (worker.id !== msg.from && worker.isConnected()) worker.send(msg);
  return true;
}
