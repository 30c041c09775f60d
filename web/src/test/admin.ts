// Super admin fixtures for the web tests (agents, payments and refunds, the mail outbox, API keys), shaped like the
// API's answers. Shared by the English tests of each tab and the Urdu dashboard test.
import { graphql, HttpResponse } from 'msw';

type Vars = Record<string, unknown>;

/** A B2B agent's account as the admin's list shows it. */
export const agentAs = (id: string, over: Vars = {}) => ({
  __typename: 'AgentAccount',
  id,
  username: `agent${id}`,
  email: `agent${id}@example.pk`,
  agencyName: `Agency ${id}`,
  walletBalanceInPkr: '-3600.10',
  creditLimitInPkr: '10000.00',
  availableInPkr: '6399.90',
  earningsBalanceInPkr: '0.00',
  commissionPercent: null,
  suspendedAt: null,
  ...over,
});

export const BOOKING_ID = 'a1b2c3d4-0000-4000-8000-0000000000f1';
export const TRANSFER_ID = 'e1b2c3d4-0000-4000-8000-0000000000f3';

/** A payment on BOOKING_ID: a succeeded sandbox advance unless `over` says otherwise. */
export const paymentAs = (id: string, over: Vars = {}) => ({
  __typename: 'Payment',
  id,
  bookingId: BOOKING_ID,
  method: 'sandbox',
  purpose: 'advance',
  status: 'succeeded',
  amountInPkr: '55500.00',
  createdAt: '2026-11-23T10:00:00.000Z',
  settledAt: null,
  failureReason: null,
  reference: null,
  checkoutStatus: null,
  expiresAt: null,
  payerName: 'ayesha',
  invoiceUrl: null,
  invoiceNumber: null,
  proofSubmittedAt: null,
  proofUrl: null,
  booking: { __typename: 'Booking', id: BOOKING_ID, itemName: 'Economy Umrah from Karachi' },
  ...over,
});

/** The bank transfer waiting for the admin's decision, with its proof. */
export const transferAs = (over: Vars = {}) =>
  paymentAs(TRANSFER_ID, { method: 'bank_transfer', purpose: 'balance', status: 'initiated', amountInPkr: '129500.00', reference: 'SFN-9', proofUrl: `/api/payments/${TRANSFER_ID}/proof`, ...over });

/** The transfer as ConfirmBankTransfer / RejectBankTransfer answer: decided (`status`), without proof or booking. */
export const decidedTransferAs = (status: string, over: Vars = {}) => ({ ...transferAs({ status, ...over }), proofSubmittedAt: undefined, proofUrl: undefined, booking: undefined });

/** The admin's payments: a succeeded sandbox advance with its invoice, and the transfer waiting. */
export const adminPayments = [
  paymentAs('e1b2c3d4-0000-4000-8000-0000000000f2', { invoiceUrl: '/api/payments/e1b2c3d4-0000-4000-8000-0000000000f2/invoice.pdf', invoiceNumber: 'INV-2026-000001' }),
  transferAs(),
];

/** AdminPayments answering with adminPayments under the query's method and status filter; `filters` collects it. */
export const adminPaymentsQuery = (filters?: unknown[]) =>
  graphql.query('AdminPayments', ({ variables }) => {
    filters?.push(variables.filter);
    const f = (variables.filter ?? {}) as { method?: string; status?: string };
    const items = adminPayments.filter((p) => (!f.method || p.method === f.method) && (!f.status || p.status === f.status));
    return HttpResponse.json({ data: { payments: { __typename: 'PaymentPage', items, hasMore: false } } });
  });

/** A refund of the first of adminPayments, with its credit note: a succeeded sandbox refund unless `over` says otherwise. */
export const refundAs = (over: Vars = {}) => ({
  __typename: 'Refund',
  id: 'e1b2c3d4-0000-4000-8000-0000000000f4',
  bookingId: BOOKING_ID,
  paymentId: adminPayments[0].id,
  method: 'sandbox',
  reason: 'cancellation',
  status: 'succeeded',
  amountInPkr: '41625.00',
  createdAt: '2026-11-23T11:00:00.000Z',
  settledAt: null,
  reference: null,
  note: null,
  creditNoteUrl: '/api/refunds/e1b2c3d4-0000-4000-8000-0000000000f4/credit-note.pdf',
  creditNoteNumber: 'CRN-2026-000001',
  ...over,
});

/** An e-mail in the outbox: a sent booking confirmation with its voucher unless `over` says otherwise. */
export const mailAs = (id: string, over: Vars = {}) => ({
  __typename: 'MailMessage',
  id,
  toAddress: `t${id}@example.pk`,
  toName: `T ${id}`,
  subject: `Booking confirmed ${id}`,
  textBody: `Assalam o Alaikum,\nyour booking ${id} is confirmed.`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: '2026-11-24T10:00:02.000Z',
  nextAttemptAt: '2026-11-24T10:00:00.000Z',
  transport: 'smtp',
  attachments: [{ __typename: 'MailAttachment', kind: 'voucher', id: `booking-${id}` }],
  ...over,
});

/** The secret CreateApiKey hands out (shown once); its first 16 characters are the key's prefix. */
export const API_KEY_SECRET = `sk_live_ab12cd34${'x'.repeat(43)}`;
export type ApiKeyRow = { id: string; name: string; prefix: string; revokedAt: string | null };
/** An API key as the ApiKeys list and the key mutations answer. */
export const apiKeyAs = (k: ApiKeyRow) => ({
  __typename: 'ApiKey',
  ...k,
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: null,
  budget: { __typename: 'ApiKeyBudget', maximumAvailable: 40000, currentlyAvailable: 38500, restoreRate: 2000, requestLimit: 1200, windowSeconds: 60 },
  user: { __typename: 'User', id: 'u1', username: 'imran' },
});
