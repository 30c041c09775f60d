import { OCCUPANCY_LABELS } from '../../rules/umrah.js';
import { FONT, newA4Document, pdfBytes, type PdfDocument } from '../documents/pdf.js';
import { formatDay, formatIsoDay, SUPPORT_CONTACT, urdu } from '../documents/voucher.pdf.js';
import { cityLabel, type RoomingData, type VoucherData } from './umrah-documents.js';

// An Umrah group's PDFs (issue 36): the rooming list per hotel (for the hotel's front desk: who sleeps where, names as
// in the passports) and the group voucher (bilingual like the e-voucher: English labels with their Urdu on the same
// line). Plain data in, bytes out: what goes on them is decided by the caller.

const COLOR = { ink: '#1a202c', muted: '#5a6472', line: '#d5dbe3', brand: '#0b5d4b', band: '#eef3f1' };
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const LEFT = 48;
const WIDTH = PAGE_W - 2 * LEFT;
const BOTTOM = PAGE_H - 48;

/** The group voucher's fixed labels in Urdu, keyed by the English. */
export const GROUP_VOUCHER_URDU_LABEL: Record<string, string> = {
  'GROUP VOUCHER': 'گروپ واؤچر',
  'ROOMING LIST': 'کمروں کی فہرست',
  Group: 'گروپ',
  Pilgrims: 'زائرین',
  Travel: 'سفر',
  Arrival: 'آمد',
  Departure: 'روانگی',
  Hotels: 'ہوٹل',
  City: 'شہر',
  'Check-in': 'چیک اِن',
  'Check-out': 'چیک آؤٹ',
  Nights: 'راتیں',
  Confirmation: 'کنفرمیشن نمبر',
  Rooms: 'کمرے',
  Transport: 'ٹرانسپورٹ',
  'Airport to hotel': 'ایئرپورٹ سے ہوٹل',
  'Between the cities': 'شہروں کے درمیان',
  Makkah: 'مکہ',
  Madinah: 'مدینہ',
  'Hotel to airport': 'ہوٹل سے ایئرپورٹ',
  Contacts: 'رابطہ',
  'Travel agent': 'ٹریول ایجنٹ',
  'Safarnama support': 'سفرنامہ سپورٹ',
};
const UR = GROUP_VOUCHER_URDU_LABEL;
const TRANSFER_LABEL: Record<VoucherData['transfers'][number]['kind'], string> = {
  arrival: 'Airport to hotel',
  intercity: 'Between the cities',
  departure: 'Hotel to airport',
};

function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}
const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatIsoDay(iso) : iso);

// the title block: the agency's name, the document's name (and its Urdu), the group
function title(doc: PdfDocument, agencyName: string, name: string, groupName: string, now: Date): void {
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.brand).text(agencyName, LEFT, 44, { width: WIDTH });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(`Booked through Safarnama · made on ${formatDay(now)}`, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.5);
  const y = doc.y;
  doc.font(FONT.bold).fontSize(15).fillColor(COLOR.ink).text(name, LEFT, y, { width: WIDTH });
  const after = doc.y;
  if (UR[name]) urdu(doc, UR[name], LEFT + doc.font(FONT.bold).fontSize(15).widthOfString(name) + 12, y, 160, { enSize: 15, size: 14, color: COLOR.ink, align: 'left' });
  doc.y = after;
  doc.font(FONT.regular).fontSize(11).fillColor(COLOR.ink).text(groupName, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
}

// ---- the rooming list ----

const COLUMNS = [
  { label: 'Room', width: 40 },
  { label: 'Room type', width: 70 },
  { label: 'Name as in passport', width: 210 },
  { label: 'Gender', width: 60 },
  { label: 'Passport number', width: WIDTH - 380 },
];

function tableHeader(doc: PdfDocument): void {
  const y = doc.y;
  doc.rect(LEFT, y - 2, WIDTH, 16).fill(COLOR.band);
  let x = LEFT + 4;
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.ink);
  for (const c of COLUMNS) {
    doc.text(c.label, x, y + 1, { width: c.width - 6, lineBreak: false });
    x += c.width;
  }
  doc.y = y + 18;
}

function tableRow(doc: PdfDocument, cells: string[], firstOfRoom: boolean): void {
  if (doc.y > BOTTOM - 16) {
    doc.addPage();
    tableHeader(doc);
    firstOfRoom = true;
  }
  const y = doc.y;
  if (firstOfRoom) doc.moveTo(LEFT, y - 2).lineTo(LEFT + WIDTH, y - 2).lineWidth(0.5).strokeColor(COLOR.line).stroke();
  let x = LEFT + 4;
  let bottom = y;
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.ink);
  cells.forEach((cell, i) => {
    doc.text(cell, x, y + 1, { width: COLUMNS[i].width - 6 });
    bottom = Math.max(bottom, doc.y);
    x += COLUMNS[i].width;
  });
  doc.y = bottom + 3;
}

