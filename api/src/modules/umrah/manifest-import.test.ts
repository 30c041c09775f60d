import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PILGRIM_COLUMNS } from '../../rules/umrah-pilgrim.js';
import { MANIFEST_MESSAGES, parseManifest } from './manifest-import.js';
import { TEMPLATE_EXAMPLE, templateCsv, templateXlsx } from './manifest-template.js';

// Importing the pilgrim manifest (issue 36): XLSX and CSV told apart by their bytes, every problem by row and column,
// all or nothing, formulas refused, limits on size and rows, duplicates within the file refused.

const TODAY = '2026-12-12';
type Row = Partial<Record<(typeof PILGRIM_COLUMNS)[number], string>>;

function pilgrim(k: number, over: Row = {}): Row {
  return {
    ...TEMPLATE_EXAMPLE,
    given_names: `Pilgrim ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[k % 26]}`,
    surname: k % 2 ? 'Bibi' : 'Khan',
    gender: k % 2 ? 'F' : 'M',
    passport_number: `AB${String(1_000_000 + k)}`,
    cnic: '',
    family: k < 4 ? 'Khan' : '',
    relation: '',
    ...over,
  };
}

const csv = (rows: Row[], columns: readonly string[] = PILGRIM_COLUMNS) =>
  [columns.join(','), ...rows.map((r) => columns.map((c) => r[c as keyof Row] ?? '').join(','))].join('\r\n') + '\r\n';

async function xlsx(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Pilgrims'));
  return Buffer.from(await book.xlsx.writeBuffer());
}
const xlsxOf = (rows: Row[]) =>
  xlsx((sheet) => {
    sheet.addRow([...PILGRIM_COLUMNS]);
    for (const r of rows) sheet.addRow(PILGRIM_COLUMNS.map((c) => r[c] ?? null));
  });

