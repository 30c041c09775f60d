import type { FastifyRequest } from 'fastify';
import { bodyOf } from '../../rest/body.js';
import type { RestRoute } from '../../rest/facade.js';

// GET /api/payouts (the admin's all, or an agent's own; ?status, ?limit, ?offset) and POST /api/payouts {amountInPkr,
// bankAccount} (an agent's request; 201).

const PAYOUT = 'id agentId agentUsername amountInPkr status bankAccount transferReference reason requestedAt decidedAt';
const queryOf = (req: FastifyRequest) => (req.query ?? {}) as Record<string, string | undefined>;
const intOf = (value: string | undefined) => (value === undefined || value === '' ? undefined : /^\d{1,9}$/.test(value) ? Number(value) : value);

export const payoutRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/payouts',
    document: `query RestPayouts($status: PayoutStatus, $pagination: PaginationInput) {
      payouts(status: $status, pagination: $pagination) { items { ${PAYOUT} } hasMore limit offset }
    }`,
    variables: (req) => {
      const q = queryOf(req);
      return { status: q.status || undefined, pagination: { limit: intOf(q.limit), offset: intOf(q.offset) } };
    },
    respond: (data) => data.payouts,
  },
  {
    method: 'POST',
    url: '/api/payouts',
    document: `mutation RestRequestPayout($amount: Decimal!, $bankAccount: String!) {
      requestPayout(amountInPkr: $amount, bankAccount: $bankAccount) { ${PAYOUT} }
    }`,
    variables: (req) => {
      const body = bodyOf(req);
      return { amount: body.amountInPkr, bankAccount: body.bankAccount };
    },
    respond: (data) => data.requestPayout,
    status: 201,
  },
];
