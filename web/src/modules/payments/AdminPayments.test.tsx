import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminPaymentsQuery, decidedTransferAs, refundAs, TRANSFER_ID as transferId } from '../../test/admin';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

const filters: unknown[] = [];

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'super_admin' }) } })),
  adminPaymentsQuery(filters),
  graphql.query('AdminRefunds', () => HttpResponse.json({ data: { refunds: { __typename: 'RefundPage', hasMore: false, items: [refundAs()] } } })),
  graphql.mutation('ConfirmBankTransfer', ({ variables }) => HttpResponse.json({ data: { confirmBankTransfer: decidedTransferAs('succeeded', { id: String(variables.paymentId) }) } })),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => {
  server.resetHandlers();
  filters.length = 0;
});
afterAll(() => server.close());

describe("the super admin's Payments tab", () => {
  it('lists payments and refunds, filters by method, and confirms a bank transfer in place', async () => {
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-payments'));
    const rows = await screen.findAllByTestId('admin-payment-row');
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toMatch(/Rs 129,500 · Bank transfer · Initiated/);
    expect(within(rows[1]).getByRole('link', { name: 'View transfer proof' }).getAttribute('href')).toBe(`/api/payments/${transferId}/proof`);
    expect((await screen.findByTestId('admin-refund-row')).textContent).toMatch(/Rs 41,625 · Sandbox · Succeeded/);
    // the succeeded payment's invoice and the refund's credit note download (the bank transfer waiting has none)
    expect(within(rows[0]).getByRole('link', { name: 'Download invoice INV-2026-000001' }).getAttribute('href')).toBe('/api/payments/e1b2c3d4-0000-4000-8000-0000000000f2/invoice.pdf');
    expect(within(rows[1]).queryByTestId('download-invoice')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download credit note CRN-2026-000001' }).getAttribute('href')).toBe('/api/refunds/e1b2c3d4-0000-4000-8000-0000000000f4/credit-note.pdf');

    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'bank_transfer' } });
    await waitFor(() => expect(screen.getAllByTestId('admin-payment-row')).toHaveLength(1));
    expect(filters.at(-1)).toEqual({ method: 'bank_transfer' });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    // the answer replaces the row under its id: succeeded, no more decision buttons
    await waitFor(() => expect(screen.getByTestId('admin-payment-row').textContent).toMatch(/Bank transfer · Succeeded/));
    expect(screen.queryByRole('button', { name: 'Confirm transfer' })).toBeNull();
  });

  it('Reject opens a dialog asking for the reason (required, 3 to 500 characters), then rejects with it', async () => {
    const rejected: unknown[] = [];
    server.use(
      graphql.mutation('RejectBankTransfer', ({ variables }) => {
        rejected.push(variables);
        return HttpResponse.json({ data: { rejectBankTransfer: decidedTransferAs('failed', { id: String(variables.paymentId), failureReason: String(variables.reason) }) } });
      }),
    );
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-payments'));
    const rows = await screen.findAllByTestId('admin-payment-row');
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this transfer?' });
    const reason = within(dialog).getByLabelText(/Reason \(shown to the payer\)/);
    expect(reason.hasAttribute('required') || reason.getAttribute('aria-required') === 'true').toBe(true);

    // nothing typed: the rule's message, nothing sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject transfer' }));
    expect(await within(dialog).findByText('Please give the reason (the payer sees it)')).toBeTruthy();
    fireEvent.change(reason, { target: { value: '  no ' } });
    expect(await within(dialog).findByText('Reason must be 3 to 500 characters')).toBeTruthy();
    expect(rejected).toEqual([]);

    fireEvent.change(reason, { target: { value: '  No transfer with this reference arrived  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject transfer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rejected).toEqual([{ paymentId: transferId, reason: 'No transfer with this reference arrived' }]);
    expect(await screen.findByText('Transfer rejected')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('admin-payment-row')[1].textContent).toMatch(/Bank transfer · Failed.*· No transfer with this reference arrived/));
    expect(within(screen.getAllByTestId('admin-payment-row')[1]).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('Keep it closes the reject dialog without rejecting', async () => {
    let rejected = 0;
    server.use(graphql.mutation('RejectBankTransfer', () => {
      rejected++;
      return HttpResponse.json({ errors: [{ message: 'should not be called' }] });
    }));
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-payments'));
    const rows = await screen.findAllByTestId('admin-payment-row');
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rejected).toBe(0);
    expect(within(screen.getAllByTestId('admin-payment-row')[1]).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it("an agent sees their packages' payments without the super admin's decisions", async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent' }) } })));
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-payments'));
    expect(await screen.findAllByTestId('admin-payment-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Confirm transfer' })).toBeNull();
  });
});
