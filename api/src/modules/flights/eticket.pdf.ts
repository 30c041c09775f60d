import { MARKET_ZONE } from '../../rules/dates.js';
import { compare, formatMoney } from '../../rules/money.js';
import { FONT, newA4Document, pdfBytes, type PdfDocument } from '../documents/pdf.js';
import { drawQr, urdu } from '../documents/voucher.pdf.js';
import { resolveAirport } from '../travel/airports.js';
import type { AirSegment, AirSlice, FareConditions, PassengerType } from './airline.js';

// The e-ticket itinerary receipt of a flight order (issue 35): the airline's booking reference, each passenger's ticket
// number, every segment in the airports' local times, baggage and the fare's conditions, bilingual like the e-voucher
// (voucher.pdf.ts: English labels with their Urdu on the same line). Rendering only: the caller decides what goes on
// it (ETicketContent). A party of nine on four segments runs onto more pages; a passenger row or a segment's block is
// never split across two.

export type ETicketContent = {
  orderId: string;
  bookingReference: string;
  status: 'ticketed' | 'cancelled';
  // when ticketed
  issuedAt: Date;
  airline: { code: string; name: string };
  passengers: { name: string; type: PassengerType; passportNumber: string; ticketNumber: string | null }[];
  // times as the airline gives them, ISO 8601 with the airport's offset: printed as given (local), never converted
  slices: AirSlice[];
  conditions: FareConditions;
  // what the buyer paid (an agent's sale: the selling price)
  totalInPkr: string;
  // an agent's sale: the agency, shown as the seller
  agency: { name: string; email: string | null; phone: string | null; logo: Buffer | null } | null;
  support: { phone: string; email: string; address: string };
  // the address the QR code opens
  checkUrl: string;
  now: Date;
};

const COLOR = { ink: '#1a202c', muted: '#5a6472', line: '#d5dbe3', brand: '#0b5d4b', ticketed: '#0b7a3e', cancelled: '#b42318' };

/** The e-ticket's fixed labels in Urdu, keyed by the English (a label without Urdu here is printed in English alone). */
export const ETICKET_URDU_LABEL: Record<string, string> = {
  'E-TICKET ITINERARY RECEIPT': 'ای ٹکٹ سفری رسید', 'Scan to check this ticket': 'ٹکٹ کی تصدیق کے لیے اسکین کریں',
  'BOOKING REFERENCE': 'بکنگ ریفرنس', TICKETED: 'ٹکٹ جاری', CANCELLED: 'منسوخ',
  'NOT VALID FOR TRAVEL': 'سفر کے لیے قابلِ استعمال نہیں', Airline: 'ایئر لائن', 'Order ID': 'آرڈر نمبر',
  'Issued on': 'اجرا کی تاریخ', Passengers: 'مسافر', Passenger: 'مسافر', Passport: 'پاسپورٹ',
  'Ticket number': 'ٹکٹ نمبر', 'Not issued': 'جاری نہیں ہوا', Adult: 'بالغ', Child: 'بچہ', Infant: 'شیرخوار',
  Itinerary: 'سفری پروگرام', Outbound: 'جانے کا سفر', Return: 'واپسی کا سفر', Journey: 'سفر', Flight: 'فلائٹ',
  Aircraft: 'طیارہ', Duration: 'دورانیہ', Departure: 'روانگی', Arrival: 'آمد', Baggage: 'سامان',
  Stopover: 'درمیانی قیام', 'Fare conditions': 'کرایہ کی شرائط', Refund: 'ریفنڈ', Changes: 'تبدیلی',
  Payment: 'ادائیگی', 'Total paid': 'کل ادائیگی', 'Sold by': 'فروخت کنندہ', Help: 'مدد',
};
const UR = ETICKET_URDU_LABEL;

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const LEFT = 48;
const WIDTH = PAGE_W - 2 * LEFT;
const BOTTOM = PAGE_H - 48;
const LABEL_WIDTH = 130;

const pkr = (amount: string) => formatMoney(amount, 'PKR');
const isZero = (amount: string) => compare(amount, 0) === 0;

