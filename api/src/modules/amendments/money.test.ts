import { describe, expect, it } from 'vitest';
import { amendmentMoney, refundDestinationOf } from './money.js';

// The amendment's money (issue 37), pure: the penalty on a reduction, what is kept, the difference and the refund.

const base = { oldTotalInPkr: '200000.00', feeInPkr: '0.00', refundPercent: 100, reduces: false };

describe('amendmentMoney', () => {
  it('a dearer change: the difference to pay, nothing refunded', () => {
    expect(amendmentMoney({ ...base, newTotalInPkr: '240000.00', paidInPkr: '60000.00' })).toEqual({
      penaltyInPkr: '0.00',
      keptInPkr: '240000.00',
      differenceInPkr: '40000.00',
      refundInPkr: '0.00',
    });
  });

  it('a reduction under a 50 % tier keeps half the reduction, capped at what was paid beyond the new total', () => {
    // paid in full: 100,000 off, 50,000 kept, 50,000 back
    expect(amendmentMoney({ ...base, newTotalInPkr: '100000.00', paidInPkr: '200000.00', refundPercent: 50, reduces: true })).toEqual({
      penaltyInPkr: '50000.00',
      keptInPkr: '150000.00',
      differenceInPkr: '-50000.00',
      refundInPkr: '50000.00',
    });
    // only the advance paid (60,000): it does not reach beyond the new total, nothing to keep back
    expect(amendmentMoney({ ...base, newTotalInPkr: '100000.00', paidInPkr: '60000.00', refundPercent: 50, reduces: true })).toMatchObject({
      penaltyInPkr: '0.00',
      differenceInPkr: '-100000.00',
      refundInPkr: '0.00',
    });
    // 130,000 paid: 30,000 beyond the new total caps the 50,000 penalty
    expect(amendmentMoney({ ...base, newTotalInPkr: '100000.00', paidInPkr: '130000.00', refundPercent: 50, reduces: true })).toMatchObject({
      penaltyInPkr: '30000.00',
      keptInPkr: '130000.00',
      refundInPkr: '0.00',
    });
  });

  it('a cheaper change that is not a reduction (another departure) has no penalty; a fee is kept', () => {
    expect(amendmentMoney({ ...base, newTotalInPkr: '180000.00', paidInPkr: '200000.00', refundPercent: 0 })).toMatchObject({ penaltyInPkr: '0.00', refundInPkr: '20000.00' });
    expect(amendmentMoney({ ...base, newTotalInPkr: '200000.00', feeInPkr: '2500.00', paidInPkr: '200000.00' })).toEqual({
      penaltyInPkr: '0.00',
      keptInPkr: '202500.00',
      differenceInPkr: '2500.00',
      refundInPkr: '0.00',
    });
  });

  it('what earlier changes kept (a penalty, a fee) is kept through a later re-pricing, never refunded by it', () => {
    // 80,000 paid for two; one dropped under a 50 % tier: 20,000 kept, 20,000 back, the booking at 60,000
    const drop = amendmentMoney({ oldTotalInPkr: '80000.00', newTotalInPkr: '40000.00', feeInPkr: '0.00', paidInPkr: '80000.00', refundPercent: 50, reduces: true });
    expect(drop).toEqual({ penaltyInPkr: '20000.00', keptInPkr: '60000.00', differenceInPkr: '-20000.00', refundInPkr: '20000.00' });
    // then the date moves (same price): the 20,000 stays kept, nothing back
    const move = { oldTotalInPkr: '60000.00', retainedInPkr: '20000.00', feeInPkr: '0.00', paidInPkr: '60000.00', refundPercent: 50, reduces: false };
    expect(amendmentMoney({ ...move, newTotalInPkr: '40000.00' })).toEqual({ penaltyInPkr: '0.00', keptInPkr: '60000.00', differenceInPkr: '0.00', refundInPkr: '0.00' });
    // a cheaper date gives back only the price's difference
    expect(amendmentMoney({ ...move, newTotalInPkr: '30000.00' })).toMatchObject({ keptInPkr: '50000.00', differenceInPkr: '-10000.00', refundInPkr: '10000.00' });
    // a further reduction's penalty is on the priced part only (40,000 → 0 under 50 %: 20,000 more kept)
    expect(amendmentMoney({ ...move, newTotalInPkr: '0.00', reduces: true })).toMatchObject({ penaltyInPkr: '20000.00', keptInPkr: '40000.00', refundInPkr: '20000.00' });

    // a paid 2,500 name-change fee, then a date change at the same price: the fee is not refunded
    const fee = amendmentMoney({ ...base, newTotalInPkr: '200000.00', feeInPkr: '2500.00', paidInPkr: '200000.00' });
    expect(fee).toMatchObject({ keptInPkr: '202500.00', differenceInPkr: '2500.00' });
    expect(amendmentMoney({ ...base, oldTotalInPkr: '202500.00', retainedInPkr: '2500.00', newTotalInPkr: '200000.00', paidInPkr: '202500.00' })).toEqual({
      penaltyInPkr: '0.00',
      keptInPkr: '202500.00',
      differenceInPkr: '0.00',
      refundInPkr: '0.00',
    });
  });

  it('rounds the penalty half-up to the paisa', () => {
    expect(amendmentMoney({ ...base, oldTotalInPkr: '100.01', newTotalInPkr: '0.00', paidInPkr: '100.01', refundPercent: 50, reduces: true }).penaltyInPkr).toBe('50.01');
  });
});

describe('refundDestinationOf', () => {
  it('the wallet when every payment was from it, else the original method; none without a refund', () => {
    expect(refundDestinationOf(['wallet'], '10.00')).toBe('wallet');
    expect(refundDestinationOf(['wallet', 'sandbox'], '10.00')).toBe('original_method');
    expect(refundDestinationOf(['sandbox'], '0.00')).toBeNull();
  });
});
