import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from '../../test/pdf.js';
import { voucherContent } from '../../test/voucher-fixtures.js';
import { renderVoucherPdf, SUPPORT_CONTACT, type VoucherContent } from './voucher.pdf.js';

// The voucher's layout at its limits, drawn and read back: a package whose inclusions and policy text fill the page
// keeps its help on page 1, in the page's foot, rather than starting a second page that would hold only that.

const INCLUDES =
  'Return airfare from Karachi, Umrah visa and Nusuk registration, Quad-sharing rooms in Makkah and Madinah, Breakfast daily, Airport and intercity transfers by AC bus, Ziyarat tours in Makkah and Madinah, Hotel shuttle to Masjid al-Haram';
const POLICY =
  'Full refund less PKR 25,000 service charges if cancelled 30 or more days before departure; 50% refund 15–29 days before departure. No refund within 14 days of departure or once the Umrah visa has been issued, as visa and Nusuk fees are non-refundable.';

function voucher(passengers: number, extraRows = 0): VoucherContent {
  return voucherContent({
    traveller: { name: 'Ayesha Khan', email: 'ayesha.khan@example.pk', phone: null },
    passengers: Array.from({ length: passengers }, (_, k) => ({ name: `Passenger Number ${k + 1}`, passportNumber: `AB${1_000_000 + k}` })),
    passengerCount: Math.max(passengers, 2),
    details: [
      ['Itinerary', '14 days · Makkah → Madinah'],
      ['Makkah hotel', 'Ibis Styles Makkah · 3★ · 7 nights'],
      ['Madinah hotel', 'Saja Al Madinah · 4★ · 7 nights'],
      ['Flight class', 'Economy'],
      ['Departure city', 'Karachi'],
      ['Visa', 'Included'],
      ['Includes', INCLUDES],
      ['Departure', 'Fri, 8 Jan 2027'],
      ['Requests', 'Wheelchair at Jeddah airport for my mother'],
      ...Array.from({ length: extraRows }, (_, k): [string, string] => [`Note ${k + 1}`, INCLUDES]),
    ],
    refundTiers: [
      { minDaysBefore: 31, refundPercent: 100 },
      { minDaysBefore: 15, refundPercent: 50 },
      { minDaysBefore: 0, refundPercent: 0 },
    ],
    policyText: POLICY,
  });
}

describe('voucher layout', () => {
  it('a full page keeps the help in its foot: one page, support contacts still on it', async () => {
    const bytes = await renderVoucherPdf(voucher(2));
    expect(await pdfPageCount(bytes)).toBe(1);
    const text = await pdfText(bytes);
    expect(text).toContain(`Help: Safarnama support: ${SUPPORT_CONTACT.phone}`);
    expect(text).toContain('#F92E1215');
  });

  it('content longer than a page flows on, with the Help section in full on the last page', async () => {
    const bytes = await renderVoucherPdf(voucher(10, 6));
    expect(await pdfPageCount(bytes)).toBe(2);
    const pages = (await pdfText(bytes)).split('\f');
    expect(pages[1]).toContain('HELP');
    expect(pages[1]).toContain(SUPPORT_CONTACT.email);
  });
});