/** The refund rule in words: "Refundable before departure, penalty Rs 4,500", "Non-refundable", ... */
export function refundWords(c: FareConditions): string {
  if (c.refundable === null) return 'Not stated by the airline';
  if (!c.refundable) return 'Non-refundable';
  if (c.refundPenaltyPkr === null) return 'Refundable before departure';
  return isZero(c.refundPenaltyPkr) ? 'Refundable before departure, no penalty' : `Refundable before departure, penalty ${pkr(c.refundPenaltyPkr)}`;
}

/** The change rule in words: "Changes allowed, fee Rs 3,000", "Changes not allowed", ... */
export function changeWords(c: FareConditions): string {
  if (c.changeable === null) return 'Not stated by the airline';
  if (!c.changeable) return 'Changes not allowed';
  if (c.changePenaltyPkr === null) return 'Changes allowed';
  return isZero(c.changePenaltyPkr) ? 'Changes allowed, no fee' : `Changes allowed, fee ${pkr(c.changePenaltyPkr)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO time with its airport's offset as the airport's clock shows it: "Tue 12 Jan 2027, 14:05 (local)". */
export function formatLocalTime(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTHS[month - 1]} ${year}, ${m[4]}:${m[5]} (local)`;
}

/** "3h 40m", "45m", "12h". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** A segment's allowance, per passenger: "1 checked bag (30 kg) · 1 cabin bag, per passenger". */
export function baggageWords(b: AirSegment['baggage']): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const checked = b.checkedPieces === 0 ? 'No checked bag' : `${plural(b.checkedPieces, 'checked bag')}${b.checkedKg ? ` (${b.checkedKg} kg)` : ''}`;
  const cabin = b.carryOnPieces === 0 ? 'no cabin bag' : plural(b.carryOnPieces, 'cabin bag');
  return `${checked} · ${cabin}, per passenger`;
}

// "Karachi (KHI)" and the airport's name, when the code is known
function place(code: string): { city: string; airport: string | null } {
  const a = resolveAirport(code);
  return a ? { city: `${a.city} (${code})`, airport: a.code === code ? a.name : `${a.name} (${a.code})` } : { city: code, airport: null };
}

