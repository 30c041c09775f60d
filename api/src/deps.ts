import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Orm } from './db/orm.js';

// Long-lived things built once at start and shared by every request.
export type AppDeps = {
  config: Config;
  orm: Orm;
  log: FastifyBaseLogger;
  now: () => Date;
};
