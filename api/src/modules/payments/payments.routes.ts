import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../core/context.js';
import { DomainError, ValidationError } from '../../core/errors.js';
import type { AppDeps } from '../../deps.js';
import { bodyOf } from '../../rest/body.js';
import type { DownloadSpec } from '../../rest/download.js';
import type { RestRoute } from '../../rest/facade.js';
import { sendDomainError } from '../../rest/status.js';
import { SANDBOX_MAX_DELAY_SECONDS, SANDBOX_OUTCOMES } from '../../rules/payments.js';
import { proofForDownload } from './checkout.service.js';
import { gatewayNamed } from './gateways/index.js';
import { receivePaymentEvent } from './payments.service.js';

// gateway messages are small; anything bigger is not one
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

// a form a browser posted (a gateway's return to the payer), not a server-to-server notification
function browserFormPost(req: FastifyRequest): boolean {
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' && String(req.headers.accept ?? '').includes('text/html');
}

/**
 * POST /api/payments/webhooks/{gateway}: a gateway telling us what became of a payment. The signature is checked over
 * the raw body first (401, nothing stored, when it fails); the event is then recorded by its id and applied in one
 * transaction. A replay is a 200 that changes nothing, so the gateway stops retrying.
 */
export async function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    // signatures cover the bytes as sent: keep every body as text (JSON webhooks, form-encoded JazzCash posts)
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

    scope.post<{ Params: { gateway: string } }>('/api/payments/webhooks/:gateway', async (req, reply) => {
      const gateway = gatewayNamed(deps.config, req.params.gateway);
      if (!gateway) return reply.code(404).send({ message: 'No such payment gateway', code: 'NOT_FOUND' });
      try {
        const event = gateway.verifyCallback(
          { headers: req.headers, rawBody: typeof req.body === 'string' ? req.body : '', contentType: String(req.headers['content-type'] ?? '') },
          deps.now(),
        );
        const ctx: ServiceContext = { em: deps.orm.em.fork(), viewer: null, now: deps.now, log: req.log, config: deps.config };
        const received = await receivePaymentEvent(ctx, event);
        // JazzCash's return post comes through the payer's browser: back to the checkout page, which shows the result
        if (browserFormPost(req) && received.paymentId) return reply.redirect(`/pay/${received.paymentId}`, 303);
        return reply.code(200).send({ received: true, eventId: received.eventId, replayed: received.replayed });
      } catch (err) {
        if (err instanceof DomainError) return sendDomainError(reply, err);
        throw err;
      }
    });
  });
}

const PAYMENT = `id bookingId method purpose amountInPkr status reference gatewayTransactionId failureReason expiresAt createdAt settledAt
  proofSubmittedAt proofUrl checkoutStatus booking { id type itemName totalPriceInPkr status paymentStatus holdExpiresAt travelDate }`;

function outcomeOf(value: unknown): string {
  if (typeof value === 'string' && (SANDBOX_OUTCOMES as readonly string[]).includes(value)) return value;
  throw new ValidationError(`Outcome must be one of ${SANDBOX_OUTCOMES.join(', ')}`, 'outcome');
}

function delayOf(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SANDBOX_MAX_DELAY_SECONDS) return value;
  throw new ValidationError(`Delay must be a whole number of seconds from 0 to ${SANDBOX_MAX_DELAY_SECONDS}`, 'delaySeconds');
}

const paymentId = (req: FastifyRequest) => (req.params as { id: string }).id;

/** The payments' REST routes: the sandbox checkout page's buttons, and one payment. */
export const paymentRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/payments/sandbox/:id/complete',
    document: `mutation RestSandboxComplete($id: ID!, $outcome: SandboxOutcome!, $delay: Int) {
      completeSandboxPayment(paymentId: $id, outcome: $outcome, delaySeconds: $delay) { outcome payment { id status amountInPkr } }
    }`,
    variables: (req) => ({ id: paymentId(req), outcome: outcomeOf(bodyOf(req).outcome), delay: delayOf(bodyOf(req).delaySeconds) }),
    respond: (data) => {
      const { outcome, payment } = data.completeSandboxPayment as { outcome: string; payment: Record<string, unknown> };
      return { paymentId: payment.id, outcome, status: payment.status, amountInPkr: payment.amountInPkr };
    },
  },
  {
    method: 'GET',
    url: '/api/payments/:id',
    document: `query RestPayment($id: ID!) { payment(id: $id) { ${PAYMENT} } }`,
    variables: (req) => ({ id: paymentId(req) }),
    respond: (data) => data.payment,
  },
];

/** GET /api/payments/:id/proof: a bank transfer's proof, for its payer, the booking's seller or the super admin. */
export const paymentProofDownload: DownloadSpec = {
  url: '/api/payments/:id/proof',
  missing: 'No proof was uploaded for this payment',
  find: async (ctx, id) => {
    const proof = await proofForDownload(ctx, id);
    return { fileName: proof.fileName, contentType: proof.contentType, downloadName: `transfer-proof-${proof.payment.id.slice(0, 8)}` };
  },
};
