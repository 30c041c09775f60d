import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';

// CONTRACT (issue 37) — credit held for holds: an agency's pending bookings and held flight orders reserve what they
// still need against its wallet (available = balance + credit − reserved). Called by book() inside its transaction,
// after the inventory is taken and before the booking is written.

/**
 * Refuses (InsufficientFundsError, nothing written) a new hold of `dueInPkr` by `bookerId` when the booker is an
 * agency with a credit line whose available funds less what its holds already reserve do not cover it. Takes the
 * wallet's row lock (so racing holds queue and exactly as many as the line covers get through). A traveller, or an
 * agency without a credit line, passes untouched.
 */
export async function ensureHoldCovered(ctx: ServiceContext, tx: EntityManager, bookerId: string, dueInPkr: string): Promise<void> {
  void ctx;
  void tx;
  void bookerId;
  void dueInPkr;
}
