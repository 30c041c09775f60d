import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../rules/common.js';

// The one reader of an agency's brand (issue 39), on its own so that the documents and e-mails that print it import
// nothing else of the brand (brand.service.ts re-exports it: the quotes' public view and others import it there).

/** What an agency shows its customers. `logoUrl` is the served /media/uploads/<file> path, or null. */
export type AgencyBrandView = {
  agencyId: string;
  tradingName: string;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  licenceNumber: string | null;
  logoUrl: string | null;
  updatedAt: Date;
};

export type BrandRow = {
  agency_id: string;
  trading_name: string;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  licence_number: string | null;
  logo_url: string | null;
  updated_at: Date;
};

export const COLUMNS = 'agency_id::text as agency_id, trading_name, phone, whatsapp, address, licence_number, logo_url, updated_at';

export function view(row: BrandRow): AgencyBrandView {
  return {
    agencyId: row.agency_id,
    tradingName: row.trading_name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: row.address,
    licenceNumber: row.licence_number,
    logoUrl: row.logo_url,
    updatedAt: new Date(row.updated_at),
  };
}

/** The brand of agency `agencyId` (the owner's account id), or null when it has none. No access check: callers decide. */
export async function brandOf(em: EntityManager, agencyId: string): Promise<AgencyBrandView | null> {
  if (!isUuid(agencyId)) return null;
  const [row] = await em.execute<BrandRow[]>(`select ${COLUMNS} from agency_brand where agency_id = ?`, [agencyId]);
  return row ? view(row) : null;
}
