import type { TestApp } from './app.js';

/**
 * Pays a booking's next installment (its amount due now, then its balance) the way a traveller does, for tests that
 * need a paid booking: POST /api/bookings/{id}/payments with the sandbox, then Pay on the sandbox checkout
 * (POST /api/payments/sandbox/{paymentId}/complete). A test app runs no job queue, so the sandbox's webhook event is
 * applied within that request. Answers the started payment as REST gave it.
 */
export async function payBooking(t: TestApp, cookie: string, bookingId: string, outcome: 'success' | 'failure' = 'success'): Promise<Record<string, unknown>> {
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/payments`, headers: { cookie }, payload: { method: 'sandbox' } });
  if (res.statusCode !== 201) throw new Error(`pay ${bookingId}: ${res.statusCode} ${res.body}`);
  const started = res.json() as Record<string, unknown>;
  const done = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${String(started.id)}/complete`, headers: { cookie }, payload: { outcome } });
  if (done.statusCode !== 200) throw new Error(`sandbox ${String(started.id)}: ${done.statusCode} ${done.body}`);
  return started;
}
