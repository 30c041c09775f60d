import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { AuthError, ConflictError, TooManyRequestsError } from '../../graphql/errors.js';
import { check } from '../../graphql/validation.js';
import { LoginSchema, RegisterSchema } from '../../rules/accounts.js';
import { clearBucket, hitBucket, peekBucket, retryAfterSeconds } from '../../security/rate-limit.js';
import { hashPassword, verifyPassword } from './password.js';
import { clearSessionCookie, createSession, endSession, sessionToken, setSessionCookie } from './session.service.js';
import { Role, User } from './user.entity.js';

export const LOGIN_LIMIT = { perAccount: 10, perAddress: 30, windowMs: 15 * 60 * 1000 };
export const INVALID_LOGIN = 'Invalid username or password';

export async function findUserByUsername(em: EntityManager, username: string): Promise<User | null> {
  // matches the unique index on lower(username)
  return em.findOne(User, { [raw('lower(username)')]: username.toLowerCase() });
}

async function startSession(ctx: Context, user: User): Promise<void> {
  // a new id on every sign-in: the cookie the browser had (if any) stops working
  await endSession(ctx.em, sessionToken(ctx.req));
  const token = await createSession(ctx.em, user.id, ctx.deps.now(), { ip: ctx.req.ip, userAgent: ctx.req.headers['user-agent'] });
  if (ctx.reply) setSessionCookie(ctx.reply, ctx.req, ctx.deps.config, token);
}

export async function register(ctx: Context, input: unknown): Promise<User> {
  const data = check(RegisterSchema, input);
  const em = ctx.em;
  const taken = await em.execute<{ username_taken: boolean; email_taken: boolean }[]>(
    `select exists(select 1 from app_user where lower(username) = lower(?)) as username_taken,
            exists(select 1 from app_user where lower(email) = lower(?)) as email_taken`,
    [data.username, data.email],
  );
  if (taken[0]?.username_taken) throw new ConflictError('This username is already taken');
  if (taken[0]?.email_taken) throw new ConflictError('An account with this email already exists');
  const user = em.create(User, {
    username: data.username,
    email: data.email,
    passwordHash: await hashPassword(data.password),
    firstName: data.firstName,
    lastName: data.lastName,
    role: data.role === 'b2b_agent' ? Role.b2b_agent : Role.end_user,
    createdAt: ctx.deps.now(),
  });
  try {
    await em.flush();
  } catch (err) {
    // two registrations racing for one name: the unique index decides
    if ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message))) {
      throw new ConflictError('This username or email is already registered');
    }
    throw err;
  }
  await startSession(ctx, user);
  return user;
}

export async function login(ctx: Context, input: unknown): Promise<User> {
  const data = check(LoginSchema, input);
  const now = ctx.deps.now();
  const accountKey = `login:account:${data.username.toLowerCase()}`;
  const addressKey = `login:address:${ctx.req.ip}`;
  for (const [key, limit] of [
    [accountKey, LOGIN_LIMIT.perAccount],
    [addressKey, LOGIN_LIMIT.perAddress],
  ] as const) {
    const bucket = await peekBucket(ctx.em, key, now);
    if (bucket && bucket.count >= limit) {
      const wait = retryAfterSeconds(bucket, now);
      throw new TooManyRequestsError(`Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
    }
  }
  const user = await findUserByUsername(ctx.em, data.username);
  const ok = await verifyPassword(user?.passwordHash, data.password);
  if (!user || !ok) {
    await hitBucket(ctx.em, accountKey, LOGIN_LIMIT.windowMs, now);
    await hitBucket(ctx.em, addressKey, LOGIN_LIMIT.windowMs, now);
    throw new AuthError(INVALID_LOGIN);
  }
  await clearBucket(ctx.em, accountKey);
  await startSession(ctx, user);
  return user;
}

export async function logout(ctx: Context): Promise<boolean> {
  await endSession(ctx.em, sessionToken(ctx.req));
  if (ctx.reply) clearSessionCookie(ctx.reply, ctx.req, ctx.deps.config);
  return true;
}

/** ADMIN_USERNAME + ADMIN_PASSWORD: that super_admin exists with that password (created or updated). */
export async function ensureAdmin(em: EntityManager, username: string, password: string, now: Date): Promise<void> {
  const existing = await findUserByUsername(em, username);
  if (existing) {
    existing.role = Role.super_admin;
    if (!(await verifyPassword(existing.passwordHash, password))) existing.passwordHash = await hashPassword(password);
  } else {
    em.create(User, {
      username,
      email: `${username.toLowerCase()}@admin.safarnama.local`,
      passwordHash: await hashPassword(password),
      firstName: 'Platform',
      lastName: 'Administrator',
      role: Role.super_admin,
      createdAt: now,
    });
  }
  await em.flush();
}
