import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken } from './session.service.js';

// OWASP "device cookies": a browser that signed in to an account before is let past that account's sign-in throttles.
// The cookie holds random opaque tokens (one per account signed in from this browser, newest first); the server keeps
// their SHA-256 in login_device with the user, when it was made and last used, and the failures seen through it.
// Chosen over an HMAC-signed cookie because the per-device failure budget needs a server-side row anyway, a row can
// be revoked on its own (or all of a user's at once), and there is no signing secret to share between app servers
// or to rotate; a leaked table cannot be replayed, as only hashes are stored.
export const DEVICE_COOKIE = 'sf_dev';
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
// failures through one device cookie, since its last successful sign-in, before it stops being honoured
export const DEVICE_FAILURE_BUDGET = 5;
// accounts one browser is remembered for (cookie size), and browsers one account keeps (table size)
const TOKENS_PER_COOKIE = 5;
const DEVICES_PER_USER = 20;
const TOKEN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

/** The well-formed tokens in a device cookie's value (at most TOKENS_PER_COOKIE); anything else is ignored. */
export function deviceTokens(raw: string | undefined): string[] {
  if (!raw || raw.length > TOKENS_PER_COOKIE * 44) return [];
  return raw
    .split('.')
    .filter((t) => TOKEN.test(t))
    .slice(0, TOKENS_PER_COOKIE);
}

/**
 * The device cookie this browser holds for `username`, if it is honoured (less than a year old, fewer than
 * DEVICE_FAILURE_BUDGET failures since it last signed in). Counts this attempt as a failure up front, in the same
 * statement, so parallel attempts through one cookie cannot exceed the budget; a correct password replaces the row.
 */
export async function claimDevice(em: EntityManager, tokens: string[], username: string, now: Date): Promise<boolean> {
  if (!tokens.length) return false;
  const rows = await em.execute<{ token_hash: string }[]>(
    `update login_device d set failures = d.failures + 1, last_used_at = ?
       from app_user u
      where d.token_hash in (?) and u.id = d.user_id and lower(u.username) = lower(?)
        and d.failures < ? and d.created_at > ?
      returning d.token_hash`,
    [now, tokens.map(hashToken), username, DEVICE_FAILURE_BUDGET, new Date(now.getTime() - DEVICE_LIFETIME_MS)],
  );
  return rows.length > 0;
}

/**
 * After a successful sign-in: a new token for this account replaces the one this browser had (so a copied cookie
 * stops working once the owner signs in), the tokens it holds for other accounts are kept while they are valid, and
 * the account keeps only its DEVICES_PER_USER most recently used browsers. `cookie` is the device cookie the browser
 * sent; returns the value it should hold from now on.
 */
export async function rememberDevice(em: EntityManager, cookie: string | undefined, userId: string, now: Date): Promise<string> {
  const presented = deviceTokens(cookie);
  const hashes = presented.map(hashToken);
  const others = new Set<string>();
  if (hashes.length) {
    await em.execute('delete from login_device where token_hash in (?) and user_id = ?', [hashes, userId]);
    const rows = await em.execute<{ token_hash: string }[]>(
      'select token_hash from login_device where token_hash in (?) and created_at > ?',
      [hashes, new Date(now.getTime() - DEVICE_LIFETIME_MS)],
    );
    for (const r of rows) others.add(r.token_hash);
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await em.execute('insert into login_device (token_hash, user_id, created_at, last_used_at, failures) values (?, ?, ?, ?, 0)', [
    hashToken(token),
    userId,
    now,
    now,
  ]);
  await em.execute(
    `delete from login_device where user_id = ? and (created_at <= ? or token_hash not in (
       select token_hash from login_device where user_id = ? order by last_used_at desc limit ${DEVICES_PER_USER}))`,
    [userId, new Date(now.getTime() - DEVICE_LIFETIME_MS), userId],
  );
  const kept = presented.filter((t) => others.has(hashToken(t)));
  return [token, ...kept].slice(0, TOKENS_PER_COOKIE).join('.');
}
