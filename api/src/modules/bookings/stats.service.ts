import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import Big from 'big.js';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ForbiddenError } from '../../core/errors.js';
import { loyaltyTier } from '../../rules/bookings.js';

// The platform's booking count and revenue are kept in STATS_SHARDS counter rows (booking_stats_shard), each booking
// bumping a random one, so concurrent bookings do not queue on one row; the overview sums them. The migration that
// made the table inserted rows 0 to 15: change both together.
export const STATS_SHARDS = 16;

/**
 * Counts a booking (+1) or its cancellation or expiry (-1) with its booked value, inside the booking's transaction: a
 * pending booking counts while it holds its inventory; one that expires unpaid counts like one cancelled.
 */
export async function bumpStats(tx: EntityManager, bookings: number, revenue: string): Promise<void> {
  const shard = crypto.randomInt(STATS_SHARDS);
  await tx.execute('update booking_stats_shard set bookings = bookings + ?, revenue = revenue + ? where shard = ?', [bookings, revenue, shard]);
}

/** Platform totals, for the super admin. */
export async function overview(ctx: ServiceContext) {
  if (!ctx.viewer) throw new AuthError();
  if (ctx.viewer.role !== 'super_admin') throw new ForbiddenError();
  const [stats] = await ctx.em.execute<{ bookings: string; revenue: string }[]>(
    'select coalesce(sum(bookings), 0)::text as bookings, coalesce(sum(revenue), 0)::text as revenue from booking_stats_shard',
  );
  // agencies: an agency's staff are b2b_agent accounts too, but not agents of their own
  const [agents] = await ctx.em.execute<{ n: number }[]>(
    "select count(*)::int as n from app_user u where u.role = 'b2b_agent' and not exists (select 1 from agency_member m where m.user_id = u.id)",
  );
  return { totalBookings: Number(stats.bookings), activeB2BAgents: Number(agents.n), totalRevenue: new Big(stats.revenue).toFixed(2) };
}

/** The caller's own travel figures. */
export async function userStats(ctx: ServiceContext) {
  if (!ctx.viewer) throw new AuthError();
  const [row] = await ctx.em.execute<{ total: number; upcoming: number; completed: number; saved: string }[]>(
    `select count(*) filter (where status not in ('cancelled', 'expired'))::int as total,
            count(*) filter (where status in ('confirmed', 'pending') and travel_date > ?)::int as upcoming,
            count(*) filter (where status = 'completed')::int as completed,
            coalesce(sum(saved_in_pkr) filter (where status not in ('cancelled', 'expired')), 0)::text as saved
       from booking where user_id = ?`,
    [ctx.now(), ctx.viewer.id],
  );
  return {
    totalBookings: row.total,
    upcomingTrips: row.upcoming,
    completedBookings: row.completed,
    totalSaved: new Big(row.saved).toFixed(2),
    loyaltyTier: loyaltyTier(row.completed),
  };
}