const ISSUED = new Intl.DateTimeFormat('en-GB', { timeZone: MARKET_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

type Ctx = { doc: PdfDocument; c: ETicketContent; page: number };
type Style = { size: number; color: string; bold?: boolean };
const LABEL: Style = { size: 8.5, color: COLOR.muted };

// an English label with its Urdu after it on the same line when both fit in `width`, else under it; measured only
// when `dry`; returns the lowest point it takes. The Urdu is drawn first (a reader's text keeps the English next to
// what follows it)
function bilingual(doc: PdfDocument, en: string, x: number, y: number, width: number, s: Style, dry = false, ur = UR[en]): number {
  const font = s.bold ? FONT.bold : FONT.regular;
  doc.font(font).fontSize(s.size);
  const enWidth = doc.widthOfString(en);
  const enHeight = doc.heightOfString(en, { width });
  let bottom = y + enHeight;
  if (ur) {
    const urWidth = doc.font(FONT.urdu).fontSize(s.size).widthOfString(ur.replace(/ /g, '\u00a0\u00a0'));
    const sameLine = enHeight < s.size * 1.6 && enWidth + 6 + urWidth <= width;
    if (!dry) {
      if (sameLine) urdu(doc, ur, x + enWidth + 6, y, width - enWidth - 6, { enSize: s.size, size: s.size, color: s.color, align: 'left' });
      else urdu(doc, ur, x, bottom, width, { enSize: s.size, size: s.size, color: s.color, align: 'left' });
    }
    if (!sameLine) bottom += s.size * 1.5;
  }
  if (!dry) doc.font(font).fontSize(s.size).fillColor(s.color).text(en, x, y, { width });
  return bottom;
}

type Line = { text: string; size: number; bold?: boolean; color?: string };

// lines of text stacked in a column; returns the lowest point
function lines(doc: PdfDocument, items: Line[], x: number, y: number, width: number, dry: boolean): number {
  let bottom = y;
  for (const l of items) {
    doc.font(l.bold ? FONT.bold : FONT.regular).fontSize(l.size);
    const h = doc.heightOfString(l.text, { width });
    if (!dry) doc.fillColor(l.color ?? COLOR.ink).text(l.text, x, bottom, { width });
    bottom += h;
  }
  return bottom;
}

// a labelled cell: the bilingual label, its lines under it
function cell(doc: PdfDocument, label: string, items: Line[], x: number, y: number, width: number, dry: boolean): number {
  return lines(doc, items, x, bilingual(doc, label, x, y, width, LABEL, dry) + 1, width, dry);
}

// the CANCELLED stamp across the middle of a page, drawn before the page's text (which stays readable over it)
function stamp(doc: PdfDocument): void {
  const [cx, cy, w] = [PAGE_W / 2, PAGE_H / 2, 330];
  doc.save();
  doc.rotate(-22, { origin: [cx, cy] });
  doc.fillOpacity(0.28).strokeOpacity(0.35);
  doc.roundedRect(cx - w / 2, cy - 58, w, 122, 10).lineWidth(5).strokeColor(COLOR.cancelled).stroke();
  doc.font(FONT.bold).fontSize(50).fillColor(COLOR.cancelled).text('CANCELLED', cx - w / 2, cy - 46, { width: w, align: 'center', lineBreak: false });
  doc.font(FONT.bold).fontSize(12).text('NOT VALID FOR TRAVEL', cx - w / 2, cy + 14, { width: w, align: 'center', lineBreak: false });
  urdu(doc, `${UR.CANCELLED} ، ${UR['NOT VALID FOR TRAVEL']}`, cx - w / 2, cy + 33, w, { enSize: 12, size: 13, color: COLOR.cancelled, align: 'center' });
  doc.restore();
}

function newPage(ctx: Ctx): void {
  const { doc, c } = ctx;
  doc.addPage();
  ctx.page++;
  if (c.status === 'cancelled') stamp(doc);
  const head = `${c.agency?.name ?? 'Safarnama'} · E-ticket itinerary receipt · booking reference ${c.bookingReference} · page ${ctx.page}`;
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted).text(head, LEFT, 28, { width: WIDTH, lineBreak: false });
  doc.x = LEFT;
  doc.y = 48;
}

// a new page when `height` does not fit under the cursor
function ensure(ctx: Ctx, height: number): boolean {
  if (ctx.doc.y + height <= BOTTOM) return false;
  newPage(ctx);
  return true;
}

function heading(ctx: Ctx, text: string, keepWith = 40): void {
  const { doc } = ctx;
  ensure(ctx, 30 + keepWith);
  doc.moveDown(0.5);
  const y = doc.y;
  if (UR[text]) urdu(doc, UR[text], LEFT, y, WIDTH, { enSize: 12, size: 11.5, color: COLOR.brand });
  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.brand).text(text.toUpperCase(), LEFT, y, { width: WIDTH, characterSpacing: 0.5 });
  doc.moveTo(LEFT, doc.y + 2).lineTo(LEFT + WIDTH, doc.y + 2).lineWidth(0.7).strokeColor(COLOR.line).stroke();
  doc.y += 6;
}

// a label and its value side by side
function row(ctx: Ctx, label: string, value: string, bold = false): void {
  const { doc } = ctx;
  const style: Style = { size: 9.5, color: COLOR.muted };
  const valueLines: Line[] = [{ text: value, size: 10.5, bold }];
  const height = Math.max(bilingual(doc, label, LEFT, 0, LABEL_WIDTH - 8, style, true), lines(doc, valueLines, 0, 0, WIDTH - LABEL_WIDTH, true));
  ensure(ctx, height + 3);
  const y = doc.y;
  bilingual(doc, label, LEFT, y, LABEL_WIDTH - 8, style);
  lines(doc, valueLines, LEFT + LABEL_WIDTH, y, WIDTH - LABEL_WIDTH, false);
  doc.y = y + height + 3;
}

