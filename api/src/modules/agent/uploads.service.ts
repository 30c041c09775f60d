import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { AuthError, ForbiddenError, TooManyRequestsError } from '../../graphql/errors.js';
import { MAX_IMAGE_BYTES, PACKAGE_MESSAGES, UPLOAD_URL_TTL_MS } from '../../rules/packages.js';
import { type ImageStore, sniffImage } from './image-store.js';
import { UploadTicket } from './upload.entity.js';

export const UPLOAD_PATH = '/api/objects/upload';
export const UPLOADS_MEDIA_PATH = '/media/uploads';
// unused, unexpired upload URLs one person may hold at once
export const MAX_OPEN_TICKETS = 20;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const UPLOAD_MESSAGES = {
  unknown: 'This upload URL is not valid: ask for a new one',
  used: 'This upload URL has already been used: ask for a new one',
  expired: 'This upload URL has expired: ask for a new one',
  contentType: 'Upload an image: send it with Content-Type image/jpeg, image/png, image/webp or image/gif',
} as const;

/** A failed PUT, answered as JSON {message, code} with this status. */
export class UploadProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The origin upload URLs are built on: PUBLIC_URL when set, else the origin the caller used. */
function origin(ctx: Context): string {
  if (ctx.deps.config.publicUrl) return new URL(ctx.deps.config.publicUrl).origin;
  return `${ctx.req.protocol}://${ctx.req.host}`;
}

/** A single-use URL, valid 15 minutes, that lets the signed-in agent or admin PUT one image. */
export async function createUploadTicket(ctx: Context): Promise<{ uploadURL: string; expiresAt: Date; maxBytes: number }> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  if (viewer.role !== 'b2b_agent' && viewer.role !== 'super_admin') throw new ForbiddenError('Only travel agents and administrators can upload images');
  const now = ctx.deps.now();
  const em = ctx.em;
  // tidy up: tickets nobody used, a day after they expired
  await em.nativeDelete(UploadTicket, { usedAt: null, expiresAt: { $lt: new Date(now.getTime() - 24 * 3600 * 1000) } });
  const open = await em.count(UploadTicket, { user: viewer.id, usedAt: null, expiresAt: { $gt: now } });
  if (open >= MAX_OPEN_TICKETS) {
    throw new TooManyRequestsError('Too many unused upload URLs: use them or wait for them to expire', Math.ceil(UPLOAD_URL_TTL_MS / 1000));
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  em.create(UploadTicket, { tokenHash: hashToken(token), user: viewer.id, createdAt: now, expiresAt });
  await em.flush();
  return { uploadURL: `${origin(ctx)}${UPLOAD_PATH}/${token}`, expiresAt, maxBytes: MAX_IMAGE_BYTES };
}

async function refuseTicket(em: EntityManager, tokenHash: string, now: Date): Promise<never> {
  const ticket = await em.findOne(UploadTicket, { tokenHash });
  if (!ticket) throw new UploadProblem(404, UPLOAD_MESSAGES.unknown, 'NOT_FOUND');
  if (ticket.usedAt) throw new UploadProblem(410, UPLOAD_MESSAGES.used, 'GONE');
  if (ticket.expiresAt.getTime() <= now.getTime()) throw new UploadProblem(410, UPLOAD_MESSAGES.expired, 'GONE');
  throw new UploadProblem(404, UPLOAD_MESSAGES.unknown, 'NOT_FOUND');
}

/**
 * Stores the image a PUT to an upload URL carries: the ticket must be unused and unexpired, the body an image by
 * its magic bytes. Claiming the ticket is one conditional UPDATE, so two PUTs racing on one URL store one image.
 */
export async function storeUpload(
  em: EntityManager,
  store: ImageStore,
  token: string,
  body: unknown,
  now: Date,
): Promise<{ url: string; contentType: string; size: number }> {
  if (!TOKEN.test(token)) throw new UploadProblem(404, UPLOAD_MESSAGES.unknown, 'NOT_FOUND');
  const tokenHash = hashToken(token);
  const ticket = await em.findOne(UploadTicket, { tokenHash, usedAt: null, expiresAt: { $gt: now } });
  if (!ticket) await refuseTicket(em, tokenHash, now);
  if (!Buffer.isBuffer(body) || body.length === 0) throw new UploadProblem(415, PACKAGE_MESSAGES.notAnImage, 'UNSUPPORTED_MEDIA_TYPE');
  if (body.length > MAX_IMAGE_BYTES) throw new UploadProblem(413, PACKAGE_MESSAGES.imageTooLarge, 'PAYLOAD_TOO_LARGE');
  const kind = sniffImage(body);
  if (!kind) throw new UploadProblem(415, PACKAGE_MESSAGES.notAnImage, 'UNSUPPORTED_MEDIA_TYPE');
  const fileName = `${crypto.randomUUID()}.${kind.ext}`;
  await em.transactional(async (tx) => {
    const claimed = await tx.nativeUpdate(
      UploadTicket,
      { tokenHash, usedAt: null, expiresAt: { $gt: now } },
      { usedAt: now, fileName, contentType: kind.contentType, sizeBytes: body.length },
    );
    if (claimed !== 1) await refuseTicket(tx, tokenHash, now);
    // inside the transaction: a failed write leaves the ticket unused
    await store.put(fileName, body);
  });
  return { url: `${UPLOADS_MEDIA_PATH}/${fileName}`, contentType: kind.contentType, size: body.length };
}
