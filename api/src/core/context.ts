import type { EntityManager } from '@mikro-orm/postgresql';
import type { LogFn } from 'pino';
import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';

export type Role = 'end_user' | 'b2b_agent' | 'super_admin';

export type Viewer = { id: string; username: string; role: Role };

// pino's logging methods: both an app's pino logger and a request's Fastify logger are one
export type Log = { fatal: LogFn; error: LogFn; warn: LogFn; info: LogFn; debug: LogFn; trace: LogFn };

/**
 * What a service gets, whoever calls it (a resolver, a REST route, a job, a webhook, a seed or a test): its own ORM
 * fork, the caller (null when signed out or for the system itself), the clock, a logger and the validated config.
 * Nothing of HTTP or GraphQL: cookies and headers belong to the resolvers and routes.
 */
export type ServiceContext = {
  em: EntityManager;
  viewer: Viewer | null;
  now: () => Date;
  log: Log;
  config: Config;
};

/** A context for work outside any request (seeds, jobs, webhooks): `viewer` is who the work is done for. */
export function systemContext(
  base: { em: EntityManager; config: Config; log: Log; now?: () => Date },
  viewer: Viewer | null = null,
): ServiceContext {
  return { em: base.em, viewer, now: base.now ?? (() => new Date()), log: base.log, config: base.config };
}

/**
 * A request's context, whichever lane answers it (Apollo, the pre-compiled GraphQL lane, a REST route): its own fork
 * of the app's ORM, the caller, the app's clock and config, the request's logger. A fork is a few small objects; the
 * global em is not a request's (allowGlobalContext is off), and a lane that skipped the fork would answer from state
 * the others do not share.
 */
export function serviceContext(deps: { orm: Orm; config: Config; now: () => Date }, opts: { viewer: Viewer | null; log: Log }): ServiceContext {
  return { em: deps.orm.em.fork(), viewer: opts.viewer, now: deps.now, log: opts.log, config: deps.config };
}