const TYPE_LABEL: Record<PassengerType, string> = { adult: 'Adult', child: 'Child', infant: 'Infant' };
const COLUMNS = [
  { label: '', width: 22 },
  { label: 'Passenger', width: 200 },
  { label: 'Passport', width: 115 },
  { label: 'Ticket number', width: WIDTH - 22 - 200 - 115 },
];

function passengerHeader(ctx: Ctx): void {
  const { doc } = ctx;
  const y = doc.y;
  let x = LEFT;
  let bottom = y;
  for (const col of COLUMNS) {
    if (col.label) bottom = Math.max(bottom, bilingual(doc, col.label, x, y, col.width - 8, LABEL));
    x += col.width;
  }
  doc.moveTo(LEFT, bottom + 2).lineTo(LEFT + WIDTH, bottom + 2).lineWidth(0.7).strokeColor(COLOR.line).stroke();
  doc.y = bottom + 6;
}

function passengers(ctx: Ctx): void {
  const { doc, c } = ctx;
  heading(ctx, 'Passengers', 60);
  passengerHeader(ctx);
  c.passengers.forEach((p, i) => {
    const [num, name, passport, ticket] = COLUMNS.map((col, k) => ({ x: LEFT + COLUMNS.slice(0, k).reduce((s, o) => s + o.width, 0), w: col.width - 8 }));
    const draw = (y: number, dry: boolean): number =>
      Math.max(
        lines(doc, [{ text: `${i + 1}.`, size: 10 }], num.x, y, num.w + 6, dry),
        bilingual(doc, TYPE_LABEL[p.type], name.x, lines(doc, [{ text: p.name, size: 10.5, bold: true }], name.x, y, name.w, dry) + 1, name.w, LABEL, dry),
        lines(doc, [{ text: p.passportNumber, size: 10 }], passport.x, y, passport.w, dry),
        p.ticketNumber
          ? lines(doc, [{ text: p.ticketNumber, size: 10.5, bold: true }], ticket.x, y, ticket.w, dry)
          : bilingual(doc, 'Not issued', ticket.x, y, ticket.w, { size: 9.5, color: COLOR.muted }, dry),
      ) - y;
    const height = draw(0, true) + 8;
    if (ensure(ctx, height)) passengerHeader(ctx);
    const y = doc.y;
    draw(y, false);
    doc.moveTo(LEFT, y + height - 4).lineTo(LEFT + WIDTH, y + height - 4).lineWidth(0.4).strokeColor(COLOR.line).stroke();
    doc.y = y + height;
  });
}

// one segment in a box: flight, aircraft, duration; departure and arrival; baggage. Returns its height
function segmentBox(doc: PdfDocument, s: AirSegment, y: number, dry: boolean): number {
  const [x, w] = [LEFT + 10, WIDTH - 20];
  const [from, to] = [place(s.origin), place(s.destination)];
  const end = (p: { city: string; airport: string | null }, iso: string): Line[] => [
    { text: formatLocalTime(iso), size: 11, bold: true },
    { text: p.city, size: 10 },
    ...(p.airport ? [{ text: p.airport, size: 8.5, color: COLOR.muted }] : []),
  ];
  let top = y + 8;
  top =
    Math.max(
      cell(doc, 'Flight', [{ text: s.flightNumber, size: 11, bold: true }, { text: s.carrierName, size: 9.5 }], x, top, w * 0.5 - 8, dry),
      cell(doc, 'Aircraft', [{ text: s.aircraft ?? 'Not stated', size: 10 }], x + w * 0.5, top, w * 0.3 - 8, dry),
      cell(doc, 'Duration', [{ text: formatDuration(s.durationMinutes), size: 10 }], x + w * 0.8, top, w * 0.2, dry),
    ) + 7;
  top = Math.max(cell(doc, 'Departure', end(from, s.departingAt), x, top, w / 2 - 8, dry), cell(doc, 'Arrival', end(to, s.arrivingAt), x + w / 2, top, w / 2, dry)) + 7;
  top = cell(doc, 'Baggage', [{ text: baggageWords(s.baggage), size: 10 }], x, top, w, dry);
  return top + 8 - y;
}

