import type { EntityManager } from '@mikro-orm/postgresql';
import { round2 } from '../../rules/money.js';

// What an agency's holds reserve of its wallet's funds (issues 35 and 37): read by the wallet (its view, a wallet
// payment) and by book() (bookings/credit-hold.ts). Kept apart, with no import of either side, so neither imports the
// other (no import circle).

const NO_BOOKING = '00000000-0000-0000-0000-000000000000';

/**
 * What an agency's holds reserve of its funds, until paid, cancelled or expired: its held flight orders' unpaid
 * totals, and — when its wallet has a credit line (the line is what book() guards) — its pending bookings holding
 * inventory, what each still needs now (its advance, else its total, less what was paid). A flight booking is a flight
 * order's only (it holds no inventory of ours); `exceptBookingId`'s own is left out (it is the one being paid).
 * Read through booking_user_pending_idx.
 */
export async function reservedForHolds(em: EntityManager, agencyId: string, exceptBookingId: string | null = null): Promise<string> {
  const [row] = await em.execute<{ reserved: string | null }[]>(
    `select coalesce(sum(case
        when b.type = 'flight' then (select b.total_price_in_pkr - b.amount_paid_in_pkr from flight_order o where o.booking_id = b.id and o.status = 'held')
        when b.inventory_held and w.credit_limit_in_pkr > 0 then greatest(coalesce(b.advance_in_pkr, b.total_price_in_pkr) - b.amount_paid_in_pkr, 0)
      end), 0)::text as reserved
       from booking b
       left join ledger_account w on w.kind = 'agent_wallet' and w.owner_id = b.user_id
      where b.user_id = ? and b.status = 'pending' and b.id <> coalesce(?::uuid, ?::uuid)`,
    [agencyId, exceptBookingId, NO_BOOKING],
  );
  return round2(row?.reserved ?? '0');
}
