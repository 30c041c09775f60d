import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT, newA4Document } from '../documents/pdf.js';
import { SUPPORT_CONTACT } from '../documents/voucher.pdf.js';
import { pdfPageCount, pdfPagePng, pdfQrCode, pdfText } from '../../test/pdf.js';
import type { AirSegment, AirSlice } from './airline.js';
import { changeWords, ETICKET_URDU_LABEL, formatLocalTime, refundWords, renderETicket, type ETicketContent } from './eticket.pdf.js';

// The e-ticket itinerary receipt drawn and read back as a reader would: the booking reference, each ticket number,
// every segment in its airports' local times, baggage, the fare's conditions in words, who sold it, the CANCELLED
// stamp, the Urdu labels; a party of nine on four segments runs onto more pages with nothing drawn over anything else.
// Set PDF_PNG_DIR to also get the pages as PNGs to look at.

const BAGGAGE = { checkedPieces: 1, checkedKg: 30, carryOnPieces: 1 };

function segment(over: Partial<AirSegment>): AirSegment {
  return {
    origin: 'KHI',
    destination: 'JED',
    departingAt: '2027-01-12T14:05:00+05:00',
    arrivingAt: '2027-01-12T16:50:00+03:00',
    durationMinutes: 285,
    carrier: 'PK',
    carrierName: 'Pakistan International Airlines',
    flightNumber: 'PK 741',
    aircraft: 'Airbus A320',
    baggage: BAGGAGE,
    ...over,
  };
}

const slice = (segments: AirSegment[], durationMinutes: number): AirSlice => ({
  origin: segments[0].origin,
  destination: segments[segments.length - 1].destination,
  durationMinutes,
  segments,
});

// Karachi → Jeddah non-stop, back through Doha
const SLICES: AirSlice[] = [
  slice([segment({})], 285),
  slice(
    [
      segment({ origin: 'JED', destination: 'DOH', departingAt: '2027-01-26T18:30:00+03:00', arrivingAt: '2027-01-26T20:40:00+03:00', durationMinutes: 130, carrier: 'QR', carrierName: 'Qatar Airways', flightNumber: 'QR 1185', aircraft: 'Boeing 787-8' }),
      segment({ origin: 'DOH', destination: 'KHI', departingAt: '2027-01-26T22:55:00+03:00', arrivingAt: '2027-01-27T04:05:00+05:00', durationMinutes: 190, carrier: 'QR', carrierName: 'Qatar Airways', flightNumber: 'QR 604', aircraft: null, baggage: { checkedPieces: 2, checkedKg: 23, carryOnPieces: 1 } }),
    ],
    455,
  ),
];

function ticket(over: Partial<ETicketContent> = {}): ETicketContent {
  return {
    orderId: '5b0c2d7e-4f61-4a39-9d0e-2c1f0a7b8e11',
    bookingReference: 'QX7K2M',
    status: 'ticketed',
    issuedAt: new Date('2026-11-24T10:00:00Z'),
    airline: { code: 'PK', name: 'Pakistan International Airlines' },
    passengers: [
      { name: 'Ayesha Khan', type: 'adult', passportNumber: 'AB1000001', ticketNumber: '2142401234567' },
      { name: 'Imran Khan', type: 'adult', passportNumber: 'AB1000002', ticketNumber: '2142401234568' },
      { name: 'Zara Khan', type: 'infant', passportNumber: 'AB1000003', ticketNumber: '2142401234569' },
    ],
    slices: SLICES,
    conditions: { refundable: true, refundPenaltyPkr: '4500.00', changeable: true, changePenaltyPkr: '3000.00' },
    totalInPkr: '412350.00',
    agency: null,
    support: SUPPORT_CONTACT,
    checkUrl: 'https://safarnama.pk/t/abcdefghijklmnopqrstuvwxyz012345',
    now: new Date('2026-11-24T10:00:00Z'),
    ...over,
  };
}

// nine passengers on four segments: Lahore → Jeddah through Doha, Madinah → Lahore through Dubai
function bigParty(): ETicketContent {
  const leg = (origin: string, destination: string, flightNumber: string, dep: string, arr: string, minutes: number) =>
    segment({ origin, destination, flightNumber, carrier: flightNumber.slice(0, 2), carrierName: flightNumber.startsWith('QR') ? 'Qatar Airways' : 'Emirates', departingAt: dep, arrivingAt: arr, durationMinutes: minutes });
  return ticket({
    passengers: Array.from({ length: 9 }, (_, k) => ({
      name: `Passenger Number ${k + 1} Abdul Rehman Siddiqui`,
      type: k < 6 ? 'adult' : k < 8 ? 'child' : 'infant',
      passportNumber: `AB${2_000_000 + k}`,
      ticketNumber: `17624000000${10 + k}`,
    })),
    slices: [
      slice([leg('LHE', 'DOH', 'QR 629', '2027-02-01T03:40:00+05:00', '2027-02-01T05:20:00+03:00', 220), leg('DOH', 'JED', 'QR 1182', '2027-02-01T07:45:00+03:00', '2027-02-01T10:05:00+03:00', 140)], 505),
      slice([leg('MED', 'DXB', 'EK 810', '2027-02-15T16:10:00+03:00', '2027-02-15T19:55:00+04:00', 165), leg('DXB', 'LHE', 'EK 624', '2027-02-15T22:20:00+04:00', '2027-02-16T02:45:00+05:00', 205)], 515),
    ],
  });
}

