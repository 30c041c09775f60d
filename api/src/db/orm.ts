import { AsyncLocalStorage } from 'node:async_hooks';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations/index.js';

export type Orm = MikroORM;

// libpq's form for a Unix socket, postgresql://user:pw@localhost:5432/db?host=/socket/dir: MikroORM reads host and
// port from the URL's authority, so the socket directory is passed on as `host`.
function socketHost(clientUrl: string): string | undefined {
  const host = URL.canParse(clientUrl) ? new URL(clientUrl).searchParams.get('host') : null;
  return host?.startsWith('/') ? host : undefined;
}

export type OrmOpenOptions = {
  // the entity classes (api/src/features.ts: the infrastructure's and every feature's)
  entities: NonNullable<Options['entities']>;
  poolMax?: number;
  debug?: boolean;
  // a read replica (DATABASE_READ_URL): only reads that ask for it go there (see below)
  readUrl?: string;
};

// A database that stops answering (a stopped server, a network that drops packets) must not hold a request: a
// connect gets CONNECT_TIMEOUT_MS and a query QUERY_TIMEOUT_MS, together the 5 s in which docs/operations.md promises
// a 503 with Retry-After (db/errors.ts counts both timeouts as "unavailable"). The wait for a pooled connection (which
// includes a connect) is bounded on its own: acquireTimeoutMillis below, also 5 s. A healthy connect takes a few ms
// here and the slowest request queries tens to hundreds of ms under load, so neither cuts legitimate work.
export const CONNECT_TIMEOUT_MS = 2_000;
export const QUERY_TIMEOUT_MS = 3_000;
// pg's longest timer (setTimeout's limit, ~24.8 days): how "no bound" is said per query, since a query's own
// query_timeout can only replace the connection's, not remove it
const NO_QUERY_TIMEOUT_MS = 2 ** 31 - 1;
// how often the server looks whether a running query's client is still there (PostgreSQL 14+), so a query the client
// gave up on (its connection closed, below) is cancelled within a second instead of running to its end
const CLIENT_CHECK_MS = 1_000;
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

// every connection says who it is in pg_stat_activity; the replica's pool is told apart from the primary's
const connectionOptions = (applicationName: string) => ({
  connection: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS, application_name: applicationName },
});

// Work that may legitimately run long (migrations, start-up, the wait for an advisory lock, periodic and queued jobs,
// seeding) runs its queries without the request bound.
const unbounded = new AsyncLocalStorage<true>();

/** Runs `fn` with no query timeout on its queries (only start-up and background work: a request must stay bounded). */
export function withoutQueryTimeout<T>(fn: () => Promise<T>): Promise<T> {
  return unbounded.run(true, fn);
}

type Callback = (err: Error | null, res?: unknown) => void;
type QueryConfig = { text?: string; callback?: Callback; query_timeout?: number; submit?: unknown; handleError?: (err: Error, c: unknown) => void };
type RawClient = { query: (config: unknown, values?: unknown, callback?: unknown) => unknown; connection: { stream: { destroy: () => void } } };

/**
 * Every pooled connection's queries: bounded (QUERY_TIMEOUT_MS) unless inside withoutQueryTimeout, and a connection
 * whose query timed out is closed at once. pg answers the timed-out caller but leaves the query on the connection, so
 * the next query there (the transaction's rollback, the pool's next user) would wait behind it for a server that may
 * never answer; closed, it fails at once and the pool drops it (knex marks a client that ended as disposed).
 */
function boundQueries(client: RawClient): void {
  // the prototype's query, looked up at each call: a spy put on pg.Client.prototype later (the tests' statement
  // counter, test/sql.ts) still sees every statement
  const proto = Object.getPrototypeOf(client) as RawClient;
  const query = (config: unknown, values?: unknown, callback?: unknown) => proto.query.call(client, config, values, callback);
  const closeIfTimedOut = (err: unknown) => {
    if (err instanceof Error && err.message === QUERY_TIMEOUT_MESSAGE) client.connection.stream.destroy();
  };
  const closing = (cb: Callback): Callback => (err, res) => {
    closeIfTimedOut(err);
    cb(err, res);
  };
  client.query = (config: unknown, values?: unknown, callback?: unknown) => {
    const long = unbounded.getStore() === true;
    const c = config as QueryConfig;
    if (typeof c?.submit === 'function' && c.handleError) {
      // a query object (a cursor, a stream): it is told of the timeout through handleError
      if (long) c.query_timeout = NO_QUERY_TIMEOUT_MS;
      const handleError = c.handleError.bind(c);
      c.handleError = (err, con) => {
        closeIfTimedOut(err);
        handleError(err, con);
      };
      return query(c, values, callback);
    }
    const cfg: QueryConfig = { ...(typeof config === 'string' ? { text: config } : c), ...(long ? { query_timeout: NO_QUERY_TIMEOUT_MS } : {}) };
    if (typeof values === 'function') values = closing(values as Callback);
    else if (typeof callback === 'function') callback = closing(callback as Callback);
    else if (typeof cfg.callback === 'function') cfg.callback = closing(cfg.callback);
    const result = query(cfg, values, callback);
    if (result instanceof Promise) result.catch(closeIfTimedOut);
    return result;
  };
}

// knex's pool hook for each new connection
function prepareConnection(client: RawClient, done: (err: Error | null, client: RawClient) => void): void {
  boundQueries(client);
  (client.query(`set client_connection_check_interval = ${CLIENT_CHECK_MS}`) as Promise<unknown>).then(
    () => done(null, client),
    (err: { code?: string }) => {
      // 42704: a server older than 14 has no such setting; the connection is usable without it
      if (err.code === '42704') return done(null, client);
      client.connection.stream.destroy();
      done(err as Error, client);
    },
  );
}

export function ormOptions(clientUrl: string, opts: OrmOpenOptions): Options {
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
    entities: opts.entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // idle connections are closed after 10 s; a request waits at most 5 s for a connection (then 503, never a hang)
    pool: { min: 0, max: opts.poolMax ?? 10, idleTimeoutMillis: 10_000, acquireTimeoutMillis: 5_000, afterCreate: prepareConnection },
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

export async function openOrm(clientUrl: string, opts: OrmOpenOptions): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, opts));
}

export async function migrate(orm: Orm): Promise<void> {
  // a migration may rewrite or index a large table: no request bound
  await withoutQueryTimeout(() => orm.getMigrator().up());
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
  // start-up and background work: the lock may be waited for as long as another process migrates, and the work
  // (migrations, demo data, a periodic job) may run long
  return withoutQueryTimeout(() => lockedRun(orm, key, fn, opts));
}

async function lockedRun<T>(orm: Orm, key: string, fn: () => Promise<T>, opts: { wait: boolean }): Promise<T | undefined> {
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
