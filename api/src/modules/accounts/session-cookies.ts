import type { EntityManager } from '@mikro-orm/postgresql';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Viewer } from '../../core/context.js';
import { languageOf } from '../../core/i18n.js';
import type { Client, SignedIn } from './accounts.service.js';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS } from './device.service.js';
import { ABSOLUTE_TIMEOUT_MS, resolveSession, SESSION_COOKIE } from './session.service.js';

// The HTTP side of sessions: the services deal in tokens, this file moves them in and out of cookies. Used by the
// accounts resolver, the browser navigation routes (GET /api/logout) and the caller hook.

/** The session token the request's cookie carries (an absurdly long one is no token). */
export function sessionToken(req: FastifyRequest): string | undefined {
  const token = req.cookies?.[SESSION_COOKIE];
  return token && token.length <= 128 ? token : undefined;
}

/** The user behind the request's session cookie, or null. */
export async function sessionViewer(req: FastifyRequest, em: EntityManager, now: Date): Promise<Viewer | null> {
  const token = sessionToken(req);
  return token ? resolveSession(em, token, now) : null;
}

/** What signing in needs from the request: the client address (TRUST_PROXY applied), user agent and cookies. */
export function clientOf(req: FastifyRequest): Client {
  return {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    sessionToken: sessionToken(req),
    deviceCookie: req.cookies?.[DEVICE_COOKIE],
    language: languageOf(req.headers['accept-language']),
  };
}

// Secure when the request came over https (directly or through a trusted proxy) or the public URL is https
function cookieOptions(req: FastifyRequest, config: Config): CookieSerializeOptions {
  const secure = req.protocol === 'https' || Boolean(config.publicUrl?.startsWith('https:'));
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** After register or login: the new session cookie, then the device cookie. */
export function setSignInCookies(reply: FastifyReply | undefined, req: FastifyRequest, config: Config, signedIn: SignedIn): void {
  if (!reply) return;
  const options = cookieOptions(req, config);
  reply.setCookie(SESSION_COOKIE, signedIn.sessionToken, { ...options, maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
  reply.setCookie(DEVICE_COOKIE, signedIn.deviceCookie, { ...options, maxAge: DEVICE_LIFETIME_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply | undefined, req: FastifyRequest, config: Config): void {
  reply?.clearCookie(SESSION_COOKIE, cookieOptions(req, config));
}
