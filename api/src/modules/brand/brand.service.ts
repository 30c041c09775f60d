import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../rules/common.js';

// An agency's brand (issue 39): the one reader every part uses (quotes' public view, documents, e-mails) and the
// writers behind GraphQL and REST.

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

type BrandRow = {
  agency_id: string;
  trading_name: string;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  licence_number: string | null;
  logo_url: string | null;
  updated_at: Date;
};

const COLUMNS = 'agency_id::text as agency_id, trading_name, phone, whatsapp, address, licence_number, logo_url, updated_at';

function view(row: BrandRow): AgencyBrandView {
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
