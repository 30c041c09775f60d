import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { NotFoundError, PayloadTooLargeError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import { lockUserScope } from '../../db/locks.js';
import { BRAND_MESSAGES, BrandSchema } from '../../rules/brand.js';
import { MAX_IMAGE_BYTES, PACKAGE_MESSAGES } from '../../rules/packages.js';
import { actingAgency } from '../agency/agency.service.js';
import { type ImageKind, type ImageStore, sniffImage } from '../agent/image-store.js';
import { quotaMessage, UploadRefused, UPLOADS_MEDIA_PATH } from '../agent/uploads.service.js';
import { type AgencyBrandView, type BrandRow, brandOf, COLUMNS, view } from './reader.js';

// An agency's brand (issue 39): the one reader every part uses (quotes' public view, documents, e-mails) and the
// writers behind GraphQL and REST.

export { type AgencyBrandView, brandOf } from './reader.js';

// ---- the caller's agency's brand -----------------------------------------------------------------------------------

/** The brand of the caller's agency (anyone of it, staff included), or null when it has none. 403 for non-agents. */
export async function myBrand(ctx: ServiceContext): Promise<AgencyBrandView | null> {
  const agency = await actingAgency(ctx, 'book');
  return brandOf(ctx.em, agency.agencyId);
}

/** A logo as the multipart route received it, and where images are stored. */
export type LogoUpload = { bytes: Buffer; store: ImageStore };

// the logo's checks: those of a package image (uploads.service storeUpload): 5 MB at most, an image by its bytes
function logoKind(bytes: Buffer): ImageKind {
  if (bytes.length === 0) throw new UploadRefused(PACKAGE_MESSAGES.notAnImage, 'UNSUPPORTED_MEDIA_TYPE');
  if (bytes.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(PACKAGE_MESSAGES.imageTooLarge);
  const kind = sniffImage(bytes);
  if (!kind) throw new UploadRefused(PACKAGE_MESSAGES.notAnImage, 'UNSUPPORTED_MEDIA_TYPE');
  return kind;
}

// the logo is one of the caller's uploads: a used upload_ticket row (its bytes count in the caller's quota, and the
// upload clean-up deletes it once no brand uses it: a replaced logo goes 24 h after it was stored)
async function storeLogo(tx: EntityManager, ctx: ServiceContext, userId: string, logo: LogoUpload, kind: ImageKind): Promise<string> {
  const now = ctx.now();
  await lockUserScope(tx, 'uploads', userId);
  const [row] = await tx.execute<{ bytes: string }[]>(
    'select coalesce(sum(size_bytes), 0)::text as bytes from upload_ticket where user_id = ? and file_name is not null',
    [userId],
  );
  const quota = ctx.config.uploadQuotaBytes;
  if (Number(row?.bytes ?? 0) + logo.bytes.length > quota) throw new PayloadTooLargeError(quotaMessage(quota));
  const fileName = `${crypto.randomUUID()}.${kind.ext}`;
  const tokenHash = crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('hex');
  await tx.execute(
    `insert into upload_ticket (token_hash, user_id, created_at, expires_at, used_at, file_name, content_type, size_bytes, purpose)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'image')`,
    [tokenHash, userId, now, now, now, fileName, kind.contentType, logo.bytes.length],
  );
  // inside the transaction: a failed write leaves no row behind
  await logo.store.put(fileName, logo.bytes);
  return `${UPLOADS_MEDIA_PATH}/${fileName}`;
}

/**
 * Sets the caller's agency's brand (owner or manager): the fields as given (an absent optional one is cleared), and
 * the logo when one comes (else the current logo stays). Bad input: 400 (415 a logo that is not an image, 413 over
 * 5 MB), nothing changed.
 */
export async function setBrand(ctx: ServiceContext, input: unknown, logo?: LogoUpload | null): Promise<AgencyBrandView> {
  const agency = await actingAgency(ctx, 'manage');
  const values = check(BrandSchema, input);
  const kind = logo ? logoKind(logo.bytes) : null;
  await ctx.em.transactional(async (tx) => {
    const logoUrl = logo && kind ? await storeLogo(tx, ctx, agency.userId, logo, kind) : null;
    await tx.execute(
      `insert into agency_brand (agency_id, trading_name, phone, whatsapp, address, licence_number, logo_url, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (agency_id) do update set trading_name = excluded.trading_name, phone = excluded.phone,
         whatsapp = excluded.whatsapp, address = excluded.address, licence_number = excluded.licence_number,
         logo_url = coalesce(excluded.logo_url, agency_brand.logo_url), updated_at = excluded.updated_at`,
      [agency.agencyId, values.tradingName, values.phone, values.whatsapp, values.address, values.licenceNumber, logoUrl, ctx.now()],
    );
  });
  return (await brandOf(ctx.em, agency.agencyId)) as AgencyBrandView;
}

/** Removes the logo of the caller's agency's brand (owner or manager): 404 when it has no brand. */
export async function removeLogo(ctx: ServiceContext): Promise<AgencyBrandView> {
  const agency = await actingAgency(ctx, 'manage');
  const [row] = await ctx.em.execute<BrandRow[]>(`update agency_brand set logo_url = null, updated_at = ? where agency_id = ? returning ${COLUMNS}`, [
    ctx.now(),
    agency.agencyId,
  ]);
  if (!row) throw new NotFoundError(BRAND_MESSAGES.notFound);
  return view(row);
}
