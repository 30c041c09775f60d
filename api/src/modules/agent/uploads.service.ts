import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ForbiddenError, NotFoundError, PayloadTooLargeError, TooManyRequestsError } from '../../core/errors.js';
import { lockUserScope } from '../../db/locks.js';
import { MAX_IMAGE_BYTES, PACKAGE_MESSAGES, UPLOAD_URL_TTL_MS } from '../../rules/packages.js';
import { VISA_MESSAGES } from '../../rules/visa.js';
import { type ImageStore, sniffImage, sniffPdf } from './image-store.js';
import { UploadTicket, type UploadPurpose } from './upload.entity.js';

export const UPLOAD_PATH = '/api/objects/upload';
export const UPLOADS_MEDIA_PATH = '/media/uploads';
// unused, unexpired upload URLs one person may hold at once
export const MAX_OPEN_TICKETS = 20;
// the per-user lock both the open-URL limit and the storage quota are checked under
const UPLOADS_LOCK = 'uploads';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const UPLOAD_MESSAGES = {
  unknown: 'This upload URL is not valid: ask for a new one',
  used: 'This upload URL has already been used: ask for a new one',
  expired: 'This upload URL has expired: ask for a new one',
  contentType: 'Upload an image: send it with Content-Type image/jpeg, image/png, image/webp or image/gif',
  documentContentType: 'Upload a document: send it with Content-Type application/pdf, image/jpeg, image/png, image/webp or image/gif',
} as const;

// Visa documents are stored as "d-<uuid>.<ext>": the public /media/uploads route only serves "<uuid>.<ext>" names,
// so a passport scan is never reachable there, only through the authorised visa document download.
export const DOCUMENT_FILE_PREFIX = 'd-';

/**
 * A PUT refused for a reason the domain errors have no code for: the URL was used or expired (GONE), or the body is
 * not a file of the ticket's kind (UNSUPPORTED_MEDIA_TYPE). The upload route answers it as JSON {message, code}.
 */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly code: 'GONE' | 'UNSUPPORTED_MEDIA_TYPE',
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The message for an agent whose stored uploads reached the quota. */
export function quotaMessage(quotaBytes: number, purpose: UploadPurpose = 'image'): string {
  const mb = quotaBytes / (1024 * 1024);
  const size = Number.isInteger(mb) ? mb : mb.toFixed(1);
  if (purpose === 'document') return `Upload quota of ${size} MB reached: unused uploads are deleted 24 hours after upload`;
  return `Upload quota of ${size} MB reached: remove images from your packages (unused uploads are deleted 24 hours after upload)`;
}

/**
 * Bytes of stored files `userId` owns (claimed tickets: a file being written right now is counted too, its size
 * is recorded when the ticket is claimed), and whether the quota applies to them: it binds travel agents; the super
 * admin has none. Call under the user's 'uploads' lock.
 */
async function storedBytes(tx: EntityManager, userId: string): Promise<{ bytes: number; limited: boolean }> {
  const [row] = await tx.execute<{ role: string; bytes: string }[]>(
    `select u.role, coalesce((select sum(t.size_bytes) from upload_ticket t where t.user_id = u.id and t.file_name is not null), 0)::text as bytes
       from app_user u where u.id = ?`,
    [userId],
  );
  return { bytes: Number(row?.bytes ?? 0), limited: row?.role !== 'super_admin' };
}

/**
 * A single-use URL, valid 15 minutes, that lets the signed-in agent or admin PUT one image. The open-URL limit and
 * the quota are checked and the ticket inserted under a per-user lock in one transaction, so parallel requests
 * cannot all see 19 open URLs: exactly MAX_OPEN_TICKETS succeed. `origin` is what the URL is built on (the caller
 * knows it: PUBLIC_URL, or the host the request came to).
 */
