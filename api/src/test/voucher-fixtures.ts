import { SUPPORT_CONTACT, type VoucherContent } from '../modules/documents/voucher.pdf.js';

// A voucher's content for the PDF tests: a confirmed Umrah booking of two passengers, paid in part. `over` replaces
// whole fields.
export function voucherContent(over: Partial<VoucherContent> = {}): VoucherContent {
  return {
    bookingId: 'f92e1215-0281-47f6-a7d0-e06db8f9c5b4',
    reference: 'F92E1215',
    status: 'confirmed',
    kindLabel: 'Umrah package',
    itemName: 'Economy Umrah 14 Days from Karachi',
    bookedAt: new Date('2026-11-24T05:00:00Z'),
    traveller: { name: 'Ayesha Khan', email: 'ayesha.khan@example.pk', phone: '+92 300 1234567' },
    passengers: [
      { name: 'Ayesha Khan', passportNumber: 'AB1000001' },
      { name: 'Imran Khan', passportNumber: 'AB1000002' },
    ],
    passengerCount: 2,
    details: [
      ['Itinerary', '14 days · Makkah → Madinah'],
      ['Makkah hotel', 'Ibis Styles Makkah · 3★ · 7 nights'],
      ['Madinah hotel', 'Saja Al Madinah · 4★ · 7 nights'],
      ['Departure city', 'Karachi'],
      ['Departure', 'Fri, 8 Jan 2027'],
    ],
    amounts: { totalInPkr: '530000.00', paidInPkr: '159000.00', dueInPkr: '371000.00', dueBy: 'Fri, 25 Dec 2026', refundedInPkr: '0.00', priceNote: null },
    refundTiers: [
      { minDaysBefore: 30, refundPercent: 100 },
      { minDaysBefore: 0, refundPercent: 0 },
    ],
    policyText: null,
    agency: null,
    support: SUPPORT_CONTACT,
    checkUrl: 'https://safarnama.pk/v/abcdefghijklmnopqrstuvwxyz012345',
    now: new Date('2026-11-24T00:00:00Z'),
    ...over,
  };
}
