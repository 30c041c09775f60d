import type { EntityManager } from '@mikro-orm/postgresql';
import { InsufficientFundsError } from '../../core/errors.js';
import { compare, subtract } from '../../rules/money.js';
import { WALLET_MESSAGES } from '../../rules/wallet.js';
import { reservedForHolds } from '../ledger/reserved.js';
import { networkFree } from '../network/credit.js';

// Credit held for holds (issue 37): an agency's pending bookings and held flight orders reserve what they
// still need against its wallet (available = balance + credit − reserved). Called by book() inside its transaction,
// after the inventory is taken and before the booking is written.

/**
 * Refuses (InsufficientFundsError, nothing written) a new hold of `dueInPkr` by `bookerId` when the booker is an
 * agency with a credit line whose available funds less what its holds already reserve do not cover it. Takes the
 * wallet's row lock (so racing holds queue and exactly as many as the line covers get through). A traveller, or an
 * agency without a credit line, passes untouched.
 */
export async function ensureHoldCovered(tx: EntityManager, bookerId: string, dueInPkr: string): Promise<void> {
  if (compare(dueInPkr, 0) <= 0) return;
  // the wallet's row lock: held until book() commits, so the next hold of this agency reads this one as reserved.
  // (Taken after the inventory, as a cancellation takes the inventory and then the wallet for its refund.)
  const [wallet] = await tx.execute<{ balance_in_pkr: string; credit_limit_in_pkr: string }[]>(
    `select "balance_in_pkr", "credit_limit_in_pkr" from "ledger_account" where "kind" = 'agent_wallet' and "owner_id" = ? for update`,
    [bookerId],
  );
  if (!wallet || compare(String(wallet.credit_limit_in_pkr), 0) <= 0) return;
  // a wallet's balance column is minus what it holds: available = credit − balance
  const available = subtract(String(wallet.credit_limit_in_pkr), String(wallet.balance_in_pkr));
  // in an agency network (issue 39): a master's less what it gave, a sub-agency's within its master's headroom (read, not locked)
  const free = await networkFree(tx, bookerId, subtract(available, await reservedForHolds(tx, bookerId)));
  if (compare(free, dueInPkr) < 0) throw new InsufficientFundsError(WALLET_MESSAGES.bookingHoldNotCovered);
}
