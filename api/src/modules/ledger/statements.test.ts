import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { add, round2, subtract } from '../../rules/money.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { marketToday } from '../../rules/dates.js';
import { useTestApp } from '../../test/app.js';
import { accountFor, post, shownBalance } from './ledger.service.js';
import { csvField, defuse } from './statements.files.js';
import { marketDayStart } from '../../rules/market-time.js';
import { expectedClosing, openStatement, STATEMENT_MAX_LINES, statementPeriod } from './statements.service.js';

// Statements on the real PostgreSQL: entries posted straight through the ledger at chosen instants (the test clock),
// then read back on screen (GraphQL), as JSON, CSV and XLSX (parsed back with exceljs): opening, running and closing
// balances and the totals agree with the books to the paisa; other agents' statements are 404, bad periods 400, and
// a description that a spreadsheet would run as a formula is defused.

const t = useTestApp();
const h = agentHelpers(t);

const ctxAt = (at: Date) => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => at });
const pk = (local: string) => new Date(`${local}+05:00`); // a Pakistan wall-clock time

const wallet = (ownerId: string) => ({ kind: 'agent_wallet' as const, ownerId });
const clearing = { kind: 'gateway_clearing' as const };
const revenue = { kind: 'platform_revenue' as const };

async function postAt(at: string, kind: 'top_up' | 'wallet_payment', agent: string, amount: string, description: string, bookingId?: string) {
  const c = ctxAt(pk(at));
  return c.em.transactional((em) =>
    post(
      { ...c, em },
      {
        kind,
        description,
        bookingId,
        lines:
          kind === 'top_up'
            ? [
                { account: clearing, amountInPkr: amount },
                { account: wallet(agent), amountInPkr: `-${amount}` },
              ]
            : [
                { account: wallet(agent), amountInPkr: amount },
                { account: revenue, amountInPkr: `-${amount}` },
              ],
      },
    ),
  );
}

const STATEMENT = `query S($account: StatementAccount, $from: String, $to: String, $agentId: ID, $pagination: PaginationInput) {
  walletStatement(account: $account, from: $from, to: $to, agentId: $agentId, pagination: $pagination) {
    agentId agencyName account from to openingBalanceInPkr closingBalanceInPkr totalDebitsInPkr totalCreditsInPkr lineCount csvUrl xlsxUrl
    lines { hasMore limit offset items { id date time kind description bookingReference debitInPkr creditInPkr balanceInPkr } }
  }
}`;

let agent: { cookie: string; id: string; username: string };
let other: { cookie: string; id: string; username: string };
let admin: { cookie: string; id: string; username: string };
let traveller: { cookie: string; id: string; username: string };
const BOOKING = 'a1b2c3d4-0000-4000-8000-000000000001';

beforeAll(async () => {
  agent = await h.signUp('b2b_agent', 'Karachi');
  other = await h.signUp('b2b_agent', 'Lahore');
  admin = await h.signUp('super_admin', 'Admin');
  traveller = await h.signUp('end_user', 'Traveller');
  // a credit line: the wallet goes below zero in November
  const account = await accountFor(t.db.orm.em.fork(), wallet(agent.id));
  await h.sql('update ledger_account set credit_limit_in_pkr = 10000 where id = ?', [account.id]);
  // October: before the period asked for below
  await postAt('2026-10-05T10:00:00', 'top_up', agent.id, '50000.00', 'Top-up by sandbox');
  await postAt('2026-10-31T23:59:59', 'wallet_payment', agent.id, '12500.25', 'Hotel in Lahore', BOOKING);
  // November (Pakistan): 00:00 on the 1st is in, 23:59 on the 30th is in
  await postAt('2026-11-01T00:00:00', 'top_up', agent.id, '1000.10', 'Bank transfer');
  await postAt('2026-11-10T12:30:00', 'wallet_payment', agent.id, '40000.00', '=HYPERLINK("http://evil.example","click")', BOOKING);
  await postAt('2026-11-20T09:00:00', 'wallet_payment', agent.id, '2000.00', 'Transport, "AC coach", Karachi\nto Hyderabad');
  await postAt('2026-11-30T23:59:00', 'top_up', agent.id, '0.05', '+92 300 1234567 paid');
  // December: after the period
  await postAt('2026-12-01T00:00:00', 'wallet_payment', agent.id, '100.00', 'Next month');
  // the other agent has money too
  await postAt('2026-11-15T10:00:00', 'top_up', other.id, '777.00', 'Other agency top-up');
});

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

