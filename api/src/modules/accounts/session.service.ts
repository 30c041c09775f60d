import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/context.js';

// The cookie that carries a session's token (read and written by session-cookies.ts; tests sign in with it).
export const SESSION_COOKIE = 'sf_sid';
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000; // sliding
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// last_seen_at is written at most this often, so reads stay reads
const TOUCH_AFTER_MS = 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Who opened a session, kept with it (bounded). */
export type SessionMeta = { ip?: string; userAgent?: string };

export async function createSession(em: EntityManager, userId: string, now: Date, meta: SessionMeta = {}): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url'); // 256 bits
  await em.execute('insert into app_session (token_hash, user_id, created_at, last_seen_at, ip, user_agent) values (?, ?, ?, ?, ?, ?)', [
    hashToken(token),
    userId,
    now,
    now,
    meta.ip?.slice(0, 64) ?? null,
    meta.userAgent?.slice(0, 256) ?? null,
  ]);
  return token;
}

/** The signed-in user behind `token`, or null when it is unknown, idle too long or too old (then it is deleted). */
export async function resolveSession(em: EntityManager, token: string, now: Date): Promise<Viewer | null> {
  const tokenHash = hashToken(token);
  const rows = await em.execute<{ user_id: string; created_at: Date; last_seen_at: Date; username: string; role: Viewer['role'] }[]>(
    `select s.user_id, s.created_at, s.last_seen_at, u.username, u.role
       from app_session s join app_user u on u.id = s.user_id
      where s.token_hash = ? and u.suspended_at is null`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime();
  const age = now.getTime() - new Date(row.created_at).getTime();
  if (idle > IDLE_TIMEOUT_MS || age > ABSOLUTE_TIMEOUT_MS) {
    await em.execute('delete from app_session where token_hash = ?', [tokenHash]);
    return null;
  }
  if (idle > TOUCH_AFTER_MS) {
    await em.execute('update app_session set last_seen_at = ? where token_hash = ?', [now, tokenHash]);
  }
  return { id: row.user_id, username: row.username, role: row.role };
}

export async function endSession(em: EntityManager, token: string | undefined): Promise<void> {
  if (token) await em.execute('delete from app_session where token_hash = ?', [hashToken(token)]);
}
