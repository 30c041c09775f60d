import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config.js';
import type { AppDeps } from '../deps.js';
import { type AppHooks, buildApp } from '../server.js';
import { createTestDb, type TestDb } from './db.js';

export type TestApp = { app: FastifyInstance; deps: AppDeps; db: TestDb; clock: { now: Date } };

/** A test file's own app on its own database, for app.inject(). Registers its own setup and teardown. */
export function useTestApp(opts: { env?: Record<string, string>; hooks?: AppHooks } = {}): TestApp {
  const ctx = { clock: { now: new Date() } } as TestApp;
  beforeAll(async () => {
    ctx.db = await createTestDb();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...opts.env });
    ctx.deps = { config, orm: ctx.db.orm, log: pino({ level: 'silent' }), now: () => ctx.clock.now };
    ctx.app = await buildApp(ctx.deps, opts.hooks);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.close();
  });
  return ctx;
}
