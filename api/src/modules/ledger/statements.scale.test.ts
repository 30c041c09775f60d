import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutQueryTimeout } from '../../db/orm.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { accountFor } from './ledger.service.js';
import { STATEMENT_MAX_LINES } from './statements.service.js';

// A statement at the download cap: 100,000 wallet lines in one month (top-ups of Rs 1.25, one a second), written
// straight into the books by SQL (the posting path is ledger.test's subject). The CSV and the XLSX stream all of them
// with totals to the paisa, in bounded time and memory; one line more is a 400 that says so.

const t = useTestApp();
const h = agentHelpers(t);
const N = STATEMENT_MAX_LINES;
let agent: { cookie: string; id: string };
const timings: Record<string, number> = {};

beforeAll(async () => {
  agent = await h.signUp('b2b_agent', 'Scale');
  const em = t.db.orm.em.fork();
  const wallet = await accountFor(em, { kind: 'agent_wallet', ownerId: agent.id });
  const clearing = await accountFor(em, { kind: 'gateway_clearing' });
  const started = Date.now();
  // a bulk fixture (200,000 rows in one insert), not a request: without the request query bound (db/orm.ts)
  await withoutQueryTimeout(() =>
    em.transactional(async (tx) => {
      await tx.execute(`create temporary table scale_entry on commit drop as
        select gen_random_uuid() as id, g as n, timestamptz '2026-10-01 00:00:00+05' + g * interval '1 second' as posted_at from generate_series(1, ${N}) g`);
      await tx.execute(`insert into journal_entry (id, kind, description, posted_at) select id, 'top_up', 'Top-up ' || n, posted_at from scale_entry`);
      await tx.execute(
        `insert into journal_line (entry_id, account_id, amount_in_pkr, balance_after_in_pkr, posted_at)
         select id, ?::uuid, -1.25, -1.25 * n, posted_at from scale_entry
         union all select id, ?::uuid, 1.25, 1.25 * n, posted_at from scale_entry`,
        [wallet.id, clearing.id],
      );
      await tx.execute(`update ledger_account set balance_in_pkr = ? where id = ?`, [-1.25 * N, wallet.id]);
      await tx.execute(`update ledger_account set balance_in_pkr = ? where id = ?`, [1.25 * N, clearing.id]);
    }),
  );
  timings.seedMs = Date.now() - started;
}, 300_000);

const get = (format: string, to = '2026-10-31') =>
  t.app.inject({ method: 'GET', url: `/api/wallet/statement?from=2026-10-01&to=${to}&format=${format}`, headers: { cookie: agent.cookie } });

describe(`a statement of ${N.toLocaleString('en-US')} lines`, () => {
  it('downloads as CSV with every line and totals to the paisa', async () => {
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const res = await get('csv');
    timings.csvMs = Date.now() - started;
    timings.csvBytes = res.rawPayload.length;
    timings.csvRssGrowthMb = Math.round((process.memoryUsage().rss - before) / 1e6);
    expect(res.statusCode).toBe(200);
    const rows = res.body.split('\r\n');
    const lines = rows.filter((r) => r.startsWith('2026-10-') && r.includes(',Top-up,'));
    expect(lines).toHaveLength(N);
    expect(rows.find((r) => r.includes(',Totals,'))).toBe(`2026-10-31,,Totals,,,0.00,${(1.25 * N).toFixed(2)},`);
    expect(lines.at(-1)?.endsWith(`,${(1.25 * N).toFixed(2)}`)).toBe(true);
  }, 120_000);

  it('downloads as XLSX that exceljs reads back, with every line and totals to the paisa', async () => {
    const started = Date.now();
    const res = await get('xlsx');
    timings.xlsxMs = Date.now() - started;
    timings.xlsxBytes = res.rawPayload.length;
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Statement');
    let credits = 0;
    let count = 0;
    sheet?.eachRow((row) => {
      const v = row.values as unknown[];
      if (v[3] === 'Top-up') {
        count++;
        credits += Math.round(Number(v[7]) * 100);
      }
    });
    expect(count).toBe(N);
    expect(credits).toBe(125 * N);
  }, 180_000);

  it('one line more than the cap is a 400 that says so', async () => {
    const em = t.db.orm.em.fork();
    const wallet = await accountFor(em, { kind: 'agent_wallet', ownerId: agent.id });
    const clearing = await accountFor(em, { kind: 'gateway_clearing' });
    await em.transactional(async (tx) => {
      const [e] = await tx.execute<Array<{ id: string }>>(`insert into journal_entry (kind, description, posted_at) values ('top_up', 'One more', '2026-10-31 12:00:00+05') returning id`);
      await tx.execute(
        `insert into journal_line (entry_id, account_id, amount_in_pkr, balance_after_in_pkr, posted_at) values (?, ?, -1.25, ?, '2026-10-31 12:00:00+05'), (?, ?, 1.25, ?, '2026-10-31 12:00:00+05')`,
        [e.id, wallet.id, -1.25 * (N + 1), e.id, clearing.id, 1.25 * (N + 1)],
      );
    });
    const res = await get('csv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This statement has 100,001 lines; a download holds at most 100,000: choose a shorter period', code: 'BAD_USER_INPUT' });
    // on screen it is still a page
    const started = Date.now();
    const page = await h.gql('query { walletStatement(from: "2026-10-01", to: "2026-10-31", pagination: { limit: 50, offset: 10000 }) { lineCount closingBalanceInPkr lines { items { balanceInPkr } } } }', {}, agent.cookie);
    timings.screenPageMs = Date.now() - started;
    expect(page.data?.walletStatement.lineCount).toBe(N + 1);
    expect(page.data?.walletStatement.lines.items[0].balanceInPkr).toBe((1.25 * 10001).toFixed(2));
    console.log('statement scale timings', JSON.stringify(timings));
  }, 60_000);
});
