import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { NotFoundError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { MARKUP_PRODUCT_TYPES, type MarkupKind, type MarkupProductType } from '../../rules/agent-sales.js';
import { isUuid } from '../../rules/common.js';
import { compare, round2, subtract } from '../../rules/money.js';
import { NETWORK_MESSAGES, type SubAgentStatus } from '../../rules/network.js';
import { actingAgency } from '../agency/agency.service.js';
import { Booking } from '../bookings/booking.entity.js';
import { reservedForHolds } from '../ledger/reserved.js';
import { masterHeadroom, networkFree, networkPlace } from './credit.js';

// What a master agency reads of its network (issue 39): its sub-agents with their credit, sales and the master's
// margin on them (one query for the list: no query per sub-agent), the markups, and its sub-agents' bookings.

export type NetworkMarkupView = { productType: MarkupProductType; kind: MarkupKind; value: string; inherited: boolean };

export type SubAgentView = {
  id: string;
  name: string;
  email: string;
  status: SubAgentStatus;
  subAgencyId: string | null;
  creditLimitInPkr: string;
  owedInPkr: string;
  availableInPkr: string;
  salesInPkr: string;
  bookingCount: number;
  marginInPkr: string;
  markups: NetworkMarkupView[];
  invitationId: string;
  createdAt: Date;
};

export type AgencyNetworkView = {
  role: 'master' | 'sub' | 'none';
  masterName: string | null;
  creditLimitInPkr: string;
  givenInPkr: string;
  availableInPkr: string;
  defaultMarkups: NetworkMarkupView[];
  subAgents: SubAgentView[];
};

type ListRow = {
  id: string;
  agency_name: string;
  email: string;
  status: SubAgentStatus;
  sub_agency_id: string | null;
  invitation_id: string;
  credit_limit_in_pkr: string;
  balance: string;
  reserved: string;
  sales: string;
  booking_count: number;
  margin: string;
  created_at: Date;
};

type MarkupRow = { sub_agency_id: string; product_type: MarkupProductType; kind: MarkupKind; value: string };

const atLeastZero = (a: string) => (compare(a, 0) > 0 ? round2(a) : '0.00');

/** A master's markups (its defaults: sub = the master) as one list per product type, the defaults filling the gaps. */
function markupsFor(rows: MarkupRow[], masterId: string, subId: string | null): NetworkMarkupView[] {
  return MARKUP_PRODUCT_TYPES.map((productType) => {
    const own = subId ? rows.find((r) => r.sub_agency_id === subId && r.product_type === productType) : undefined;
    if (own) return { productType, kind: own.kind, value: round2(own.value), inherited: false };
    const def = rows.find((r) => r.sub_agency_id === masterId && r.product_type === productType);
    if (def) return { productType, kind: def.kind, value: round2(def.value), inherited: subId !== masterId };
    return { productType, kind: 'percent', value: '0.00', inherited: true };
  });
}

/**
 * A master's sub-agents (all, or the one `id`), newest first: their credit, what they owe and can spend, their sales
 * (their bookings' totals, cancelled and expired left out), and the master's margin earned on them (its earnings lines
 * from their bookings). Three statements whatever the number of sub-agents.
 */
export async function subAgentsOf(em: EntityManager, masterId: string, id: string | null = null): Promise<SubAgentView[]> {
  const rows = await em.execute<ListRow[]>(
    `with sales as (
       select b.user_id, sum(b.total_price_in_pkr) as sales, count(*)::int as n,
              sum(case when b.status = 'pending' and b.inventory_held then greatest(coalesce(b.advance_in_pkr, b.total_price_in_pkr) - b.amount_paid_in_pkr, 0) else 0 end) as reserved
         from booking b where b.network_master_id = ? and b.status not in ('cancelled', 'expired') group by b.user_id
     ), margins as (
       select b.user_id, -sum(l.amount_in_pkr) as margin
         from ledger_account e join journal_line l on l.account_id = e.id join journal_entry j on j.id = l.entry_id join booking b on b.id = j.booking_id
        where e.kind = 'agent_earnings' and e.owner_id = ? and b.network_master_id = ? group by b.user_id
     )
     select n.id, n.agency_name, n.email, n.status, n.sub_agency_id, n.invitation_id, n.credit_limit_in_pkr::text as credit_limit_in_pkr, n.created_at,
            coalesce(w.balance_in_pkr, 0)::text as balance, coalesce(s.reserved, 0)::text as reserved, coalesce(s.sales, 0)::text as sales,
            coalesce(s.n, 0) as booking_count, coalesce(m.margin, 0)::text as margin
       from agency_network n
       left join ledger_account w on w.kind = 'agent_wallet' and w.owner_id = n.sub_agency_id
       left join sales s on s.user_id = n.sub_agency_id
       left join margins m on m.user_id = n.sub_agency_id
      where n.master_agency_id = ? and (?::uuid is null or n.id = ?::uuid)
      order by n.created_at desc, n.id desc limit 200`,
    [masterId, masterId, masterId, masterId, id, id],
  );
  if (!rows.length) return [];
  const markups = await em.execute<MarkupRow[]>(
    'select sub_agency_id, product_type, kind, value::text as value from network_markup where master_agency_id = ?',
    [masterId],
  );
  const headroom = await masterHeadroom(em, masterId);
  return rows.map((r) => {
    const owed = atLeastZero(r.balance);
    const own = subtract(subtract(r.credit_limit_in_pkr, r.balance), r.reserved);
    const available = r.sub_agency_id ? atLeastZero(compare(headroom, own) < 0 ? headroom : own) : '0.00';
    return {
      id: r.id,
      name: r.agency_name,
      email: r.email,
      status: r.status,
      subAgencyId: r.sub_agency_id,
      creditLimitInPkr: round2(r.credit_limit_in_pkr),
      owedInPkr: owed,
      availableInPkr: available,
      salesInPkr: round2(r.sales),
      bookingCount: Number(r.booking_count),
      marginInPkr: round2(r.margin),
      markups: markupsFor(markups, masterId, r.sub_agency_id),
      invitationId: r.invitation_id,
      createdAt: new Date(r.created_at),
    };
  });
}

/** One sub-agent of the master, or 404 'Sub-agent not found' (another agency's, or no such id). */
export async function subAgentOf(em: EntityManager, masterId: string, id: string): Promise<SubAgentView> {
  const found = isUuid(id) ? (await subAgentsOf(em, masterId, id))[0] : undefined;
  if (!found) throw new NotFoundError(NETWORK_MESSAGES.notFound);
  return found;
}

/** The caller's agency's network: its place, line, what it gave and can still spend or give, its markups and sub-agents. */
export async function agencyNetwork(ctx: ServiceContext): Promise<AgencyNetworkView> {
  const { agencyId } = await actingAgency(ctx, 'manage');
  const em = ctx.em as EntityManager;
  const place = await networkPlace(em, agencyId);
  const [wallet] = await em.execute<{ credit: string; balance: string }[]>(
    `select credit_limit_in_pkr::text as credit, balance_in_pkr::text as balance from ledger_account where kind = 'agent_wallet' and owner_id = ?`,
    [agencyId],
  );
  const credit = round2(wallet?.credit ?? '0');
  const free = subtract(subtract(credit, wallet?.balance ?? '0'), await reservedForHolds(em, agencyId));
  const available = await networkFree(em, agencyId, free);
  if (place.role === 'sub') {
    const [master] = await em.execute<{ name: string }[]>(`select trim(first_name || ' ' || last_name) as name from app_user where id = ?`, [place.masterId]);
    return { role: 'sub', masterName: master?.name ?? null, creditLimitInPkr: credit, givenInPkr: '0.00', availableInPkr: available, defaultMarkups: [], subAgents: [] };
  }
  const markups = await em.execute<MarkupRow[]>(
    'select sub_agency_id, product_type, kind, value::text as value from network_markup where master_agency_id = ? and sub_agency_id = ?',
    [agencyId, agencyId],
  );
  return {
    role: place.role,
    masterName: null,
    creditLimitInPkr: credit,
    givenInPkr: place.role === 'master' ? place.givenInPkr : '0.00',
    availableInPkr: available,
    defaultMarkups: markupsFor(markups, agencyId, agencyId),
    subAgents: place.role === 'master' ? await subAgentsOf(em, agencyId) : [],
  };
}

/** The master's view of its sub-agents' bookings (one sub-agent's with `subAgentId`), newest first, a page at a time. */
export async function subAgentBookings(ctx: ServiceContext, subAgentId: string | null | undefined, pagination: { limit?: number | null; offset?: number | null }): Promise<Page<Booking>> {
  const { agencyId } = await actingAgency(ctx, 'manage');
  const page = readPagination(pagination);
  let subId: string | null = null;
  if (subAgentId) {
    const sub = await subAgentOf(ctx.em as EntityManager, agencyId, subAgentId);
    if (!sub.subAgencyId) return toPage([], page);
    subId = sub.subAgencyId;
  }
  const rows = await ctx.em.find(Booking, { networkMaster: agencyId, ...(subId ? { user: subId } : {}) }, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: page.limit + 1,
    offset: page.offset,
    populate: ['user'],
    strategy: 'joined',
  });
  return toPage(rows, page);
}