describe('a statement on screen', () => {
  it('has the opening balance before the period, every line in it with the running balance, the closing balance and totals', async () => {
    const res = await h.gql(STATEMENT, NOVEMBER, agent.cookie);
    expect(res.errors).toBeUndefined();
    const s = res.data?.walletStatement;
    expect(s).toMatchObject({
      agentId: agent.id,
      agencyName: 'Karachi Tester',
      account: 'wallet',
      from: '2026-11-01',
      to: '2026-11-30',
      // 50,000.00 − 12,500.25
      openingBalanceInPkr: '37499.75',
      lineCount: 4,
      totalDebitsInPkr: '42000.00',
      totalCreditsInPkr: '1000.15',
      // 37,499.75 + 1,000.10 − 40,000 − 2,000 + 0.05
      closingBalanceInPkr: '-3500.10',
    });
    expect(s.closingBalanceInPkr).toBe(expectedClosing(s));
    expect(s.lines.items.map((l: Record<string, unknown>) => [l.date, l.time, l.kind, l.debitInPkr, l.creditInPkr, l.balanceInPkr, l.bookingReference])).toEqual([
      ['2026-11-01', '00:00', 'top_up', null, '1000.10', '38499.85', null],
      ['2026-11-10', '12:30', 'wallet_payment', '40000.00', null, '-1500.15', 'A1B2C3D4'],
      ['2026-11-20', '09:00', 'wallet_payment', '2000.00', null, '-3500.15', null],
      ['2026-11-30', '23:59', 'top_up', null, '0.05', '-3500.10', null],
    ]);
    // the closing balance is the wallet's balance at that moment, as the books keep it
    const books = await accountFor(t.db.orm.em.fork(), wallet(agent.id));
    expect(subtract(shownBalance(books), '-100.00')).toBe(s.closingBalanceInPkr);
  });

  it('pages its lines in posting order', async () => {
    const first = (await h.gql(STATEMENT, { ...NOVEMBER, pagination: { limit: 3 } }, agent.cookie)).data?.walletStatement;
    const second = (await h.gql(STATEMENT, { ...NOVEMBER, pagination: { limit: 3, offset: 3 } }, agent.cookie)).data?.walletStatement;
    expect(first.lines.hasMore).toBe(true);
    expect(second.lines.hasMore).toBe(false);
    expect([...first.lines.items, ...second.lines.items].map((l: { balanceInPkr: string }) => l.balanceInPkr)).toEqual(['38499.85', '-1500.15', '-3500.15', '-3500.10']);
    // totals cover every page
    expect(second.totalDebitsInPkr).toBe('42000.00');
  });

  it('is all zeros for an account that never moved, and defaults to this month', async () => {
    // (the sessions live on the app's clock: the test leaves it alone and reads "this month" from it)
    const today = marketToday(t.clock.now);
    const res = await h.gql(STATEMENT, { account: 'earnings' }, agent.cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data?.walletStatement).toMatchObject({ from: `${today.slice(0, 7)}-01`, to: today, openingBalanceInPkr: '0.00', closingBalanceInPkr: '0.00', lineCount: 0 });
    const earnings = (await h.gql(STATEMENT, { account: 'earnings', from: '2026-11-01', to: '2026-11-30' }, agent.cookie)).data?.walletStatement;
    expect(earnings).toMatchObject({ account: 'earnings', lineCount: 0, closingBalanceInPkr: '0.00' });
    expect(statementPeriod(null, null, pk('2026-11-24T10:00:00'))).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(statementPeriod('2026-10-15', null, pk('2026-11-24T10:00:00'))).toEqual({ from: '2026-10-15', to: '2026-11-24' });
    expect(statementPeriod(null, '2026-09-20', pk('2026-11-24T10:00:00'))).toEqual({ from: '2026-09-01', to: '2026-09-20' });
  });

  it("the super admin reads any agent's; an agent reading another agent's gets a 404; a traveller a 403", async () => {
    const asAdmin = await h.gql(STATEMENT, { ...NOVEMBER, agentId: other.id }, admin.cookie);
    expect(asAdmin.data?.walletStatement).toMatchObject({ agentId: other.id, closingBalanceInPkr: '777.00', lineCount: 1 });
    expect(asAdmin.data?.walletStatement.csvUrl).toContain(`agentId=${other.id}`);
    const notYours = await h.gql(STATEMENT, { ...NOVEMBER, agentId: other.id }, agent.cookie);
    expect(notYours.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const noAgent = await h.gql(STATEMENT, NOVEMBER, admin.cookie);
    expect(noAgent.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const notAnAgent = await h.gql(STATEMENT, { ...NOVEMBER, agentId: traveller.id }, admin.cookie);
    expect(notAnAgent.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const asTraveller = await h.gql(STATEMENT, NOVEMBER, traveller.cookie);
    expect(asTraveller.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const signedOut = await h.gql(STATEMENT, NOVEMBER);
    expect(signedOut.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

// RFC 4180, enough for the test: quoted fields with doubled quotes and line breaks inside
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('downloads', () => {
  it('JSON: the head and every line', async () => {
    const res = await get('/api/wallet/statement?from=2026-11-01&to=2026-11-30', agent.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ openingBalanceInPkr: '37499.75', closingBalanceInPkr: '-3500.10', lineCount: 4 });
    expect(body.lines).toHaveLength(4);
  });

  it("CSV: RFC 4180, formulas defused, and its totals and balances are the ledger's to the paisa", async () => {
    const res = await get('/api/wallet/statement?from=2026-11-01&to=2026-11-30&format=csv', agent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-.*-wallet-2026-11-01-to-2026-11-30\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows.find((r) => r[0] === 'Opening balance (PKR)')?.[1]).toBe('37499.75');
    expect(rows.find((r) => r[0] === 'Closing balance (PKR)')?.[1]).toBe('-3500.10');
    const header = rows.findIndex((r) => r[0] === 'Date');
    const lines = rows.slice(header + 2, rows.findIndex((r) => r[2] === 'Totals'));
    expect(lines).toHaveLength(4);
    // the formula is text now, and the multi-line, quoted, comma-holding description came through whole
    expect(lines[1][3]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(lines[2][3]).toBe('Transport, "AC coach", Karachi\nto Hyderabad');
    expect(lines[3][3]).toBe("'+92 300 1234567 paid");
    // no cell of the file would start a formula
    for (const r of rows) for (const cell of r) expect(/^[=+@]/.test(cell), cell).toBe(false);
    const debits = add(...lines.map((r) => r[5] || '0'));
    const credits = add(...lines.map((r) => r[6] || '0'));
    const totals = rows.find((r) => r[2] === 'Totals') as string[];
    expect([round2(debits), round2(credits)]).toEqual(['42000.00', '1000.15']);
    expect([totals[5], totals[6]]).toEqual(['42000.00', '1000.15']);
    // every running balance is the previous one less the debit plus the credit
    let running = '37499.75';
    for (const r of lines) {
      running = round2(add(subtract(running, r[5] || '0'), r[6] || '0'));
      expect(r[7]).toBe(running);
    }
    expect(rows.find((r) => r[2] === 'Closing balance')?.[7]).toBe(running);
  });

  it("XLSX: read back with exceljs, numeric cells formatted #,##0.00, totals equal the ledger's to the paisa", async () => {
    const res = await get('/api/wallet/statement?from=2026-11-01&to=2026-11-30&format=xlsx', agent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Statement');
    if (!sheet) throw new Error('no Statement sheet');
    const values: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      values[n] = (row.values as unknown[]).slice(1);
    });
    const find = (label: string) => values.findIndex((r) => r && (r[0] === label || r[2] === label));
    expect(values[find('Agency')][3]).toBe('Karachi Tester');
    expect(values[find('Opening balance (PKR)')][3]).toBe(37499.75);
    expect(values[find('Closing balance (PKR)')][3]).toBe(-3500.1);
    const header = find('Date');
    const totalsRow = find('Totals');
    const lines = values.slice(header + 2, totalsRow);
    expect(lines).toHaveLength(4);
    expect(lines[1][3]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    const cents = (v: unknown) => (typeof v === 'number' ? Math.round(v * 100) : 0);
    const debitCents = lines.reduce((s, r) => s + cents(r[5]), 0);
    const creditCents = lines.reduce((s, r) => s + cents(r[6]), 0);
    expect([debitCents, creditCents]).toEqual([4_200_000, 100_015]);
    const totals = values[totalsRow] as Array<{ formula: string; result: number }>;
    expect(totals[5]).toMatchObject({ formula: `SUM(F${header + 2}:F${totalsRow - 1})`, result: 42000 });
    expect(totals[6].result).toBe(1000.15);
    expect(lines.map((r) => r[7])).toEqual([38499.85, -1500.15, -3500.15, -3500.1]);
    expect(sheet.getRow(header + 2).getCell(6).numFmt ?? sheet.getColumn(6).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(header + 2).getCell(8).numFmt).toBe('#,##0.00');
    expect(values[find('Closing balance')][7]).toBe(-3500.1);
  });

  it('the super admin downloads any agent’s; an agent another agent’s is a 404; signed out 401', async () => {
    const asAdmin = await get(`/api/wallet/statement?from=2026-11-01&to=2026-11-30&format=csv&agentId=${other.id}`, admin.cookie);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('Other agency top-up');
    for (const id of [other.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/wallet/statement?format=csv&agentId=${id}`, agent.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Statement not found', code: 'NOT_FOUND' });
    }
    expect((await get('/api/wallet/statement')).statusCode).toBe(401);
    expect((await get('/api/wallet/statement', traveller.cookie)).statusCode).toBe(403);
  });

  it('400 for bad dates, periods, accounts and formats, with the rule’s message', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-02-30', 'From must be a date (yyyy-MM-dd)'],
      ['from=yesterday&to=2026-11-01', 'From must be a date (yyyy-MM-dd)'],
      ['from=2026-11-01&to=2026-13-01', 'To must be a date (yyyy-MM-dd)'],
      ['from=2026-11-02&to=2026-11-01', 'From must be on or before To'],
      ['from=2025-11-01&to=2026-11-01', 'A statement covers at most one year'],
      ['format=pdf', 'Format must be one of json, csv, xlsx'],
      ['account=savings', 'Account must be one of wallet, earnings'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/wallet/statement?${query}`, agent.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message, code: 'BAD_USER_INPUT' });
    }
    expect((await get('/api/wallet/statement?from=2025-11-01&to=2026-10-31', agent.cookie)).statusCode).toBe(200);
  });
});

describe('concurrent postings', () => {
  it('a posting that waited for the wallet is dated after the one it waited for: lines in (posted_at, id) order follow each other', async () => {
    const racer = await h.signUp('b2b_agent', 'Racer');
    await postAt('2026-09-01T10:00:00', 'top_up', racer.id, '1000.00', 'Top-up');
    // one clock for both, a second a call: whoever reads it first gets the earlier time
    let tick = pk('2026-09-02T10:00:00').getTime();
    const clock = () => new Date((tick += 1000));
    const spend = (c: ReturnType<typeof ctxAt>, amount: string, description: string) =>
      post(c, { kind: 'wallet_payment', description, lines: [{ account: wallet(racer.id), amountInPkr: amount }, { account: revenue, amountInPkr: `-${amount}` }] });
    const holder = systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: clock });
    await holder.em.begin();
    const account = await accountFor(holder.em, wallet(racer.id));
    // both accounts the postings touch, in id order, as post itself locks them (else the test itself would deadlock)
    const platform = await accountFor(holder.em, revenue);
    await holder.em.execute('select id from ledger_account where id in (?, ?) order by id for update', [account.id, platform.id]);
    // the waiter starts first and blocks on the wallet's lock
    const waiter = systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: clock });
    const waiting = waiter.em.transactional((em) => spend({ ...waiter, em }, '100.00', 'Waited'));
    for (let i = 0; i < 100; i++) {
      const [row] = await h.sql<{ n: string }>(`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
      if (Number(row.n) > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await spend(holder, '200.00', 'Held the lock');
    await holder.em.commit();
    await waiting;
    const s = (await h.gql(STATEMENT, { from: '2026-09-02', to: '2026-09-02' }, racer.cookie)).data?.walletStatement;
    expect(s.lines.items.map((l: { description: string; balanceInPkr: string }) => [l.description, l.balanceInPkr])).toEqual([
      ['Held the lock', '800.00'],
      ['Waited', '700.00'],
    ]);
    expect(s).toMatchObject({ openingBalanceInPkr: '1000.00', closingBalanceInPkr: '700.00' });
  });
});

describe('partners', () => {
  it("an agent's API key reads that agent's statement (CSV and GraphQL), and no other agent's", async () => {
    const created = await h.gql('mutation($name: String!) { createApiKey(name: $name) { secret } }', { name: 'Back office' }, agent.cookie);
    const secret = created.data?.createApiKey.secret as string;
    const auth = { authorization: `Bearer ${secret}` };
    const csv = await t.app.inject({ method: 'GET', url: '/api/wallet/statement?from=2026-11-01&to=2026-11-30&format=csv', headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Closing balance (PKR),-3500.10');
    const notYours = await t.app.inject({ method: 'GET', url: `/api/wallet/statement?agentId=${other.id}`, headers: auth });
    expect(notYours.statusCode).toBe(404);
    const viaGraphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { query: 'query { walletStatement(from: "2026-11-01", to: "2026-11-30") { closingBalanceInPkr lineCount } }' },
    });
    expect(viaGraphql.json().data.walletStatement).toEqual({ closingBalanceInPkr: '-3500.10', lineCount: 4 });
  });
});

describe('rules', () => {
  it('periods: a year at most, Pakistan days', () => {
    expect(statementPeriod('2024-02-29', '2025-02-27', new Date())).toEqual({ from: '2024-02-29', to: '2025-02-27' });
    expect(() => statementPeriod('2024-02-29', '2025-02-28', new Date())).toThrow('at most one year');
    expect(marketDayStart('2026-11-01').toISOString()).toBe('2026-10-31T19:00:00.000Z');
  });

  it('CSV cells: formulas defused, RFC 4180 quoting', () => {
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(defuse(bad).startsWith("'")).toBe(true);
    expect(defuse('Hotel')).toBe('Hotel');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('downloads read the lines in keyset pages, all of them once, and refuse more lines than the cap with a 400', async () => {
    const c = ctxAt(pk('2026-11-24T10:00:00'));
    c.viewer = { id: agent.id, username: agent.username, role: 'b2b_agent' };
    const cursor = await openStatement(c, { ...NOVEMBER }, { pageLines: 3 });
    const pages: string[][] = [];
    for await (const page of cursor.pages()) pages.push(page.map((l) => l.balanceInPkr));
    expect(pages).toEqual([['38499.85', '-1500.15', '-3500.15'], ['-3500.10']]);
    await expect(openStatement(c, { ...NOVEMBER }, { maxLines: 3 })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This statement has 4 lines; a download holds at most 3: choose a shorter period',
    });
    expect(STATEMENT_MAX_LINES).toBe(100_000);
    // every snapshot was given back: nothing idles in a transaction
    const [idle] = await h.sql<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`);
    expect(Number(idle.n)).toBe(0);
  });
});

describe('the agents list (super admin)', () => {
  const AGENTS = `query A($pagination: PaginationInput) { agentAccounts(pagination: $pagination) {
    hasMore items { id username email agencyName walletBalanceInPkr creditLimitInPkr availableInPkr earningsBalanceInPkr commissionPercent }
  } }`;

  it('lists agents with their wallet, credit and available funds in one query; others get a 403', async () => {
    const { count, result } = await (async () => {
      let result: Awaited<ReturnType<typeof h.gql>> | undefined;
      const counted = await h.countStatements(async () => {
        result = await h.gql(AGENTS, { pagination: { limit: 100 } }, admin.cookie);
      });
      return { count: counted.count, result: result as Awaited<ReturnType<typeof h.gql>> };
    })();
    expect(result.errors).toBeUndefined();
    const items = result.data?.agentAccounts.items as Array<Record<string, string>>;
    expect(items.find((a) => a.id === agent.id)).toMatchObject({
      username: agent.username,
      agencyName: 'Karachi Tester',
      walletBalanceInPkr: '-3600.10',
      creditLimitInPkr: '10000.00',
      availableInPkr: '6399.90',
      earningsBalanceInPkr: '0.00',
    });
    expect(items.find((a) => a.id === other.id)).toMatchObject({ walletBalanceInPkr: '777.00', availableInPkr: '777.00' });
    expect(items.some((a) => a.id === traveller.id || a.id === admin.id)).toBe(false);
    // the session lookup and the list: no query per agent
    expect(count).toBeLessThanOrEqual(3);
    expect((await h.gql(AGENTS, {}, agent.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
