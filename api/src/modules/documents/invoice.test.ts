import { afterAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { addDays, marketToday } from '../../rules/dates.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { payBooking } from '../../test/payments.js';
import { pdfText } from '../../test/pdf.js';
import { addSettlementStep } from '../../test/settlement.js';
import { Booking, BookingType } from '../bookings/booking.entity.js';
import { book, cancelBooking } from '../bookings/bookings.service.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { pay, settleSandboxInProcess } from '../payments/checkout.service.js';
import { Payment, PaymentMethod, PaymentPurpose, PaymentStatus } from '../payments/payment.entity.js';
import type { GatewayEvent } from '../payments/gateways/gateway.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { mailAttachmentRenderer } from '../mail/outbox.js';
import { Invoice } from './invoice.entity.js';
import { renderInvoicePdf } from './invoice.pdf.js';
import { invoiceYear, paymentLines, splitStayTotal } from './invoice.service.js';

// Invoices and credit notes on the real PostgreSQL: numbered per series and year in the transaction that settles the
// payment (or decides the refund), consecutive under 200 payments settling at once, none taken by a rolled-back
// transaction; the PDF read back as text; who may download which.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'invoice-test-secret-0123456789' } });
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const viewerOf = (u: User, role: Viewer['role'] = 'end_user'): Viewer => ({ id: u.id, username: u.username, role });
const ctx = (viewer: Viewer | null) => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, viewer);
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const year = () => invoiceYear(t.deps.now());
const inv = (n: number) => `INV-${year()}-${String(n).padStart(6, '0')}`;

