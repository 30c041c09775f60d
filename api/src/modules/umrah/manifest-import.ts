import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { pilgrimDateProblems, PilgrimSchema, type PilgrimValues } from '../../rules/umrah-pilgrim.js';
import { columnOfField, DATE_COLUMNS, fieldOfColumn, MANIFEST_COLUMNS, type ManifestColumn } from './manifest-template.js';

// The pilgrim manifest imported from a spreadsheet (issue 36): XLSX or CSV (told apart by their bytes, never by the
// name), the template's columns in any order, up to 500 pilgrims. All or nothing: any bad cell and nothing is
// imported, every problem listed by row (the spreadsheet's own number, the header being row 1) and column (the
// template's name). A formula is never evaluated; a cell holding one is refused. Pure: bytes in, pilgrims or problems out.

export const MANIFEST_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 500, maxErrors: 200, maxUnpackedBytes: 60 * 1024 * 1024 } as const;

// messages (Urdu: rules/messages-ur-umrah-manifest.data.ts)
export const MANIFEST_MESSAGES = {
  notSpreadsheet: 'The file must be an XLSX or CSV spreadsheet',
  tooBig: 'The file is larger than 5 MB',
  tooBigUnpacked: 'The spreadsheet is too large once unpacked',
  noPilgrims: 'The file has no pilgrims',
  tooManyRows: (rows: number) => `The file has ${rows} pilgrims; at most 500 can be imported at once`,
  unreadableCsv: (line: number) => `The CSV file could not be read at line ${line}: check its quotes`,
  formula: 'Formulas are not accepted: type the value',
  errorCell: 'This cell holds an error, not a value: type the value',
  missingColumn: (column: string) => `The column ${column} is missing from the header row`,
  unknownColumn: (column: string) => `The column ${column} is not one of the template's columns`,
  columnTwice: (column: string) => `The column ${column} is in the header row twice`,
  outsideColumns: 'This cell is outside the header row’s columns',
  duplicatePassport: (row: number) => `This passport number is already on row ${row}`,
  problems: (count: number) => (count === 1 ? 'The file has 1 problem: nothing was imported' : `The file has ${count} problems: nothing was imported`),
  tooManyProblems: 'The file has more than 200 problems: the first 200 are listed; nothing was imported',
};

export type ManifestError = { row: number; column: string; message: string };
export type ManifestResult = { ok: true; pilgrims: PilgrimValues[] } | { ok: false; message: string; errors: ManifestError[] };

// a cell as read: its text, or a problem with it
type Cell = string | { problem: string };
type SheetRow = { row: number; cells: Cell[] };

const fail = (message: string, errors: ManifestError[] = []): ManifestResult => ({ ok: false, message, errors });

/** Reads a manifest spreadsheet: every pilgrim in it, or every problem. `today` (yyyy-MM-dd) bounds the dates. */
export async function parseManifest(bytes: Buffer, filename: string, today: string): Promise<ManifestResult> {
  void filename; // the content decides, not the name
  if (bytes.length > MANIFEST_LIMITS.maxBytes) return fail(MANIFEST_MESSAGES.tooBig);
  let rows: SheetRow[];
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const unpacked = unpackedSize(bytes);
    if (unpacked === null) return fail(MANIFEST_MESSAGES.notSpreadsheet);
    if (unpacked > MANIFEST_LIMITS.maxUnpackedBytes) return fail(MANIFEST_MESSAGES.tooBigUnpacked);
    const read = await xlsxRows(bytes);
    if (!read) return fail(MANIFEST_MESSAGES.notSpreadsheet);
    rows = read;
  } else {
    const read = csvRows(bytes);
    if (typeof read === 'string') return fail(read);
    rows = read;
  }
  rows = rows.filter((r) => r.cells.some((c) => typeof c !== 'string' || c !== ''));
  if (rows.length === 0) return fail(MANIFEST_MESSAGES.noPilgrims);

  const [header, ...data] = rows;
  const columns = headerColumns(header);
  if (!Array.isArray(columns)) return fail(MANIFEST_MESSAGES.problems(columns.errors.length), columns.errors);
  if (data.length === 0) return fail(MANIFEST_MESSAGES.noPilgrims);
  if (data.length > MANIFEST_LIMITS.maxRows) return fail(MANIFEST_MESSAGES.tooManyRows(data.length));

  const errors: ManifestError[] = [];
  const pilgrims: PilgrimValues[] = [];
  const passportRow = new Map<string, number>();
  for (const { row, cells } of data) {
    const input: Record<string, string | undefined> = {};
    const bad = new Set<string>();
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (typeof cell !== 'string') {
        errors.push({ row, column: column ?? '', message: cell.problem });
        if (column) bad.add(column);
      } else if (column === undefined) {
        if (cell !== '') errors.push({ row, column: '', message: MANIFEST_MESSAGES.outsideColumns });
      } else if (cell !== '') input[fieldOfColumn(column)] = cell;
    });
    const parsed = v.safeParse(PilgrimSchema, input, { abortPipeEarly: true });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key;
        const column = typeof key === 'string' ? columnOfField(key) : '';
        if (bad.has(column) || seen.has(column)) continue;
        seen.add(column);
        errors.push({ row, column, message: issue.message });
      }
      // the dates against each other and today as well, when they are all well formed
      if (![...seen, ...bad].some((c) => DATE_COLUMNS.has(c))) for (const p of pilgrimDateProblems(datesOf(input), today)) errors.push({ row, column: columnOfField(p.field), message: p.message });
      continue;
    }
    const pilgrim = parsed.output;
    for (const p of pilgrimDateProblems(pilgrim, today)) errors.push({ row, column: columnOfField(p.field), message: p.message });
    const passport = pilgrim.passportNumber.toUpperCase();
    const first = passportRow.get(passport);
    if (first !== undefined) errors.push({ row, column: 'passport_number', message: MANIFEST_MESSAGES.duplicatePassport(first) });
    else passportRow.set(passport, row);
    pilgrims.push(pilgrim);
  }
  if (errors.length > MANIFEST_LIMITS.maxErrors) return fail(MANIFEST_MESSAGES.tooManyProblems, errors.slice(0, MANIFEST_LIMITS.maxErrors));
  if (errors.length > 0) return fail(MANIFEST_MESSAGES.problems(errors.length), errors);
  return { ok: true, pilgrims };
}