function sliceTitle(doc: PdfDocument, slice: AirSlice, i: number, count: number, y: number, dry: boolean): number {
  const label = i === 0 ? 'Outbound' : count === 2 ? 'Return' : `Journey ${i + 1}`;
  const via = slice.segments.slice(0, -1).map((s) => s.destination);
  const stops = via.length === 0 ? 'Non-stop' : `${via.length} stop${via.length === 1 ? '' : 's'} via ${via.join(', ')}`;
  const bottom = bilingual(doc, label, LEFT, y, WIDTH, { size: 11, color: COLOR.brand, bold: true }, dry, UR[label] ?? UR.Journey);
  const route = `${place(slice.origin).city} → ${place(slice.destination).city}`;
  const summary = `${stops} · ${formatDuration(slice.durationMinutes)} in all`;
  return lines(doc, [{ text: route, size: 11, bold: true }, { text: summary, size: 9, color: COLOR.muted }], LEFT, bottom + 1, WIDTH, dry);
}

function itinerary(ctx: Ctx): void {
  const { doc, c } = ctx;
  const start = c.slices[0];
  heading(ctx, 'Itinerary', start ? sliceTitle(doc, start, 0, c.slices.length, 0, true) + 6 + (start.segments[0] ? segmentBox(doc, start.segments[0], 0, true) : 0) : 0);
  c.slices.forEach((slice, i) => {
    // the slice's title kept with its first segment
    const titleHeight = sliceTitle(doc, slice, i, c.slices.length, 0, true) + 6;
    const first = slice.segments[0] ? segmentBox(doc, slice.segments[0], 0, true) : 0;
    ensure(ctx, titleHeight + first + (i === 0 ? 0 : 10));
    if (i > 0 && doc.y > 60) doc.y += 10;
    doc.y = sliceTitle(doc, slice, i, c.slices.length, doc.y, false) + 6;
    slice.segments.forEach((s, k) => {
      if (k > 0) {
        const prev = slice.segments[k - 1];
        const minutes = Math.round((Date.parse(s.departingAt) - Date.parse(prev.arrivingAt)) / 60_000);
        const text = `Stopover in ${place(prev.destination).city}${Number.isFinite(minutes) ? `: ${formatDuration(minutes)}` : ''}`;
        ensure(ctx, 18 + segmentBox(doc, s, 0, true));
        doc.y = bilingual(doc, text, LEFT + 10, doc.y, WIDTH - 20, { size: 9, color: COLOR.muted }, false, UR.Stopover) + 5;
      }
      const height = segmentBox(doc, s, 0, true);
      ensure(ctx, height);
      const y = doc.y;
      doc.roundedRect(LEFT, y, WIDTH, height, 5).lineWidth(0.8).strokeColor(COLOR.line).stroke();
      segmentBox(doc, s, y, false);
      doc.y = y + height + 5;
    });
  });
}

