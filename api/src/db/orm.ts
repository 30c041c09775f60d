import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export type Orm = MikroORM;

// libpq's form for a Unix socket, postgresql://user:pw@localhost:5432/db?host=/socket/dir: MikroORM reads host and
// port from the URL's authority, so the socket directory is passed on as `host`.
function socketHost(clientUrl: string): string | undefined {
  const host = URL.canParse(clientUrl) ? new URL(clientUrl).searchParams.get('host') : null;
  return host?.startsWith('/') ? host : undefined;
}

export function ormOptions(clientUrl: string, opts: { poolMax?: number; debug?: boolean } = {}): Options {
  const host = socketHost(clientUrl);
  return defineConfig({
    clientUrl,
    ...(host ? { host } : {}),
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // idle connections are closed after 10 s; a request waits at most 5 s for a connection (then 503, never a hang)
    pool: { min: 0, max: opts.poolMax ?? 10, idleTimeoutMillis: 10_000, acquireTimeoutMillis: 5_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 5_000 } },
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
