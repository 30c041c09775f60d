import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { bankInstructions, BOOKING_ID, PAYMENT_ID, payHandler, payment, pendingBooking, sandboxPaymentHandler } from '../../test/payments-fixtures';
import { ORIGIN, renderApp } from '../../test/render';

const pending = (holdMs: number, payments: unknown[] = []) => pendingBooking({ holdExpiresAt: new Date(Date.now() + holdMs).toISOString(), payments });

const methods = [
  { __typename: 'PaymentMethodOption', method: 'sandbox', label: 'Card or wallet (sandbox)', available: true },
  { __typename: 'PaymentMethodOption', method: 'jazzcash', label: 'JazzCash', available: false },
  { __typename: 'PaymentMethodOption', method: 'bank_transfer', label: 'Bank transfer', available: true },
];

let checkoutAnswers: unknown[] = [];
const completed: unknown[] = [];

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  // each poll takes the next answer; the last one repeats
  graphql.query('Checkout', () => {
    const booking = checkoutAnswers.length > 1 ? checkoutAnswers.shift() : checkoutAnswers[0];
    return HttpResponse.json({ data: { booking, paymentMethods: methods } });
  }),
  sandboxPaymentHandler,
  payHandler((method) => ({
    redirectUrl: method === 'sandbox' ? `${ORIGIN}/pay/${PAYMENT_ID}` : null,
    instructions: method === 'bank_transfer' ? bankInstructions() : null,
  })),
  http.post(`${ORIGIN}/api/payments/sandbox/:id/complete`, async ({ request, params }) => {
    completed.push({ id: params.id, ...((await request.json()) as object) });
    return HttpResponse.json({ paymentId: params.id, outcome: 'success', status: 'initiated', amountInPkr: '55500.00' });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  completed.length = 0;
});
afterAll(() => server.close());

describe('CheckoutPage', () => {
  it('shows the amounts now and later, the hold countdown, and only the methods the server offers', async () => {
    checkoutAnswers = [pending(10 * 60_000 - 500)];
    renderApp(`/checkout/${BOOKING_ID}`);
    expect((await screen.findByTestId('checkout-due-now')).textContent).toContain('55,500');
    expect(screen.getByTestId('checkout-total').textContent).toContain('185,000');
    expect(screen.getByTestId('checkout-balance').textContent).toMatch(/129,500.*due by 18 Dec 2098/);
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/Held for you: (10:00|9:[45]\d)/);
    expect(screen.getByText(/Held for you for about 10 minutes/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Card or wallet (sandbox)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeTruthy();
    // JazzCash is not configured on this server
    expect(screen.queryByRole('radio', { name: 'JazzCash' })).toBeNull();
  });

  it('bank transfer: shows where to send the money and the proof upload', async () => {
    checkoutAnswers = [pending(10 * 60_000)];
    renderApp(`/checkout/${BOOKING_ID}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    fireEvent.click(screen.getByTestId('pay-button'));
    const box = await screen.findByTestId('bank-instructions');
    expect(box.textContent).toContain('PK00MEZN0001');
    expect(box.textContent).toContain('SFN-123');
    expect(screen.getByLabelText(/Upload the transfer's proof/)).toBeTruthy();
  });

  it('sandbox: Pay goes to the sandbox page; its Pay button completes and the checkout polls to the result', async () => {
    const open = payment();
    const paid = payment({ status: 'succeeded', settledAt: '2026-11-23T10:01:00.000Z', invoiceUrl: `/api/payments/${PAYMENT_ID}/invoice.pdf`, invoiceNumber: 'INV-2026-000042' });
    checkoutAnswers = [
      pending(10 * 60_000),
      pending(10 * 60_000, [open]),
      bookingAs({ id: BOOKING_ID, status: 'confirmed', paymentStatus: 'partially_paid', payable: true, amountPaidInPkr: '55500.00', amountDueNowInPkr: '0.00', balanceDueInPkr: '129500.00', balanceDueAt: '2098-12-18T00:00:00.000Z', holdExpiresAt: null, payments: [paid], refunds: [] }),
    ];
    renderApp(`/checkout/${BOOKING_ID}`);
    fireEvent.click(await screen.findByTestId('pay-button'));

    // the sandbox's hosted page, served by the app
    expect(await screen.findByText(/Sandbox gateway/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay Rs 55,500' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abandon' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(completed).toEqual([{ id: PAYMENT_ID, outcome: 'success' }]));

    // back on the checkout: waiting, then (by polling) the result
    const result = await screen.findByTestId('payment-result');
    await waitFor(() => expect(result.textContent).toMatch(/Payment received: Rs 55,500.*confirmed.*Balance due: Rs 129,500/), { timeout: 8000 });
    expect(result.getAttribute('aria-live')).toBe('polite');
    // the receipts list has the paid attempt's invoice
    expect(screen.getByRole('link', { name: 'Download invoice INV-2026-000042' }).getAttribute('href')).toBe(`/api/payments/${PAYMENT_ID}/invoice.pdf`);
  });
});