// a row's dates (well formed) as the date checks read them; its other fields are not read there
function datesOf(input: Record<string, string | undefined>): PilgrimValues {
  const date = (field: string) => input[field] ?? null;
  return {
    dateOfBirth: date('dateOfBirth'),
    passportIssueDate: date('passportIssueDate'),
    passportExpiryDate: date('passportExpiryDate'),
    meningitisVaccinationDate: date('meningitisVaccinationDate'),
    polioVaccinationDate: date('polioVaccinationDate'),
  } as PilgrimValues;
}

// "Given names", "given-names", "GIVEN_NAMES" → "given_names"
const normalise = (name: string) => name.trim().toLowerCase().replace(/[\s-]+/g, '_');

// the header row's columns in the file's order (undefined: a blank cell past the columns), or its problems
function headerColumns(header: SheetRow): (ManifestColumn | undefined)[] | { errors: ManifestError[] } {
  const known = new Map<string, ManifestColumn>(MANIFEST_COLUMNS.map((c) => [normalise(c), c]));
  const errors: ManifestError[] = [];
  const columns: (ManifestColumn | undefined)[] = [];
  const found = new Set<ManifestColumn>();
  for (const cell of header.cells) {
    const text = typeof cell === 'string' ? cell : '';
    if (typeof cell !== 'string') errors.push({ row: header.row, column: '', message: cell.problem });
    const column = known.get(normalise(text));
    if (text !== '' && !column) errors.push({ row: header.row, column: text, message: MANIFEST_MESSAGES.unknownColumn(text) });
    if (column && found.has(column)) errors.push({ row: header.row, column, message: MANIFEST_MESSAGES.columnTwice(column) });
    if (column) found.add(column);
    columns.push(column);
  }
  for (const c of MANIFEST_COLUMNS) if (!found.has(c)) errors.push({ row: header.row, column: c, message: MANIFEST_MESSAGES.missingColumn(c) });
  return errors.length ? { errors } : columns;
}

// ---- CSV ----

function csvRows(bytes: Buffer): SheetRow[] | string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return MANIFEST_MESSAGES.notSpreadsheet;
  }
  // a text file has no NUL and few control characters; anything else is not a spreadsheet we read
  if (/(?![\t\n\r\f\v])\p{Cc}/u.test(text)) return MANIFEST_MESSAGES.notSpreadsheet;
  try {
    const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, relax_quotes: false }) as string[][];
    return records.map((cells, i) => ({ row: i + 1, cells: trimEnd(cells.map((c) => c.trim())) }));
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    return MANIFEST_MESSAGES.unreadableCsv(typeof line === 'number' ? line : 1);
  }
}

// trailing blank cells dropped (a row ending in commas)
function trimEnd(cells: Cell[]): Cell[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  return cells.slice(0, end);
}

// ---- XLSX ----

// the sum of the files' unpacked sizes, from the zip's central directory (before exceljs unpacks anything: a 5 MB
// file can unpack to gigabytes); null when the zip cannot be read or is ZIP64
function unpackedSize(bytes: Buffer): number | null {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > bytes.length) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

async function xlsxRows(bytes: Buffer): Promise<SheetRow[] | null> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = book.worksheets[0];
  if (!sheet) return null;
  const rows: SheetRow[] = [];
  let headerSeen = false;
  let dateIndexes = new Set<number>();
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: Cell[] = [];
    for (let i = 1; i <= row.cellCount; i++) cells.push(cellText(row.getCell(i), dateIndexes.has(i - 1)));
    const trimmed = trimEnd(cells);
    if (!headerSeen && trimmed.length > 0) {
      headerSeen = true;
      // the date columns, so that a plain number in one (an Excel serial day) reads as a date
      dateIndexes = new Set(trimmed.flatMap((c, i) => (typeof c === 'string' && DATE_COLUMNS.has(normalise(c)) ? [i] : [])));
    }
    rows.push({ row: row.number, cells: trimmed });
  });
  return rows;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
// Excel's day 1 is 1900-01-01, counted as if 1900 were a leap year: day 60 onwards are one day late, from 1899-12-30
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function cellText(cell: ExcelJS.Cell, dateColumn: boolean): Cell {
  if (cell.type === ExcelJS.ValueType.Formula) return { problem: MANIFEST_MESSAGES.formula };
  const value = cell.value as unknown;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    if (dateColumn && Number.isInteger(value) && value > 60 && value < 2_958_466) return isoDay(new Date(EXCEL_EPOCH + value * 86_400_000));
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if (typeof value === 'object') {
    const o = value as { formula?: unknown; sharedFormula?: unknown; error?: unknown; richText?: { text: string }[]; text?: unknown };
    if (o.formula !== undefined || o.sharedFormula !== undefined) return { problem: MANIFEST_MESSAGES.formula };
    if (o.error !== undefined) return { problem: MANIFEST_MESSAGES.errorCell };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('').trim();
    if (typeof o.text === 'string') return o.text.trim();
  }
  return String(value as string).trim();
}
