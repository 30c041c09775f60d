import type { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Viewer } from '../core/context.js';
import type { Orm } from '../db/orm.js';
import type { Seeder } from '../db/seeds/seeder.js';
import type { AppDeps } from '../deps.js';
import type { Context } from '../graphql/context.js';
import type { AnyJobDefinition } from '../jobs/queue.js';
import type { RestRoute } from '../rest/facade.js';
import type { Identity } from '../security/caller.js';

// What a feature brings to the app, in one object: its folder's index.ts exports one, and modules/index.ts lists them.
// The infrastructure (the ORM, the schema, the job queue, the REST table, the seeds, the HTTP server, start-up) reads
// that list and never imports a feature's folder itself.

/** What a feature's own HTTP routes get when the app registers them. */
export type RouteWiring = {
  deps: AppDeps;
  apollo: ApolloServer<Context>;
  makeContext: (req: FastifyRequest, reply: FastifyReply | undefined) => Promise<Context>;
  // who is calling: the API key's owner or the session's user, or null
  viewerFor: (req: FastifyRequest, em: EntityManager) => Promise<Viewer | null>;
};

/**
 * Work that goes on while a process serves (a periodic keeper): `ready` (awaited before the process listens: a
 * keeper's first round), then `start` once listening, `stop` on shutdown.
 */
export type Background = { ready?: () => Promise<unknown>; start: () => void; stop: () => void | Promise<void> };

// MikroORM entity classes (constructors of any shape)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EntityClass = abstract new (...args: any[]) => unknown;

export type Feature = {
  name: string;
  entities?: EntityClass[];
  // type-graphql resolver classes
  resolvers?: Function[];
  // type-graphql object types no field returns (a 409's extensions, e.g. quotes' QuoteChange): in the schema all the same
  graphqlTypes?: Function[];
  // /api/* routes that run a GraphQL operation through the facade (rest/facade.ts)
  restRoutes?: RestRoute[];
  // routes of its own (downloads, webhooks, uploads, pages); registered after the facade's
  routes?: (app: FastifyInstance, wiring: RouteWiring) => void | Promise<void>;
  // (without a config, each job's defaults)
  jobs?: (config?: Pick<Config, 'payments'>) => AnyJobDefinition[];
  // demo data, run in the features' order
  seeders?: Seeder[];
  // how a caller is recognised (accounts: the session cookie; partner: API keys)
  identity?: Partial<Identity>;
  // once per app, when it is built (the travel provider, mail attachments, announcements); may return a stop
  install?: (deps: AppDeps) => void | (() => void);
  // once per start, under the start-up lock, after the migrations (the configured super admin)
  prepare?: (orm: Orm, config: Config, log: Logger) => Promise<void>;
  background?: (deps: AppDeps) => Background;
  // after the process stopped serving and its jobs ended (pooled connections to outside servers)
  afterStop?: () => void;
};