/** A package of `price` a person, paid in full up front, refunded in full on cancellation. */
async function newPackage(price: string, spots: number, ownerId: string | null = null, name = 'Invoice Test Tour'): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers, owner_id)
     values ('invoice-' || gen_random_uuid(), ?, 'A package for the invoice tests.', 'domestic', '3 days', ?, ?, ?, 100,
             '[{"minDaysBefore":0,"refundPercent":100}]', ?) returning id`,
    [name, price, spots, spots, ownerId],
  );
  return row.id;
}

const invoices = (where = '1 = 1', params: unknown[] = []) =>
  sql<Loose>(`select number, series, year, sequence, kind, payment_id, refund_id, total_in_pkr, currency, total_in_currency, buyer, lines from invoice where ${where} order by series, sequence`, params);

const stop: Array<() => void> = [];
afterAll(() => stop.forEach((f) => f()));

describe('invoices for payments', () => {
  let traveller: User;
  let seller: User;
  let paymentId: string;

  it('the first payment gets INV-<year>-000001, the next 000002; the PDF has the number, buyer, line and totals', async () => {
    traveller = await signUp('end_user', 'Ayesha');
    seller = await signUp('b2b_agent', 'Bilal');
    const packageId = await newPackage('12345.50', 10, seller.id, 'Hunza Autumn Tour');
    const first = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 2 });
    const started = await payBooking(t, traveller.cookie, first.id);
    paymentId = String(started.id);
    expect(await invoices()).toMatchObject([{ number: inv(1), series: 'INV', sequence: 1, kind: 'invoice', payment_id: paymentId, total_in_pkr: '24691.00', currency: 'PKR' }]);

    const res = await get(`/api/payments/${paymentId}/invoice.pdf`, traveller.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${inv(1)}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Number: ${inv(1)}`);
    expect(text).toContain('Ayesha Tester');
    expect(text).toContain(traveller.username);
    expect(text).toContain('Payment in full: Hunza Autumn Tour, 2 travellers');
    expect(text).toContain(`#${first.id.slice(0, 8).toUpperCase()}`);
    expect(text).toContain('On behalf of the supplier: Bilal Tester');
    expect(text).toMatch(/Total paid \(PKR\) Rs 24,691\.00/);
    expect(text).toContain('Paid by Sandbox (test payments)');

    const second = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 1 });
    const paid = await payBooking(t, traveller.cookie, second.id);
    const listed = await gql('query($b: ID) { payments(filter: {bookingId: $b}) { items { id invoiceNumber invoiceUrl } } }', { b: second.id }, traveller.cookie);
    expect(listed.data?.payments.items).toEqual([{ id: paid.id, invoiceNumber: inv(2), invoiceUrl: `/api/payments/${String(paid.id)}/invoice.pdf` }]);
  });

  it('downloads: the payer, the selling agent and the super admin; anyone else 404, signed out 401, an unpaid attempt 404', async () => {
    const admin = await signUp('super_admin');
    const stranger = await signUp('end_user');
    const otherAgent = await signUp('b2b_agent');
    expect((await get(`/api/payments/${paymentId}/invoice.pdf`, seller.cookie)).statusCode).toBe(200);
    expect((await get(`/api/payments/${paymentId}/invoice.pdf`, admin.cookie)).statusCode).toBe(200);
    for (const who of [stranger, otherAgent]) {
      const res = await get(`/api/payments/${paymentId}/invoice.pdf`, who.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Payment not found', code: 'NOT_FOUND' });
    }
    expect((await get(`/api/payments/${paymentId}/invoice.pdf`)).statusCode).toBe(401);
    expect((await get('/api/payments/not-a-uuid/invoice.pdf', traveller.cookie)).statusCode).toBe(404);

    const packageId = await newPackage('5000.00', 5);
    const b = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 1 });
    const open = await pay(ctx(viewerOf(traveller)), { bookingId: b.id, method: PaymentMethod.sandbox });
    const res = await get(`/api/payments/${open.payment.id}/invoice.pdf`, traveller.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invoice not found');
    const shown = await gql('query($b: ID) { payments(filter: {bookingId: $b}) { items { invoiceNumber invoiceUrl } } }', { b: b.id }, traveller.cookie);
    expect(shown.data?.payments.items).toEqual([{ invoiceNumber: null, invoiceUrl: null }]);
  });

  it('a payment whose transaction rolls back takes no number: the next one gets the next number', async () => {
    const before = await invoices("series = 'INV'");
    const last = before.length;
    const packageId = await newPackage('1000.00', 5);
    const doomed = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 1 });
    const doomedPay = await pay(ctx(viewerOf(traveller)), { bookingId: doomed.id, method: PaymentMethod.sandbox });
    // a step after the invoice's (it is added after) fails the whole settlement
    const unplug = addSettlementStep({
      name: 'test: fails after the invoice',
      paymentSettled: async (_ctx, change) => {
        if (change.payment.id === doomedPay.payment.id) throw new Error('boom: the settlement fails after the invoice took its number');
      },
    });
    stop.push(unplug);
    await expect(settleSandboxInProcess(ctx(null), doomedPay.payment.id)).rejects.toThrow('boom');
    unplug();
    expect(await invoices("series = 'INV'")).toHaveLength(last);
    const [{ last_number }] = await sql<Loose>("select last_number from invoice_counter where series = 'INV' and year = ?", [year()]);
    expect(last_number).toBe(last);

    const next = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 1 });
    const nextPaid = await payBooking(t, traveller.cookie, next.id);
    expect((await invoices('payment_id = ?', [nextPaid.id]))[0].number).toBe(inv(last + 1));
  });

  it('a refund gets a credit note CRN-<year>-000001 crediting the invoice; its PDF for the traveller, 404 for others', async () => {
    const packageId = await newPackage('8000.00', 5);
    const b = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 1 });
    const paid = await payBooking(t, traveller.cookie, b.id);
    const [invoice] = await invoices('payment_id = ?', [paid.id]);
    await cancelBooking(ctx(viewerOf(traveller)), b.id);
    const [refund] = await sql<Loose>('select id from payment_refund where booking_id = ?', [b.id]);
    const [note] = await invoices('refund_id = ?', [refund.id]);
    expect(note).toMatchObject({ number: `CRN-${year()}-000001`, kind: 'credit_note', total_in_pkr: '8000.00' });

    const res = await get(`/api/refunds/${refund.id}/credit-note.pdf`, traveller.cookie);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Credit note`);
    expect(text).toContain(`CRN-${year()}-000001`);
    expect(text).toContain(`credits ${invoice.number}`);
    expect(text).toMatch(/Total credited \(PKR\) Rs 8,000\.00/);
    expect((await get(`/api/refunds/${refund.id}/credit-note.pdf`, (await signUp('end_user')).cookie)).statusCode).toBe(404);
    const listed = await gql('query($b: ID) { refunds(filter: {bookingId: $b}) { items { creditNoteNumber creditNoteUrl } } }', { b: b.id }, traveller.cookie);
    expect(listed.data?.refunds.items).toEqual([{ creditNoteNumber: `CRN-${year()}-000001`, creditNoteUrl: `/api/refunds/${String(refund.id)}/credit-note.pdf` }]);
  });

  it('money arriving after the booking was cancelled: its receipt, then the credit note of its refund, in one transaction', async () => {
    const packageId = await newPackage('3000.00', 5);
    const b = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 1 });
    const started = await pay(ctx(viewerOf(traveller)), { bookingId: b.id, method: PaymentMethod.sandbox });
    await cancelBooking(ctx(viewerOf(traveller)), b.id);
    await settleSandboxInProcess(ctx(null), started.payment.id);
    const [refund] = await sql<Loose>("select id, reason from payment_refund where payment_id = ?", [started.payment.id]);
    expect(refund.reason).toBe('late_payment');
    const [receipt] = await invoices('payment_id = ?', [started.payment.id]);
    const [note] = await invoices('refund_id = ?', [refund.id]);
    expect(receipt).toMatchObject({ kind: 'invoice', total_in_pkr: '3000.00' });
    expect(note).toMatchObject({ kind: 'credit_note', total_in_pkr: '3000.00' });
    expect(receipt.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(note.number).toMatch(/^CRN-\d{4}-\d{6}$/);
    expect(note.lines[0].description).toMatch(/^Refund of a payment that arrived after the booking had expired or been cancelled/);
    const text = await pdfText((await get(`/api/refunds/${String(refund.id)}/credit-note.pdf`, traveller.cookie)).rawPayload);
    expect(text).toContain(`credits ${String(receipt.number)}`);
  });

  it("the mail attachment kind 'invoice' renders a payment's receipt; none for an unpaid attempt", async () => {
    const render = mailAttachmentRenderer('invoice');
    expect(render).toBeDefined();
    const file = await render?.(ctx(null), paymentId);
    expect(file).toMatchObject({ filename: `${inv(1)}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(file?.content as Buffer)).toContain(`Number: ${inv(1)}`);
    const packageId = await newPackage('2000.00', 5);
    const b = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 1 });
    const open = await pay(ctx(viewerOf(traveller)), { bookingId: b.id, method: PaymentMethod.sandbox });
    expect(await render?.(ctx(null), open.payment.id)).toBeNull();
    expect(await render?.(ctx(null), 'not-a-uuid')).toBeNull();
  });

  it('the currency the customer saw: the total in it beside the PKR total', async () => {
    const packageId = await newPackage('27800.00', 5);
    const b = await book(ctx(viewerOf(traveller)), { type: 'package', packageId, passengerCount: 1, currency: 'USD' } as Loose);
    const [{ currency, currency_rate: rate }] = await sql<Loose>('select currency, currency_rate from booking where id = ?', [b.id]);
    expect(currency).toBe('USD');
    const paid = await payBooking(t, traveller.cookie, b.id);
    const [invoice] = await invoices('payment_id = ?', [paid.id]);
    expect(invoice.currency).toBe('USD');
    const expected = (Math.round(27800 * Number(rate) * 100) / 100).toFixed(2);
    expect(invoice.total_in_currency).toBe(expected);
    const text = await pdfText((await get(`/api/payments/${String(paid.id)}/invoice.pdf`, traveller.cookie)).rawPayload);
    expect(text).toContain(`Total in USD`);
    expect(text).toContain(`$${Number(expected).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });
});

describe('who buys', () => {
  it("an agent paying its customer's booking from the wallet is the buyer, the customer named; a top-up is a receipt too", async () => {
    const agent = await signUp('b2b_agent', 'Kamran');
    const admin = await signUp('super_admin');
    const set = await gql('mutation($a: ID!) { setAgentCreditLimit(agentId: $a, amountInPkr: "50000") { availableInPkr } }', { a: agent.id }, admin.cookie);
    expect(set.errors).toBeUndefined();
    const packageId = await newPackage('20000.00', 5);
    const b = await book(ctx(viewerOf(agent, 'b2b_agent')), {
      type: 'package',
      packageId,
      passengerCount: 1,
      customer: { leadName: 'Zainab Qureshi', phone: '+92 300 1234567', email: 'zainab@example.pk', passengers: [{ name: 'Zainab Qureshi', passportNumber: 'AB1234567' }], markupInPkr: '1500' },
    } as Loose);
    const paid = await pay(ctx(viewerOf(agent, 'b2b_agent')), { bookingId: b.id, method: PaymentMethod.wallet });
    const res = await get(`/api/payments/${paid.payment.id}/invoice.pdf`, agent.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Kamran Tester');
    expect(text).toContain('For the customer: Zainab Qureshi');
    // the agent pays the net price: the customer's selling price is the agent's business
    expect(text).toMatch(/Total paid \(PKR\) Rs 20,000\.00/);
    expect(text).toContain('Paid by Wallet');

    const topUp = await t.app.inject({ method: 'POST', url: '/api/wallet/top-ups', headers: { cookie: agent.cookie }, payload: { method: 'sandbox', amountInPkr: '7500.25' } });
    expect(topUp.statusCode, topUp.body).toBe(201);
    await settleSandboxInProcess(ctx(null), topUp.json().id);
    const receipt = await pdfText((await get(`/api/payments/${String(topUp.json().id)}/invoice.pdf`, agent.cookie)).rawPayload);
    expect(receipt).toContain('Wallet top-up by Sandbox (test payments)');
    expect(receipt).toMatch(/Total paid \(PKR\) Rs 7,500\.25/);
  });
});

describe('tax lines', () => {
  it('a stay paid in full shows the 16 % sales tax its total includes; a package shows none', async () => {
    expect(splitStayTotal('11600.00')).toEqual({ subtotal: '10000.00', tax: '1600.00' });
    // 3 nights at Rs 7,333.33: subtotal 21,999.99, tax 3,520.00 (rounded), total 25,519.99
    expect(splitStayTotal('25519.99')).toEqual({ subtotal: '21999.99', tax: '3520.00' });
    const stay = Object.assign(new Booking(), {
      id: '11111111-2222-3333-4444-555555555555', type: BookingType.hotel, itemName: 'Hilton Makkah', roomType: 'Deluxe', roomCount: 1,
      checkInDate: '2027-01-10', checkOutDate: '2027-01-13', passengerCount: 2, totalPriceInPkr: '25519.99',
    });
    const payment = Object.assign(new Payment(), { id: 'p', amountInPkr: '25519.99', purpose: PaymentPurpose.full, status: PaymentStatus.succeeded, method: PaymentMethod.sandbox, surplus: false });
    const lines = paymentLines(payment, stay);
    expect(lines).toEqual([
      { kind: 'item', description: 'Payment in full: Hilton Makkah: Deluxe 1 room × 3 nights, 2027-01-10 to 2027-01-13 (booking #11111111)', quantity: 1, unitPriceInPkr: '21999.99', amountInPkr: '21999.99' },
      { kind: 'tax', description: 'Sales tax on hotel services, 16 % of Rs 21,999.99', quantity: 1, unitPriceInPkr: '3520.00', amountInPkr: '3520.00', taxRate: '0.16' },
    ]);
    const invoice = Object.assign(new Invoice(), {
      number: 'INV-2027-000042', kind: 'invoice', lines, subtotalInPkr: '21999.99', taxInPkr: '3520.00', totalInPkr: '25519.99', currency: 'PKR', currencyRate: '1',
      totalInCurrency: '25519.99', issuedAt: new Date('2027-01-01T10:00:00Z'), buyer: { name: 'Sana Tester' }, seller: { name: 'Safarnama' },
    });
    const text = await pdfText(await renderInvoicePdf(invoice, { method: 'Sandbox', reference: null, bookingReference: '11111111' }, new Date()));
    expect(text).toContain('Sales tax on hotel services, 16 %');
    expect(text).toMatch(/Subtotal Rs 21,999\.99 Tax Rs 3,520\.00 Total paid \(PKR\) Rs 25,519\.99/);
    // a package's price has no tax in the rules: no tax line
    const tour = Object.assign(new Booking(), { id: stay.id, type: BookingType.package, itemName: 'Umrah', passengerCount: 1, totalPriceInPkr: '11600.00' });
    expect(paymentLines(Object.assign(payment, { amountInPkr: '11600.00' }), tour).map((l) => l.kind)).toEqual(['item']);
  });
});

describe('a hotel stay, end to end', () => {
  it('booked and paid in full: its invoice shows the subtotal and the 16 % sales tax its total includes', async () => {
    const today = marketToday(t.deps.now());
    await seedCatalogue(t.db.orm, fixtureCatalogue, today);
    const [hotel] = await sql<Loose>("select id from hotel where slug = 'makkah-clock-tower'");
    const guest = await signUp('end_user', 'Sana');
    const stay = { checkInDate: addDays(today, 20), checkOutDate: addDays(today, 23), roomCount: 1, guestCount: 2, roomType: 'Deluxe' };
    const res = await t.app.inject({ method: 'POST', url: `/api/hotels/${String(hotel.id)}/book`, headers: { cookie: guest.cookie }, payload: stay });
    expect(res.statusCode, res.body).toBe(201);
    // 62,000 × 3 nights × 1 room = 186,000 + 16 % = 215,760 (the search's breakdown)
    expect(res.json().totalPriceInPkr).toBe('215760.00');
    const paid = await payBooking(t, guest.cookie, res.json().id);
    const [invoice] = await sql<Loose>('select subtotal_in_pkr, tax_in_pkr, total_in_pkr, lines from invoice where payment_id = ?', [paid.id]);
    expect(invoice).toMatchObject({ subtotal_in_pkr: '186000.00', tax_in_pkr: '29760.00', total_in_pkr: '215760.00' });
    expect(invoice.lines.map((l: Loose) => [l.kind, l.amountInPkr])).toEqual([['item', '186000.00'], ['tax', '29760.00']]);
    const text = await pdfText((await get(`/api/payments/${String(paid.id)}/invoice.pdf`, guest.cookie)).rawPayload);
    expect(text).toContain('Deluxe 1 room × 3 nights');
    expect(text).toContain('Sales tax on hotel services, 16 % of Rs 186,000.00');
    expect(text).toMatch(/Subtotal Rs 186,000\.00 Tax Rs 29,760\.00 Total paid \(PKR\) Rs 215,760\.00/);
  });
});

describe('200 payments settling at once', () => {
  it('get 200 invoices numbered consecutively: no gaps, no duplicates', async () => {
    const N = 200;
    const payers = await Promise.all(Array.from({ length: 10 }, () => signUp('end_user')));
    const packageId = await newPackage('999.99', N);
    const payments: string[] = [];
    for (let i = 0; i < N; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, N - i) }, async (_, k) => {
          const who = viewerOf(payers[(i + k) % payers.length]);
          const b = await book(ctx(who), { type: 'package', packageId, passengerCount: 1 });
          return (await pay(ctx(who), { bookingId: b.id, method: PaymentMethod.sandbox })).payment.id;
        }),
      );
      payments.push(...batch);
    }
    // the sandbox's side first (its checkout page's Pay), keeping each signed webhook; then all 200 delivered at once
    const sandbox = paymentGateways(t.deps.config).sandbox;
    const events: GatewayEvent[] = [];
    for (const id of payments) {
      const [{ gateway_reference: reference }] = await sql<Loose>('select gateway_reference from payment where id = ?', [id]);
      const { body } = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(null), em }, reference, 'success'));
      events.push(sandbox.eventOf(body ?? ''));
    }
    const [{ max }] = await sql<Loose>("select coalesce(max(sequence), 0) as max from invoice where series = 'INV' and year = ?", [year()]);
    // 200 transactions at once queue for the pool's 10 connections (5 s to get one): a delivery that got none is
    // delivered again, as a gateway retries a webhook answered 503; applying an event is exactly-once by its id
    let retries = 0;
    const deliver = async (event: GatewayEvent): Promise<unknown> => {
      try {
        return await receivePaymentEvent(ctx(null), event);
      } catch (err) {
        if (!(err instanceof Error && err.name === 'KnexTimeoutError')) throw err;
        retries++;
        return deliver(event);
      }
    };
    const started = performance.now();
    const results = await Promise.allSettled(events.map(deliver));
    const ms = performance.now() - started;
    console.log(`200 concurrent payments settled with their invoices in ${Math.round(ms)} ms (${retries} deliveries retried for want of a pooled connection)`);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    const rows = await sql<Loose>('select sequence, number, payment_id from invoice where payment_id = any(?::uuid[]) order by sequence', [`{${payments.join(',')}}`]);
    expect(rows).toHaveLength(N);
    expect(new Set(rows.map((r: Loose) => r.payment_id)).size).toBe(N);
    expect(rows.map((r: Loose) => r.sequence)).toEqual(Array.from({ length: N }, (_, i) => Number(max) + 1 + i));
    expect(rows.map((r: Loose) => r.number)).toEqual(rows.map((r: Loose) => inv(r.sequence)));
    const [{ last_number }] = await sql<Loose>("select last_number from invoice_counter where series = 'INV' and year = ?", [year()]);
    expect(last_number).toBe(Number(max) + N);
    const succeeded = await sql<Loose>("select count(*)::int as n from payment where id = any(?::uuid[]) and status = 'succeeded'", [`{${payments.join(',')}}`]);
    expect(succeeded[0].n).toBe(N);
  }, 180_000);
});
