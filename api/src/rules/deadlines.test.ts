import { describe, expect, it } from 'vitest';
import { freeCancellationUntilOf, paymentReminderFor, payByOf } from './deadlines.js';
import { daysBeforeTravel, DEFAULT_PACKAGE_REFUND_TIERS, refundPercentFor } from './payments.js';

const hold = new Date('2026-03-01T10:20:00Z');
const balance = new Date('2026-03-10T09:00:00Z');
const base = { inventoryHeld: true, holdExpiresAt: hold, balanceDueAt: balance, amountPaidInPkr: '0.00', totalPriceInPkr: '100000.00' };

describe('payByOf', () => {
  it('is the hold’s end while pending and holding', () => {
    expect(payByOf({ ...base, status: 'pending' })).toEqual(hold);
    expect(payByOf({ ...base, status: 'pending', holdExpiresAt: hold.toISOString() })).toEqual(hold);
  });
  it('is null for a pending request without inventory (waiting for, or accepted by, its operator)', () => {
    expect(payByOf({ ...base, status: 'pending', inventoryHeld: false, holdExpiresAt: null })).toBeNull();
  });
  it('is the balance deadline while confirmed and not paid in full', () => {
    expect(payByOf({ ...base, status: 'confirmed', amountPaidInPkr: '30000.00' })).toEqual(balance);
    expect(payByOf({ ...base, status: 'confirmed', amountPaidInPkr: '99999.99' })).toEqual(balance);
  });
  it('is null once paid in full, and for cancelled, expired and completed bookings', () => {
    expect(payByOf({ ...base, status: 'confirmed', amountPaidInPkr: '100000.00' })).toBeNull();
    expect(payByOf({ ...base, status: 'confirmed', amountPaidInPkr: '30000.00', balanceDueAt: null })).toBeNull();
    for (const status of ['cancelled', 'expired', 'completed']) expect(payByOf({ ...base, status, amountPaidInPkr: '30000.00' })).toBeNull();
  });
});

describe('freeCancellationUntilOf', () => {
  // travel on Fri 10 Apr 2026 (Pakistan), 09:00 there
  const travel = new Date('2026-04-10T04:00:00Z');
  it('is the end of the last Pakistan day with 100 %: the default package tiers (31 days) → the end of 10 Mar', () => {
    // 10 Mar is 31 days before 10 Apr; 11 Mar 00:00 in Karachi is 10 Mar 19:00 UTC
    expect(freeCancellationUntilOf(travel, DEFAULT_PACKAGE_REFUND_TIERS)).toEqual(new Date('2026-03-10T19:00:00Z'));
  });
  it('agrees with refundPercentFor one millisecond either side of it', () => {
    const until = freeCancellationUntilOf(travel, DEFAULT_PACKAGE_REFUND_TIERS);
    if (!until) throw new Error('expected a moment');
    const percentAt = (ms: number) => refundPercentFor(DEFAULT_PACKAGE_REFUND_TIERS, daysBeforeTravel(new Date(ms), travel));
    expect(percentAt(until.getTime() - 1)).toBe(100);
    expect(percentAt(until.getTime())).toBe(50);
  });
  it('takes the least notice still refunding 100 %, whatever the order of the tiers', () => {
    const tiers = [{ minDaysBefore: 0, refundPercent: 0 }, { minDaysBefore: 7, refundPercent: 100 }, { minDaysBefore: 30, refundPercent: 100 }, { minDaysBefore: 2, refundPercent: 50 }];
    // 3 Apr is 7 days before: until 4 Apr 00:00 Karachi = 3 Apr 19:00 UTC
    expect(freeCancellationUntilOf(travel, tiers)).toEqual(new Date('2026-04-03T19:00:00Z'));
  });
  it('a travel moment late in the UTC day counts in Pakistan’s calendar', () => {
    // 20:30 UTC on 9 Apr is 01:30 on 10 Apr in Karachi: still the 10th
    const late = new Date('2026-04-09T20:30:00Z');
    expect(freeCancellationUntilOf(late, [{ minDaysBefore: 1, refundPercent: 100 }])).toEqual(new Date('2026-04-09T19:00:00Z'));
  });
  it('never after the trip starts (a 0-day tier at 100 %)', () => {
    expect(freeCancellationUntilOf(travel, [{ minDaysBefore: 0, refundPercent: 100 }])).toEqual(travel);
  });
  it('is null without a travel date, without a 100 % tier, or once passed', () => {
    expect(freeCancellationUntilOf(null, DEFAULT_PACKAGE_REFUND_TIERS)).toBeNull();
    expect(freeCancellationUntilOf(travel, [])).toBeNull();
    expect(freeCancellationUntilOf(travel, [{ minDaysBefore: 10, refundPercent: 90 }])).toBeNull();
    expect(freeCancellationUntilOf(travel, DEFAULT_PACKAGE_REFUND_TIERS, new Date('2026-03-10T18:59:59Z'))).toEqual(new Date('2026-03-10T19:00:00Z'));
    expect(freeCancellationUntilOf(travel, DEFAULT_PACKAGE_REFUND_TIERS, new Date('2026-03-10T19:00:00Z'))).toBeNull();
    expect(freeCancellationUntilOf(travel.toISOString(), DEFAULT_PACKAGE_REFUND_TIERS)).toEqual(new Date('2026-03-10T19:00:00Z'));
  });
});

describe('paymentReminderFor', () => {
  const H = 3_600_000;
  const D = 24 * H;
  const payBy = new Date('2026-05-20T12:00:00Z');
  const before = (ms: number) => new Date(payBy.getTime() - ms);
  it('one window at a time, edges included on the far side', () => {
    expect(paymentReminderFor(payBy, before(8 * D))).toBeNull();
    expect(paymentReminderFor(payBy, before(7 * D))).toBe('pay_7d');
    expect(paymentReminderFor(payBy, before(3 * D + 1))).toBe('pay_7d');
    expect(paymentReminderFor(payBy, before(3 * D))).toBe('pay_3d');
    expect(paymentReminderFor(payBy, before(2 * D))).toBe('pay_3d');
    expect(paymentReminderFor(payBy, before(D))).toBe('pay_1d');
    expect(paymentReminderFor(payBy, before(2 * H))).toBe('pay_2h');
    expect(paymentReminderFor(payBy, before(1))).toBe('pay_2h');
    expect(paymentReminderFor(payBy, payBy)).toBeNull();
    expect(paymentReminderFor(null, payBy)).toBeNull();
  });
  it('not to a booking made after its window opened', () => {
    // made 90 minutes before its deadline (a long hold): no "2 hours left"
    expect(paymentReminderFor(payBy, before(H), before(90 * 60_000))).toBeNull();
    expect(paymentReminderFor(payBy, before(H), before(2 * H))).toBe('pay_2h');
    expect(paymentReminderFor(payBy, before(2 * D), before(10 * D))).toBe('pay_3d');
  });
});
