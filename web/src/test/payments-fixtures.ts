// Checkout and payment fixtures for the web tests (/checkout, the sandbox's /pay page), shaped like the API's answers.

import { graphql, HttpResponse } from 'msw';
import { bookingAs } from './handlers';

type Vars = Record<string, unknown>;

export const BOOKING_ID = 'a1b2c3d4-0000-4000-8000-0000000000c1';
export const PAYMENT_ID = 'e1b2c3d4-0000-4000-8000-0000000000e1';

export const payment = (over: Vars = {}) => ({
  __typename: 'Payment',
  id: PAYMENT_ID,
  bookingId: BOOKING_ID,
  method: 'sandbox',
  purpose: 'advance',
  status: 'initiated',
  amountInPkr: '55500.00',
  createdAt: '2026-11-23T10:00:00.000Z',
  settledAt: null,
  failureReason: null,
  reference: 'SFN-123',
  checkoutStatus: 'open',
  expiresAt: null,
  payerName: 'ayesha',
  invoiceUrl: null,
  invoiceNumber: null,
  ...over,
});

// a booking held for payment: Rs 55,500 due now, Rs 129,500 later; held for 10 minutes unless told otherwise
export const pendingBooking = (over: Vars = {}) =>
  bookingAs({
    id: BOOKING_ID,
    status: 'pending',
    paymentStatus: 'unpaid',
    payable: true,
    amountPaidInPkr: '0.00',
    amountDueNowInPkr: '55500.00',
    balanceDueInPkr: '129500.00',
    balanceDueAt: '2098-12-18T00:00:00.000Z',
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    payments: [],
    refunds: [],
    ...over,
  });

// the sandbox's page: the open payment above, for the booking above
export const sandboxPaymentHandler = graphql.query('SandboxPayment', () =>
  HttpResponse.json({ data: { payment: { ...payment(), booking: { __typename: 'Booking', id: BOOKING_ID, itemName: 'Economy Umrah from Karachi' } } } }),
);

// where to send a bank transfer for the payment above
export const bankInstructions = (over: Vars = {}) => ({
  __typename: 'BankTransferInstructions',
  bankName: 'Meezan Bank',
  accountTitle: 'Safarnama',
  iban: 'PK00MEZN0001',
  reference: 'SFN-123',
  amountInPkr: '55500.00',
  payBy: null,
  ...over,
});

// the Pay mutation: the payment above started with the chosen method; `next` says where that method goes next
export const payHandler = (next: (method: unknown) => { redirectUrl: string | null; instructions: unknown }) =>
  graphql.mutation('Pay', ({ variables }) =>
    HttpResponse.json({
      data: { pay: { __typename: 'PaymentStart', payment: payment({ method: variables.method }), formPost: null, ...next(variables.method) } },
    }),
  );