type Box = { str: string; x0: number; x1: number; y0: number; y1: number };

// each page's text items as boxes (pdf.js's own positions), for the overlap check
async function pageBoxes(bytes: Buffer): Promise<Box[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: Box[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const items = (await (await doc.getPage(n)).getTextContent()).items;
    const boxes: Box[] = [];
    for (const item of items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [x, y] = [item.transform[4], item.transform[5]];
      boxes.push({ str: item.str, x0: x, x1: x + item.width, y0: y, y1: y + item.height });
    }
    pages.push(boxes);
  }
  await doc.destroy();
  return pages;
}

const overlaps = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;

async function savePng(bytes: Buffer, name: string): Promise<void> {
  if (!process.env.PDF_PNG_DIR) return;
  mkdirSync(process.env.PDF_PNG_DIR, { recursive: true });
  for (let p = 1; p <= (await pdfPageCount(bytes)); p++) writeFileSync(path.join(process.env.PDF_PNG_DIR, `${name}-${p}.png`), await pdfPagePng(bytes, p, 2));
}

describe('the e-ticket itinerary receipt', () => {
  it('carries the reference, every ticket and passenger, local times as given, baggage, conditions, Safarnama support and the QR code', async () => {
    const bytes = await renderETicket(ticket());
    await savePng(bytes, 'eticket');
    const text = await pdfText(bytes);
    for (const s of ['E-TICKET ITINERARY RECEIPT', 'BOOKING REFERENCE', 'QX7K2M', 'TICKETED', 'Pakistan International Airlines (PK)'])
      expect(text).toContain(s);
    for (const s of ['Ayesha Khan', 'Imran Khan', 'Zara Khan', 'AB1000003', '2142401234567', '2142401234568', '2142401234569', 'Infant'])
      expect(text).toContain(s);
    // the JED arrival in Jeddah's time (+03:00), as the airline gave it: 11:50 UTC would be 13:50 in Karachi
    expect(text).toContain('Tue 12 Jan 2027, 14:05 (local)');
    expect(text).toContain('Tue 12 Jan 2027, 16:50 (local)');
    expect(text).not.toContain('11:50');
    expect(text).not.toContain('13:50');
    // the return lands in Karachi the next day, at Karachi's time
    expect(text).toContain('Wed 27 Jan 2027, 04:05 (local)');
    for (const s of ['Karachi (KHI)', 'Jeddah (JED)', 'King Abdulaziz International Airport', 'PK 741', 'QR 604', 'Boeing 787-8', '4h 45m', 'Stopover in Doha (DOH): 2h 15m', '1 stop via DOH'])
      expect(text).toContain(s);
    expect(text).toContain('1 checked bag (30 kg) · 1 cabin bag, per passenger');
    expect(text).toContain('2 checked bags (23 kg) · 1 cabin bag, per passenger');
    expect(text).toContain('Refundable before departure, penalty Rs 4,500');
    expect(text).toContain('Changes allowed, fee Rs 3,000');
    expect(text).toContain('Rs 412,350 for 3 passengers');
    expect(text).toContain(`Safarnama support: ${SUPPORT_CONTACT.phone} · ${SUPPORT_CONTACT.email}`);
    expect(text).not.toContain('Your travel agent');
    expect(text).not.toContain('CANCELLED');
    expect(await pdfQrCode(bytes)).toBe('https://safarnama.pk/t/abcdefghijklmnopqrstuvwxyz012345');
  });

  it('labels in Urdu beside the English', async () => {
    const text = await pdfText(await renderETicket(ticket()));
    for (const ur of ['ای ٹکٹ سفری رسید', 'بکنگ ریفرنس', 'ٹکٹ نمبر', 'مسافر', 'سامان', 'روانگی', 'آمد', 'کرایہ کی شرائط', 'ٹکٹ جاری', 'شیرخوار', 'درمیانی قیام'])
      expect(text).toContain(ur);
  });

  it('an agent’s sale names the agency as the seller', async () => {
    const agency = { name: 'Al-Noor Travels', email: 'desk@alnoor.pk', phone: '+92 42 35761234', logo: null };
    const text = await pdfText(await renderETicket(ticket({ agency, totalInPkr: '450000.00' })));
    expect(text).toContain('Al-Noor Travels');
    expect(text).toContain('Your travel agent: Al-Noor Travels · +92 42 35761234 · desk@alnoor.pk');
    expect(text).toContain('Al-Noor Travels, a travel agency booking through Safarnama');
    expect(text).toContain('Rs 450,000');
  });

  it('a cancelled order carries the CANCELLED stamp, in Urdu too', async () => {
    const bytes = await renderETicket(ticket({ status: 'cancelled' }));
    await savePng(bytes, 'eticket-cancelled');
    const text = await pdfText(bytes);
    expect(text).toContain('CANCELLED');
    expect(text).toContain('NOT VALID FOR TRAVEL');
    expect(text).toContain('منسوخ');
    expect(text).not.toContain('TICKETED');
    expect(text).toContain('QX7K2M');
  });

  it('a passenger without a ticket yet says so; unknown conditions say the airline did not state them', async () => {
    const passengers = [{ name: 'Ayesha Khan', type: 'adult' as const, passportNumber: 'AB1000001', ticketNumber: null }];
    const conditions = { refundable: null, refundPenaltyPkr: null, changeable: null, changePenaltyPkr: null };
    const text = await pdfText(await renderETicket(ticket({ passengers, conditions, slices: [SLICES[0]] })));
    expect(text).toContain('Not issued');
    expect(text.match(/Not stated by the airline/g)).toHaveLength(2);
    expect(text).toContain('Non-stop');
  });

  it('a party of nine on four segments runs onto more pages: every ticket there, no text drawn over other text', async () => {
    const c = bigParty();
    const bytes = await renderETicket(c);
    await savePng(bytes, 'eticket-9x4');
    expect(await pdfPageCount(bytes)).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    for (const p of c.passengers) {
      expect(text).toContain(p.ticketNumber!);
      expect(text).toContain(p.name);
    }
    for (const s of c.slices.flatMap((sl) => sl.segments)) expect(text).toContain(s.flightNumber);
    expect(text).toContain('Mon 15 Feb 2027, 19:55 (local)');
    expect(text).toContain('Tue 16 Feb 2027, 02:45 (local)');
    expect(text).toContain('Safarnama support');
    const pages = await pageBoxes(bytes);
    for (const boxes of pages) {
      const clashes = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlaps(a, b)).map((b) => `${a.str} / ${b.str}`));
      expect(clashes).toEqual([]);
      // nothing below the bottom margin
      expect(boxes.filter((b) => b.y0 < 40).map((b) => b.str)).toEqual([]);
    }
  });

  it('a passenger list longer than a page repeats its column headings on the next', async () => {
    const passengers = Array.from({ length: 16 }, (_, k) => ({ name: `Traveller ${k + 1} With A Rather Long Family Name`, type: 'adult' as const, passportNumber: `CD${3_000_000 + k}`, ticketNumber: `2142400000${100 + k}` }));
    const bytes = await renderETicket(ticket({ passengers }));
    const pages = (await pdfText(bytes)).split('\f');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Ticket number');
    expect(pages[1]).toContain('page 2');
    for (const p of passengers) expect(pages.join(' ')).toContain(p.ticketNumber);
  });
});

