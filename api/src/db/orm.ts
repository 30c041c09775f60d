import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export type Orm = MikroORM;

export function ormOptions(clientUrl: string, opts: { poolMax?: number; debug?: boolean } = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: opts.poolMax ?? 10 },
    // every request works on its own fork; a forgotten fork must fail loudly
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: opts.debug ?? false,
    // schema changes happen only through checked-in migrations
    schemaGenerator: { disableForeignKeys: false },
    discovery: { disableDynamicFileAccess: true },
  });
}

export async function openOrm(clientUrl: string, opts: { poolMax?: number; debug?: boolean } = {}): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, opts));
}

export async function migrate(orm: Orm): Promise<void> {
  await orm.getMigrator().up();
}
