import crypto from 'node:crypto';
import net from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';

// Sign-in throttling (OWASP Authentication Cheat Sheet). Every attempt from a browser without a device cookie for the
// account takes one unit from three counters BEFORE the password is checked; a counter whose budget is spent refuses
// until its window ends. Each window that is used up doubles the next one's length (exponential backoff), up to
// maxWindowMs: a delay that grows and stays bounded, never a lock the owner cannot wait out. A window that ends with
// budget left sets the length back to the first one; a counter untouched for a day is forgotten.
export type ThrottleRule = { budget: number; firstWindowMs: number; maxWindowMs: number };

const MINUTE = 60_000;
export const LOGIN_THROTTLE = {
  // one account from one address: a guesser at one address slows down, the owner elsewhere is untouched
  accountAddress: { budget: 10, firstWindowMs: MINUTE, maxWindowMs: 15 * MINUTE },
  // one account from any address: bounds a guesser spread over many addresses (the owner's known browsers are exempt)
  account: { budget: 20, firstWindowMs: MINUTE, maxWindowMs: 15 * MINUTE },
  // one address (an IPv6 /64), any accounts: sized for carrier-grade NAT, where thousands of people share an address
  address: { budget: 300, firstWindowMs: 5 * MINUTE, maxWindowMs: 15 * MINUTE },
  forgetAfterMs: 24 * 60 * MINUTE,
} as const satisfies Record<string, ThrottleRule | number>;

type Kind = 'accountAddress' | 'account' | 'address';
const PREFIX: Record<Kind, string> = { accountAddress: 'login:aa:', account: 'login:a:', address: 'login:ip:' };
// 2^12 × the first window is far above every maximum: the level only needs to reach the cap
const MAX_LEVEL = 12;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/**
 * The address a per-address counter is kept for: an IPv4 address as it is, an IPv6 address as its /64 (one
 * subscriber gets a whole /64, so counting single addresses there would count nothing).
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  const [head, tail] = ip.toLowerCase().split('%')[0].split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap(v4ToHex) : []);
  const left = groups(head);
  const right = groups(tail);
  const full = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function v4ToHex(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** The counters' keys: a kind and a SHA-256, 73 characters at most whatever the username or address. */
export function throttleKeys(username: string, ip: string): Record<Kind, string> {
  const user = username.toLowerCase();
  const address = addressGroup(ip);
  return {
    accountAddress: PREFIX.accountAddress + sha256(`${user}\n${address}`),
    account: PREFIX.account + sha256(user),
    address: PREFIX.address + sha256(address),
  };
}

// `:name` placeholders (not `::casts`) become positional parameters, so one value can be used several times
function bind(sql: string, values: Record<string, unknown>): [string, unknown[]] {
  const params: unknown[] = [];
  const text = sql.replace(/(?<!:):([a-z]+)/g, (_, name: string) => {
    params.push(values[name]);
    return '?';
  });
  return [text, params];
}

// the attempt's clock (the app's `now`, not the database's), typed so that interval arithmetic resolves
const NOW = 'cast(:now as timestamptz)';
const ms = (n: number) => `(${Math.trunc(n)} * interval '1 millisecond')`;

/**
 * One atomic statement: starts a new window when the old one is over (or lies impossibly far ahead, a skewed clock),
 * else adds one if budget is left. The row lock makes parallel attempts queue, each seeing the others' units.
 * Returns the window the unit was taken from, or null when the budget is spent.
 */
async function take(em: EntityManager, key: string, rule: ThrottleRule, now: Date): Promise<Date | null> {
  const live = `(t.window_end > ${NOW} and t.window_end <= ${NOW} + ${ms(rule.maxWindowMs)})`;
  // a used-up window that ended recently doubles the next one; anything else starts again from the first length
  const nextLevel = `(case when t.count >= ${rule.budget} and t.window_end > ${NOW} - ${ms(LOGIN_THROTTLE.forgetAfterMs)}
    and t.window_end <= ${NOW} + ${ms(rule.maxWindowMs)} then least(t.level + 1, ${MAX_LEVEL}) else 0 end)`;
  const windowOf = (level: string) => `least(${Math.trunc(rule.firstWindowMs)}::bigint << ${level}, ${Math.trunc(rule.maxWindowMs)})`;
  const [sql, params] = bind(
    `insert into login_throttle as t (key, count, level, window_end) values (:key, 1, 0, ${NOW} + ${ms(rule.firstWindowMs)})
     on conflict (key) do update set
       count = case when ${live} then t.count + 1 else 1 end,
       level = case when ${live} then t.level else ${nextLevel} end,
       window_end = case when ${live} then t.window_end else ${NOW} + ${windowOf(nextLevel)} * interval '1 millisecond' end
     where not ${live} or t.count < ${rule.budget}
     returning window_end`,
    { key, now },
  );
  const rows = await em.execute<{ window_end: Date }[]>(sql, params);
  return rows[0] ? new Date(rows[0].window_end) : null;
}

/** Gives back a unit taken from `windowEnd`'s window (nothing when that window has already been replaced). */
async function giveBack(em: EntityManager, key: string, windowEnd: Date): Promise<void> {
  await em.execute('update login_throttle set count = count - 1 where key = ? and window_end = ? and count > 0', [key, windowEnd]);
}

async function waitSeconds(em: EntityManager, key: string, now: Date): Promise<number> {
  const rows = await em.execute<{ window_end: Date }[]>('select window_end from login_throttle where key = ?', [key]);
  const end = rows[0] ? new Date(rows[0].window_end).getTime() : now.getTime();
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

export type Attempt = { keys: Record<Kind, string>; taken: Array<{ key: string; windowEnd: Date }> };
export type AttemptDecision = { allowed: true; attempt: Attempt } | { allowed: false; retryAfter: number; limitedBy: Kind };

// broadest first: an address that is spent takes nothing from the account's counters
const ORDER: Kind[] = ['address', 'account', 'accountAddress'];

/**
 * Takes one unit from each counter for a sign-in attempt, before the password is checked. When one is spent, the
 * units already taken are given back (a refused attempt costs nothing) and the caller waits until that window ends.
 */
export async function takeSignInAttempt(em: EntityManager, username: string, ip: string, now: Date): Promise<AttemptDecision> {
  const keys = throttleKeys(username, ip);
  const taken: Attempt['taken'] = [];
  for (const kind of ORDER) {
    const windowEnd = await take(em, keys[kind], LOGIN_THROTTLE[kind], now);
    if (!windowEnd) {
      for (const t of taken) await giveBack(em, t.key, t.windowEnd);
      return { allowed: false, retryAfter: await waitSeconds(em, keys[kind], now), limitedBy: kind };
    }
    taken.push({ key: keys[kind], windowEnd });
  }
  // stale counters are dead weight: now and then, one attempt clears them out
  if (Math.random() < 0.01) await sweepLoginThrottle(em, now);
  return { allowed: true, attempt: { keys, taken } };
}

/**
 * A correct password: the account+address counter starts again from nothing; the account and address counters only
 * get this attempt's unit back, so signing in to one's own account never buys more guesses at other accounts.
 */
export async function signInSucceeded(em: EntityManager, attempt: Attempt): Promise<void> {
  await em.execute('delete from login_throttle where key = ?', [attempt.keys.accountAddress]);
  for (const t of attempt.taken) if (t.key !== attempt.keys.accountAddress) await giveBack(em, t.key, t.windowEnd);
}

export async function sweepLoginThrottle(em: EntityManager, now: Date): Promise<void> {
  await em.execute('delete from login_throttle where window_end < ?', [new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs)]);
}
