import QRCode from 'qrcode';
import { MARKET_ZONE } from '../../rules/dates.js';
import { formatMoney } from '../../rules/money.js';
import type { RefundTier } from '../../rules/payments.js';
import { FONT, newA4Document, pdfBytes, type PdfDocument } from './pdf.js';

// The e-voucher as a PDF (issue 18 point 1): everything a hotel desk, a transfer driver or an airline counter asks a
// traveller for, on one A4 page in large enough type to read on a phone, with a QR code that checks it is genuine.
// Rendering only: what goes on it is decided by voucher.service.ts (VoucherContent), so the benchmark and the tests
// can render without a request.

export type VoucherStatus = 'confirmed' | 'completed' | 'cancelled';

export type VoucherContent = {
  bookingId: string;
  reference: string;
  status: VoucherStatus;
  // "Umrah package", "Hotel stay", ...
  kindLabel: string;
  itemName: string;
  bookedAt: Date;
  // who the voucher is for: the account holder, or an agent's customer
  traveller: { name: string; email: string | null; phone: string | null };
  passengers: { name: string; passportNumber: string | null }[];
  passengerCount: number;
  // what was booked, label → value, in reading order
  details: [string, string][];
  amounts: { totalInPkr: string; paidInPkr: string; dueInPkr: string; dueBy: string | null; refundedInPkr: string; priceNote: string | null };
  refundTiers: RefundTier[];
  policyText: string | null;
  // an agent's sale: the agency's name, logo (PNG or JPEG bytes) and contact, shown as the seller; `lines` its brand's
  // contact lines (phone and WhatsApp, address, licence number)
  agency: { name: string; email: string | null; logo: Buffer | null; lines?: string[] } | null;
  support: { phone: string; email: string; address: string };
  // the /v/{code} URL the QR code opens
  checkUrl: string;
  now: Date;
};

// Safarnama's own support line, printed on every voucher (the site footer's)
export const SUPPORT_CONTACT = { phone: '+92 21 111 723 262', email: 'support@safarnama.pk', address: '4th Floor, Bahria Complex III, M.T. Khan Road, Karachi' } as const;

const COLOR = { ink: '#1a202c', muted: '#5a6472', line: '#d5dbe3', brand: '#0b5d4b', confirmed: '#0b7a3e', completed: '#3b4a5a', cancelled: '#b42318' };
const STATUS_LABEL: Record<VoucherStatus, string> = { confirmed: 'CONFIRMED', completed: 'COMPLETED', cancelled: 'CANCELLED' };

// The voucher is bilingual (issue 21): each label in English and, on the same line at the right, in Urdu, so a desk in
// Makkah and a family in Multan read the same page. Content (names, the item, the policy's text) stays as stored.
// Keyed by the English label; a label without Urdu here is printed in English alone.
export const URDU_LABEL: Record<string, string> = {
  'E-VOUCHER': 'ای واؤچر',
  'Scan to check this voucher': 'واؤچر کی تصدیق کے لیے اسکین کریں',
  'BOOKING REFERENCE': 'بکنگ ریفرنس',
  CONFIRMED: 'کنفرم',
  COMPLETED: 'مکمل',
  CANCELLED: 'منسوخ',
  Traveller: 'مسافر',
  'Lead traveller': 'مرکزی مسافر',
  Phone: 'فون',
  'E-mail': 'ای میل',
  Travellers: 'مسافروں کی تعداد',
  Passenger: 'مسافر',
  Passengers: 'مسافر',
  Booked: 'بکنگ',
  'Booked on': 'بکنگ کی تاریخ',
  Payment: 'ادائیگی',
  'Total price': 'کل قیمت',
  Paid: 'ادا شدہ',
  'Balance due': 'بقایا رقم',
  Refunded: 'ریفنڈ شدہ',
  'Cancellation policy': 'منسوخی کی پالیسی',
  Help: 'مدد',
  // the kinds of booking (voucher.service.ts)
  Booking: 'بکنگ',
  Package: 'پیکج',
  'Hotel stay': 'ہوٹل میں قیام',
  Transport: 'ٹرانسپورٹ',
  Flight: 'فلائٹ',
  'Umrah package': 'عمرہ پیکج',
  'Hajj package': 'حج پیکج',
  'Holiday package': 'ہالیڈے پیکج',
  'International tour': 'بین الاقوامی ٹور',
  'Domestic tour': 'اندرونِ ملک ٹور',
  'Car rental': 'کار رینٹل',
  Bus: 'بس',
  Train: 'ٹرین',
  'Airport transfer': 'ایئرپورٹ ٹرانسفر',
  // the details' labels (voucher.service.ts)
  Itinerary: 'سفری پروگرام',
  'Makkah hotel': 'مکہ کا ہوٹل',
  'Madinah hotel': 'مدینہ کا ہوٹل',
  'Flight class': 'فلائٹ کلاس',
  'Departure city': 'روانگی کا شہر',
  Visa: 'ویزا',
  Includes: 'شامل ہے',
  Departure: 'روانگی',
  Hotel: 'ہوٹل',
  'Room type': 'کمرے کی قسم',
  'Check-in': 'چیک اِن',
  'Check-out': 'چیک آؤٹ',
  Nights: 'راتیں',
  Guests: 'مہمان',
  Route: 'روٹ',
  Operator: 'آپریٹر',
  Duration: 'دورانیہ',
  Date: 'تاریخ',
  Requests: 'خصوصی درخواست',
};

