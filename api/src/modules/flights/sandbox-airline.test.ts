import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors.js';
import { createTestDb, type TestDb } from '../../test/db.js';
import { generateOffers } from '../travel/sandbox-offers.js';
import {
  AirlineRefusedError, type AirOffer, type AirOrder, AirNotFoundError, type AirSearchQuery, FareSoldOutError,
  InvalidOrderStateError, OfferGoneError, type OrderPassengerInput, PriceChangedError, QuoteExpiredError,
} from './airline.js';
import { SandboxAirline } from './sandbox-airline.js';
import { baggageFor, decodeOfferId, encodeOfferId } from './sandbox-airline-offers.js';

// The offline sandbox airline on the real PostgreSQL: offers decoded from their ids, the scenarios fixed by route,
// and its orders' states (hold, pay, cancel through a quote, airline changes), one payment ticketing a hold once.

const NOW = new Date('2026-12-01T10:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
let db: TestDb;
let airline: SandboxAirline;

beforeAll(async () => {
  db = await createTestDb({ poolMax: 10 });
  airline = new SandboxAirline({ knex: () => db.orm.em.getConnection().getKnex(), supplierTimeoutMs: 5 });
});
afterAll(async () => {
  await db?.close();
});

const query = (over: Partial<AirSearchQuery> = {}): AirSearchQuery => ({
  origin: 'KHI',
  destination: 'DXB',
  departureDate: '2027-01-15',
  adults: 1,
  children: 0,
  infants: 0,
  tripClass: 'Y',
  ...over,
});
const search = async (over: Partial<AirSearchQuery> = {}, now = NOW) => (await airline.search(query(over), now)).offers;
const share = (o: { totalPkr: string }, p: number) => Math.round(Number(o.totalPkr) * p).toFixed(2);
const byOwner = (offers: AirOffer[], code: string) => offers.find((o) => o.owner.code === code)!;
const passengersFor = (offer: AirOffer): OrderPassengerInput[] =>
  offer.passengers.map((p, i) => ({
    type: p.type,
    title: 'mr',
    givenName: `Given${i}`,
    familyName: 'Khan',
    gender: 'm',
    bornOn: p.type === 'infant' ? '2026-01-01' : p.type === 'child' ? '2018-01-01' : '1980-01-01',
    passportNumber: `AB${1000000 + i}`,
    passportCountry: 'PK',
    passportExpiresOn: '2030-01-01',
    nationality: 'PK',
  }));
const order = (offer: AirOffer, type: 'instant' | 'hold', now = NOW, over: { totalPkr?: string; reference?: string } = {}) =>
  airline.createOrder(
    {
      offerId: offer.id,
      type,
      totalPkr: over.totalPkr ?? offer.totalPkr,
      passengers: passengersFor(offer),
      contact: { email: 'a@example.com', phone: '+923001234567' },
      reference: over.reference ?? crypto.randomUUID(),
    },
    now,
  );
const rowOf = (id: string) => db.orm.em.getConnection().getKnex()('sandbox_airline_order').where({ id }).first();
const priceChangedTo = async (p: Promise<unknown>, total: string) => {
  await rejects(p, PriceChangedError);
  await expect(p).rejects.toMatchObject({ newTotalPkr: total });
};
const quoteFor = (o: AirOrder, now = NOW) => airline.quoteCancellation(o.providerOrderId, now);
const rejects = (p: Promise<unknown>, cls: new (...args: never[]) => Error, message?: string) =>
  message ? expect(p).rejects.toThrow(new cls(...([message] as never[]))) : expect(p).rejects.toBeInstanceOf(cls);

describe('offers', () => {
  it('maps the generated offers: totals, flights, passengers, owner, conditions, baggage, holds', async () => {
    const party = { adults: 2, children: 1, infants: 1 };
    const offers = await search(party);
    const generated = generateOffers({ ...query(party), now: NOW });
    expect(offers.map((o) => o.totalPkr)).toEqual(generated.map((g) => g.price));
    expect(offers.map((o) => o.slices[0].segments.map((s) => s.flightNumber))).toEqual(generated.map((g) => g.segments.map((s) => s.flight_number)));
    for (const o of offers) {
      expect(o).toMatchObject({ provider: 'sandbox', expiresAt: at(30 * MIN).toISOString() });
      expect(o.id).toMatch(/^sbxa\.[A-Za-z0-9_-]+\.[0-9a-z]+$/);
      expect(o.passengers.map((p) => `${p.id}:${p.type}`)).toEqual(['sbxp_1:adult', 'sbxp_2:adult', 'sbxp_3:child', 'sbxp_4:infant']);
      expect(o.slices).toHaveLength(1);
      const [slice] = o.slices;
      expect(o.owner).toEqual({ code: slice.segments[0].carrier, name: slice.segments[0].carrierName });
      expect([slice.origin, slice.destination]).toEqual(['KHI', 'DXB']);
      expect(slice.durationMinutes).toBe((Date.parse(slice.segments.at(-1)!.arrivingAt) - Date.parse(slice.segments[0].departingAt)) / MIN);
      for (const s of slice.segments) expect(s.baggage.carryOnPieces).toBe(1);
    }
    // KHI → DXB: AirSial (PF), Oman Air (WY), Fly Jinnah (9P), Airblue (PA)
    expect(offers.map((o) => o.owner.code)).toEqual(['PF', 'WY', '9P', 'PA']);
    const [pf, wy, jinnah] = offers;
    expect(pf.conditions).toEqual({ refundable: true, refundPenaltyPkr: share(pf, 0.15), changeable: true, changePenaltyPkr: '15000.00' });
    expect(jinnah.conditions).toEqual({ refundable: false, refundPenaltyPkr: null, changeable: true, changePenaltyPkr: '22500.00' });
    expect(pf.slices[0].segments[0].baggage).toEqual({ checkedPieces: 1, checkedKg: 25, carryOnPieces: 1 });
    expect(wy.slices[0].segments.map((s) => s.baggage.checkedKg)).toEqual([30, 30]);
    expect(baggageFor('PK', 'Y', 'infant')).toEqual({ checkedPieces: 0, checkedKg: null, carryOnPieces: 1 });
    // Pakistani carriers hold for 24 hours; the Gulf carrier sells instantly
    expect(offers.map((o) => o.holdable)).toEqual([true, false, true, true]);
    expect(pf.paymentRequiredBy).toBe(at(24 * HOUR).toISOString());
    expect(wy.paymentRequiredBy).toBeNull();
  });

  it('splits a return trip into two slices and prices business higher with cheaper refunds', async () => {
    const [offer] = await search({ origin: 'LHE', destination: 'JED', returnDate: '2027-01-29', tripClass: 'C' });
    expect(offer.slices.map((s) => `${s.origin}-${s.destination}`)).toEqual(['LHE-JED', 'JED-LHE']);
    expect(offer.slices.flatMap((s) => s.segments.map((g) => g.flightNumber))).toEqual(['GF 325', 'GF 576', 'GF 577', 'GF 324']);
    expect(offer.conditions).toEqual({ refundable: true, refundPenaltyPkr: share(offer, 0.05), changeable: true, changePenaltyPkr: '0.00' });
    expect(offer.slices[1].segments[0].baggage).toEqual({ checkedPieces: 2, checkedKg: 32, carryOnPieces: 1 });
  });

  it('prices an offer again from its id alone, until 30 minutes after the search', async () => {
    const [offer] = await search();
    expect(await airline.price(offer.id, NOW)).toEqual({ offer, priceChanged: false, previousTotalPkr: null });
    const later = await airline.price(offer.id, at(30 * MIN));
    expect(later.offer).toEqual({ ...offer, paymentRequiredBy: at(30 * MIN + 24 * HOUR).toISOString() });
    await rejects(airline.price(offer.id, at(30 * MIN + 1)), OfferGoneError);
    await rejects(order(offer, 'instant', at(31 * MIN)), OfferGoneError);
  });

  it('refuses a tampered or malformed id as gone', async () => {
    const [offer] = await search();
    const [, payload, check] = offer.id.split('.');
    const d = decodeOfferId(offer.id);
    expect(d).toEqual({
      search: { origin: 'KHI', destination: 'DXB', departureDate: '2027-01-15', returnDate: null, adults: 1, children: 0, infants: 0, tripClass: 'Y' },
      index: 0,
      searchedAt: NOW.getTime() / 1000,
    });
    const forged = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('"KHI"', '"LHE"')).toString('base64url');
    const ids = [
      `sbxa.${forged}.${check}`,
      `sbxa.${payload}.${check}x`,
      `sbxa.${payload}`,
      `sbxb.${payload}.${check}`,
      `sbxa.${payload}A.${check}`,
      'sbxa..',
      'nonsense',
      '',
      // well formed, but no such offer or search
      encodeOfferId({ ...d, index: 99 }),
      encodeOfferId({ ...d, search: { ...d.search, origin: 'ZZZ' } }),
      encodeOfferId({ ...d, search: { ...d.search, infants: 2 } }),
    ];
    for (const id of ids) await rejects(airline.price(id, NOW), OfferGoneError);
    // a later search moment is a valid id with its own expiry
    expect((await airline.price(encodeOfferId({ ...d, searchedAt: d.searchedAt + 600 }), at(35 * MIN))).offer.totalPkr).toBe(offer.totalPkr);
  });

  it('refuses a bad search as bad input', async () => {
    await rejects(airline.search(query({ origin: 'ZZZ' }), NOW), ValidationError);
    await rejects(airline.search(query({ departureDate: '15/01/2027' }), NOW), ValidationError);
  });
});