describe('parseManifest', () => {
  it('reads a good CSV (BOM, header in another order and case, blank lines skipped)', async () => {
    const columns = [...PILGRIM_COLUMNS].reverse();
    const text = '\uFEFF' + csv([pilgrim(0), pilgrim(1)], columns).replace('\r\n', '\r\n\r\n').replace(/^\uFEFFphone/, '\uFEFFPHONE').replace(',given_names', ',Given_Names');
    const result = await parseManifest(Buffer.from(text), 'pilgrims.csv', TODAY);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.pilgrims).toHaveLength(2);
    expect(result.pilgrims[1]).toMatchObject({ givenNames: 'Pilgrim B', surname: 'Bibi', gender: 'F', passportNumber: 'AB1000001', family: 'Khan', cnic: null, phone: '+923001234567' });
  });

  it('reads a good XLSX, the headers written as the columns\' labels', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Given names', 'Surname', 'Gender', 'Date of birth', 'Nationality', 'Passport number', 'Passport issue date', 'Passport expiry date', 'CNIC', 'Family', 'Relation', 'Meningitis vaccination date', 'Polio vaccination date', 'Phone']);
      for (const r of [pilgrim(0), pilgrim(1), pilgrim(2)]) sheet.addRow(PILGRIM_COLUMNS.map((c) => r[c] || null));
    });
    const result = await parseManifest(bytes, 'whatever.bin', TODAY);
    expect(result.ok && result.pilgrims.map((p) => p.passportNumber)).toEqual(['AB1000000', 'AB1000001', 'AB1000002']);
  });

  it('lists every problem by row and column and imports nothing', async () => {
    const rows = [pilgrim(0), pilgrim(1, { given_names: 'Ali2' }), pilgrim(2), pilgrim(3, { gender: 'X', nationality: 'Pakistan', passport_expiry_date: '2020-01-01' })];
    for (const bytes of [Buffer.from(csv(rows)), await xlsxOf(rows)]) {
      expect(await parseManifest(bytes, 'pilgrims', TODAY)).toEqual({
        ok: false,
        message: 'The file has 4 problems: nothing was imported',
        errors: [
          { row: 3, column: 'given_names', message: 'Given names must contain letters only' },
          { row: 5, column: 'gender', message: 'Gender must be M or F' },
          { row: 5, column: 'nationality', message: 'Nationality must be a three-letter ISO country code (e.g. PAK)' },
          // the dates are checked with the rest when they are well formed
          { row: 5, column: 'passport_expiry_date', message: 'Passport expiry date must be after the issue date' },
        ],
      });
    }
  });

  it('checks the dates against each other and today once the fields are well formed', async () => {
    const rows = [pilgrim(0, { date_of_birth: '2030-01-01', meningitis_vaccination_date: '', polio_vaccination_date: '' }), pilgrim(1, { passport_expiry_date: '2020-01-01', polio_vaccination_date: '2027-01-01' })];
    const result = await parseManifest(Buffer.from(csv(rows)), 'x.csv', TODAY);
    expect(result).toEqual({
      ok: false,
      message: 'The file has 4 problems: nothing was imported',
      errors: [
        { row: 2, column: 'date_of_birth', message: 'Date of birth is after today' },
        { row: 2, column: 'passport_issue_date', message: 'Passport issue date is before the date of birth' },
        { row: 3, column: 'passport_expiry_date', message: 'Passport expiry date must be after the issue date' },
        { row: 3, column: 'polio_vaccination_date', message: 'Polio vaccination date is after today' },
      ],
    });
  });

  it('refuses a formula cell without evaluating it; a CSV "=1+1" is just not a valid value', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow([...PILGRIM_COLUMNS]);
      sheet.addRow(PILGRIM_COLUMNS.map((c) => pilgrim(0)[c] || null));
      const row = sheet.addRow(PILGRIM_COLUMNS.map((c) => pilgrim(1)[c] || null));
      row.getCell(2).value = { formula: 'CONCAT("Bi","bi")', result: 'Bibi' } as ExcelJS.CellFormulaValue;
    });
    expect(await parseManifest(bytes, 'x.xlsx', TODAY)).toEqual({
      ok: false,
      message: 'The file has 1 problem: nothing was imported',
      errors: [{ row: 3, column: 'surname', message: 'Formulas are not accepted: type the value' }],
    });
    const text = csv([pilgrim(0, { surname: '=1+1', phone: '@SUM(A1)' })]);
    const result = await parseManifest(Buffer.from(text), 'x.csv', TODAY);
    expect(result.ok ? [] : result.errors.map((e) => e.column)).toEqual(['surname', 'phone']);
  });

  it('reads real Excel dates (and serial day numbers in date columns) as yyyy-MM-dd', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow([...PILGRIM_COLUMNS]);
      const row = sheet.addRow(PILGRIM_COLUMNS.map((c) => pilgrim(0)[c] || null));
      row.getCell(4).value = new Date(Date.UTC(1975, 2, 14));
      row.getCell(4).numFmt = 'dd/mm/yyyy';
      row.getCell(7).value = 44348; // 2021-06-01 as Excel counts days
      row.getCell(8).value = new Date(Date.UTC(2031, 4, 31));
      row.getCell(14).value = 923001234567; // a phone typed as a number
    });
    const result = await parseManifest(bytes, 'x.xlsx', TODAY);
    expect(result.ok && result.pilgrims[0]).toMatchObject({ dateOfBirth: '1975-03-14', passportIssueDate: '2021-06-01', passportExpiryDate: '2031-05-31', phone: '923001234567' });
  });

  it('refuses duplicate passports within the file, on the later row', async () => {
    const rows = [pilgrim(0), pilgrim(1), pilgrim(2, { passport_number: 'ab 1000000' })];
    expect(await parseManifest(Buffer.from(csv(rows)), 'x.csv', TODAY)).toEqual({
      ok: false,
      message: 'The file has 1 problem: nothing was imported',
      errors: [{ row: 4, column: 'passport_number', message: 'This passport number is already on row 2' }],
    });
  });

  it('names a missing column, an unknown one and one given twice', async () => {
    const columns = [...PILGRIM_COLUMNS.filter((c) => c !== 'cnic' && c !== 'phone'), 'notes', 'surname'];
    const result = await parseManifest(Buffer.from(csv([pilgrim(0)], columns)), 'x.csv', TODAY);
    expect(result.ok ? [] : result.errors).toEqual([
      { row: 1, column: 'notes', message: "The column notes is not one of the template's columns" },
      { row: 1, column: 'surname', message: 'The column surname is in the header row twice' },
      { row: 1, column: 'cnic', message: 'The column cnic is missing from the header row' },
      { row: 1, column: 'phone', message: 'The column phone is missing from the header row' },
    ]);
  });

  it('refuses more than 500 rows, a file over 5 MB, a file that is not a spreadsheet, an empty one', async () => {
    const many = Array.from({ length: 501 }, (_, k) => pilgrim(k));
    expect(await parseManifest(Buffer.from(csv(many)), 'x.csv', TODAY)).toEqual({ ok: false, message: 'The file has 501 pilgrims; at most 500 can be imported at once', errors: [] });
    const fine = await parseManifest(Buffer.from(csv(many.slice(0, 500))), 'x.csv', TODAY);
    expect(fine.ok && fine.pilgrims.length).toBe(500);
    expect(await parseManifest(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), 'x.csv', TODAY)).toMatchObject({ ok: false, message: 'The file is larger than 5 MB' });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 0xff, 0xfe, 0x80])]);
    expect(await parseManifest(pdf, 'x.csv', TODAY)).toMatchObject({ ok: false, message: MANIFEST_MESSAGES.notSpreadsheet });
    expect(await parseManifest(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.xlsx', TODAY)).toMatchObject({ ok: false, message: MANIFEST_MESSAGES.notSpreadsheet });
    expect(await parseManifest(Buffer.from(''), 'x.csv', TODAY)).toMatchObject({ ok: false, message: 'The file has no pilgrims' });
    expect(await parseManifest(Buffer.from(`${PILGRIM_COLUMNS.join(',')}\n`), 'x.csv', TODAY)).toMatchObject({ ok: false, message: 'The file has no pilgrims' });
    expect(await parseManifest(Buffer.from(`${PILGRIM_COLUMNS.join(',')}\n"unclosed,x\n`), 'x.csv', TODAY)).toMatchObject({ ok: false, message: expect.stringMatching(/^The CSV file could not be read at line \d+: check its quotes$/) });
  });

  it('lists at most 200 problems and says so', async () => {
    const rows = Array.from({ length: 120 }, (_, k) => pilgrim(k, { gender: 'X', nationality: 'XX' }));
    const result = await parseManifest(Buffer.from(csv(rows)), 'x.csv', TODAY);
    expect(result).toMatchObject({ ok: false, message: 'The file has more than 200 problems: the first 200 are listed; nothing was imported' });
    expect(result.ok ? 0 : result.errors.length).toBe(200);
  });

  it('the templates import as they are', async () => {
    for (const bytes of [Buffer.from(templateCsv()), await templateXlsx()]) {
      const result = await parseManifest(bytes, 'template', TODAY);
      expect(result.ok && result.pilgrims).toEqual([expect.objectContaining({ givenNames: 'Muhammad Imran', surname: 'Qureshi', cnic: '35202-1234567-1', meningitisVaccinationDate: '2026-01-15' })]);
    }
  });
});
