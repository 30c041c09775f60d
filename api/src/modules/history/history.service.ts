import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ForbiddenError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { isUuid } from '../../rules/common.js';
import { BOOKING_HISTORY_LIMIT } from '../../rules/history.js';
import { viewBooking } from '../bookings/bookings.service.js';
import { searchQuery } from '../catalogue/packages.service.js';
import { BOOKING_EVENT_SEARCH_DOCUMENT, BookingEvent } from './booking-event.entity.js';
import { fieldChanges } from './field-change.type.js';
import type { BookingEventType } from './history.types.js';
import type { BookingActorRole, BookingEventKind } from './record.js';

// Reading the booking's history: a booking's own (whoever may see the booking), and the super admin's search over all
// of them. Each list is one indexed statement: booking_event_booking_idx, or the search's indexes
// (booking-event.entity.ts).

export type BookingEventFilterValues = {
  kind?: BookingEventKind | null;
  actorRole?: BookingActorRole | null;
  bookingId?: string | null;
  text?: string | null;
  from?: Date | null;
  to?: Date | null;
};

// the name a super admin acted under is theirs to see; others see the platform
const ADMIN_SEEN_AS = 'Safarnama';

function toView(row: BookingEvent, adminNames: boolean): BookingEventType {
  const name = row.actorRole === 'admin' && !adminNames ? ADMIN_SEEN_AS : row.actorName;
  return {
    id: row.id,
    bookingId: row.bookingId,
    at: row.at,
    actor: { role: row.actorRole, name },
    kind: row.kind,
    summary: row.summary,
    changes: fieldChanges(row.before, row.after),
    amountInPkr: row.amountInPkr ?? null,
  };
}

/**
 * A booking's history, oldest first: for whoever may see the booking (its booker, its seller, the super admin; anyone
 * else and any id that is not one: 404, as the booking itself). The latest BOOKING_HISTORY_LIMIT events at most.
 */
export async function bookingHistory(ctx: ServiceContext, bookingId: string): Promise<BookingEventType[]> {
  const { booking } = await viewBooking(ctx, bookingId);
  const rows = await ctx.em.find(BookingEvent, { bookingId: booking.id }, { orderBy: { at: 'desc', id: 'desc' }, limit: BOOKING_HISTORY_LIMIT });
  const adminNames = ctx.viewer?.role === 'super_admin';
  return rows.reverse().map((r) => toView(r, adminNames));
}

/** Every booking's events, newest first, filtered and paged: the super admin's search (403 for anyone else). */
export async function searchBookingEvents(ctx: ServiceContext, filter: BookingEventFilterValues | null | undefined, pagination?: Parameters<typeof readPagination>[0]): Promise<Page<BookingEventType>> {
  if (!ctx.viewer) throw new AuthError();
  if (ctx.viewer.role !== 'super_admin') throw new ForbiddenError();
  const page = readPagination(pagination);
  const f = filter ?? {};
  const query = searchQuery(f.text);
  if (f.bookingId != null && !isUuid(f.bookingId)) return toPage([], page);
  const where: Record<string, unknown> = {};
  if (f.kind) where.kind = f.kind;
  if (f.actorRole) where.actorRole = f.actorRole;
  if (f.bookingId) where.bookingId = f.bookingId;
  if (f.from || f.to) where.at = { ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lt: f.to } : {}) };
  const qb = (ctx.em as EntityManager)
    .createQueryBuilder(BookingEvent, 'e')
    .where(where)
    .orderBy({ at: 'desc', id: 'desc' })
    .limit(page.limit + 1)
    .offset(page.offset);
  if (query) qb.andWhere(`${BOOKING_EVENT_SEARCH_DOCUMENT} @@ to_tsquery('simple', ?)`, [query]);
  const rows = await qb.getResult();
  return toPage(
    rows.map((r) => toView(r, true)),
    page,
  );
}

/** An event as the REST facade answers it: before/after as objects (omitted when it changed nothing), amount when any. */
export function restEvent(e: { at: unknown; actor: unknown; kind: unknown; summary: unknown; changes?: Array<{ field: string; before: string | null; after: string | null }>; amountInPkr?: unknown }) {
  const side = (which: 'before' | 'after') => {
    const entries = (e.changes ?? []).filter((c) => c[which] !== null).map((c) => [c.field, valueOf(c[which] as string)] as const);
    return entries.length ? { [which]: Object.fromEntries(entries) } : {};
  };
  return {
    at: e.at,
    actor: e.actor,
    kind: e.kind,
    summary: e.summary,
    ...side('before'),
    ...side('after'),
    ...(e.amountInPkr != null ? { amountInPkr: e.amountInPkr } : {}),
  };
}

// a change's text back to its value: JSON for numbers, booleans, lists and objects (fieldChanges wrote them so), else the text
function valueOf(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'string' ? text : parsed;
  } catch {
    return text;
  }
}