// Urdu beside English (the flight e-ticket's labels too): `text` (Urdu letters only) drawn with its baseline on that
// of a line of `enSize` English set at `y`, within [x, x + width], aligned as asked; the document's cursor stays put
export function urdu(doc: PdfDocument, text: string, x: number, y: number, width: number, o: { enSize: number; size: number; color: string; align?: 'left' | 'right' | 'center' }): void {
  const { x: keepX, y: keepY } = doc;
  const ascent = (name: string, size: number) => (doc.font(name) as unknown as { _font: { ascender: number } })._font.ascender * (size / 1000);
  const baseline = y + ascent(FONT.regular, o.enSize);
  doc
    .font(FONT.urdu)
    .fontSize(o.size)
    .fillColor(o.color)
    // the font's space is narrow and its final letters overhang it: a word space is drawn twice as wide
    .text(text.replace(/ /g, '\u00a0\u00a0'), x, baseline - ascent(FONT.urdu, o.size), { width, align: o.align ?? 'right', lineBreak: false });
  doc.x = keepX;
  doc.y = keepY;
}

const LEFT = 48;
const WIDTH = 595.28 - 2 * LEFT;
const LABEL_WIDTH = 150;

/** The refund tiers as sentences, most notice first ("30 days or more before travel: 100 % of what was paid comes back"). */
export function policyLines(tiers: readonly RefundTier[]): string[] {
  const sorted = [...tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  return sorted.map((t, i) => {
    const upper = i === 0 ? null : sorted[i - 1].minDaysBefore - 1;
    const when =
      upper === null
        ? t.minDaysBefore === 0
          ? 'Any time before travel'
          : `${t.minDaysBefore} days or more before travel`
        : t.minDaysBefore === 0
          ? `Less than ${upper + 1} day${upper === 0 ? '' : 's'} before travel`
          : t.minDaysBefore === upper
            ? `${t.minDaysBefore} day${t.minDaysBefore === 1 ? '' : 's'} before travel`
            : `${t.minDaysBefore} to ${upper} days before travel`;
    return `${when}: ${t.refundPercent === 0 ? 'no refund' : `${t.refundPercent} % of what was paid is refunded`}`;
  });
}

const pkr = (amount: string) => formatMoney(amount, 'PKR');

// the QR code drawn as vector squares (sharp at any zoom, no image to encode), with the quiet zone the standard asks
export function drawQr(doc: PdfDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / (n + 8);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

function heading(doc: PdfDocument, text: string): void {
  if (doc.y > 841.89 - 48 - 52) doc.addPage();
  doc.moveDown(0.45);
  const y = doc.y;
  const ur = URDU_LABEL[text];
  if (ur) urdu(doc, ur, LEFT, y, WIDTH, { enSize: 12, size: 11.5, color: COLOR.brand });
  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.brand).text(text.toUpperCase(), LEFT, y, { width: WIDTH, characterSpacing: 0.5 });
  doc
    .moveTo(LEFT, doc.y + 2)
    .lineTo(LEFT + WIDTH, doc.y + 2)
    .lineWidth(0.7)
    .strokeColor(COLOR.line)
    .stroke();
  doc.y += 6;
}

// a label's Urdu at the right of its column, on the English's first line when both fit there, else under it; drawn
// before the English (so a reader's text keeps the English label next to its value); returns the lowest point it
// takes (y when there is none)
function urduLabel(doc: PdfDocument, ur: string | undefined, english: string, y: number, width: number): number {
  if (!ur) return y;
  doc.font(FONT.regular).fontSize(10);
  const enWidth = doc.widthOfString(english);
  const enBottom = y + (english ? doc.heightOfString(english, { width }) : 0);
  const urWidth = doc.font(FONT.urdu).fontSize(9.5).widthOfString(ur);
  // a little short of the column's end: the value starts 8 pt further, and an Urdu label ends on its left
  const room = width - 6;
  const sameLine = english === '' || (enWidth <= room && enWidth + 8 + urWidth <= room);
  urdu(doc, ur, LEFT, sameLine ? y : enBottom, room, { enSize: 10, size: 9.5, color: COLOR.muted });
  return sameLine ? y : enBottom + 12;
}

// a label and its value side by side; the taller of the two decides where the next row starts. `urduOf` is the
// label's Urdu when it is not the label's own (a numbered passenger)
function row(doc: PdfDocument, label: string, value: string, opts: { bold?: boolean; urduOf?: string } = {}): void {
  if (doc.y > 841.89 - 48 - 30) doc.addPage();
  const y = doc.y;
  const urduBottom = urduLabel(doc, URDU_LABEL[opts.urduOf ?? label], label, y, LABEL_WIDTH - 8);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text(label, LEFT, y, { width: LABEL_WIDTH - 8 });
  const labelBottom = Math.max(doc.y, urduBottom);
  doc
    .font(opts.bold ? FONT.bold : FONT.regular)
    .fontSize(11)
    .fillColor(COLOR.ink)
    .text(value, LEFT + LABEL_WIDTH, y, { width: WIDTH - LABEL_WIDTH });
  doc.y = Math.max(labelBottom, doc.y) + 3;
}

// a large party in two columns across the page, so a family of ten still fits on page 1
function passengerColumns(doc: PdfDocument, entries: string[]): void {
  const top = doc.y;
  urdu(doc, URDU_LABEL.Passengers, LEFT, top, LABEL_WIDTH - 14, { enSize: 10, size: 9.5, color: COLOR.muted });
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text('Passengers', LEFT, top, { width: WIDTH });
  doc.y += 2;
  const half = (WIDTH - 12) / 2;
  for (let i = 0; i < entries.length; i += 2) {
    if (doc.y > 841.89 - 48 - 30) doc.addPage();
    const y = doc.y;
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink).text(entries[i], LEFT, y, { width: half });
    const bottom = doc.y;
    if (entries[i + 1]) doc.text(entries[i + 1], LEFT + half + 12, y, { width: half });
    doc.y = Math.max(bottom, doc.y) + 2;
  }
}

