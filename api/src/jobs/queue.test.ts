import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestDb, type TestDb } from '../test/db.js';
import { type AnyJobDefinition, defineJob, enqueue, enqueueInTransaction, JobQueue, type JobRun } from './queue.js';

// The job queue on the real PostgreSQL (pg-boss in the file's own database): a job runs once, failures are retried
// with growing delays, jobs outlive a restart of the queue, and a job enqueued in a transaction exists only if that
// transaction commits. Polling every 0.5 s (pg-boss's floor) keeps the file quick.

declare module './queue.js' {
  interface JobPayloads {
    test_once: { n: number };
    test_flaky: { key: string };
    test_later: { key: string };
    test_tx: { key: string };
  }
}

const log = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
let db: TestDb;

const runs = {
  once: [] as number[],
  flaky: [] as { at: number; retryCount: number }[],
  later: [] as string[],
  tx: [] as string[],
};

const jobs: AnyJobDefinition[] = [
  defineJob('test_once', async (data) => {
    runs.once.push(data.n);
  }),
  defineJob(
    'test_flaky',
    async (_data, run: JobRun) => {
      runs.flaky.push({ at: Date.now(), retryCount: run.retryCount });
      if (run.retryCount < 2) throw new Error('not yet');
    },
    { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
  ),
  defineJob('test_tx', async (data) => {
    runs.tx.push(data.key);
  }),
];

const laterJob = defineJob('test_later', async (data) => {
  runs.later.push(data.key);
});

function startQueue(defs: AnyJobDefinition[] = jobs) {
  return JobQueue.start({ connectionString: db.url, orm: db.orm, config, log, jobs: defs, pollingIntervalSeconds: 0.5, poolMax: 2 });
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let queue: JobQueue;
beforeAll(async () => {
  db = await createTestDb({ poolMax: 4 });
  queue = await startQueue();
});
afterAll(async () => {
  await queue?.stop(1000);
  await db?.close();
});

// concurrent: the retry test waits out its backoff while the others run
describe.concurrent('job queue', () => {
  it('runs a job once', async () => {
    const id = await enqueue('test_once', { n: 7 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => runs.once.length > 0);
    // a few more polls: nothing runs it again
    await new Promise((r) => setTimeout(r, 1200));
    expect(runs.once).toEqual([7]);
    const [row] = await sql<{ state: string }>('select state from pgboss.job where id = $1', [id]);
    expect(row.state).toBe('completed');
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    await enqueue('test_flaky', { key: 'a' });
    await until(() => runs.flaky.length >= 3, 15_000);
    expect(runs.flaky.map((r) => r.retryCount)).toEqual([0, 1, 2]);
    const [first, second, third] = runs.flaky.map((r) => r.at);
    // backoff from a 1 s delay: the first retry waits 1-2 s, the second 2-4 s (pg-boss adds jitter)
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1950);
    await new Promise((r) => setTimeout(r, 700));
    expect(runs.flaky).toHaveLength(3);
  });

  it('keeps jobs across a restart of the queue', async () => {
    // a queue of its own, so stopping it leaves the other tests' queue alone
    const first = await startQueue([laterJob]);
    await first.enqueue('test_later', { key: 'after-restart' }, { startAfter: 1 });
    await first.stop(1000);
    expect(runs.later).toEqual([]);
    const second = await startQueue([laterJob]);
    try {
      await until(() => runs.later.length > 0);
      expect(runs.later).toEqual(['after-restart']);
    } finally {
      await second.stop(1000);
    }
  });

  it('runs a job enqueued in a transaction only if the transaction commits', async () => {
    // rolled back: the job row goes with it
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await enqueueInTransaction(tx, 'test_tx', { key: 'rolled-back' });
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');

    // committed: invisible to others until the commit, then it runs
    let seenBeforeCommit = -1;
    await db.orm.em.fork().transactional(async (tx) => {
      await enqueueInTransaction(tx, 'test_tx', { key: 'committed' });
      seenBeforeCommit = (await sql("select id from pgboss.job where name = 'test_tx'")).length;
    });
    expect(seenBeforeCommit).toBe(0);
    await until(() => runs.tx.includes('committed'));
    await new Promise((r) => setTimeout(r, 1200));
    expect(runs.tx).toEqual(['committed']);
    const rows = await sql<{ key: string }>("select data->>'key' as key from pgboss.job where name = 'test_tx'");
    expect(rows.map((r) => r.key)).toEqual(['committed']);
  });

  it('refuses a job name nobody defined, and enqueueInTransaction outside a transaction', async () => {
    await expect(queue.enqueue('nope' as 'test_once', { n: 1 })).rejects.toThrow('No job named nope');
    await expect(queue.enqueueInTransaction(db.orm.em.fork(), 'test_tx', { key: 'x' })).rejects.toThrow('inside em.transactional');
  });
});

describe('a job end that cannot be recorded (the database gone)', () => {
  it('is reported as the queue’s error, not an unhandled rejection that would end the process', async () => {
    // pg-boss's own Manager, as its worker loop uses it: complete() and fail() called without being awaited
    const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as new (
      db: { executeSql: () => Promise<never> },
      config: { schema: string },
    ) => EventEmitter & { complete: (...a: unknown[]) => Promise<unknown>; fail: (...a: unknown[]) => Promise<unknown> };
    const down = Object.assign(new Error('connect ECONNREFUSED /run/.s.PGSQL.5432'), { code: 'ECONNREFUSED' });
    const manager = new Manager({ executeSql: () => Promise.reject(down) }, { schema: 'pgboss' });
    const reported: unknown[] = [];
    manager.on('error', (err) => reported.push(err));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      manager.complete('test_once', crypto.randomUUID());
      manager.fail('test_once', crypto.randomUUID(), new Error('the handler failed'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(reported).toEqual([down, down]);
      // whoever awaits the call still gets the failure
      await expect(manager.complete('test_once', crypto.randomUUID())).rejects.toBe(down);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
