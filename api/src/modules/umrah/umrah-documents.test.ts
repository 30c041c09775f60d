import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PILGRIM_COLUMNS } from '../../rules/umrah-pilgrim.js';
import { pdfText } from '../../test/pdf.js';
import { parseManifest } from './manifest-import.js';
import { TEMPLATE_EXAMPLE } from './manifest-template.js';
import { manifestXlsx, ROOMING_COLUMNS, roomingXlsx, type ManifestData, type RoomingData, type VoucherData } from './umrah-documents.js';
import { groupVoucherPdf, roomingPdf } from './umrah-documents.pdf.js';

// An Umrah group's documents (issue 36), drawn and read back: the rooming list (PDF text, XLSX cells), the manifest
// (XLSX cells, one row per pilgrim, importable again), the bilingual group voucher. A name that looks like a formula
// stays a text cell.

const NOW = new Date('2026-12-12T07:00:00Z');

const rooming: RoomingData = {
  groupName: 'Karachi December Umrah',
  agencyName: 'Al-Noor Travels',
  hotels: [
    {
      hotelName: 'Swissotel Makkah',
      city: 'makkah',
      checkIn: '2027-01-10',
      checkOut: '2027-01-17',
      rooms: [
        {
          roomNo: 1,
          occupancy: 'quad',
          people: [
            { givenNames: 'MUHAMMAD IMRAN', surname: 'QURESHI', gender: 'M', passportNumber: 'AB1234567' },
            { givenNames: 'AYESHA', surname: 'QURESHI', gender: 'F', passportNumber: 'AB1234568' },
          ],
        },
        { roomNo: 2, occupancy: 'double', people: [{ givenNames: '=1+1', surname: 'KHAN', gender: 'M', passportNumber: 'CD7654321' }] },
        { roomNo: 3, occupancy: 'single', people: [] },
      ],
    },
    {
      hotelName: 'Anwar Al Madinah Movenpick',
      city: 'madinah',
      checkIn: '2027-01-17',
      checkOut: '2027-01-21',
      rooms: [{ roomNo: 1, occupancy: 'triple', people: [{ givenNames: 'SANA', surname: 'BIBI', gender: 'F', passportNumber: 'EF1111111' }] }],
    },
  ],
};

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0];
}
const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('the rooming list', () => {
  it('PDF: each hotel with its dates, each room with its type, names as in the passports, genders, passports', async () => {
    const text = await pdfText(await roomingPdf(rooming, NOW));
    expect(text).toContain('ROOMING LIST');
    expect(text).toContain('Karachi December Umrah');
    expect(text).toContain('Swissotel Makkah · Makkah');
    expect(text).toContain('Check-in Sun, 10 Jan 2027 · Check-out Sun, 17 Jan 2027 · 7 nights · 3 rooms · 3 guests');
    expect(text).toMatch(/1 Quad MUHAMMAD IMRAN QURESHI Male AB1234567 AYESHA QURESHI Female AB1234568 2 Double =1\+1 KHAN Male CD7654321 3 Single \(no one\)/);
    expect(text).toContain('Anwar Al Madinah Movenpick · Madinah');
    expect(text).toMatch(/1 Triple SANA BIBI Female EF1111111/);
  });

  it('PDF: a long list runs onto more pages with the table header repeated', async () => {
    const people = Array.from({ length: 90 }, (_, k) => ({ givenNames: `PERSON ${k}`, surname: 'KHAN', gender: 'M' as const, passportNumber: `AB${1_000_000 + k}` }));
    const rooms = Array.from({ length: 15 }, (_, k) => ({ roomNo: k + 1, occupancy: 'sharing' as const, people: people.slice(k * 6, k * 6 + 6) }));
    const pages = (await pdfText(await roomingPdf({ ...rooming, hotels: [{ ...rooming.hotels[0], rooms }] }, NOW))).split('\f');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Room Room type Name as in passport Gender Passport number');
    expect(pages.join(' ')).toContain('PERSON 89 KHAN Male AB1000089');
  });

  it('XLSX: one row per person with the hotel, dates, room and type; a formula-like name stays text', async () => {
    const sheet = await sheetOf(await roomingXlsx(rooming));
    expect(rowValues(sheet, 1)).toEqual([...ROOMING_COLUMNS]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rowValues(sheet, 2)).toEqual(['Swissotel Makkah', 'Makkah', '2027-01-10', '2027-01-17', 1, 'Quad', 'QURESHI', 'MUHAMMAD IMRAN', 'M', 'AB1234567']);
    expect(rowValues(sheet, 4)).toEqual(['Swissotel Makkah', 'Makkah', '2027-01-10', '2027-01-17', 2, 'Double', 'KHAN', '=1+1', 'M', 'CD7654321']);
    const cell = sheet.getRow(4).getCell(8);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=1+1');
    expect(rowValues(sheet, 5).slice(4, 7)).toEqual([3, 'Single']);
    expect(rowValues(sheet, 6)).toEqual(['Anwar Al Madinah Movenpick', 'Madinah', '2027-01-17', '2027-01-21', 1, 'Triple', 'BIBI', 'SANA', 'F', 'EF1111111']);
    expect(sheet.rowCount).toBe(6);
  });
});