/** The e-ticket itinerary receipt's PDF bytes: A4, fonts embedded, the QR code on page 1. */
export async function renderETicket(c: ETicketContent): Promise<Buffer> {
  const doc = newA4Document({ title: `E-ticket ${c.bookingReference}`, subject: `E-ticket itinerary receipt for flight order ${c.orderId}`, now: c.now });
  const ctx: Ctx = { doc, c, page: 1 };
  const cancelled = c.status === 'cancelled';
  if (cancelled) stamp(doc);
  const qrSize = 110;
  const qrX = LEFT + WIDTH - qrSize;
  const top = 40;

  // the seller: an agent's sale carries the agency's name and logo
  let titleX = LEFT;
  if (c.agency?.logo) {
    try {
      doc.image(c.agency.logo, LEFT, top, { fit: [64, 64] });
      titleX = LEFT + 76;
    } catch {
      // a logo pdfkit cannot read is left out rather than failing the ticket
    }
  }
  const titleWidth = qrX - titleX - 12;
  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.brand).text(c.agency?.name ?? 'Safarnama', titleX, top, { width: titleWidth });
  const contact = c.agency ? [c.agency.phone, c.agency.email].filter(Boolean).join(' · ') : '';
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(COLOR.muted)
    .text(c.agency ? `Travel agency · booked through Safarnama${contact ? ` · ${contact}` : ''}` : 'Travel marketplace · safarnama.pk', titleX, doc.y, { width: titleWidth });
  doc.y = bilingual(doc, 'E-TICKET ITINERARY RECEIPT', titleX, doc.y + 6, titleWidth, { size: 14, color: COLOR.ink, bold: true });

  drawQr(doc, c.checkUrl, qrX, top - 8, qrSize);
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted).text('Scan to check this ticket', qrX, top - 8 + qrSize, { width: qrSize, align: 'center' });
  urdu(doc, UR['Scan to check this ticket'], qrX - 10, top + qrSize + 1, qrSize + 20, { enSize: 7.5, size: 7.5, color: COLOR.muted, align: 'center' });

  // the airline's booking reference, large: what a check-in desk asks for
  const bandY = Math.max(doc.y + 14, top + qrSize + 16);
  const status = cancelled ? 'CANCELLED' : 'TICKETED';
  const statusColor = cancelled ? COLOR.cancelled : COLOR.ticketed;
  doc.roundedRect(LEFT, bandY, WIDTH, 66, 6).lineWidth(1.5).strokeColor(statusColor).stroke();
  bilingual(doc, 'BOOKING REFERENCE', LEFT + 14, bandY + 9, WIDTH / 2, { size: 9, color: COLOR.muted });
  urdu(doc, UR[status], LEFT + WIDTH / 2, bandY + 7, WIDTH / 2 - 14, { enSize: 9, size: 10, color: statusColor });
  doc.font(FONT.bold).fontSize(28).fillColor(COLOR.ink).text(c.bookingReference, LEFT + 14, bandY + 24, { width: WIDTH / 2, characterSpacing: 2, lineBreak: false });
  doc.font(FONT.bold).fontSize(20).fillColor(statusColor).text(status, LEFT + WIDTH / 2, bandY + 27, { width: WIDTH / 2 - 14, align: 'right' });
  doc.y = bandY + 74;
  if (cancelled) {
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.cancelled).text('This order was cancelled: these tickets are no longer valid for travel.', LEFT, doc.y, { width: WIDTH });
    doc.y += 4;
  }
  row(ctx, 'Airline', `${c.airline.name} (${c.airline.code})`, true);
  row(ctx, 'Issued on', `${ISSUED.format(c.issuedAt)} (Pakistan time)`);
  row(ctx, 'Order ID', c.orderId);

  passengers(ctx);
  itinerary(ctx);

  heading(ctx, 'Fare conditions');
  row(ctx, 'Refund', refundWords(c.conditions));
  row(ctx, 'Changes', changeWords(c.conditions));

  heading(ctx, 'Payment');
  const n = c.passengers.length;
  row(ctx, 'Total paid', `${pkr(c.totalInPkr)} for ${n} passenger${n === 1 ? '' : 's'}`, true);
  row(ctx, 'Sold by', c.agency ? `${c.agency.name}, a travel agency booking through Safarnama` : 'Safarnama');

  const help = [
    ...(c.agency ? [`Your travel agent: ${[c.agency.name, c.agency.phone, c.agency.email].filter(Boolean).join(' · ')}`] : []),
    `Safarnama support: ${c.support.phone} · ${c.support.email}`,
  ];
  const note = `${c.support.address}. This receipt is not a boarding pass: check in with ${c.airline.name} with each passenger's passport. Scan the QR code to check it.`;
  const helpLines: Line[] = [...help.map((text) => ({ text, size: 10 })), { text: note, size: 8.5, color: COLOR.muted }];
  heading(ctx, 'Help', lines(doc, helpLines, LEFT, 0, WIDTH, true));
  lines(doc, helpLines, LEFT, doc.y, WIDTH, false);
  return pdfBytes(doc);
}
