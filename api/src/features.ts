import type { GraphQLSchema } from 'graphql';
import type { NonEmptyArray } from 'type-graphql';
import type { Config } from './config.js';
import { migrate, type Orm, type OrmOpenOptions, openOrm as openOrmWith, withAdvisoryLock } from './db/orm.js';
import type { Seeder, SeedEnv } from './db/seeds/seeder.js';
import { ApiCostBucket } from './graphql/cost-bucket.entity.js';
import { buildSchemaOf } from './graphql/schema.js';
import type { AnyJobDefinition } from './jobs/queue.js';
import { features } from './modules/index.js';
import type { RestRoute } from './rest/facade.js';
import type { Identity } from './security/caller.js';
import { IdempotencyRecord } from './security/idempotency.entity.js';
import { LoginThrottle } from './security/login-throttle.entity.js';
import { RateLimitBucket } from './security/rate-limit.entity.js';
import type { Logger } from 'pino';

// The features' list (modules/index.ts) read for each part of the infrastructure: the ORM's entities, the schema's
// resolvers, the REST table, the jobs, the demo data, how callers are recognised, start-up work. The infrastructure
// imports this file, never a feature's folder.

export { features };
export { installSettlement, SETTLEMENT_ORDER } from './modules/index.js';
export type { Background, Feature, RouteWiring } from './modules/index.js';

/** Every entity the ORM knows: the infrastructure's own (rate limits, API keys' cost budgets, the sign-in throttle, idempotency keys) and the features'. */
export const entities = [RateLimitBucket, ApiCostBucket, LoginThrottle, IdempotencyRecord, ...features.flatMap((f) => f.entities ?? [])];

/** The ORM on the app's entities. */
export function openOrm(clientUrl: string, opts: Omit<OrmOpenOptions, 'entities'> = {}): Promise<Orm> {
  return openOrmWith(clientUrl, { ...opts, entities });
}

export const resolvers = features.flatMap((f) => f.resolvers ?? []) as NonEmptyArray<Function>;

let schema: Promise<GraphQLSchema> | undefined;
/** The app's GraphQL schema, built once per process. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchemaOf(resolvers, features.flatMap((f) => f.graphqlTypes ?? []));
  return schema;
}

/** The /api/* routes the REST facade runs through GraphQL. */
export const restRoutes: RestRoute[] = features.flatMap((f) => f.restRoutes ?? []);

/** Every job the app runs. */
export function appJobs(config?: Pick<Config, 'payments'>): AnyJobDefinition[] {
  return features.flatMap((f) => f.jobs?.(config) ?? []);
}

/** Demo data, in the features' order. */
export const demoSeeders: Seeder[] = features.flatMap((f) => f.seeders ?? []);

export async function seedDemo(orm: Orm, env: SeedEnv): Promise<void> {
  for (const seeder of demoSeeders) {
    await seeder.run(orm, env);
    env.log.info(`seeded ${seeder.name}`);
  }
}

/** How callers are recognised: each part from the feature that owns the credential. */
export const identity: Identity = (() => {
  const merged = Object.assign({}, ...features.map((f) => f.identity ?? {})) as Partial<Identity>;
  if (!merged.sessionToken || !merged.sessionViewer || !merged.apiKey) throw new Error('a feature must say how sessions and API keys are recognised');
  return merged as Identity;
})();

/**
 * Migrations, the features' start-up work (the configured super admin) and demo data: once per start, one process at
 * a time however many start together (cluster workers, several machines); the others wait for the lock, then find
 * nothing to do.
 */
export async function prepareDatabase(orm: Orm, config: Config, log: Logger): Promise<void> {
  await withAdvisoryLock(
    orm,
    'safarnama:prepare-database',
    async () => {
      await migrate(orm);
      for (const f of features) await f.prepare?.(orm, config, log);
      if (config.seedDemo) await seedDemo(orm, { config, log });
    },
    { wait: true },
  );
}
