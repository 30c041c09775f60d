import crypto from 'node:crypto';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { BookSchema, type BookValues } from '../../rules/bookings.js';
import { isUuid } from '../../rules/common.js';
import { add } from '../../rules/money.js';
import { PAYMENT_MESSAGES } from '../../rules/payments.js';
import {
  guaranteeUntil,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  QuoteSchema,
  type QuoteShownStatus,
  quoteTime,
  shareText,
  whatsappLink,
} from '../../rules/quotes.js';
import { actingAgency } from '../agency/agency.service.js';
import { quoteBooking } from '../bookings/bookings.service.js';
import { quoteBrand } from './brand.js';
import { describeItem } from './describe.js';
import { CustomerQuote, CustomerQuoteItem } from './quote.entity.js';

// Quotes for customers, the agency's side (issue 39): made from bookable items priced now (the booking's own
// quotation: the agency's cost, its markups to its customers), listed, read. The customer's side is public.service.ts.

export type QuoteItemView = {
  position: number;
  type: CustomerQuoteItem['type'];
  itemName: string;
  summary: string;
  imageUrl: string | null;
  costInPkr: string;
  priceInPkr: string;
  bookingId: string | null;
};
export type QuoteView = {
  id: string;
  status: QuoteShownStatus;
  shareUrl: string;
  sharePath: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  note: string | null;
  currency: string;
  totalInPkr: string;
  costInPkr: string;
  expiresAt: Date;
  viewedAt: Date | null;
  acceptedAt: Date | null;
  createdAt: Date;
  createdBy: string;
  items: QuoteItemView[];
  whatsappUrl: string;
};

/** What the customer sees of a status: anything not accepted whose validity ended is expired. */
export function shownStatus(quote: Pick<CustomerQuote, 'status' | 'expiresAt'>, now: Date): QuoteShownStatus {
  if (quote.status !== 'accepted' && quote.expiresAt.getTime() <= now.getTime()) return 'expired';
  return quote.status;
}

export const sharePathOf = (token: string) => `/q/${token}`;
const shareUrlOf = (ctx: ServiceContext, token: string) => `${(ctx.config.publicUrl ?? '').replace(/\/$/, '')}${sharePathOf(token)}`;

// an item's own error under items.<i>. (the booking's message as it is)
function underItem<T>(index: number, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ValidationError) throw new ValidationError(err.message, err.field ? `items.${index}.${err.field}` : `items.${index}`);
    throw err;
  }
}
async function underItemAsync<T>(index: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ValidationError) throw new ValidationError(err.message, err.field ? `items.${index}.${err.field}` : `items.${index}`);
    throw err;
  }
}

// GraphQL hands over input class instances (rooms too): plain JSON for the rules and the jsonb column
const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** An item as a booking request: BookSchema's rules and messages; only what books it is kept (no customer, no money). */
function bookValuesOf(index: number, raw: unknown): BookValues {
  return underItem(index, () => {
    const item = (plain(raw) ?? {}) as Record<string, unknown>;
    const values = check(BookSchema, { ...item, customer: undefined, currency: undefined, totalPriceInPkr: undefined, specialRequirements: undefined });
    const kept: Record<string, unknown> = { ...values };
    for (const key of ['customer', 'currency', 'totalPriceInPkr', 'specialRequirements']) delete kept[key];
    return kept as BookValues;
  });
}

/**
 * Makes a quote for a customer: every item priced as the agency now (the booking's own quotation, so its rules, its
 * sold-out answers and, for a sub-agency, its master's margin are the booking's), its name, picture and summary kept
 * with it, the quote and its items written in one transaction. 400 with the rule's message (an item's under items.<i>.).
 */
export async function createQuote(ctx: ServiceContext, input: unknown): Promise<QuoteView> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const { agencyId } = await actingAgency(ctx, 'book');
  const quote = check(QuoteSchema, plain(input) ?? {});
  const values = quote.items.map((item, i) => bookValuesOf(i, item));
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + quote.validHours * 3_600_000);
  const until = guaranteeUntil(values.map((v) => ({ type: v.type })));
  if (until && expiresAt.getTime() > until.getTime()) throw new ValidationError(QUOTE_MESSAGES.beyondGuarantee(quoteTime(until)), 'validHours');

  const priced: Array<{ values: BookValues; figures: Awaited<ReturnType<typeof quoteBooking>>; imageUrl: string | null; summary: string }> = [];
  for (const [i, v] of values.entries()) {
    const figures = await underItemAsync(i, () => quoteBooking(ctx, v));
    const { sellerId, ...described } = await describeItem(ctx.em, v);
    // accepting would be the agency buying its own package, which payments refuse: said now, not to the customer
    if (sellerId === agencyId) throw new ForbiddenError(PAYMENT_MESSAGES.ownPackage);
    priced.push({ values: v, figures, ...described });
  }
  const token = crypto.randomBytes(QUOTE_LIMITS.tokenBytes).toString('base64url');
  const total = add(...priced.map((p) => p.figures.sellingPriceInPkr));
  const id = await ctx.em.transactional(async (tx) => {
    const row = tx.create(CustomerQuote, {
      agency: agencyId,
      createdBy: viewer.id,
      token,
      customerName: quote.customer.name,
      customerPhone: quote.customer.phone,
      customerEmail: quote.customer.email,
      note: quote.note,
      currency: quote.currency,
      expiresAt,
      status: 'sent',
      totalInPkr: total,
      createdAt: now,
    });
    priced.forEach((p, i) =>
      tx.create(CustomerQuoteItem, {
        quote: row,
        position: i + 1,
        type: p.values.type,
        input: p.values as unknown as Record<string, unknown>,
        itemName: p.figures.itemName.slice(0, QUOTE_LIMITS.itemNameMax),
        imageUrl: p.imageUrl,
        summary: p.summary,
        costInPkr: p.figures.netPriceInPkr,
        priceInPkr: p.figures.sellingPriceInPkr,
      }),
    );
    await tx.flush();
    return row.id;
  });
  return getQuote(ctx, id);
}

