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

export type OrmOpenOptions = {
  poolMax?: number;
  debug?: boolean;
  // a read replica (DATABASE_READ_URL): only reads that ask for it go there (see below)
  readUrl?: string;
};

// every connection says who it is in pg_stat_activity; the replica's pool is told apart from the primary's
const connectionOptions = (applicationName: string) => ({ connection: { connectionTimeoutMillis: 5_000, application_name: applicationName } });

export function ormOptions(clientUrl: string, opts: OrmOpenOptions = {}): Options {
  const host = socketHost(clientUrl);
  const readHost = opts.readUrl ? socketHost(opts.readUrl) : undefined;
  return defineConfig({
    clientUrl,
    ...(host ? { host } : {}),
    // A read replica serves only reads that ask for it: em.getConnection('read') (queryPrepared: the hotel search)
    // or `connectionType: 'read'`. MikroORM's default would send every em.find outside a transaction there, and a
    // replica's lag would then lose a session or a booking just written, or a revoked key's revocation.
    ...(opts.readUrl ? { replicas: [{ name: 'read-replica', clientUrl: opts.readUrl, ...(readHost ? { host: readHost } : {}), driverOptions: connectionOptions('safarnama-replica') }] } : {}),
    preferReadReplicas: false,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // idle connections are closed after 10 s; a request waits at most 5 s for a connection (then 503, never a hang)
    pool: { min: 0, max: opts.poolMax ?? 10, idleTimeoutMillis: 10_000, acquireTimeoutMillis: 5_000 },
    driverOptions: connectionOptions('safarnama'),
    // every request works on its own fork; a forgotten fork must fail loudly
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: opts.debug ?? false,
    // schema changes happen only through checked-in migrations
    schemaGenerator: { disableForeignKeys: false },
    discovery: { disableDynamicFileAccess: true },
  });
}

export async function openOrm(clientUrl: string, opts: OrmOpenOptions = {}): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, opts));
}

export async function migrate(orm: Orm): Promise<void> {
  await orm.getMigrator().up();
}

type PgConnection = { query: (text: string, values?: unknown[]) => Promise<unknown> };
type PoolClient = { acquireConnection: () => Promise<PgConnection>; releaseConnection: (c: PgConnection) => Promise<void> };

/**
 * Runs `fn` while this process holds a session-level advisory lock on the primary: start-up work (migrations, the
 * admin, demo data; `wait`) runs in one server process at a time however many processes and machines start at once,
 * the others wait and then find it done; a periodic job (`wait: false`) is skipped (undefined) while another process
 * runs it. The lock lives on one pooled connection (the work uses others) and ends with it, so a process that dies
 * holding it frees it.
 */
export async function withAdvisoryLock<T>(orm: Orm, key: string, fn: () => Promise<T>, opts: { wait: boolean }): Promise<T | undefined> {
  const pool = orm.em.getConnection('write').getKnex().client as unknown as PoolClient;
  const conn = await pool.acquireConnection();
  try {
    if (opts.wait) await conn.query('select pg_advisory_lock(hashtext($1))', [key]);
    else {
      const { rows } = (await conn.query('select pg_try_advisory_lock(hashtext($1)) as locked', [key])) as { rows: { locked: boolean }[] };
      if (!rows[0]?.locked) return undefined;
    }
    try {
      return await fn();
    } finally {
      await conn.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await pool.releaseConnection(conn);
  }
}