/** The voucher's PDF bytes: A4, fonts embedded, page 1 carrying the QR code. */
export async function renderVoucherPdf(v: VoucherContent): Promise<Buffer> {
  const doc = newA4Document({ title: `Voucher #${v.reference}`, subject: `E-voucher for booking ${v.bookingId}`, now: v.now });
  const qrSize = 128;
  const qrX = LEFT + WIDTH - qrSize;
  const top = 40;

  // the seller: an agent's sale carries the agency's name and logo; Safarnama stays as who runs the booking
  let titleX = LEFT;
  if (v.agency?.logo) {
    try {
      doc.image(v.agency.logo, LEFT, top, { fit: [64, 64] });
      titleX = LEFT + 76;
    } catch {
      // a logo pdfkit cannot read (WebP, GIF, a damaged file) is left out rather than failing the voucher
    }
  }
  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(COLOR.brand)
    .text(v.agency?.name ?? 'Safarnama', titleX, top, { width: qrX - titleX - 12 });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOR.muted)
    .text(v.agency ? `Travel agency · booked through Safarnama${v.agency.email ? ` · ${v.agency.email}` : ''}` : 'Travel marketplace · safarnama.pk', titleX, doc.y, {
      width: qrX - titleX - 12,
    });
  if (v.agency?.lines?.length) doc.text(v.agency.lines.join(' · '), titleX, doc.y, { width: qrX - titleX - 12 });
  doc.moveDown(0.4);
  const titleY = doc.y;
  doc.font(FONT.bold).fontSize(16).fillColor(COLOR.ink).text('E-VOUCHER', titleX, titleY, { width: qrX - titleX - 12 });
  const titleWidth = doc.widthOfString('E-VOUCHER');
  urdu(doc, URDU_LABEL['E-VOUCHER'], titleX + titleWidth + 12, titleY, 120, { enSize: 16, size: 15, color: COLOR.ink, align: 'left' });

  drawQr(doc, v.checkUrl, qrX, top - 8, qrSize);
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor(COLOR.muted)
    .text('Scan to check this voucher', qrX, top - 8 + qrSize, { width: qrSize, align: 'center' });
  urdu(doc, URDU_LABEL['Scan to check this voucher'], qrX - 10, top + qrSize + 1, qrSize + 20, { enSize: 7.5, size: 7.5, color: COLOR.muted, align: 'center' });

  // reference and status, the first thing a desk looks for
  const bandY = Math.max(doc.y + 14, top + qrSize + 14);
  const statusColor = COLOR[v.status];
  doc.roundedRect(LEFT, bandY, WIDTH, 58, 6).lineWidth(1.5).strokeColor(statusColor).stroke();
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text('BOOKING REFERENCE', LEFT + 14, bandY + 9);
  const refWidth = doc.widthOfString('BOOKING REFERENCE');
  urdu(doc, URDU_LABEL['BOOKING REFERENCE'], LEFT + 14 + refWidth + 8, bandY + 9, 120, { enSize: 9, size: 9, color: COLOR.muted, align: 'left' });
  urdu(doc, URDU_LABEL[STATUS_LABEL[v.status]], LEFT + WIDTH / 2, bandY + 7, WIDTH / 2 - 14, { enSize: 9, size: 10, color: statusColor });
  doc.font(FONT.bold).fontSize(22).fillColor(COLOR.ink).text(`#${v.reference}`, LEFT + 14, bandY + 21);
  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(statusColor)
    .text(STATUS_LABEL[v.status], LEFT + WIDTH / 2, bandY + 19, { width: WIDTH / 2 - 14, align: 'right' });
  doc.y = bandY + 64;
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted).text(`Booking ID ${v.bookingId}`, LEFT, doc.y, { width: WIDTH });
  if (v.status === 'cancelled') {
    doc.moveDown(0.3);
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.cancelled).text('This booking was cancelled: this voucher is no longer valid for travel.', LEFT, doc.y, { width: WIDTH });
  }

  heading(doc, 'Traveller');
  row(doc, 'Lead traveller', v.traveller.name, { bold: true });
  if (v.traveller.phone) row(doc, 'Phone', v.traveller.phone);
  if (v.traveller.email) row(doc, 'E-mail', v.traveller.email);
  row(doc, 'Travellers', String(v.passengerCount));
  const passenger = (p: VoucherContent['passengers'][number]) => (p.passportNumber ? `${p.name} · passport ${p.passportNumber}` : p.name);
  if (v.passengers.length <= 3) v.passengers.forEach((p, i) => row(doc, `Passenger ${i + 1}`, passenger(p), { urduOf: 'Passenger' }));
  else passengerColumns(doc, v.passengers.map((p, i) => `${i + 1}.  ${passenger(p)}`));

  heading(doc, v.kindLabel);
  row(doc, 'Booked', v.itemName, { bold: true });
  for (const [label, value] of v.details) row(doc, label, value);
  row(doc, 'Booked on', formatDay(v.bookedAt));

  heading(doc, 'Payment');
  row(doc, 'Total price', pkr(v.amounts.totalInPkr), { bold: true });
  if (v.amounts.priceNote) row(doc, '', v.amounts.priceNote);
  row(doc, 'Paid', pkr(v.amounts.paidInPkr));
  row(doc, 'Balance due', v.amounts.dueBy && v.amounts.dueInPkr !== '0.00' ? `${pkr(v.amounts.dueInPkr)} by ${v.amounts.dueBy}` : pkr(v.amounts.dueInPkr));
  if (v.amounts.refundedInPkr !== '0.00') row(doc, 'Refunded', pkr(v.amounts.refundedInPkr));

  heading(doc, 'Cancellation policy');
  const lines = policyLines(v.refundTiers);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink);
  for (const line of lines.length ? lines : ['No refund on cancellation.']) doc.text(`•  ${line}`, LEFT, doc.y, { width: WIDTH });
  if (v.policyText) doc.moveDown(0.2).fillColor(COLOR.muted).text(v.policyText, LEFT, doc.y, { width: WIDTH });

  // no room left on the page for the Help section: its two lines go into the page's foot instead of a second page
  // that would hold nothing else (a long package with its policy text)
  const PAGE_H = 841.89;
  if (doc.y > PAGE_H - 48 - 64 && doc.bufferedPageRange().start === 0) {
    const help = [v.agency ? `Your travel agent: ${v.agency.name}${v.agency.email ? ` · ${v.agency.email}` : ''}` : null, `Safarnama support: ${v.support.phone} · ${v.support.email}`]
      .filter(Boolean)
      .join('   ·   ');
    doc.page.margins.bottom = 0;
    doc.moveTo(LEFT, PAGE_H - 44).lineTo(LEFT + WIDTH, PAGE_H - 44).lineWidth(0.7).strokeColor(COLOR.line).stroke();
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLOR.ink).text(`Help: ${help}`, LEFT, PAGE_H - 38, { width: WIDTH, lineBreak: false, ellipsis: true });
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted).text(`${v.support.address} · Show it with your passport or CNIC.`, LEFT, PAGE_H - 26, { width: WIDTH, height: 10 });
    return pdfBytes(doc);
  }
  heading(doc, 'Help');
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink);
  if (v.agency) doc.text(`Your travel agent: ${v.agency.name}${v.agency.email ? ` · ${v.agency.email}` : ''}`, LEFT, doc.y, { width: WIDTH });
  doc.text(`Safarnama support: ${v.support.phone} · ${v.support.email}`, LEFT, doc.y, { width: WIDTH });
  doc.fillColor(COLOR.muted).fontSize(8.5).text(v.support.address, LEFT, doc.y, { width: WIDTH });
  // the QR code carries the check's address; printed, it would be a second thing to mistype. Left out rather than
  // starting a second page for it (a party of ten with a long policy)
  if (doc.y < 841.89 - 48 - 16) doc.moveDown(0.3).text('Show this voucher, printed or on your phone, with your passport or CNIC. Scan the QR code to check it.', LEFT, doc.y, { width: WIDTH });

  return pdfBytes(doc);
}

const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: MARKET_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

const ISO_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** "Sat, 12 Dec 2026" in Pakistan time. */
export function formatDay(date: Date): string {
  return DAY.format(date);
}

/** A yyyy-MM-dd calendar date as "Sat, 12 Dec 2026". */
export function formatIsoDay(iso: string): string {
  return ISO_DAY.format(new Date(`${iso}T00:00:00Z`));
}
