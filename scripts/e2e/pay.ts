// Pays a booking the way the sandbox checkout page does, for end-to-end tests that need a paid (confirmed) booking
// without driving the checkout screens: POST /api/bookings/{id}/payments {method: sandbox}, then the page's Pay
// button (POST /api/payments/sandbox/{paymentId}/complete), then GET /api/bookings/{id} until the sandbox's signed
// webhook has arrived through the server's job queue.

type Json = Record<string, unknown>;

async function call(url: string, cookie: string, method: 'GET' | 'POST', body?: Json): Promise<Json> {
  const res = await fetch(url, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Pays the booking's next installment (the amount due now, then the balance); resolves with the booking once it shows the payment. */
export async function paySandbox(server: string, cookie: string, bookingId: string, timeoutMs = 15_000): Promise<Json> {
  const before = await call(`${server}/api/bookings/${bookingId}`, cookie, 'GET');
  const started = await call(`${server}/api/bookings/${bookingId}/payments`, cookie, 'POST', { method: 'sandbox' });
  await call(`${server}/api/payments/sandbox/${String(started.id)}/complete`, cookie, 'POST', { outcome: 'success' });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const booking = await call(`${server}/api/bookings/${bookingId}`, cookie, 'GET');
    if (booking.amountPaidInPkr !== before.amountPaidInPkr) return booking;
    if (Date.now() > deadline) throw new Error(`booking ${bookingId} still shows no payment after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
