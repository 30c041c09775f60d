import ExcelJS from 'exceljs';
import { PILGRIM_COLUMN_FIELDS, PILGRIM_COLUMNS, PILGRIM_FIELD_COLUMNS, type PilgrimColumn, type PilgrimField } from '../../rules/umrah-pilgrim.js';

// The manifest template (issue 36): the spreadsheet an agent downloads, fills in and imports (manifest-import.ts), as
// CSV and as XLSX. Its header row is the template's columns in the issue's order; one example row shows the formats
// (dates yyyy-MM-dd, gender M or F, nationality ISO alpha-3). Every XLSX column is formatted as text, so a spreadsheet
// keeps a date as typed and a passport number or phone's leading characters as they are.

export const MANIFEST_COLUMNS = PILGRIM_COLUMNS;
export type ManifestColumn = PilgrimColumn;
/** One pilgrim's fields as the manifest writes them (PilgrimValues fits). */
export type ManifestRow = { [K in PilgrimField]?: string | null };

export const fieldOfColumn = (column: ManifestColumn): PilgrimField => PILGRIM_COLUMN_FIELDS[column];
/** The template column of a schema field ('' when none). */
export const columnOfField = (field: string): string => (PILGRIM_FIELD_COLUMNS as Record<string, string>)[field] ?? '';

/** The columns holding dates. */
export const DATE_COLUMNS: ReadonlySet<string> = new Set<ManifestColumn>(PILGRIM_COLUMNS.filter((c) => c.endsWith('_date') || c === 'date_of_birth'));

/** The example row, a valid pilgrim. */
export const TEMPLATE_EXAMPLE: Record<ManifestColumn, string> = {
  given_names: 'Muhammad Imran',
  surname: 'Qureshi',
  gender: 'M',
  date_of_birth: '1975-03-14',
  nationality: 'PAK',
  passport_number: 'AB1234567',
  passport_issue_date: '2021-06-01',
  passport_expiry_date: '2031-05-31',
  cnic: '35202-1234567-1',
  family: 'Qureshi',
  relation: 'Head of family',
  meningitis_vaccination_date: '2026-01-15',
  polio_vaccination_date: '2026-01-15',
  phone: '+923001234567',
};

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template as CSV (CRLF): the header row and the example row. */
export function templateCsv(): string {
  return [PILGRIM_COLUMNS.join(','), PILGRIM_COLUMNS.map((c) => csvField(TEMPLATE_EXAMPLE[c])).join(',')].map((line) => `${line}\r\n`).join('');
}

/** The template as XLSX: the header row in bold, every column formatted as text, the example row. */
export async function templateXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Safarnama';
  book.created = new Date(0);
  book.modified = new Date(0);
  const sheet = book.addWorksheet('Pilgrims');
  sheet.columns = PILGRIM_COLUMNS.map((c) => ({ header: c, key: c, width: Math.max(14, c.length + 4), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRow(PILGRIM_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c]));
  return Buffer.from(await book.xlsx.writeBuffer());
}