describe('fare conditions in words', () => {
  const c = (refundable: boolean | null, refundPenaltyPkr: string | null, changeable: boolean | null, changePenaltyPkr: string | null) => ({ refundable, refundPenaltyPkr, changeable, changePenaltyPkr });
  it('says what the airline said, and no more', () => {
    expect(refundWords(c(true, '4500.00', null, null))).toBe('Refundable before departure, penalty Rs 4,500');
    expect(refundWords(c(true, '0.00', null, null))).toBe('Refundable before departure, no penalty');
    expect(refundWords(c(true, null, null, null))).toBe('Refundable before departure');
    expect(refundWords(c(false, null, null, null))).toBe('Non-refundable');
    expect(refundWords(c(null, null, null, null))).toBe('Not stated by the airline');
    expect(changeWords(c(null, null, true, '3000.00'))).toBe('Changes allowed, fee Rs 3,000');
    expect(changeWords(c(null, null, true, '0.00'))).toBe('Changes allowed, no fee');
    expect(changeWords(c(null, null, false, null))).toBe('Changes not allowed');
    expect(changeWords(c(null, null, null, null))).toBe('Not stated by the airline');
  });

  it('prints times as the airport’s clock shows them', () => {
    expect(formatLocalTime('2027-01-12T16:50:00+03:00')).toBe('Tue 12 Jan 2027, 16:50 (local)');
    expect(formatLocalTime('2027-01-27T00:15:00+05:00')).toBe('Wed 27 Jan 2027, 00:15 (local)');
  });

  it('the Urdu font has every letter the e-ticket’s labels use', () => {
    const doc = newA4Document({ title: 't', now: new Date(0) });
    type Font = { hasGlyphForCodePoint(c: number): boolean };
    const font = (doc.font(FONT.urdu) as unknown as { _font: { font: Font } })._font.font;
    const letters = new Set([...Object.values(ETICKET_URDU_LABEL).join(''), '،']);
    expect([...letters].filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!))).toEqual([]);
    doc.end();
  });
});