async function viewsOf(ctx: ServiceContext, quotes: CustomerQuote[]): Promise<QuoteView[]> {
  if (!quotes.length) return [];
  const now = ctx.now();
  // every quote's items in one query, and the names the share texts need once per agency and creator
  const items = await ctx.em.find(CustomerQuoteItem, { quote: { $in: quotes.map((q) => q.id) } }, { orderBy: { position: 'asc' } });
  const byQuote = new Map<string, CustomerQuoteItem[]>();
  for (const item of items) byQuote.set(item.quote.id, [...(byQuote.get(item.quote.id) ?? []), item]);
  const ids = [...new Set(quotes.flatMap((q) => [q.createdBy.id, q.agency.id]))];
  const users = new Map(
    (await ctx.em.execute<{ id: string; username: string; language: string }[]>(`select id::text as id, username, language from app_user where id in (${ids.map(() => '?').join(', ')})`, ids)).map(
      (u) => [u.id, u],
    ),
  );
  const brands = new Map<string, string>();
  for (const agencyId of new Set(quotes.map((q) => q.agency.id))) brands.set(agencyId, (await quoteBrand(ctx.em, agencyId)).tradingName);
  return quotes.map((q) => {
    const own = byQuote.get(q.id) ?? [];
    const creator = users.get(q.createdBy.id);
    const shareUrl = shareUrlOf(ctx, q.token);
    const text = shareText(creator?.language ?? 'en', q.customerName, brands.get(q.agency.id) ?? '', shareUrl);
    return {
      id: q.id,
      status: shownStatus(q, now),
      shareUrl,
      sharePath: sharePathOf(q.token),
      customerName: q.customerName,
      customerPhone: q.customerPhone,
      customerEmail: q.customerEmail ?? null,
      note: q.note ?? null,
      currency: q.currency,
      totalInPkr: q.totalInPkr,
      costInPkr: add(...own.map((i) => i.costInPkr), 0),
      expiresAt: q.expiresAt,
      viewedAt: q.viewedAt ?? null,
      acceptedAt: q.acceptedAt ?? null,
      createdAt: q.createdAt,
      createdBy: creator?.username ?? '',
      items: own.map((i) => ({
        position: i.position,
        type: i.type,
        itemName: i.itemName,
        summary: i.summary,
        imageUrl: i.imageUrl ?? null,
        costInPkr: i.costInPkr,
        priceInPkr: i.priceInPkr,
        bookingId: i.booking?.id ?? null,
      })),
      whatsappUrl: whatsappLink(q.customerPhone, text) ?? `https://wa.me/?text=${encodeURIComponent(text)}`,
    };
  });
}

/** The agency's quotes (its staff's included), newest first; a bounded page (limit at most 100). */
export async function listQuotes(ctx: ServiceContext, pagination: { limit?: number | null; offset?: number | null }): Promise<Page<QuoteView>> {
  const { agencyId } = await actingAgency(ctx, 'book');
  const page = readPagination(pagination);
  const rows = await ctx.em.find(CustomerQuote, { agency: agencyId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit + 1, offset: page.offset });
  const shown = toPage(rows, page);
  return { ...shown, items: await viewsOf(ctx, shown.items) };
}

/** One of the agency's quotes; another agency's (or no quote) is 404 'Quote not found'. */
export async function getQuote(ctx: ServiceContext, id: string): Promise<QuoteView> {
  const { agencyId } = await actingAgency(ctx, 'book');
  const row = isUuid(id) ? await ctx.em.findOne(CustomerQuote, { id, agency: agencyId }, { refresh: true }) : null;
  if (!row) throw new NotFoundError(QUOTE_MESSAGES.notFound);
  return (await viewsOf(ctx, [row]))[0];
}