describe('route scenarios', () => {
  it('LHE → JED: every offer holdable, paid by the earlier of 24 h on and 72 h before departure', async () => {
    expect((await search({ origin: 'LHE', destination: 'JED' })).every((o) => o.holdable)).toBe(true);
    // three days ahead: some departures are less than 72 hours away
    const soon = await search({ origin: 'LHE', destination: 'JED', departureDate: '2026-12-04' });
    for (const o of soon) {
      const by = Math.min(NOW.getTime() + 24 * HOUR, Date.parse(o.slices[0].segments[0].departingAt) - 72 * HOUR);
      expect(o.paymentRequiredBy).toBe(by > NOW.getTime() ? new Date(by).toISOString() : null);
      expect(o.holdable).toBe(by > NOW.getTime());
    }
    expect(soon.some((o) => o.holdable) && soon.some((o) => !o.holdable)).toBe(true);
    const short = soon.find((o) => o.holdable && o.paymentRequiredBy! < at(24 * HOUR).toISOString())!;
    const held = await order(short, 'hold');
    expect(held).toMatchObject({ status: 'held', paymentRequiredBy: short.paymentRequiredBy, tickets: [] });
    await rejects(order(soon.find((o) => !o.holdable)!, 'hold'), InvalidOrderStateError);
  });

  it('ISB → DXB: instant only', async () => {
    const offers = await search({ origin: 'ISB', destination: 'DXB' });
    expect(offers.map((o) => [o.holdable, o.paymentRequiredBy])).toEqual(offers.map(() => [false, null]));
    const pk = byOwner(offers, 'PK');
    await rejects(order(pk, 'hold'), InvalidOrderStateError, 'This fare must be paid at once; it cannot be held');
    expect((await order(pk, 'instant')).status).toBe('ticketed');
  });

  it('KHI → IST: priced again 7 % dearer, ordered only at the new total', async () => {
    const [offer] = await search({ origin: 'KHI', destination: 'IST', adults: 2 });
    const priced = await airline.price(offer.id, NOW);
    const dearer = share(offer, 1.07);
    expect(priced).toMatchObject({ priceChanged: true, previousTotalPkr: offer.totalPkr, offer: { id: offer.id, totalPkr: dearer } });
    expect(priced.offer.conditions.refundPenaltyPkr).toBe(share({ totalPkr: dearer }, 0.15));
    await priceChangedTo(order(offer, 'instant'), dearer);
    expect((await order(priced.offer, 'instant')).totalPkr).toBe(dearer);
  });

  it('PEW → RUH: the fare sells out when ordered', async () => {
    const [offer] = await search({ origin: 'PEW', destination: 'RUH' });
    expect((await airline.price(offer.id, NOW)).priceChanged).toBe(false);
    await rejects(order(offer, 'instant'), FareSoldOutError);
    await rejects(order(offer, 'hold'), FareSoldOutError);
  });

  it('MUX → DOH: the airline times out; the search answers no offers with a notice', async () => {
    expect(await airline.search(query({ origin: 'MUX', destination: 'DOH' }), NOW)).toEqual({
      offers: [],
      notice: 'The airline did not answer in time; please search again',
    });
    const started = Date.now();
    const result = await new SandboxAirline({ knex: () => db.orm.em.getConnection().getKnex() }).search(query({ origin: 'MUX', destination: 'DOH' }), NOW);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.offers).toEqual([]);
    expect(result.notice).toMatch(/did not answer in time/);
  });

  it('any other route: only the Pakistani carriers hold', async () => {
    for (const o of [...(await search({ origin: 'KHI', destination: 'JED' })), ...(await search({ origin: 'PEW', destination: 'RUH' }))]) {
      expect(o.holdable).toBe(['PK', 'PA', 'ER', '9P', 'PF'].includes(o.owner.code));
    }
    await rejects(order(byOwner(await search(), 'WY'), 'hold'), InvalidOrderStateError);
  });
});

