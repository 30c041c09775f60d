import Big from 'big.js';
import { DateTime } from 'luxon';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ValidationError } from '../../core/errors.js';
import { MARKET_ZONE } from '../../rules/dates.js';
import { AGENCY_ID_OF_USER_SQL } from '../agency/agency.service.js';

// The agent dashboard's figures, from the caller's real packages and the bookings of them (booking.seller_id).
// Months are calendar months in Pakistan time.

// the caller is the seller whose figures these are (an agency's staff: the agency's, by AGENCY_ID_OF_USER_SQL in each statement)
function sellerId(ctx: ServiceContext): string {
  if (!ctx.viewer) throw new AuthError();
  return ctx.viewer.id;
}

function bounded(value: number, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new ValidationError(`${what} must be between ${min} and ${max}`);
  return value;
}

export type AgentStatsValues = {
  totalPackages: number;
  packagesAddedThisMonth: number;
  activePackages: number;
  activeBookings: number;
  pendingBookings: number;
  totalBookings: number;
  bookingConversionPercent: number | null;
  monthlyEarnings: string;
  lastMonthEarnings: string;
  earningsChangePercent: number | null;
  averageRating: number | null;
  reviewCount: number;
};

function monthStarts(now: Date) {
  const thisMonth = DateTime.fromJSDate(now, { zone: MARKET_ZONE }).startOf('month');
  return { thisMonth: thisMonth.toJSDate(), lastMonth: thisMonth.minus({ months: 1 }).toJSDate() };
}

/**
 * The four stat cards and the performance summary in one SQL statement: the agent's packages through
 * package_owner_created_idx, the bookings of them through booking_seller_created_idx.
 *
 * Reviews: there is no review table; a package's rating stands for the reviews of its bookings, so the average is
 * the packages' ratings weighted by their bookings and the review count is those bookings.
 */
export async function agentStats(ctx: ServiceContext): Promise<AgentStatsValues> {
  const seller = sellerId(ctx);
  const { thisMonth, lastMonth } = monthStarts(ctx.now());
  const [row] = await ctx.em.execute<
    {
      total: number;
      added: number;
      active: number;
      weighted: string;
      reviews: number;
      plain_avg: string | null;
      active_bookings: number;
      pending: number;
      all_bookings: number;
      kept: number;
      this_month: string;
      last_month: string;
    }[]
  >(
    `with p as (
       select count(*)::int as total,
              count(*) filter (where created_at >= ?)::int as added,
              count(*) filter (where status = 'active')::int as active,
              coalesce(sum(rating * bookings_count) filter (where rating is not null), 0)::text as weighted,
              coalesce(sum(bookings_count) filter (where rating is not null), 0)::int as reviews,
              avg(rating)::text as plain_avg
         from package where owner_id = ${AGENCY_ID_OF_USER_SQL}
     ), b as (
       select count(*) filter (where status in ('confirmed', 'pending'))::int as active_bookings,
              count(*) filter (where status = 'pending')::int as pending,
              count(*)::int as all_bookings,
              count(*) filter (where status not in ('cancelled', 'expired'))::int as kept,
              coalesce(sum(total_price_in_pkr) filter (where status not in ('cancelled', 'expired') and created_at >= ?), 0)::text as this_month,
              coalesce(sum(total_price_in_pkr) filter (where status not in ('cancelled', 'expired') and created_at >= ? and created_at < ?), 0)::text as last_month
         from booking where seller_id = ${AGENCY_ID_OF_USER_SQL}
     )
     select * from p, b`,
    [thisMonth, seller, seller, thisMonth, lastMonth, thisMonth, seller, seller],
  );
  const monthly = new Big(row.this_month);
  const previous = new Big(row.last_month);
  let averageRating: number | null = null;
  if (row.reviews > 0) averageRating = Number(new Big(row.weighted).div(row.reviews).round(1, Big.roundHalfUp).toFixed(1));
  else if (row.plain_avg !== null) averageRating = Number(new Big(row.plain_avg).round(1, Big.roundHalfUp).toFixed(1));
  return {
    totalPackages: row.total,
    packagesAddedThisMonth: row.added,
    activePackages: row.active,
    activeBookings: row.active_bookings,
    pendingBookings: row.pending,
    totalBookings: row.all_bookings,
    bookingConversionPercent: row.all_bookings > 0 ? Math.round((row.kept * 100) / row.all_bookings) : null,
    monthlyEarnings: monthly.toFixed(2),
    lastMonthEarnings: previous.toFixed(2),
    earningsChangePercent: previous.gt(0) ? Number(monthly.minus(previous).times(100).div(previous).round(0, Big.roundHalfUp).toFixed(0)) : null,
    averageRating,
    reviewCount: row.reviews,
  };
}

