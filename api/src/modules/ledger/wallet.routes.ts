import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../core/errors.js';
import { bodyOf } from '../../rest/body.js';
import type { RestRoute } from '../../rest/facade.js';
import { MAX_TOP_UP_IN_PKR, readAmount, WALLET_MESSAGES } from '../../rules/wallet.js';

// The wallet's REST routes (issue 17): GET /api/wallet and POST /api/wallet/top-ups. A booking is paid from the wallet
// through POST /api/bookings/{id}/payments with {"method": "wallet"} (bookings.routes.ts).

const TOP_UP_METHODS = ['sandbox', 'jazzcash', 'bank_transfer'];
const PAYMENT = 'id bookingId method purpose amountInPkr status reference gatewayTransactionId failureReason expiresAt createdAt settledAt proofSubmittedAt';

// the rules' messages for bad input, rather than GraphQL's enum and scalar coercion errors
function topUpVariables(req: FastifyRequest): Record<string, unknown> {
  const b = bodyOf(req);
  if (typeof b.method !== 'string' || !TOP_UP_METHODS.includes(b.method)) throw new ValidationError(WALLET_MESSAGES.topUpMethod, 'method');
  const read = readAmount(b.amountInPkr, { max: MAX_TOP_UP_IN_PKR });
  if ('error' in read) throw new ValidationError(read.error, 'amountInPkr');
  return { method: b.method, amount: read.amount };
}

type Start = { payment: Record<string, unknown>; redirectUrl: string | null; formPost: unknown; instructions: unknown };
// the payment, with only the way to pay that applies (as POST /api/bookings/{id}/payments answers)
function started(start: Start): Record<string, unknown> {
  const { payment, redirectUrl, formPost, instructions } = start;
  return { ...payment, ...(redirectUrl ? { redirectUrl } : {}), ...(formPost ? { form: formPost } : {}), ...(instructions ? { instructions } : {}) };
}

export const walletRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/wallet',
    document: 'query RestWallet { wallet { balanceInPkr creditLimitInPkr availableInPkr } }',
    respond: (data) => data.wallet,
  },
  {
    method: 'POST',
    url: '/api/wallet/top-ups',
    document: `mutation RestTopUp($method: PaymentMethod!, $amount: Decimal!) {
      topUpWallet(method: $method, amountInPkr: $amount) {
        payment { ${PAYMENT} }
        redirectUrl
        formPost { url fields { name value } }
        instructions { accountTitle bankName iban reference amountInPkr payBy }
      }
    }`,
    variables: topUpVariables,
    respond: (data) => started(data.topUpWallet as Start),
    status: 201,
  },
];
