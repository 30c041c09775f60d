import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { statementAs } from '../../test/agent-fixtures';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

type Vars = Record<string, unknown>;

const statement = (vars: Vars) => statementAs(vars);

const statementCalls: Vars[] = [];
const topUps: Vars[] = [];
const payoutRequests: Vars[] = [];
let payouts: Vars[] = [];

const server = setupServer(
  graphql.query('Me', () =>
    HttpResponse.json({
      data: {
        me: meAs({ role: 'b2b_agent', firstName: 'Imran', username: 'alnoor' }),
      },
    }),
  ),
  // the dashboard around the tab
  graphql.query('AgentStats', () => HttpResponse.json({ data: { agentStats: null } })),
  graphql.query('AgentActivity', () => HttpResponse.json({ data: { agentActivity: [] } })),
  graphql.query('Wallet', () =>
    HttpResponse.json({ data: { wallet: { __typename: 'Wallet', agentId: 'agent-1', balanceInPkr: '-3500.10', creditLimitInPkr: '10000.00', availableInPkr: '4499.90', reservedInPkr: '2000.00' } } }),
  ),
  graphql.mutation('TopUpWallet', ({ variables }) => {
    topUps.push(variables);
    const payment = { __typename: 'Payment', id: 'f1b2c3d4-0000-4000-8000-000000000001', status: 'initiated', amountInPkr: variables.amountInPkr };
    const bank = variables.method === 'bank_transfer';
    return HttpResponse.json({
      data: {
        topUpWallet: {
          __typename: 'PaymentStart',
          payment,
          redirectUrl: bank ? null : `/pay/${payment.id}`,
          formPost: null,
          instructions: bank
            ? { __typename: 'BankTransferInstructions', bankName: 'Meezan Bank', accountTitle: 'Safarnama', iban: 'PK00MEZN0000000000000001', reference: 'SFN-TOPUP-1', amountInPkr: variables.amountInPkr, payBy: null }
            : null,
        },
      },
    });
  }),
  graphql.query('WalletStatement', ({ variables }) => {
    statementCalls.push(variables);
    return HttpResponse.json({
      data: { walletStatement: statement(variables) },
    });
  }),
  graphql.query('MyEarnings', () =>
    HttpResponse.json({
      data: {
        myEarnings: {
          __typename: 'EarningsSummary',
          balanceInPkr: '90000.00',
          pendingPayoutsInPkr: String(payouts.length * 25000) + '.00',
          availableForPayoutInPkr: payouts.length ? '65000.00' : '90000.00',
        },
      },
    }),
  ),
  graphql.query('MyPayouts', () =>
    HttpResponse.json({
      data: {
        myPayouts: { __typename: 'PayoutPage', hasMore: false, items: payouts },
      },
    }),
  ),
  graphql.mutation('RequestPayout', ({ variables }) => {
    payoutRequests.push(variables);
    if (variables.amountInPkr === '999999') {
      return HttpResponse.json({
        errors: [
          {
            message:
              'You can request at most Rs 90000.00 (your earnings less payouts already requested)',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
        data: null,
      });
    }
    const payout = {
      __typename: 'Payout',
      id: 'p1',
      amountInPkr: variables.amountInPkr,
      bankAccount: variables.bankAccount,
      status: 'requested',
      requestedAt: '2026-11-24T10:00:00.000Z',
      decidedAt: null,
      transferReference: null,
      reason: null,
    };
    payouts = [payout];
    return HttpResponse.json({ data: { requestPayout: payout } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => {
  server.resetHandlers();
  statementCalls.length = 0;
  topUps.length = 0;
  payoutRequests.length = 0;
  payouts = [];
});
afterAll(() => server.close());

async function openWallet() {
  const app = renderApp('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId('agent-tab-wallet'));
  await screen.findByTestId('wallet-tab');
  return app;
}

describe("the agent's Wallet tab", () => {
  it('shows this month’s statement: opening, lines with the running balance, closing, totals and the downloads', async () => {
    await openWallet();
    expect(
      (await screen.findByTestId('statement-opening')).textContent,
    ).toContain('Rs 37,499.75');
    expect(screen.getByTestId('statement-closing').textContent).toBe(
      '-Rs 3,500.10',
    );
    expect(screen.getByTestId('statement-debits').textContent).toBe(
      'Rs 42,000.00',
    );
    expect(screen.getByTestId('statement-credits').textContent).toContain(
      'Rs 1,000.15',
    );
    const rows = screen.getAllByTestId('statement-line');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toMatch(
      /2026-11-01.*Top-up.*Top-up by sandbox.*Rs 1,000.10.*Rs 38,499.85/,
    );
    expect(rows[1].textContent).toMatch(
      /Booking.*Hotel in Lahore.*#A1B2C3D4.*Rs 40,000.00.*-Rs 1,500.15/,
    );
    // the period asked for is this month in Pakistan
    const first = statementCalls[0] as {
      from: string;
      to: string;
      account: string;
    };
    expect(first.account).toBe('wallet');
    expect(first.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(first.to.slice(0, 7)).toBe(first.from.slice(0, 7));
    expect(screen.getByTestId('statement-csv').getAttribute('href')).toContain(
      'format=csv',
    );
    expect(screen.getByTestId('statement-xlsx').getAttribute('href')).toContain(
      'format=xlsx',
    );
  });

  it('asks for another period and account; refuses a period longer than a year or backwards, without asking', async () => {
    await openWallet();
    await screen.findByTestId('statement-table');
    fireEvent.change(screen.getByTestId('statement-from'), {
      target: { value: '2026-01-01' },
    });
    fireEvent.change(screen.getByTestId('statement-to'), {
      target: { value: '2027-01-01' },
    });
    fireEvent.click(screen.getByTestId('statement-show'));
    expect(
      await screen.findByText('A statement covers at most one year'),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('statement-to'), {
      target: { value: '2025-12-31' },
    });
    fireEvent.click(screen.getByTestId('statement-show'));
    expect(
      await screen.findByText('From must be on or before To'),
    ).toBeTruthy();
    const before = statementCalls.length;
    expect(before).toBe(1);

    fireEvent.change(screen.getByTestId('statement-to'), {
      target: { value: '2026-03-31' },
    });
    fireEvent.change(screen.getByTestId('statement-account'), {
      target: { value: 'earnings' },
    });
    fireEvent.click(screen.getByTestId('statement-show'));
    await waitFor(() =>
      expect(statementCalls.at(-1)).toMatchObject({
        account: 'earnings',
        from: '2026-01-01',
        to: '2026-03-31',
        pagination: { limit: 50, offset: 0 },
      }),
    );
    await waitFor(() =>
      expect(
        screen.getByTestId('statement-csv').getAttribute('href'),
      ).toContain('from=2026-01-01'),
    );
  });

  it('shows earnings and requests a payout; the server’s refusal shows under the amount', async () => {
    await openWallet();
    const panel = await screen.findByTestId('earnings-panel');
    expect(
      (await within(panel).findByTestId('earnings-available')).textContent,
    ).toContain('Rs 90,000');
    fireEvent.change(within(panel).getByTestId('payout-amount'), {
      target: { value: '999999' },
    });
    fireEvent.change(within(panel).getByTestId('payout-bank'), {
      target: { value: 'PK36SCBL0000001123456702 Standard Chartered' },
    });
    fireEvent.click(within(panel).getByTestId('payout-request'));
    // the client's own rule first: a bare number is fine; the server refuses more than is available
    await waitFor(() => expect(payoutRequests).toHaveLength(1));
    expect(
      await within(panel).findByText(/You can request at most Rs 90000.00/),
    ).toBeTruthy();

    fireEvent.change(within(panel).getByTestId('payout-amount'), {
      target: { value: '25000' },
    });
    fireEvent.click(within(panel).getByTestId('payout-request'));
    await waitFor(() =>
      expect(payoutRequests.at(-1)).toEqual({
        amountInPkr: '25000',
        bankAccount: 'PK36SCBL0000001123456702 Standard Chartered',
      }),
    );
    expect(
      (await within(panel).findByTestId('payout-row')).textContent,
    ).toMatch(/Rs 25,000.*requested/i);
    await waitFor(() =>
      expect(
        within(panel).getByTestId('earnings-available').textContent,
      ).toContain('Rs 65,000'),
    );
  });

  it('refuses a payout amount that is not a number of rupees, without asking', async () => {
    await openWallet();
    const panel = await screen.findByTestId('earnings-panel');
    fireEvent.change(within(panel).getByTestId('payout-amount'), {
      target: { value: '12.345' },
    });
    fireEvent.change(within(panel).getByTestId('payout-bank'), {
      target: { value: 'PK36SCBL0000001123456702' },
    });
    fireEvent.click(within(panel).getByTestId('payout-request'));
    expect(
      await within(panel).findByText(
        'Amount must be a number of rupees with at most 2 decimals',
      ),
    ).toBeTruthy();
    expect(payoutRequests).toHaveLength(0);
  });

  it('shows the balance, credit limit, what holds reserve and available funds; a sandbox top-up goes to the sandbox checkout', async () => {
    const { router } = await openWallet();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('-Rs 3,500.10');
    expect(screen.getByTestId('wallet-credit').textContent).toBe('Rs 10,000.00');
    // issue 37: pending bookings and held flight orders reserve their due amount (available = balance + credit − reserved)
    expect(screen.getByTestId('wallet-reserved').textContent).toBe('Rs 2,000.00');
    expect(screen.getByText('Reserved for holds')).toBeTruthy();
    expect(screen.getByTestId('wallet-available').textContent).toBe('Rs 4,499.90');
    expect(screen.getByTestId('wallet-available-explained').textContent).toMatch(/^Available = balance \+ credit − reserved\./);
    fireEvent.change(screen.getByTestId('topup-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('topup-submit'));
    expect(await screen.findByText('Amount must be more than zero')).toBeTruthy();
    fireEvent.change(screen.getByTestId('topup-amount'), { target: { value: '50000.5' } });
    fireEvent.click(screen.getByTestId('topup-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/f1b2c3d4-0000-4000-8000-000000000001'));
    expect(topUps).toEqual([{ method: 'sandbox', amountInPkr: '50000.50' }]);
  });

  it("a bank transfer top-up shows the bank's details and the reference to quote", async () => {
    await openWallet();
    fireEvent.change(await screen.findByTestId('topup-amount'), { target: { value: '25000' } });
    fireEvent.change(screen.getByTestId('topup-method'), { target: { value: 'bank_transfer' } });
    fireEvent.click(screen.getByTestId('topup-submit'));
    const details = await screen.findByTestId('bank-instructions');
    expect(details.textContent).toMatch(/Meezan Bank.*PK00MEZN0000000000000001.*SFN-TOPUP-1/);
    expect(topUps).toEqual([{ method: 'bank_transfer', amountInPkr: '25000.00' }]);
  });

  it('opens on the Wallet tab when the sandbox sends the agent back (?tab=wallet)', async () => {
    renderApp('/dashboard/b2b-agent?tab=wallet');
    expect(await screen.findByTestId('wallet-summary')).toBeTruthy();
  });

  it('back from a sandbox top-up, asks for the wallet again until the webhook has credited it', async () => {
    let calls = 0;
    server.use(
      graphql.query('Wallet', () => {
        calls++;
        const balance = calls === 1 ? '100.00' : '50100.00';
        return HttpResponse.json({ data: { wallet: { __typename: 'Wallet', agentId: 'agent-1', balanceInPkr: balance, creditLimitInPkr: '0.00', availableInPkr: balance, reservedInPkr: '0.00' } } });
      }),
    );
    renderApp('/dashboard/b2b-agent?tab=wallet&topUp=f1b2c3d4-0000-4000-8000-000000000001');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('Rs 100.00');
    expect(screen.getByText(/Your top-up is being confirmed/)).toBeTruthy();
    const asked = statementCalls.length;
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('Rs 50,100.00'), { timeout: 6000 });
    // credited: the note goes, the statement is asked again, and the wallet is no longer polled
    await waitFor(() => expect(screen.queryByText(/Your top-up is being confirmed/)).toBeNull());
    await waitFor(() => expect(statementCalls.length).toBeGreaterThan(asked));
    const settled = calls;
    await new Promise((r) => setTimeout(r, 2500));
    expect(calls).toBe(settled);
  });
});
