import type { EntityManager } from '@mikro-orm/postgresql';
import type { Log } from '../../core/context.js';
import type { ImageStore } from '../agent/image-store.js';
import { UPLOADS_MEDIA_PATH } from '../agent/uploads.service.js';
import { type AgencyBrandView, brandOf } from './reader.js';

// The agency's brand on what its customers see (issue 39): the e-voucher, the e-ticket and the e-mails of a booking an
// agency made FOR a customer (booking.customer_name set; booking.user is the agency). One call each from those places.

/** What a document prints for the selling agency: its trading name, logo (PNG or JPEG bytes) and contact lines. */
export type SaleBrand = { name: string; logo: Buffer | null; phone: string | null; lines: string[]; brand: AgencyBrandView };

// the logos pdfkit draws (a WebP or GIF logo is left out of a PDF; the name stays)
const PDF_LOGO = new RegExp(`^${UPLOADS_MEDIA_PATH}/([0-9a-f-]{36}\\.(?:png|jpg))$`);

/** The contact lines under the agency's name: phone and WhatsApp, address, licence number (those it gave). */
export function brandLines(b: Pick<AgencyBrandView, 'phone' | 'whatsapp' | 'address' | 'licenceNumber'>): string[] {
  const contact = [b.phone ? `Phone ${b.phone}` : null, b.whatsapp ? `WhatsApp ${b.whatsapp}` : null].filter(Boolean).join(' · ');
  return [contact || null, b.address, b.licenceNumber ? `Licence No. ${b.licenceNumber}` : null].filter((l): l is string => !!l);
}

async function readLogo(store: ImageStore | null, logoUrl: string | null, log: Log): Promise<Buffer | null> {
  const file = logoUrl ? PDF_LOGO.exec(logoUrl)?.[1] : undefined;
  if (!file || !store) return null;
  try {
    const found = await store.open(file);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (err) {
    // a document without the logo beats no document
    log.warn({ err, file }, 'agency brand: logo could not be read');
    return null;
  }
}

/**
 * The brand to print on a booking's customer documents: the booking agency's, when the booking was made for a
 * customer and the agency has a brand; null otherwise (the document keeps what it showed before).
 */
export async function brandForBooking(
  ctx: { em: EntityManager; log: Log },
  booking: { customerName?: string | null; user: { id: string } },
  store: ImageStore | null,
): Promise<SaleBrand | null> {
  if (!booking.customerName) return null;
  const brand = await brandOf(ctx.em, booking.user.id);
  if (!brand) return null;
  return { name: brand.tradingName, logo: await readLogo(store, brand.logoUrl, ctx.log), phone: brand.phone ?? brand.whatsapp, lines: brandLines(brand), brand };
}