export type ActivityValues = {
  id: string;
  kind: 'booking' | 'package';
  description: string;
  status: string;
  at: Date;
  amountInPkr: string | null;
};

/**
 * The latest events of an agent's business, newest first: bookings of its packages (with their status) and its
 * package changes (created / updated / archived). One statement: two index-ordered, limited reads, merged.
 */
export async function agentActivity(ctx: ServiceContext, limit: number): Promise<ActivityValues[]> {
  const seller = sellerId(ctx);
  const n = bounded(limit, 1, 50, 'Limit');
  const rows = await ctx.em.execute<
    { kind: 'booking' | 'package'; id: string; title: string; status: string; at: Date; actor: string | null; amount: string | null; created: boolean }[]
  >(
    `select * from (
       (select 'booking' as kind, b.id::text as id, b.item_name as title, b.status, b.created_at as at, u.username as actor,
               b.total_price_in_pkr::text as amount, false as created
          from booking b join app_user u on u.id = b.user_id
         where b.seller_id = ${AGENCY_ID_OF_USER_SQL} order by b.created_at desc limit ?)
       union all
       (select 'package', p.id::text, p.name, p.status, p.updated_at, null, null, p.updated_at = p.created_at
          from package p where p.owner_id = ${AGENCY_ID_OF_USER_SQL} order by p.updated_at desc limit ?)
     ) e order by at desc, id limit ?`,
    [seller, seller, n, seller, seller, n, n],
  );
  return rows.map((r) => {
    if (r.kind === 'booking') {
      const verb = r.status === 'cancelled' ? 'Booking cancelled' : r.status === 'expired' ? 'Booking expired' : r.status === 'pending' ? 'Booking request' : 'New booking';
      return {
        id: `booking:${r.id}`,
        kind: 'booking',
        description: `${verb}: ${r.title} by ${r.actor}`,
        status: r.status,
        at: new Date(r.at),
        amountInPkr: r.amount === null ? null : new Big(r.amount).toFixed(2),
      };
    }
    const archived = r.status !== 'active';
    const status = r.created ? 'new' : archived ? 'archived' : 'updated';
    const verb = r.created ? 'Package created' : archived ? 'Package archived' : 'Package updated';
    return { id: `package:${r.id}`, kind: 'package', description: `${verb}: ${r.title}`, status, at: new Date(r.at), amountInPkr: null };
  });
}

export type MonthValues = { month: string; bookings: number; earnings: string };

/** Bookings (not cancelled or expired) and earnings per calendar month, the last `months` months including this one, oldest first. */
export async function agentMonthly(ctx: ServiceContext, months: number): Promise<MonthValues[]> {
  const seller = sellerId(ctx);
  const count = bounded(months, 1, 24, 'Months');
  const current = DateTime.fromJSDate(ctx.now(), { zone: MARKET_ZONE }).startOf('month');
  const first = current.minus({ months: count - 1 });
  const rows = await ctx.em.execute<{ month: string; bookings: number; earnings: string }[]>(
    `select to_char(date_trunc('month', created_at at time zone '${MARKET_ZONE}'), 'YYYY-MM') as month,
            count(*)::int as bookings, sum(total_price_in_pkr)::text as earnings
       from booking where seller_id = ${AGENCY_ID_OF_USER_SQL} and created_at >= ? and status not in ('cancelled', 'expired')
      group by 1`,
    [seller, seller, first.toJSDate()],
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: count }, (_, i) => {
    const month = first.plus({ months: i }).toFormat('yyyy-MM');
    const r = byMonth.get(month);
    return { month, bookings: r?.bookings ?? 0, earnings: new Big(r?.earnings ?? '0').toFixed(2) };
  });
}
