import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import type { AmendmentInputValues, AmendmentKindValue } from '../../rules/amendments.js';
import type { Booking } from '../bookings/booking.entity.js';

// The kinds' interface (issue 37): the framework (amendments.service.ts) quotes and confirms, each kind's handler says
// what changes and at what price, and applies it. The money (difference, penalty, refund, collection) is the framework's.

export type { AmendmentInputValues, AmendmentKindValue as AmendmentKind };

export type AmendmentPlan = {
  summary: string; // English, one line: "Travel date 12 Mar → 19 Mar", "Added 1 child"
  before: Record<string, unknown>; // the booking fields it changes, as they are
  after: Record<string, unknown>; // … and as they will be
  newTotalInPkr: string; // the booking re-priced at today's prices (fee excluded)
  feeInPkr: string; // a name change's fee (seller's), else '0.00'
  reducesInventory: boolean; // fewer travellers/nights: the cancellation policy applies to the reduction
};

export type AmendmentHandler = {
  /**
   * Reads the input (ValidationError with the message on a bad field), checks it against the booking and the
   * catalogue, prices it — NO writes. Throws ValidationError (400) / ConflictError (409, e.g. departure full) with the
   * messages from api/src/rules/amendments.ts.
   */
  plan(ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues, now: Date): Promise<AmendmentPlan>;
  /**
   * Inside the confirming transaction, the booking locked: takes the new inventory FIRST with conditional updates
   * (ConflictError when gone: the caller's transaction rolls back, nothing changed), gives the old back, and sets the
   * booking's non-money fields from plan.after.
   */
  apply(ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues, plan: AmendmentPlan, now: Date): Promise<void>;
};
