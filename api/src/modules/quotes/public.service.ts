import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { ConflictError, DomainError, ForbiddenError, InsufficientFundsError, NotFoundError, ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import { PassengerSchema, type Passenger } from '../../rules/agent-sales.js';
import type { BookValues } from '../../rules/bookings.js';
import { compare, convertFromPkr, subtract } from '../../rules/money.js';
import { askText, isQuoteToken, QUOTE_MESSAGES, type QuoteShownStatus, shortQuoteRef, whatsappLink } from '../../rules/quotes.js';
import { actingAgency } from '../agency/agency.service.js';
import { book, type BookingQuote, quoteBooking } from '../bookings/bookings.service.js';
import { BookingType } from '../bookings/booking.entity.js';
import { Currency } from '../currency/currency.entity.js';
import { notify } from '../notifications/notify.js';
import { pay } from '../payments/checkout.service.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { type QuoteBrand, quoteBrand } from './brand.js';
import { travellersOf } from './describe.js';
import { CustomerQuote, CustomerQuoteItem } from './quote.entity.js';
import { shownStatus } from './quotes.service.js';

// The customer's side of a quote (issue 39), by its share token and without signing in: the page (prices to the
// customer only: nothing of the agency's cost, markup or margin is read into it) and accepting it, which books every
// item for the agency's customer at the quoted price and pays it from the agency's wallet, or says what changed.

export type PublicQuoteView = {
  status: QuoteShownStatus;
  customerName: string;
  note: string | null;
  currency: string;
  total: string;
  totalInPkr: string;
  expiresAt: Date;
  items: Array<{ position: number; type: CustomerQuoteItem['type']; itemName: string; summary: string; imageUrl: string | null; price: string }>;
  agency: QuoteBrand;
  askUrl: string | null;
  needsPassports: boolean;
  passengerCount: number;
};
export type QuoteChangeView = { position: number; itemName: string; quotedInPkr: string; nowInPkr: string | null };

/**
 * The quote a token names while it can be seen: unknown, malformed (never sent to SQL) and expired are the same 404
 * (an accepted quote stays readable).
 */
async function liveQuote(em: EntityManager, token: string, now: Date): Promise<CustomerQuote> {
  const row = isQuoteToken(token) ? await em.findOne(CustomerQuote, { token }, { refresh: true }) : null;
  if (!row || shownStatus(row, now) === 'expired') throw new NotFoundError(QUOTE_MESSAGES.notAvailable);
  return row;
}

const itemsOf = (em: EntityManager, quoteId: string) => em.find(CustomerQuoteItem, { quote: quoteId }, { orderBy: { position: 'asc' }, refresh: true });

/** Who must give passports, and for how many travellers: every package's travellers (the largest group), else the largest group. */
function travellers(items: CustomerQuoteItem[]): { needsPassports: boolean; passengerCount: number } {
  const packages = items.filter((i) => i.type === 'package');
  const counted = (packages.length ? packages : items).map((i) => travellersOf(i.input as BookValues));
  return { needsPassports: packages.length > 0, passengerCount: Math.max(1, ...counted) };
}

/** The customer's page: the first view marks the quote viewed (a sent quote becomes 'viewed'). */
export async function publicQuote(ctx: ServiceContext, token: string): Promise<PublicQuoteView> {
  const now = ctx.now();
  const quote = await liveQuote(ctx.em, token, now);
  if (!quote.viewedAt) {
    await ctx.em.execute(
      `update customer_quote set viewed_at = ?, status = case when status = 'sent' then 'viewed' else status end where id = ? and viewed_at is null`,
      [now, quote.id],
    );
    if (quote.status === 'sent') quote.status = 'viewed';
  }
  const items = await itemsOf(ctx.em, quote.id);
  const rate = quote.currency === 'PKR' ? '1' : ((await ctx.em.findOne(Currency, { code: quote.currency }))?.rate ?? null);
  // a currency without a rate (removed from the table) shows PKR
  const currency = rate ? quote.currency : 'PKR';
  const inCurrency = (amount: string) => convertFromPkr(amount, rate ?? '1');
  const agency = await quoteBrand(ctx.em, quote.agency.id);
  return {
    status: shownStatus(quote, now),
    customerName: quote.customerName,
    note: quote.note ?? null,
    currency,
    total: inCurrency(quote.totalInPkr),
    totalInPkr: quote.totalInPkr,
    expiresAt: quote.expiresAt,
    items: items.map((i) => ({ position: i.position, type: i.type, itemName: i.itemName, summary: i.summary, imageUrl: i.imageUrl ?? null, price: inCurrency(i.priceInPkr) })),
    agency,
    askUrl: whatsappLink(agency.whatsapp ?? agency.phone, askText(quote.id)),
    ...travellers(items),
  };
}

/** The agency acting on an accepted quote: the person who made it while they can still book for it, else its owner. */
async function agencyViewer(ctx: ServiceContext, quote: CustomerQuote): Promise<Viewer> {
  const rows = await ctx.em.execute<{ id: string; username: string; role: string; suspended_at: Date | null }[]>(
    'select id::text as id, username, role, suspended_at from app_user where id in (?, ?)',
    [quote.createdBy.id, quote.agency.id],
  );
  const creator = rows.find((r) => r.id === quote.createdBy.id);
  if (creator && creator.role === 'b2b_agent' && !creator.suspended_at) {
    const viewer: Viewer = { id: creator.id, username: creator.username, role: 'b2b_agent' };
    try {
      if ((await actingAgency({ ...ctx, viewer }, 'book')).agencyId === quote.agency.id) return viewer;
    } catch (err) {
      if (!(err instanceof ForbiddenError)) throw err;
    }
  }
  const owner = rows.find((r) => r.id === quote.agency.id);
  if (!owner) throw new NotFoundError(QUOTE_MESSAGES.notAvailable);
  return { id: owner.id, username: owner.username, role: 'b2b_agent' };
}

function passengersOf(raw: unknown, needed: { needsPassports: boolean; passengerCount: number }): Passenger[] {
  const list = Array.isArray(raw) ? raw : [];
  const passengers = list.map((p, i) => {
    try {
      return check(PassengerSchema, { ...(p as object) });
    } catch (err) {
      if (err instanceof ValidationError) throw new ValidationError(err.message, `passengers.${i}${err.field ? `.${err.field}` : ''}`);
      throw err;
    }
  });
  if (needed.needsPassports && passengers.length !== needed.passengerCount) throw new ValidationError(QUOTE_MESSAGES.passengers(needed.passengerCount), 'passengers');
  return passengers;
}

// an item that can no longer be booked as it was quoted (sold out, closed, gone, its date passed)
const unavailable = (err: unknown) => err instanceof ConflictError || err instanceof NotFoundError || err instanceof ValidationError;

/**
 * Accepts a quote for its customer: inside one transaction (the quote's row locked, so a double click books once),
 * every item is priced again as the agency; when each costs the customer no more than quoted, each is booked for the
 * customer at exactly the quoted price (the agency's markup = quoted price − its cost now) and paid from the agency's
 * wallet, in order. book() and pay() run as savepoints of this transaction: any failure (funds, a seat taken) leaves
 * nothing booked. A price up, or an item gone: the quote becomes 'changed', the agent is told, 409 with the changes.
 */
export async function acceptQuote(ctx: ServiceContext, token: string, rawPassengers: unknown): Promise<{ bookingIds: string[] }> {
  const now = ctx.now();
  const found = await liveQuote(ctx.em, token, now);
  if (found.status === 'accepted') throw new ConflictError(QUOTE_MESSAGES.alreadyAccepted);
  const items = await itemsOf(ctx.em, found.id);
  const passengers = passengersOf(rawPassengers, travellers(items));
  const viewer = await agencyViewer(ctx, found);
  // the bookings' contact: the customer's e-mail, else the agency's own (it then receives the customer's vouchers to
  // pass on): a booking for a customer needs one (rules/agent-sales.ts CustomerSchema), and an invented address would
  // send the customer's documents nowhere
  const [agencyRow] = await ctx.em.execute<{ email: string }[]>('select email from app_user where id = ?', [found.agency.id]);
  const email = found.customerEmail ?? agencyRow?.email ?? '';

  const outcome = await ctx.em.transactional(async (tx) => acceptLocked(ctx, tx, { found, items, passengers, viewer, email, now })).catch(async (err: unknown) => {
    // the agency's wallet cannot pay: nothing was booked; its agent is told, the customer reads words meant for them
    if (!(err instanceof InsufficientFundsError)) throw err;
    await ctx.em.transactional((tx) => tellAgent(tx, viewer.id, found, now, 'unpaid'));
    throw new InsufficientFundsError(QUOTE_MESSAGES.agencyCannotPay);
  });
  if ('changes' in outcome) throw new DomainError(QUOTE_MESSAGES.pricesChanged, 'CONFLICT', { changes: outcome.changes });
  return outcome;
}

type Accepting = {
  found: CustomerQuote;
  items: Awaited<ReturnType<typeof itemsOf>>;
  passengers: ReturnType<typeof passengersOf>;
  viewer: Awaited<ReturnType<typeof agencyViewer>>;
  email: string;
  now: Date;
};

// the accept's transaction: the quote locked, every item priced again, then booked and paid (or the changes)
async function acceptLocked(ctx: ServiceContext, tx: EntityManager, { found, items, passengers, viewer, email, now }: Accepting): Promise<{ bookingIds: string[] } | { changes: QuoteChangeView[] }> {
  {
    const txCtx: ServiceContext = { ...ctx, em: tx, viewer };
    const [locked] = await tx.execute<{ status: string; expires_at: Date }[]>('select status, expires_at from customer_quote where id = ? for update', [found.id]);
    if (locked.status === 'accepted') throw new ConflictError(QUOTE_MESSAGES.alreadyAccepted);
    if (new Date(locked.expires_at).getTime() <= now.getTime()) throw new NotFoundError(QUOTE_MESSAGES.notAvailable);

    const changes: QuoteChangeView[] = [];
    const current: BookingQuote[] = [];
    for (const item of items) {
      let priced: BookingQuote | null = null;
      try {
        priced = await quoteBooking(txCtx, item.input as BookValues);
      } catch (err) {
        if (!unavailable(err)) throw err;
      }
      if (priced) current.push(priced);
      if (!priced || compare(priced.sellingPriceInPkr, item.priceInPkr) > 0) {
        changes.push({ position: item.position, itemName: item.itemName, quotedInPkr: item.priceInPkr, nowInPkr: priced?.sellingPriceInPkr ?? null });
      }
    }
    if (changes.length) {
      await tx.execute(`update customer_quote set status = 'changed' where id = ?`, [found.id]);
      await tellAgent(tx, viewer.id, found, now, 'changed');
      return { changes };
    }

    const bookingIds: string[] = [];
    for (const [i, item] of items.entries()) {
      const values = item.input as BookValues;
      const count = travellersOf(values);
      const customer = {
        leadName: found.customerName,
        phone: found.customerPhone,
        email,
        passengers: passengers.slice(0, count),
        markupInPkr: subtract(item.priceInPkr, current[i].netPriceInPkr),
      };
      const booking = await book(txCtx, { ...values, customer } as BookValues);
      // priced a moment ago in this transaction: a different price now is a change after all (everything rolls back)
      if (booking.sellingPriceInPkr && compare(booking.sellingPriceInPkr, item.priceInPkr) !== 0) throw new ConflictError(QUOTE_MESSAGES.pricesChanged);
      // a transport request waits for its operator before it can be paid: the agency pays it once accepted
      const isRequest = booking.type === BookingType.transport && !booking.inventoryHeld;
      if (!isRequest) await pay(txCtx, { bookingId: booking.id, method: PaymentMethod.wallet });
      await tx.execute('update customer_quote_item set booking_id = ? where id = ?', [booking.id, item.id]);
      bookingIds.push(booking.id);
    }
    await tx.execute(`update customer_quote set status = 'accepted', accepted_at = ? where id = ?`, [now, found.id]);
    return { bookingIds };
  }
}

// the bell (and the agent's e-mail): once per quote
async function tellAgent(tx: EntityManager, userId: string, quote: CustomerQuote, now: Date, why: 'changed' | 'unpaid'): Promise<void> {
  const [row] = await tx.execute<{ language: string }[]>('select language from app_user where id = ?', [userId]);
  const ref = shortQuoteRef(quote.id);
  const ur = row?.language === 'ur';
  const texts = {
    changed: {
      title: ur ? `کوٹیشن ${ref} کی قیمتیں بدل گئی ہیں` : `Prices changed on quote ${ref}`,
      body: ur
        ? `${quote.customerName} نے کوٹیشن قبول کرنا چاہی، لیکن کچھ قیمتیں بڑھ گئی ہیں یا کوئی چیز دستیاب نہیں: نئی کوٹیشن بنائیں۔`
        : `${quote.customerName} tried to accept it, but a price went up or an item is no longer available: make a new quote.`,
    },
    unpaid: {
      title: ur ? `کوٹیشن ${ref}: والٹ میں رقم کافی نہیں` : `Quote ${ref}: not enough funds in your wallet`,
      body: ur
        ? `${quote.customerName} نے کوٹیشن قبول کرنا چاہی، لیکن آپ کے والٹ میں ادائیگی کے لیے رقم کافی نہیں تھی: رقم جمع کریں اور کسٹمر سے دوبارہ قبول کرنے کو کہیں۔`
        : `${quote.customerName} tried to accept it, but your wallet could not pay for it: top up and ask the customer to accept again.`,
    },
  }[why];
  // once per quote and reason (a customer trying again does not ring the bell twice)
  await notify(tx, { userId, kind: `quote_${why}`, key: `quote:${quote.id}:${why}`, ...texts, link: '/dashboard/b2b-agent?tab=quotes' }, now);
}
