import Big from 'big.js';
import type { RefundDestinationValue } from '../../rules/amendments.js';

// The money of an amendment (issue 37), the framework's and the same for every kind: what the booking will cost, what
// the change adds or gives back, and what of it is refunded. Pure: the quote stores these figures, the confirmation
// applies them.

export type AmendmentMoneyInput = {
  oldTotalInPkr: string;
  newTotalInPkr: string; // re-priced, the fee excluded
  retainedInPkr?: string; // what earlier confirmed changes kept (fees + penalties): part of the old total, kept again
  feeInPkr: string;
  paidInPkr: string; // counted money received less what was already given back (or decided to be)
  refundPercent: number; // the booking's tier for cancelling now (0 when nothing was paid)
  reduces: boolean; // fewer travellers or nights: the policy applies to the reduction
};
export type AmendmentMoney = { penaltyInPkr: string; keptInPkr: string; differenceInPkr: string; refundInPkr: string };

/**
 * A reduction (fewer travellers or nights) is a partial cancellation: of the amount it takes off the total, the
 * policy's share is given back and the rest kept as a penalty, but never more than was paid beyond the new total (a
 * booking paid less than its new price has nothing to keep back). The booking then costs new total + retained (what
 * earlier changes kept: never given back by a re-pricing) + fee + penalty; the difference is that less the old total
 * (positive: to pay), and what was paid beyond it is refunded.
 */
export function amendmentMoney(m: AmendmentMoneyInput): AmendmentMoney {
  const oldTotal = new Big(m.oldTotalInPkr);
  const newTotal = new Big(m.newTotalInPkr);
  const fee = new Big(m.feeInPkr);
  const paid = new Big(m.paidInPkr);
  const retained = new Big(m.retainedInPkr ?? '0');
  let penalty = new Big(0);
  // the reduction is of the priced part: what was kept before is not reduced
  const reduction = oldTotal.minus(retained).minus(newTotal);
  if (m.reduces && reduction.gt(0)) {
    penalty = reduction.times(100 - m.refundPercent).div(100).round(2, Big.roundHalfUp);
    const beyond = paid.minus(newTotal).minus(retained).minus(fee);
    const cap = beyond.gt(0) ? beyond : new Big(0);
    if (penalty.gt(cap)) penalty = cap;
  }
  const kept = newTotal.plus(retained).plus(fee).plus(penalty);
  const refund = paid.minus(kept);
  return {
    penaltyInPkr: penalty.toFixed(2),
    keptInPkr: kept.toFixed(2),
    differenceInPkr: kept.minus(oldTotal).toFixed(2),
    refundInPkr: (refund.gt(0) ? refund : new Big(0)).toFixed(2),
  };
}

/** Where a refund goes: the wallet when the booking was paid from it, else back the way each payment came. */
export function refundDestinationOf(methods: readonly string[], refundInPkr: string): RefundDestinationValue | null {
  if (new Big(refundInPkr).lte(0)) return null;
  return methods.length > 0 && methods.every((m) => m === 'wallet') ? 'wallet' : 'original_method';
}
