import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { JOURNAL_ENTRY_KIND_LABELS } from '../../rules/ledger.js';
import type { StatementHead, StatementLine } from './statements.service.js';

// A statement as a file: CSV (RFC 4180, CRLF, UTF-8 with a BOM so Excel reads Urdu names) or XLSX (exceljs' streaming
// writer). Both are written line page by line page, never holding the whole statement. Amounts in the CSV are plain
// decimals (1234.50) so a spreadsheet reads them as numbers; in the XLSX they are numbers formatted #,##0.00.

const ACCOUNT_TITLE = { wallet: 'Wallet', earnings: 'Earnings' } as const;
// a kind the rules do not name shows as it is
export const kindLabel = (kind: string) => (JOURNAL_ENTRY_KIND_LABELS as Record<string, string>)[kind] ?? kind;

export const STATEMENT_COLUMNS = ['Date', 'Time', 'Type', 'Description', 'Booking reference', 'Debit (PKR)', 'Credit (PKR)', 'Balance (PKR)'] as const;

export function statementFileName(head: StatementHead, ext: 'csv' | 'xlsx'): string {
  const who = head.username.replace(/[^A-Za-z0-9_-]/g, '') || 'agent';
  return `statement-${who}-${head.account}-${head.from}-to-${head.to}.${ext}`;
}

// OWASP's CSV injection defence: a text cell a spreadsheet would read as a formula starts with a quote instead
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe for spreadsheets (never read as a formula). */
export function defuse(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const csvRow = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;
const text = (s: string | null | undefined) => defuse(s ?? '');

function headRows(head: StatementHead): string[][] {
  return [
    ['Safarnama account statement'],
    ['Agency', text(head.agencyName)],
    ['Username', text(head.username)],
    ['Account', ACCOUNT_TITLE[head.account]],
    ['Period', `${head.from} to ${head.to}`],
    ['Opening balance (PKR)', head.openingBalanceInPkr],
    ['Closing balance (PKR)', head.closingBalanceInPkr],
  ];
}

/** The statement as CSV text, a chunk per page of lines. */
export async function* statementCsv(head: StatementHead, pages: AsyncIterable<StatementLine[]>): AsyncGenerator<string> {
  yield `\uFEFF${headRows(head).map(csvRow).join('')}\r\n${csvRow([...STATEMENT_COLUMNS])}`;
  yield csvRow([head.from, '', 'Opening balance', '', '', '', '', head.openingBalanceInPkr]);
  for await (const lines of pages) {
    yield lines
      .map((l) =>
        csvRow([l.date, l.time, kindLabel(l.kind), text(l.description), l.bookingReference ?? '', l.debitInPkr ?? '', l.creditInPkr ?? '', l.balanceInPkr]),
      )
      .join('');
  }
  yield csvRow([head.to, '', 'Totals', '', '', head.totalDebitsInPkr, head.totalCreditsInPkr, '']);
  yield csvRow([head.to, '', 'Closing balance', '', '', '', '', head.closingBalanceInPkr]);
}

const MONEY = '#,##0.00';
const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The statement as an XLSX workbook, streamed: a header block (agency, account, period, opening, closing), then the
 * lines with numeric amount cells, then totals (SUM formulas with their values). Errors end the returned stream.
 */
export function statementXlsx(head: StatementHead, pages: AsyncIterable<StatementLine[]>): Readable {
  const out = new PassThrough();
  // the client went away: stop reading lines (leaving the loop returns the pages, which ends their snapshot)
  let gone = false;
  out.on('close', () => {
    gone = true;
  });
  void (async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    book.creator = 'Safarnama';
    const sheet = book.addWorksheet('Statement', { views: [{ state: 'frozen', ySplit: 9 }] });
    sheet.columns = [
      { key: 'date', width: 12 },
      { key: 'time', width: 7 },
      { key: 'type', width: 16 },
      { key: 'description', width: 48 },
      { key: 'ref', width: 18 },
      { key: 'debit', width: 16, style: { numFmt: MONEY } },
      { key: 'credit', width: 16, style: { numFmt: MONEY } },
      { key: 'balance', width: 18, style: { numFmt: MONEY } },
    ];
    const title = sheet.addRow(['Safarnama account statement']);
    title.font = { bold: true, size: 14 };
    title.commit();
    const block: Array<[string, string | number]> = [
      ['Agency', text(head.agencyName)],
      ['Username', text(head.username)],
      ['Account', ACCOUNT_TITLE[head.account]],
      ['Period', `${head.from} to ${head.to}`],
      ['Opening balance (PKR)', Number(head.openingBalanceInPkr)],
      ['Closing balance (PKR)', Number(head.closingBalanceInPkr)],
    ];
    for (const [label, value] of block) {
      const row = sheet.addRow([label, null, null, value]);
      row.getCell(1).font = { bold: true };
      if (typeof value === 'number') row.getCell(4).numFmt = MONEY;
      row.getCell(4).alignment = { horizontal: 'left' };
      row.commit();
    }
    sheet.addRow([]).commit();
    const header = sheet.addRow([...STATEMENT_COLUMNS]);
    header.font = { bold: true };
    header.commit();
    const opening = sheet.addRow([head.from, null, 'Opening balance', null, null, null, null, Number(head.openingBalanceInPkr)]);
    opening.commit();
    const first = opening.number + 1;
    let last = opening.number;
    for await (const lines of pages) {
      if (gone) throw new Error('the download was abandoned');
      for (const l of lines) {
        const row = sheet.addRow([l.date, l.time, kindLabel(l.kind), text(l.description), l.bookingReference, num(l.debitInPkr), num(l.creditInPkr), num(l.balanceInPkr)]);
        last = row.number;
        row.commit();
      }
    }
    const range = (col: string) => (last >= first ? `SUM(${col}${first}:${col}${last})` : '0');
    const totals = sheet.addRow([
      head.to,
      null,
      'Totals',
      null,
      null,
      { formula: range('F'), result: Number(head.totalDebitsInPkr) },
      { formula: range('G'), result: Number(head.totalCreditsInPkr) },
      null,
    ]);
    totals.font = { bold: true };
    totals.commit();
    const closing = sheet.addRow([head.to, null, 'Closing balance', null, null, null, null, Number(head.closingBalanceInPkr)]);
    closing.font = { bold: true };
    closing.commit();
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
