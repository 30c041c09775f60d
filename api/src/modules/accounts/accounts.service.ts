import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ConflictError, ForbiddenError, TooManyRequestsError } from '../../core/errors.js';
import type { Lang } from '../../core/i18n.js';
import { check } from '../../core/validation.js';
import { type LoginInput, LoginSchema, type RegisterInput, RegisterSchema } from '../../rules/accounts.js';
import { type Attempt, signInSucceeded, takeSignInAttempt } from '../../security/login-throttle.js';
import { claimDevice, deviceTokens, rememberDevice } from './device.service.js';
import { hashPassword, verifyPassword } from './password.js';
import { createSession, endSession } from './session.service.js';
import { Language, Role, User } from './user.entity.js';
import { announceWelcome } from '../notifications/announce.js';

export const INVALID_LOGIN = 'Invalid username or password';
export const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact Safarnama support.';

/** What signing in needs to know about the browser asking (session-cookies.ts reads it from the request). */
export type Client = {
  ip: string;
  userAgent?: string;
  // the session token it holds now, if any: ended, so each sign-in gets a new one
  sessionToken?: string;
  // its device cookie's value, if any (device.service.ts)
  deviceCookie?: string;
  // the language it reads (Accept-Language: the web app sends the one chosen): a new account starts with it
  language?: Lang;
};

/** A signed-in browser: the user, and what its session and device cookies should hold from now on. */
export type SignedIn = { user: User; sessionToken: string; deviceCookie: string };

export async function findUserByUsername(em: EntityManager, username: string): Promise<User | null> {
  // matches the unique index on lower(username)
  return em.findOne(User, { [raw('lower(username)')]: username.toLowerCase() });
}

async function signIn(ctx: ServiceContext, user: User, client: Client, now: Date): Promise<SignedIn> {
  // a new id on every sign-in: the token the browser had (if any) stops working
  await endSession(ctx.em, client.sessionToken);
  const sessionToken = await createSession(ctx.em, user.id, now, { ip: client.ip, userAgent: client.userAgent });
  // from now on this browser is known to the account (it skips the account's sign-in throttles)
  const deviceCookie = await rememberDevice(ctx.em, client.deviceCookie, user.id, now);
  return { user, sessionToken, deviceCookie };
}

/** Creates an account and signs it in (so the browser is known to the account from the start). */
export async function register(ctx: ServiceContext, input: RegisterInput, client: Client): Promise<SignedIn> {
  const data = check(RegisterSchema, input);
  const now = ctx.now();
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
    // so the welcome and everything after it come in the language the visitor registered in
    language: client.language === 'ur' ? Language.ur : Language.en,
    createdAt: now,
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
  // after the account's commit (its own transaction: the welcome and its e-mail together); lost only if the process dies here
  await announceWelcome(ctx, user);
  return signIn(ctx, user, client, now);
}

/** "45 seconds", "1 minute", "15 minutes": how long a throttled sign-in waits, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

// Throttled per OWASP (security/login-throttle.ts): the attempt is counted before the password is checked, and a
// browser holding this account's device cookie skips the counters, spending its own small failure budget instead.
export async function login(ctx: ServiceContext, input: LoginInput, client: Client): Promise<SignedIn> {
  const data = check(LoginSchema, input);
  const now = ctx.now();
  const knownDevice = await claimDevice(ctx.em, deviceTokens(client.deviceCookie), data.username, now);
  let attempt: Attempt | undefined;
  if (!knownDevice) {
    const decision = await takeSignInAttempt(ctx.em, data.username, client.ip, now);
    if (!decision.allowed) {
      ctx.log.warn({ limitedBy: decision.limitedBy }, 'sign-in throttled');
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts. Try again in ${waitInWords(decision.retryAfter)}.`,
        decision.retryAfter,
      );
    }
    attempt = decision.attempt;
  }
  const user = await findUserByUsername(ctx.em, data.username);
  const ok = await verifyPassword(user?.passwordHash, data.password);
  if (!user || !ok) throw new AuthError(INVALID_LOGIN);
  if (attempt) await signInSucceeded(ctx.em, attempt);
  // said only to whoever knows the password
  if (user.suspendedAt) throw new ForbiddenError(ACCOUNT_SUSPENDED);
  return signIn(ctx, user, client, now);
}

/** Ends the session behind `sessionToken` (nothing to do without one). */
/** The signed-in user's language (issue 21): the web app applies it wherever they sign in. */
export async function setLanguage(ctx: ServiceContext, language: Language): Promise<User> {
  if (!ctx.viewer) throw new AuthError();
  const user = await ctx.em.findOneOrFail(User, { id: ctx.viewer.id });
  user.language = language;
  await ctx.em.flush();
  return user;
}

export async function logout(ctx: ServiceContext, sessionToken: string | undefined): Promise<boolean> {
  await endSession(ctx.em, sessionToken);
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
