import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context.js';
import type { AppDeps } from '../../deps.js';
import { lockBooking } from '../bookings/locks.js';
import { AirlineProviderError } from './airline.js';
import { airlineOf } from './airlines.js';
import { recordChanges } from './changes.js';
import { type DuffelEvent, parseDuffelEvent, verifyDuffelSignature } from './duffel.js';
import { FlightOrder } from './flight-order.entity.js';
import { issueTickets } from './ticketing.js';

// Duffel's webhooks (issue 35): POST /api/flights/webhooks/duffel, signed with X-Duffel-Signature over the raw body
// (401, nothing applied, when it does not verify). Each event is applied once by its id (a redelivery is a 200 that
// changes nothing): an order confirmed after a 202 finishes its ticketing; one that failed is refunded; an
// airline-initiated change is read from the order and announced; other events are recorded and acknowledged.

const BODY_LIMIT = 256 * 1024;

/** Applies one verified event; true when it was new. */
export async function applyDuffelEvent(ctx: ServiceContext, event: DuffelEvent): Promise<boolean> {
  const fresh = await ctx.em.execute<{ event_id: string }[]>(
    `insert into airline_event (provider, event_id, type, received_at) values ('duffel', ?, ?, ?) on conflict do nothing returning event_id`,
    [event.id, event.type.slice(0, 100), ctx.now()],
  );
  if (!fresh.length) return false;
  const order = event.reference
    ? await ctx.em.findOne(FlightOrder, { id: event.reference })
    : event.orderId
      ? await ctx.em.findOne(FlightOrder, { provider: 'duffel', providerOrderId: event.orderId })
      : null;
  if (!order) return true;
  if (event.type === 'order.created' || event.type === 'order.creation_failed' || event.type === 'air.payment.succeeded') {
    if (order.status === 'ticketing') await issueTickets(ctx, order.id);
    return true;
  }
  if ((event.type === 'order.airline_initiated_change_detected' || event.type === 'air.order.changed') && order.providerOrderId) {
    const airline = await airlineOf(ctx).getOrder(order.providerOrderId, ctx.now());
    await ctx.em.transactional(async (tx) => {
      await lockBooking(tx, order.booking.id);
      const locked = await tx.findOneOrFail(FlightOrder, { id: order.id }, { refresh: true });
      await recordChanges({ ...ctx, em: tx }, locked, airline);
    });
  }
  return true;
}

export async function registerDuffelWebhook(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.post('/api/flights/webhooks/duffel', async (req, reply) => {
      const secret = deps.config.flights.duffel?.webhookSecret;
      if (!secret) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      const raw = typeof req.body === 'string' ? req.body : '';
      const header = req.headers['x-duffel-signature'];
      if (!verifyDuffelSignature(raw, typeof header === 'string' ? header : undefined, secret)) {
        return reply.code(401).send({ message: 'Invalid signature', code: 'UNAUTHENTICATED' });
      }
      let event: DuffelEvent | null;
      try {
        event = parseDuffelEvent(JSON.parse(raw));
      } catch {
        event = null;
      }
      if (!event) return reply.code(400).send({ message: 'Not a Duffel event', code: 'BAD_USER_INPUT' });
      const ctx: ServiceContext = { em: deps.orm.em.fork(), viewer: null, now: deps.now, log: req.log, config: deps.config };
      try {
        const applied = await applyDuffelEvent(ctx, event);
        return reply.code(200).send({ received: true, replayed: !applied });
      } catch (err) {
        // the airline did not answer our follow-up read: a 503 makes Duffel deliver the event again later
        if (err instanceof AirlineProviderError) {
          await ctx.em.execute(`delete from airline_event where provider = 'duffel' and event_id = ?`, [event.id]);
          return reply.code(503).send({ message: 'Try again later', code: 'SERVICE_UNAVAILABLE' });
        }
        throw err;
      }
    });
  });
}
