import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { InsufficientFundsError } from '../../core/errors.js';
import { useTestApp } from '../../test/app.js';
import { accountFor, availableFunds, checkBooks, post, reverse, shownBalance } from './ledger.service.js';

// The books on the real PostgreSQL: entries balance or are refused (by the service and, at commit, by the database),
// posted lines never change, a wallet never goes below minus its credit limit however many spend at once, a key posts
// once, a reversal mirrors its entry once, and the books check finds a balance someone changed by hand.

const t = useTestApp();
const sql = <T>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute<T[]>(query, params);
const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log });
const inTx = <T>(fn: (c: ReturnType<typeof ctx>) => Promise<T>) => {
  const c = ctx();
  return c.em.transactional((em) => fn({ ...c, em }));
};

async function newAgent(name: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into app_user (username, email, password_hash, first_name, last_name, role) values (?, ?, '!', 'Led', 'Ger', 'b2b_agent') returning id`,
    [name, `${name}@example.pk`],
  );
  return row.id;
}

const walletOf = (ownerId: string) => ({ kind: 'agent_wallet' as const, ownerId });
const clearing = { kind: 'gateway_clearing' as const };
const revenue = { kind: 'platform_revenue' as const };

async function topUp(agent: string, amount: string) {
  return inTx((c) =>
    post(c, {
      kind: 'top_up',
      description: 'Top-up',
      lines: [
        { account: clearing, amountInPkr: amount },
        { account: walletOf(agent), amountInPkr: `-${amount}` },
      ],
    }),
  );
}

async function spend(agent: string, amount: string, key?: string) {
  return inTx((c) =>
    post(c, {
      kind: 'wallet_payment',
      description: 'A booking paid from the wallet',
      key,
      lines: [
        { account: walletOf(agent), amountInPkr: amount },
        { account: revenue, amountInPkr: `-${amount}` },
      ],
    }),
  );
}

async function wallet(agent: string) {
  const w = await accountFor(t.db.orm.em.fork(), walletOf(agent));
  return { balance: shownBalance(w), available: availableFunds(w) };
}

let agent = '';
beforeAll(async () => {
  agent = await newAgent('ledger_agent');
});

describe('posting', () => {
  it('moves balances on both sides and keeps the running balance on each line', async () => {
    const first = await topUp(agent, '5000.50');
    expect(first.lines.map((l) => [l.amountInPkr, l.balanceAfterInPkr])).toEqual([
      ['5000.50', '5000.50'],
      ['-5000.50', '-5000.50'],
    ]);
    await spend(agent, '1000.25');
    expect(await wallet(agent)).toEqual({ balance: '4000.25', available: '4000.25' });
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('refuses lines that do not balance, zero lines and sub-paisa amounts, posting nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from journal_line');
    const bad = [
      [
        { account: clearing, amountInPkr: '10.00' },
        { account: revenue, amountInPkr: '-9.99' },
      ],
      [
        { account: clearing, amountInPkr: '0' },
        { account: revenue, amountInPkr: '0' },
      ],
      [
        { account: clearing, amountInPkr: '10.001' },
        { account: revenue, amountInPkr: '-10.001' },
      ],
      [{ account: clearing, amountInPkr: '10' }],
    ];
    for (const lines of bad) await expect(inTx((c) => post(c, { kind: 'adjustment', description: 'bad', lines }))).rejects.toThrow();
    expect(await sql('select count(*)::int as n from journal_line')).toEqual(before);
  });

  it('refuses to post outside a transaction', async () => {
    await expect(post(ctx(), { kind: 'adjustment', description: 'x', lines: [] })).rejects.toThrow(/transaction/);
  });

  it('the database itself refuses an unbalanced entry at commit, and any change to a posted line', async () => {
    const [acc] = await sql<{ id: string }>(`select id from ledger_account where kind = 'gateway_clearing'`);
    const em = t.db.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        const [entry] = await tx.execute<{ id: string }[]>(
          `insert into journal_entry (kind, description, posted_at) values ('adjustment', 'by hand', now()) returning id`,
        );
        await tx.execute(`insert into journal_line (entry_id, account_id, amount_in_pkr, balance_after_in_pkr, posted_at) values (?, ?, 5, 5, now())`, [
          entry.id,
          acc.id,
        ]);
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(sql('update journal_line set amount_in_pkr = amount_in_pkr + 1')).rejects.toThrow(/immutable/);
    await expect(sql('delete from journal_entry')).rejects.toThrow(/immutable/);
  });

  it('posts a key once, however often it is posted', async () => {
    const agent2 = await newAgent('ledger_keys');
    await topUp(agent2, '100');
    const results = await Promise.all(Array.from({ length: 10 }, () => spend(agent2, '30', `payment:${agent2}:once`)));
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await wallet(agent2)).toEqual({ balance: '70.00', available: '70.00' });
  });

  it('reverses an entry once, restoring both balances', async () => {
    const agent3 = await newAgent('ledger_reversal');
    await topUp(agent3, '500');
    const paid = await spend(agent3, '200');
    await inTx((c) => reverse(c, paid.entry.id, 'Booking cancelled'));
    expect(await wallet(agent3)).toEqual({ balance: '500.00', available: '500.00' });
    await expect(inTx((c) => reverse(c, paid.entry.id, 'again'))).rejects.toThrow('This entry is already reversed');
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });
});

describe('a wallet under concurrency', () => {
  it('100 parallel payments of Rs 10,000 against Rs 370,000 of funds (wallet + credit): exactly 37 succeed, funds end at 0', async () => {
    const owner = await newAgent('ledger_race');
    await topUp(owner, '120000');
    const w = await accountFor(t.db.orm.em.fork(), walletOf(owner));
    await sql('update ledger_account set credit_limit_in_pkr = 250000 where id = ?', [w.id]);
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, () => spend(owner, '10000')));
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof InsufficientFundsError).length;
    expect({ ok, refused }).toEqual({ ok: 37, refused: 63 });
    expect(await wallet(owner)).toEqual({ balance: '-250000.00', available: '0.00' });
    const [lines] = await sql<{ n: number }>('select count(*)::int as n from journal_line where account_id = ?', [w.id]);
    expect(lines.n).toBe(38);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });
});

describe('the books check', () => {
  it('finds a balance changed by hand', async () => {
    const w = await accountFor(t.db.orm.em.fork(), walletOf(agent));
    await sql('update ledger_account set balance_in_pkr = balance_in_pkr - 1 where id = ?', [w.id]);
    const problems = await checkBooks(t.db.orm.em.fork());
    expect(problems.map((p) => [p.kind, p.id])).toEqual(
      expect.arrayContaining([
        ['balance_mismatch', w.id],
        ['platform_unbalanced', null],
      ]),
    );
    await sql('update ledger_account set balance_in_pkr = balance_in_pkr + 1 where id = ?', [w.id]);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });
});