export async function createUploadTicket(
  ctx: ServiceContext,
  input: { origin: string; purpose?: UploadPurpose },
): Promise<{ uploadURL: string; expiresAt: Date; maxBytes: number }> {
  const purpose = input.purpose ?? 'image';
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  // package images are the sellers'; anyone signed in may upload documents for their own visa application
  if (purpose === 'image' && viewer.role !== 'b2b_agent' && viewer.role !== 'super_admin') {
    throw new ForbiddenError('Only travel agents and administrators can upload images');
  }
  const now = ctx.now();
  const quota = ctx.config.uploadQuotaBytes;
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  await ctx.em.transactional(async (tx) => {
    await lockUserScope(tx, UPLOADS_LOCK, viewer.id);
    const [{ open }] = await tx.execute<{ open: number }[]>(
      'select count(*)::int as open from upload_ticket where user_id = ? and used_at is null and expires_at > ?',
      [viewer.id, now],
    );
    if (open >= MAX_OPEN_TICKETS) {
      throw new TooManyRequestsError('Too many unused upload URLs: use them or wait for them to expire', Math.ceil(UPLOAD_URL_TTL_MS / 1000));
    }
    // nothing more fits: say so now rather than after the image was sent
    const stored = await storedBytes(tx, viewer.id);
    if (stored.limited && stored.bytes >= quota) throw new PayloadTooLargeError(quotaMessage(quota, purpose));
    await tx.execute('insert into upload_ticket (token_hash, user_id, created_at, expires_at, purpose) values (?, ?, ?, ?, ?)', [
      hashToken(token),
      viewer.id,
      now,
      expiresAt,
      purpose,
    ]);
  });
  return { uploadURL: `${input.origin}${UPLOAD_PATH}/${token}`, expiresAt, maxBytes: MAX_IMAGE_BYTES };
}

async function refuseTicket(em: EntityManager, tokenHash: string, now: Date): Promise<never> {
  const ticket = await em.findOne(UploadTicket, { tokenHash });
  if (!ticket) throw new NotFoundError(UPLOAD_MESSAGES.unknown);
  if (ticket.usedAt) throw new UploadRefused(UPLOAD_MESSAGES.used, 'GONE');
  if (ticket.expiresAt.getTime() <= now.getTime()) throw new UploadRefused(UPLOAD_MESSAGES.expired, 'GONE');
  throw new NotFoundError(UPLOAD_MESSAGES.unknown);
}

/**
 * Stores the image a PUT to an upload URL carries: the ticket must be unused and unexpired, the body an image by
 * its magic bytes (a document ticket also takes a PDF). Claiming the ticket is one conditional UPDATE, so two PUTs
 * racing on one URL store one file. Images answer their public URL; documents their stored name (`file`), which
 * only attachVisaDocument accepts. The token is the caller's credential: `ctx.viewer` plays no part.
 */
export async function storeUpload(
  ctx: ServiceContext,
  store: ImageStore,
  input: { token: string; body: unknown },
): Promise<{ url: string; contentType: string; size: number } | { file: string; contentType: string; size: number }> {
  const { token, body } = input;
  const { em } = ctx;
  const now = ctx.now();
  const quotaBytes = ctx.config.uploadQuotaBytes;
  if (!TOKEN.test(token)) throw new NotFoundError(UPLOAD_MESSAGES.unknown);
  const tokenHash = hashToken(token);
  const ticket = await em.findOne(UploadTicket, { tokenHash, usedAt: null, expiresAt: { $gt: now } });
  if (!ticket) return refuseTicket(em, tokenHash, now);
  const document = ticket.purpose === 'document';
  const wrongType = document ? VISA_MESSAGES.notADocument : PACKAGE_MESSAGES.notAnImage;
  if (!Buffer.isBuffer(body) || body.length === 0) throw new UploadRefused(wrongType, 'UNSUPPORTED_MEDIA_TYPE');
  if (body.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(document ? VISA_MESSAGES.documentTooLarge : PACKAGE_MESSAGES.imageTooLarge);
  // image tickets stay images only: a PDF is never a package picture
  const kind = sniffImage(body) ?? (document ? sniffPdf(body) : null);
  if (!kind) throw new UploadRefused(wrongType, 'UNSUPPORTED_MEDIA_TYPE');
  const fileName = `${document ? DOCUMENT_FILE_PREFIX : ''}${crypto.randomUUID()}.${kind.ext}`;
  await em.transactional(async (tx) => {
    // the owner's lock: two PUTs of one agent cannot both fit under the quota's last few bytes
    await lockUserScope(tx, UPLOADS_LOCK, ticket.user.id);
    const stored = await storedBytes(tx, ticket.user.id);
    if (stored.limited && stored.bytes + body.length > quotaBytes) throw new PayloadTooLargeError(quotaMessage(quotaBytes, ticket.purpose));
    const claimed = await tx.nativeUpdate(
      UploadTicket,
      { tokenHash, usedAt: null, expiresAt: { $gt: now } },
      { usedAt: now, fileName, contentType: kind.contentType, sizeBytes: body.length },
    );
    if (claimed !== 1) await refuseTicket(tx, tokenHash, now);
    // inside the transaction: a failed write leaves the ticket unused
    await store.put(fileName, body);
  });
  if (document) return { file: fileName, contentType: kind.contentType, size: body.length };
  return { url: `${UPLOADS_MEDIA_PATH}/${fileName}`, contentType: kind.contentType, size: body.length };
}