describe('orders', () => {
  it('instant: ticketed at once, one 13-digit ticket per passenger with the carrier prefix', async () => {
    const offer = byOwner(await search({ adults: 2, infants: 1 }), 'PA');
    const created = await order(offer, 'instant');
    expect(created).toMatchObject({ status: 'ticketed', totalPkr: offer.totalPkr, paymentRequiredBy: null, slices: offer.slices, changes: [] });
    expect(created.providerOrderId).toMatch(/^sbxo_\w+$/);
    expect(created.bookingReference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(created.tickets.map((t) => t.passengerIndex)).toEqual([0, 1, 2]);
    for (const t of created.tickets) expect(t.number).toMatch(/^785\d{10}$/);
    expect(await airline.getOrder(created.providerOrderId, NOW)).toEqual(created);
    const row = await rowOf(created.providerOrderId);
    expect(row.passengers.map((p: { id: string; type: string }) => `${p.id}:${p.type}`)).toEqual(['sbxp_1:adult', 'sbxp_2:adult', 'sbxp_3:infant']);
    // already ticketed: paying returns it unchanged
    expect(await airline.payOrder(created.providerOrderId, '1.00', NOW)).toEqual(created);
  });

  it('the same reference again returns the first order, even when sent at once', async () => {
    const [offer] = await search();
    const reference = crypto.randomUUID();
    const first = await order(offer, 'instant', NOW, { reference });
    expect(await order(offer, 'hold', at(HOUR), { reference })).toEqual(first);
    const other = crypto.randomUUID();
    const all = await Promise.all(Array.from({ length: 20 }, () => order(offer, 'instant', NOW, { reference: other })));
    expect(new Set(all.map((o) => o.providerOrderId)).size).toBe(1);
    expect(new Set(all.map((o) => o.tickets[0].number)).size).toBe(1);
  });

  it('checks the passengers and the total', async () => {
    const [offer] = await search({ adults: 1, children: 1 });
    const base = { offerId: offer.id, type: 'instant' as const, totalPkr: offer.totalPkr, contact: { email: 'a@b.c', phone: '1' } };
    const [adult, child] = passengersFor(offer);
    for (const passengers of [[adult], [child, adult], [adult, child, child]]) {
      await rejects(airline.createOrder({ ...base, passengers, reference: crypto.randomUUID() }, NOW), AirlineRefusedError);
    }
    await priceChangedTo(order(offer, 'instant', NOW, { totalPkr: '1.00' }), offer.totalPkr);
    expect((await order(offer, 'instant', NOW, { totalPkr: String(Number(offer.totalPkr)) })).status).toBe('ticketed');
  });

  it('hold: paid at its total by the deadline, ticketed once', async () => {
    const offer = byOwner(await search({ adults: 2 }), 'PF');
    const held = await order(offer, 'hold', at(MIN));
    expect(held).toMatchObject({ status: 'held', tickets: [], paymentRequiredBy: at(MIN + 24 * HOUR).toISOString() });
    await priceChangedTo(airline.payOrder(held.providerOrderId, '100.00', at(HOUR)), offer.totalPkr);
    expect((await airline.getOrder(held.providerOrderId, at(HOUR))).status).toBe('held');
    const paid = await airline.payOrder(held.providerOrderId, offer.totalPkr, at(MIN + 24 * HOUR));
    expect(paid).toMatchObject({ status: 'ticketed', providerOrderId: held.providerOrderId });
    expect(paid.tickets.map((t) => t.number)).toEqual([expect.stringMatching(/^649\d{10}$/), expect.stringMatching(/^649\d{10}$/)]);
    expect(await airline.payOrder(held.providerOrderId, offer.totalPkr, at(48 * HOUR))).toEqual(paid);
  });

  it('hold: past its deadline the seats are released', async () => {
    const offer = byOwner(await search(), '9P');
    const late = await order(offer, 'hold');
    const after = at(24 * HOUR + 1);
    await rejects(airline.payOrder(late.providerOrderId, offer.totalPkr, after), InvalidOrderStateError, 'The hold expired; the seats were released');
    expect((await airline.getOrder(late.providerOrderId, after)).status).toBe('cancelled');
    await rejects(airline.payOrder(late.providerOrderId, offer.totalPkr, after), InvalidOrderStateError, 'The hold expired; the seats were released');
    // seen late, without a payment: released too
    const unpaid = await order(offer, 'hold');
    expect((await airline.getOrder(unpaid.providerOrderId, after)).status).toBe('cancelled');
    await rejects(airline.quoteCancellation(unpaid.providerOrderId, after), InvalidOrderStateError);
  });

  it('unknown orders, quotes and changes are not found', async () => {
    await rejects(airline.getOrder('sbxo_nope', NOW), AirNotFoundError);
    await rejects(airline.payOrder('sbxo_nope', '1.00', NOW), AirNotFoundError);
    await rejects(airline.quoteCancellation('sbxo_nope', NOW), AirNotFoundError);
    await rejects(airline.confirmCancellation('sbxq_nope', NOW), AirNotFoundError);
    await rejects(airline.acceptChange('sbxc_nope', NOW), AirNotFoundError);
    await rejects(airline.simulateAirlineChange('sbxo_nope', NOW), AirNotFoundError);
  });
});

describe('cancellation', () => {

  it('ticketed: refund less the fare penalty (none when not refundable), to the balance', async () => {
    const offers = await search({ adults: 2 });
    const pf = byOwner(offers, 'PF');
    const quote = await quoteFor(await order(pf, 'instant'));
    const penalty = Math.round(Number(pf.totalPkr) * 0.15);
    const [refundPkr, penaltyPkr] = [(Number(pf.totalPkr) - penalty).toFixed(2), penalty.toFixed(2)];
    expect(quote).toEqual({ id: expect.stringMatching(/^sbxq_\w+$/), refundPkr, penaltyPkr, refundTo: 'balance', expiresAt: at(15 * MIN).toISOString() });
    const jinnah = byOwner(offers, '9P');
    expect(await quoteFor(await order(jinnah, 'instant'))).toMatchObject({ refundPkr: '0.00', penaltyPkr: jinnah.totalPkr, refundTo: 'balance' });
    const [business] = await search({ tripClass: 'C' });
    const biz = await quoteFor(await order(business, 'instant'));
    expect(biz.penaltyPkr).toBe(share(business, 0.05));
  });

  it('held: nothing to refund; confirming cancels it, and again returns it', async () => {
    const held = await order(byOwner(await search(), 'PA'), 'hold');
    const quote = await quoteFor(held);
    expect(quote).toMatchObject({ refundPkr: '0.00', penaltyPkr: '0.00', refundTo: 'none' });
    const cancelled = await airline.confirmCancellation(quote.id, at(MIN));
    expect(cancelled).toMatchObject({ providerOrderId: held.providerOrderId, status: 'cancelled' });
    expect(await airline.confirmCancellation(quote.id, at(HOUR))).toEqual(cancelled);
    await rejects(quoteFor(held), InvalidOrderStateError);
    await rejects(airline.payOrder(held.providerOrderId, held.totalPkr, at(MIN)), InvalidOrderStateError, 'This order is cancelled');
    await rejects(airline.simulateAirlineChange(held.providerOrderId, NOW), InvalidOrderStateError);
  });

  it('only the latest quote, before it expires, can be confirmed', async () => {
    const ticketed = await order(byOwner(await search(), 'PF'), 'instant');
    const first = await quoteFor(ticketed);
    const second = await quoteFor(ticketed, at(MIN));
    await rejects(airline.confirmCancellation(first.id, at(MIN)), QuoteExpiredError);
    await rejects(airline.confirmCancellation(second.id, at(16 * MIN + 1)), QuoteExpiredError);
    const third = await quoteFor(ticketed, at(20 * MIN));
    await rejects(airline.confirmCancellation(second.id, at(20 * MIN)), QuoteExpiredError);
    expect((await airline.confirmCancellation(third.id, at(35 * MIN))).status).toBe('cancelled');
    await rejects(airline.confirmCancellation(second.id, at(35 * MIN)), QuoteExpiredError);
  });

  it('a quote made before the order was paid is stale', async () => {
    const offer = byOwner(await search(), 'PA');
    const held = await order(offer, 'hold');
    const quote = await quoteFor(held);
    await airline.payOrder(held.providerOrderId, offer.totalPkr, at(MIN));
    await rejects(airline.confirmCancellation(quote.id, at(2 * MIN)), QuoteExpiredError);
    expect((await airline.getOrder(held.providerOrderId, at(2 * MIN))).status).toBe('ticketed');
  });
});

describe('airline changes', () => {
  it('moves the first flight 3 h 40 min later; accepted, the order flies the new times; cancelling is then free', async () => {
    const offer = byOwner(await search({ origin: 'LHE', destination: 'JED', returnDate: '2027-01-29' }), 'PA');
    const held = await order(offer, 'hold');
    await rejects(airline.simulateAirlineChange(held.providerOrderId, NOW), InvalidOrderStateError, 'Only a ticketed order can be changed by the airline');
    await airline.payOrder(held.providerOrderId, offer.totalPkr, NOW);
    const changed = await airline.simulateAirlineChange(held.providerOrderId, at(HOUR));
    const [change] = changed.changes;
    expect(change).toMatchObject({ id: expect.stringMatching(/^sbxc_\w+$/), status: 'pending', detectedAt: at(HOUR).toISOString(), before: offer.slices });
    expect(changed.slices).toEqual(offer.slices);
    const [was, now] = [offer.slices[0].segments[0], change.after[0].segments[0]];
    for (const k of ['departingAt', 'arrivingAt'] as const) {
      expect(Date.parse(now[k]) - Date.parse(was[k])).toBe(220 * MIN);
      expect(now[k].slice(-6)).toBe(was[k].slice(-6));
    }
    expect(change.after[0].segments.slice(1)).toEqual(offer.slices[0].segments.slice(1));
    expect(change.after[1]).toEqual(offer.slices[1]);
    expect(await quoteFor(changed)).toMatchObject({ refundPkr: offer.totalPkr, penaltyPkr: '0.00' });

    const accepted = await airline.acceptChange(change.id, at(2 * HOUR));
    expect(accepted.slices).toEqual(change.after);
    expect(accepted.changes).toEqual([{ ...change, status: 'accepted' }]);
    expect(await airline.acceptChange(change.id, at(3 * HOUR))).toEqual(accepted);
    expect(await quoteFor(accepted, at(3 * HOUR))).toMatchObject({ penaltyPkr: '0.00' });

    // a change still pending when the order is cancelled can no longer be accepted
    const next = (await airline.simulateAirlineChange(held.providerOrderId, at(4 * HOUR))).changes[1];
    await airline.confirmCancellation((await quoteFor(accepted, at(4 * HOUR))).id, at(4 * HOUR));
    await rejects(airline.acceptChange(next.id, at(5 * HOUR)), InvalidOrderStateError);
  });
});

describe('concurrency', () => {
  it('100 payments of one held order at once ticket it exactly once', async () => {
    const offer = byOwner(await search({ adults: 3 }), 'PF');
    const held = await order(offer, 'hold');
    // every pooled connection open first, so the payments really run side by side
    await Promise.all(Array.from({ length: 10 }, () => db.orm.em.getConnection().getKnex().raw('select pg_sleep(0.05)')));
    const paid = await Promise.all(Array.from({ length: 100 }, () => airline.payOrder(held.providerOrderId, offer.totalPkr, at(HOUR))));
    const tickets = paid[0].tickets;
    expect(tickets).toHaveLength(3);
    for (const p of paid) expect(p).toEqual(paid[0]);
    expect((await rowOf(held.providerOrderId)).tickets).toEqual(tickets);
  });

  it('100 payments of one expired hold all see it released', async () => {
    const offer = byOwner(await search(), 'PF');
    const held = await order(offer, 'hold');
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => airline.payOrder(held.providerOrderId, offer.totalPkr, at(25 * HOUR))));
    for (const r of results) expect(r.status === 'rejected' && r.reason instanceof InvalidOrderStateError).toBe(true);
    expect((await rowOf(held.providerOrderId)).status).toBe('cancelled');
  });
});