describe('the manifest', () => {
  const manifest: ManifestData = {
    groupName: 'Karachi December Umrah',
    pilgrims: [
      { givenNames: 'Muhammad Imran', surname: 'Qureshi', gender: 'M', dateOfBirth: '1975-03-14', nationality: 'PAK', passportNumber: 'AB1234567', passportIssueDate: '2021-06-01', passportExpiryDate: '2031-05-31', cnic: '35202-1234567-1', family: 'Qureshi', relation: 'Head of family', meningitisVaccinationDate: '2026-01-15', polioVaccinationDate: '2026-01-15', phone: '+923001234567' },
      { givenNames: '=1+1', surname: '@SUM(A1)', gender: 'F', dateOfBirth: '1980-01-01', nationality: 'PAK', passportNumber: 'AB7654321', passportIssueDate: '2022-01-01', passportExpiryDate: '2032-01-01', cnic: null, family: null, relation: null, meningitisVaccinationDate: null, polioVaccinationDate: null, phone: null },
    ],
  };

  it('XLSX: the template columns, one row per pilgrim, every value a text cell (formulas never)', async () => {
    const bytes = await manifestXlsx(manifest);
    const sheet = await sheetOf(bytes);
    expect(rowValues(sheet, 1)).toEqual([...PILGRIM_COLUMNS]);
    expect(rowValues(sheet, 2)).toEqual(PILGRIM_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c]));
    expect(sheet.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(1).value).toBe('=1+1');
    expect(sheet.getRow(3).getCell(2).value).toBe('@SUM(A1)');
    expect(sheet.getRow(3).getCell(9).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
    // and it imports again, as the Saudi side's copy of what was imported (the odd names refused by the schema)
    const again = await parseManifest(bytes, 'manifest.xlsx', '2026-12-12');
    expect(again.ok ? [] : again.errors.map((e) => `${e.row} ${e.column}`)).toEqual(['3 given_names', '3 surname']);
  });
});

describe('the group voucher', () => {
  const voucher: VoucherData = {
    groupName: 'Karachi December Umrah',
    agencyName: 'Al-Noor Travels',
    agencyPhone: '+92 21 3456 7890',
    arrivalAirport: 'JED',
    arrivalDate: '2027-01-10',
    departureAirport: 'MED',
    departureDate: '2027-01-21',
    stays: [
      { hotelName: 'Swissotel Makkah', city: 'makkah', checkIn: '2027-01-10', checkOut: '2027-01-17', confirmation: 'SWS-88231', rooms: '2 × Quad, 1 × Double' },
      { hotelName: 'Anwar Al Madinah Movenpick', city: 'madinah', checkIn: '2027-01-17', checkOut: '2027-01-21', confirmation: 'MOV-1209', rooms: '3 × Triple' },
    ],
    transfers: [
      { kind: 'arrival', from: 'JED', to: 'Makkah', date: '2027-01-10', provider: 'Saptco', confirmationNumber: 'SP-100' },
      { kind: 'intercity', from: 'Makkah', to: 'Madinah', date: '2027-01-17', provider: 'Haramain Railway', confirmationNumber: 'HR-200' },
      { kind: 'departure', from: 'Madinah', to: 'MED', date: '2027-01-21', provider: 'Saptco', confirmationNumber: 'SP-300' },
    ],
    pilgrimCount: 12,
  };

  it('PDF: hotels with confirmations and rooms, the transport schedule, contacts, with Urdu labels', async () => {
    const text = await pdfText(await groupVoucherPdf(voucher, NOW));
    for (const expected of [
      'GROUP VOUCHER',
      'Al-Noor Travels',
      'Karachi December Umrah',
      'Pilgrims 12',
      'JED · Sun, 10 Jan 2027',
      'MED · Thu, 21 Jan 2027',
      'Swissotel Makkah',
      'SWS-88231',
      '2 × Quad, 1 × Double',
      'Sun, 17 Jan 2027 · 7 nights',
      'MOV-1209',
      'Makkah → Madinah',
      'Haramain Railway · confirmation HR-200',
      '+92 21 3456 7890',
      'support@safarnama.pk',
    ])
      expect(text).toContain(expected);
    // the Urdu labels are there (read back as Arabic-script letters)
    expect(text).toMatch(/[\u0600-\u06ff]/);
  });

  it('PDF: a group with nothing booked yet says so', async () => {
    const text = await pdfText(await groupVoucherPdf({ ...voucher, stays: [], transfers: [] }, NOW));
    expect(text).toContain('No hotel booked yet');
    expect(text).toContain('No transfer booked yet');
  });
});