/** The rooming list, one section per hotel: its dates, then each room with the people in it as in their passports. */
export async function roomingPdf(data: RoomingData, now: Date): Promise<Buffer> {
  const doc = newA4Document({ title: `Rooming list · ${data.groupName}`, now });
  title(doc, data.agencyName, 'ROOMING LIST', data.groupName, now);
  if (data.hotels.length === 0) doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text('No hotel is booked for this group yet.', LEFT, doc.y, { width: WIDTH });
  data.hotels.forEach((hotel, h) => {
    if (doc.y > BOTTOM - 90) doc.addPage();
    else if (h > 0) doc.moveDown(1);
    doc.font(FONT.bold).fontSize(13).fillColor(COLOR.brand).text(`${hotel.hotelName} · ${cityLabel(hotel.city)}`, LEFT, doc.y, { width: WIDTH });
    const people = hotel.rooms.reduce((n, r) => n + r.people.length, 0);
    const nights = nightsBetween(hotel.checkIn, hotel.checkOut);
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(COLOR.ink)
      .text(
        `Check-in ${day(hotel.checkIn)} · Check-out ${day(hotel.checkOut)} · ${nights} night${nights === 1 ? '' : 's'} · ${hotel.rooms.length} room${hotel.rooms.length === 1 ? '' : 's'} · ${people} guest${people === 1 ? '' : 's'}`,
        LEFT,
        doc.y,
        { width: WIDTH },
      );
    doc.moveDown(0.5);
    tableHeader(doc);
    for (const room of hotel.rooms) {
      const type = OCCUPANCY_LABELS[room.occupancy];
      if (room.people.length === 0) tableRow(doc, [String(room.roomNo), type, '(no one)', '', ''], true);
      room.people.forEach((p, i) =>
        tableRow(doc, [i === 0 ? String(room.roomNo) : '', i === 0 ? type : '', `${p.givenNames} ${p.surname}`, p.gender === 'M' ? 'Male' : 'Female', p.passportNumber], i === 0),
      );
    }
  });
  return pdfBytes(doc);
}

// ---- the group voucher ----

const LABEL_WIDTH = 190;

function heading(doc: PdfDocument, text: string): void {
  if (doc.y > BOTTOM - 60) doc.addPage();
  doc.moveDown(0.6);
  const y = doc.y;
  if (UR[text]) urdu(doc, UR[text], LEFT, y, WIDTH, { enSize: 12, size: 11.5, color: COLOR.brand });
  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.brand).text(text.toUpperCase(), LEFT, y, { width: WIDTH, characterSpacing: 0.5 });
  doc.moveTo(LEFT, doc.y + 2).lineTo(LEFT + WIDTH, doc.y + 2).lineWidth(0.7).strokeColor(COLOR.line).stroke();
  doc.y += 6;
}

// a label (its Urdu at the right of the label's column) and its value
function row(doc: PdfDocument, label: string, value: string, bold = false): void {
  if (doc.y > BOTTOM - 24) doc.addPage();
  const y = doc.y;
  // the label's Urdu at the right of its column, on the English's line when both fit there, else under it
  let urduBottom = y;
  if (UR[label]) {
    const room = LABEL_WIDTH - 14;
    const fits = doc.font(FONT.regular).fontSize(10).widthOfString(label) + 8 + doc.font(FONT.urdu).fontSize(9.5).widthOfString(UR[label]) <= room;
    urduBottom = fits ? y : y + 14;
    urdu(doc, UR[label], LEFT, urduBottom, room, { enSize: 10, size: 9.5, color: COLOR.muted });
    if (!fits) urduBottom += 14;
  }
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text(label, LEFT, y, { width: LABEL_WIDTH - 8 });
  const labelBottom = Math.max(doc.y, urduBottom);
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(10.5)
    .fillColor(COLOR.ink)
    .text(value, LEFT + LABEL_WIDTH, y, { width: WIDTH - LABEL_WIDTH });
  doc.y = Math.max(labelBottom, doc.y) + 3;
}

/** The group voucher: the group, its flights' airports and dates, every hotel with its confirmation, every transfer, contacts. */
export async function groupVoucherPdf(data: VoucherData, now: Date): Promise<Buffer> {
  const doc = newA4Document({ title: `Group voucher · ${data.groupName}`, now });
  title(doc, data.agencyName, 'GROUP VOUCHER', data.groupName, now);
  row(doc, 'Pilgrims', String(data.pilgrimCount), true);

  heading(doc, 'Travel');
  row(doc, 'Arrival', `${data.arrivalAirport} · ${day(data.arrivalDate)}`);
  row(doc, 'Departure', `${data.departureAirport} · ${day(data.departureDate)}`);

  heading(doc, 'Hotels');
  if (data.stays.length === 0) row(doc, '', 'No hotel booked yet');
  data.stays.forEach((s, i) => {
    if (i > 0) doc.moveDown(0.4);
    row(doc, cityLabel(s.city), s.hotelName, true);
    const nights = nightsBetween(s.checkIn, s.checkOut);
    row(doc, 'Check-in', day(s.checkIn));
    row(doc, 'Check-out', `${day(s.checkOut)} · ${nights} night${nights === 1 ? '' : 's'}`);
    row(doc, 'Confirmation', s.confirmation);
    row(doc, 'Rooms', s.rooms);
  });

  heading(doc, 'Transport');
  if (data.transfers.length === 0) row(doc, '', 'No transfer booked yet');
  data.transfers.forEach((t, i) => {
    if (i > 0) doc.moveDown(0.3);
    row(doc, TRANSFER_LABEL[t.kind], `${day(t.date)} · ${t.from} → ${t.to}`, true);
    row(doc, '', `${t.provider} · confirmation ${t.confirmationNumber}`);
  });

  heading(doc, 'Contacts');
  row(doc, 'Travel agent', [data.agencyName, data.agencyPhone].filter(Boolean).join(' · '));
  row(doc, 'Safarnama support', `${SUPPORT_CONTACT.phone} · ${SUPPORT_CONTACT.email}`);
  doc.moveDown(0.4);
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text('Show this voucher, printed or on your phone, at each hotel desk and to each driver, with your passport.', LEFT, doc.y, { width: WIDTH });
  return pdfBytes(doc);
}
