import ExcelJS from 'exceljs';
import { OCCUPANCY_LABELS, type Occupancy } from '../../rules/umrah.js';
import { fieldOfColumn, MANIFEST_COLUMNS, type ManifestRow } from './manifest-template.js';

// An Umrah group's documents (issue 36) as plain data in, bytes out (no database): the types the group's service
// fills, and the spreadsheets (the rooming list per hotel, the manifest with one row per pilgrim for the Saudi
// operator). The PDFs (rooming list, group voucher) are in umrah-documents.pdf.ts. Every text cell is written as a
// plain string value: a name such as "=cmd" stays text, never a formula.

export type UmrahCityName = 'makkah' | 'madinah';

export type RoomingPerson = { givenNames: string; surname: string; gender: 'M' | 'F'; passportNumber: string };

/** The rooming list: per hotel, its dates and each room (numbered within the group) with the people in it. */
export type RoomingData = {
  groupName: string;
  agencyName: string;
  hotels: {
    hotelName: string;
    city: UmrahCityName;
    checkIn: string;
    checkOut: string;
    rooms: { roomNo: number; occupancy: Occupancy; people: RoomingPerson[] }[];
  }[];
};

/** The manifest: one row per pilgrim, the template's fields (PilgrimValues fits). */
export type ManifestData = { groupName: string; pilgrims: ManifestRow[] };

/** The group voucher: hotels with their confirmations, rooms, transport, contacts. Dates yyyy-MM-dd. */
export type VoucherData = {
  groupName: string;
  agencyName: string;
  agencyPhone: string | null;
  arrivalAirport: string;
  arrivalDate: string;
  departureAirport: string;
  departureDate: string;
  // rooms: in words, e.g. "2 × Quad, 1 × Double"
  stays: { hotelName: string; city: UmrahCityName; checkIn: string; checkOut: string; confirmation: string; rooms: string }[];
  transfers: { kind: 'arrival' | 'intercity' | 'departure'; from: string; to: string; date: string; provider: string; confirmationNumber: string }[];
  pilgrimCount: number;
};

/** "Makkah", "Madinah". */
export const cityLabel = (city: string): string => (city === 'makkah' ? 'Makkah' : city === 'madinah' ? 'Madinah' : city);

export const ROOMING_COLUMNS = ['Hotel', 'City', 'Check-in', 'Check-out', 'Room', 'Room type', 'Surname', 'Given names', 'Gender', 'Passport number'] as const;

function newBook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = 'Safarnama';
  // fixed, so the same data gives the same file
  book.created = new Date(0);
  book.modified = new Date(0);
  return book;
}

// a header row in bold, frozen, then rows of strings (and numbers where given); every string a plain text value,
// cells formatted as text so a spreadsheet does not turn "0300…" or a date into a number when edited
function fillSheet(sheet: ExcelJS.Worksheet, header: readonly string[], rows: (string | number | null)[][], widths: number[]): void {
  sheet.columns = header.map((h, i) => ({ header: h, key: String(i), width: widths[i] ?? 16, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const cells of rows) {
    const row = sheet.addRow([]);
    cells.forEach((value, i) => {
      // assigned one by one as plain values: exceljs writes a string as a shared string, never as a formula
      if (value !== null && value !== '') row.getCell(i + 1).value = value;
    });
  }
}

async function bytesOf(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rooming list as XLSX: one row per person (an empty room: one row without a name), hotel by hotel. */
export async function roomingXlsx(data: RoomingData): Promise<Buffer> {
  const book = newBook();
  const sheet = book.addWorksheet('Rooming list');
  const rows: (string | number | null)[][] = [];
  for (const h of data.hotels) {
    for (const room of h.rooms) {
      const where = [h.hotelName, cityLabel(h.city), h.checkIn, h.checkOut];
      const type = OCCUPANCY_LABELS[room.occupancy];
      if (room.people.length === 0) rows.push([...where, room.roomNo, type, '', '', '', '']);
      for (const p of room.people) rows.push([...where, room.roomNo, type, p.surname, p.givenNames, p.gender, p.passportNumber]);
    }
  }
  fillSheet(sheet, ROOMING_COLUMNS, rows, [28, 10, 12, 12, 7, 11, 20, 24, 8, 16]);
  return bytesOf(book);
}

/** The manifest as XLSX: the template's columns (the import's), one row per pilgrim; an empty optional field is an empty cell. */
export async function manifestXlsx(data: ManifestData): Promise<Buffer> {
  const book = newBook();
  const sheet = book.addWorksheet('Manifest');
  const rows = data.pilgrims.map((p) =>
    MANIFEST_COLUMNS.map((column) => {
      const value = p[fieldOfColumn(column)];
      return value === null || value === undefined ? '' : String(value);
    }),
  );
  fillSheet(sheet, MANIFEST_COLUMNS, rows, []);
  return bytesOf(book);
}
