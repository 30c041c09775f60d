import type { EntityManager } from '@mikro-orm/postgresql';
import { brandOf } from '../brand/brand.service.js';

// The agency as its customers see it on a quote (issue 39): its brand (modules/brand, part C) when it has one, else its
// owner's name with no contact details.

export type QuoteBrand = {
  tradingName: string;
  logoUrl: string | null;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  licenceNumber: string | null;
};

/** The agency's owner's name: the trading name of an agency without a brand. */
async function ownerName(em: EntityManager, agencyId: string): Promise<string> {
  const [row] = await em.execute<{ first_name: string; last_name: string; username: string }[]>(
    'select first_name, last_name, username from app_user where id = ?',
    [agencyId],
  );
  if (!row) return '';
  return `${row.first_name} ${row.last_name}`.trim() || row.username;
}

/** The brand shown on the agency's quotes. */
export async function quoteBrand(em: EntityManager, agencyId: string): Promise<QuoteBrand> {
  const brand = await brandOf(em, agencyId);
  if (brand) {
    const { tradingName, logoUrl, phone, whatsapp, address, licenceNumber } = brand;
    return { tradingName, logoUrl, phone, whatsapp, address, licenceNumber };
  }
  return { tradingName: await ownerName(em, agencyId), logoUrl: null, phone: null, whatsapp: null, address: null, licenceNumber: null };
}
