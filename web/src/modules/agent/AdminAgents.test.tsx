import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentAs } from '../../test/admin';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

type Vars = Record<string, unknown>;

const commissionCalls: Vars[] = [];
const creditCalls: Vars[] = [];
const statementCalls: Vars[] = [];
const suspendCalls: Vars[] = [];

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'super_admin' }) } })),
  graphql.query('AgentAccounts', () =>
    HttpResponse.json({ data: { agentAccounts: { __typename: 'AgentAccountPage', hasMore: false, offset: 0, items: [agentAs('1'), agentAs('2', { walletBalanceInPkr: '777.00', commissionPercent: '7.50' })] } } }),
  ),
  graphql.mutation('SetAgentCommission', ({ variables }) => {
    commissionCalls.push(variables);
    return HttpResponse.json({
      data: { setAgentCommission: { __typename: 'AgentCommission', agentId: variables.agentId, commissionPercent: variables.percent ?? null, effectivePercent: variables.percent ?? '10.00' } },
    });
  }),
  graphql.mutation('SetAgentCreditLimit', ({ variables }) => {
    creditCalls.push(variables);
    if (variables.amountInPkr === '1000.00') {
      return HttpResponse.json({ errors: [{ message: 'The credit limit cannot be lower than what the agent already uses of it', extensions: { code: 'CONFLICT' } }], data: null });
    }
    return HttpResponse.json({
      data: { setAgentCreditLimit: { __typename: 'Wallet', agentId: variables.agentId, balanceInPkr: '-3600.10', creditLimitInPkr: variables.amountInPkr, availableInPkr: '46399.90' } },
    });
  }),
  graphql.mutation('SetAgentSuspended', ({ variables }) => {
    suspendCalls.push(variables);
    return HttpResponse.json({
      data: { setAgentSuspended: { __typename: 'AgentAccount', id: variables.agentId, suspendedAt: variables.suspended ? '2026-11-24T10:00:00.000Z' : null } },
    });
  }),
  graphql.query('WalletStatement', ({ variables }) => {
    statementCalls.push(variables);
    return HttpResponse.json({
      data: {
        walletStatement: {
          __typename: 'Statement',
          agentId: variables.agentId,
          agencyName: 'Agency 2',
          account: 'wallet',
          from: variables.from,
          to: variables.to,
          openingBalanceInPkr: '0.00',
          closingBalanceInPkr: '777.00',
          totalDebitsInPkr: '0.00',
          totalCreditsInPkr: '777.00',
          lineCount: 0,
          csvUrl: `/api/wallet/statement?agentId=${String(variables.agentId)}&format=csv`,
          xlsxUrl: `/api/wallet/statement?agentId=${String(variables.agentId)}&format=xlsx`,
          lines: { __typename: 'StatementLinePage', hasMore: false, limit: 50, offset: 0, items: [] },
        },
      },
    });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => {
  server.resetHandlers();
  commissionCalls.length = 0;
  creditCalls.length = 0;
  statementCalls.length = 0;
  suspendCalls.length = 0;
});
afterAll(() => server.close());

describe("the super admin's B2B Agents tab", () => {
  it('lists agents with wallet, credit and commission; sets and clears a commission override in place', async () => {
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-agents'));
    const rows = await screen.findAllByTestId('admin-agent-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('agent-wallet').textContent).toBe('-Rs 3,600.10');
    expect(within(rows[0]).getByTestId('agent-credit').textContent).toBe('Rs 10,000.00');
    expect(within(rows[0]).getByTestId('agent-commission').textContent).toBe('default');
    expect(within(rows[1]).getByTestId('agent-commission').textContent).toBe('7.50%');

    fireEvent.click(within(rows[0]).getByTestId('agent-edit-commission'));
    const input = within(rows[0]).getByTestId('agent-commission-input');
    fireEvent.change(input, { target: { value: '101' } });
    fireEvent.click(within(rows[0]).getByTestId('agent-commission-save'));
    expect(await within(rows[0]).findByText('Commission must be a percentage from 0 to 100 with at most 2 decimals')).toBeTruthy();
    expect(commissionCalls).toHaveLength(0);

    fireEvent.change(input, { target: { value: '8.25' } });
    fireEvent.click(within(rows[0]).getByTestId('agent-commission-save'));
    await waitFor(() => expect(within(rows[0]).getByTestId('agent-commission').textContent).toBe('8.25%'));
    expect(commissionCalls).toEqual([{ agentId: '1', percent: '8.25' }]);

    // empty: back to the default
    fireEvent.click(within(rows[1]).getByTestId('agent-edit-commission'));
    fireEvent.change(within(rows[1]).getByTestId('agent-commission-input'), { target: { value: '' } });
    fireEvent.click(within(rows[1]).getByTestId('agent-commission-save'));
    await waitFor(() => expect(within(rows[1]).getByTestId('agent-commission').textContent).toBe('default'));
    expect(commissionCalls.at(-1)).toEqual({ agentId: '2', percent: null });
  });

  it("opens an agent's statement, asked for that agent", async () => {
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-agents'));
    const rows = await screen.findAllByTestId('admin-agent-row');
    fireEvent.click(within(rows[1]).getByTestId('agent-open-statement'));
    expect((await within(rows[1]).findByTestId('statement-closing')).textContent).toBe('Rs 777.00');
    expect(statementCalls[0]).toMatchObject({ agentId: '2', account: 'wallet' });
    expect(within(rows[1]).getByTestId('statement-csv').getAttribute('href')).toContain('agentId=2');
  });

  it("raises an agent's credit limit; the server's refusal shows under the field", async () => {
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-agents'));
    const [row] = await screen.findAllByTestId('admin-agent-row');
    fireEvent.click(within(row).getByTestId('agent-edit-credit'));
    const input = within(row).getByTestId('agent-credit-input');
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.click(within(row).getByTestId('agent-credit-save'));
    expect(await within(row).findByText('Amount cannot be negative')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1000' } });
    fireEvent.click(within(row).getByTestId('agent-credit-save'));
    expect(await within(row).findByText('The credit limit cannot be lower than what the agent already uses of it')).toBeTruthy();
    fireEvent.change(input, { target: { value: '50000' } });
    fireEvent.click(within(row).getByTestId('agent-credit-save'));
    await waitFor(() => expect(within(row).getByTestId('agent-credit').textContent).toBe('Rs 50,000.00'));
    expect(within(row).getByTestId('agent-available').textContent).toBe('Rs 46,399.90');
    expect(creditCalls.map((c) => c.amountInPkr)).toEqual(['1000.00', '50000.00']);
  });

  it('suspends an agent after asking, the row says Suspended at once; Cancel changes nothing; reactivates', async () => {
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-agents'));
    const [row] = await screen.findAllByTestId('admin-agent-row');
    expect(within(row).queryByTestId('agent-suspended-badge')).toBeNull();
    fireEvent.click(within(row).getByTestId('agent-suspend'));
    const dialog = await screen.findByTestId('agent-suspend-dialog');
    expect(within(dialog).getByText('Suspend agent1?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('agent-suspend-dialog')).toBeNull());
    expect(suspendCalls).toEqual([]);

    fireEvent.click(within(row).getByTestId('agent-suspend'));
    fireEvent.click(await screen.findByTestId('agent-suspend-confirm'));
    expect(await within(row).findByTestId('agent-suspended-badge')).toBeTruthy();
    expect(within(row).getByTestId('agent-suspend').textContent).toBe('Reactivate');
    expect(suspendCalls).toEqual([{ agentId: '1', suspended: true }]);

    fireEvent.click(within(row).getByTestId('agent-suspend'));
    fireEvent.click(await screen.findByTestId('agent-suspend-confirm'));
    await waitFor(() => expect(within(row).queryByTestId('agent-suspended-badge')).toBeNull());
    expect(suspendCalls[1]).toEqual({ agentId: '1', suspended: false });
  });
});
