import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { AuthError, ConflictError, ForbiddenError, NotFoundError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { lockUserScope } from '../../db/locks.js';
import { API_KEYS_PER_OWNER, type CreateApiKeyInput, CreateApiKeySchema } from '../../rules/apikeys.js';
import { isUuid } from '../../rules/common.js';
import { agencyOf } from '../agency/agency.service.js';
import { ApiKey } from './api-key.entity.js';

// sk_live_ + 8 lowercase letters/digits is the public prefix; 32 random bytes (base64url) follow.
export const KEY_PREFIX = 'sk_live_';
const PREFIX_LENGTH = KEY_PREFIX.length + 8;
const SECRET_FORMAT = /^sk_live_[a-z0-9]{8}[A-Za-z0-9_-]{43}$/;
// last_used_at is written at most this often, so key-authenticated reads stay reads
const TOUCH_AFTER_MS = 60 * 1000;

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

export function prefixOf(secret: string): string {
  return secret.slice(0, PREFIX_LENGTH);
}

function randomPrefix(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(8);
  return KEY_PREFIX + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export function newSecret(): string {
  return randomPrefix() + crypto.randomBytes(32).toString('base64url');
}

export type CreatedKey = { key: ApiKey; secret: string };

/**
 * Makes a key for `userId`. Returns the only copy of the secret; the database keeps its hash.
 * Counting the active keys and inserting the new one happen under a per-owner lock in one transaction, so
 * parallel requests cannot both see 24 keys and both insert: exactly API_KEYS_PER_OWNER succeed.
 */
export async function createKeyFor(em: EntityManager, userId: string, name: string, now: Date): Promise<CreatedKey> {
  const { id, secret } = await em.transactional(async (tx) => {
    await lockUserScope(tx, 'api_key', userId);
    const [{ active }] = await tx.execute<{ active: number }[]>(
      'select count(*)::int as active from api_key where user_id = ? and revoked_at is null',
      [userId],
    );
    if (active >= API_KEYS_PER_OWNER) {
      throw new ConflictError(`You already have ${API_KEYS_PER_OWNER} active API keys: revoke one before creating another`);
    }
    // a prefix collision (1 in 36^8) just draws again; "on conflict do nothing" keeps the transaction usable
    for (let attempt = 0; attempt < 4; attempt++) {
      const secret = newSecret();
      const rows = await tx.execute<{ id: string }[]>(
        `insert into api_key (user_id, name, prefix, hash, created_at, last_used_at, revoked_at)
         values (?, ?, ?, ?, ?, null, null) on conflict do nothing returning id`,
        [userId, name, prefixOf(secret), hashSecret(secret), now],
      );
      if (rows[0]) return { id: rows[0].id, secret };
    }
    throw new Error('could not draw a unique API key prefix');
  });
  const key = await em.findOneOrFail(ApiKey, { id }, { populate: ['user'], strategy: 'joined' });
  return { key, secret };
}

// the resolvers require a signed-in caller (@Authorized); a service called without one still refuses
function viewerOf(ctx: ServiceContext): Viewer {
  if (!ctx.viewer) throw new AuthError();
  return ctx.viewer;
}

export async function createApiKey(ctx: ServiceContext, input: CreateApiKeyInput): Promise<CreatedKey> {
  const viewer = viewerOf(ctx);
  // an agency's removed or suspended member (or one of a suspended agency) signs in still, but may not arm a new key: 403
  await agencyOf(ctx);
  const { name } = check(CreateApiKeySchema, input);
  const created = await createKeyFor(ctx.em, viewer.id, name, ctx.now());
  ctx.log.info({ apiKey: created.key.prefix, owner: viewer.id }, 'API key created');
  return created;
}

/** The caller's keys, newest first; a super admin may ask for everyone's (`all`). Owners load in the same query. */
export async function listApiKeys(
  ctx: ServiceContext,
  args: { all: boolean; pagination?: Parameters<typeof readPagination>[0] },
): Promise<Page<ApiKey>> {
  const viewer = viewerOf(ctx);
  const page = readPagination(args.pagination);
  if (args.all && viewer.role !== 'super_admin') throw new ForbiddenError('Only the super administrator can list every API key');
  const rows = await ctx.em.find(ApiKey, args.all ? {} : { user: viewer.id }, {
    populate: ['user'],
    strategy: 'joined',
    orderBy: { createdAt: 'desc', id: 'asc' },
    // one more than the page: it only says whether another page follows
    limit: page.limit + 1,
    offset: page.offset,
  });
  return toPage(rows, page);
}

/** Revokes one of the caller's keys (any key for the super admin). Someone else's key reads as not found. */
export async function revokeApiKey(ctx: ServiceContext, id: string): Promise<ApiKey> {
  const viewer = viewerOf(ctx);
  const notFound = new NotFoundError('API key not found');
  if (!isUuid(id)) throw notFound;
  const key = await ctx.em.findOne(ApiKey, { id }, { populate: ['user'], strategy: 'joined' });
  if (!key || (key.user.id !== viewer.id && viewer.role !== 'super_admin')) throw notFound;
  if (!key.revokedAt) {
    key.revokedAt = ctx.now();
    await ctx.em.flush();
    ctx.log.info({ apiKey: key.prefix, owner: key.user.id }, 'API key revoked');
  }
  return key;
}

export type KeyCaller = { viewer: Viewer; keyId: string; prefix: string };

/**
 * The owner behind a bearer secret, or null when it is malformed, unknown or revoked, its owner suspended, or its owner
 * an agency's member who may not act for it now (removed, suspended by the agency, the agency suspended by the super
 * admin: agencyOf's rules). Looked up on every request (unique index on hash), so a revocation or suspension holds at
 * once in every server process, and a reactivation brings the key back.
 */
export async function resolveApiKey(em: EntityManager, secret: string, now: Date): Promise<KeyCaller | null> {
  if (!SECRET_FORMAT.test(secret)) return null;
  const rows = await em.execute<
    { id: string; prefix: string; last_used_at: Date | null; user_id: string; username: string; role: Viewer['role'] }[]
  >(
    `select k.id, k.prefix, k.last_used_at, u.id as user_id, u.username, u.role
       from api_key k join app_user u on u.id = k.user_id
       left join agency_member m on m.user_id = u.id
       left join app_user o on o.id = m.agency_id
      where k.hash = ? and k.revoked_at is null and u.suspended_at is null
        and (m.user_id is null or (m.removed_at is null and m.status = 'active' and o.suspended_at is null))`,
    [hashSecret(secret)],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() > TOUCH_AFTER_MS) {
    await em.execute('update api_key set last_used_at = ? where id = ?', [now, row.id]);
  }
  return { viewer: { id: row.user_id, username: row.username, role: row.role }, keyId: row.id, prefix: row.prefix };
}
