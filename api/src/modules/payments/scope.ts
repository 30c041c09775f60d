import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { AuthError } from '../../core/errors.js';
import { bookerIdOf } from '../agency/agency.service.js';

export function requireViewer(ctx: ServiceContext): Viewer {
  if (!ctx.viewer) throw new AuthError();
  return ctx.viewer;
}

/**
 * Who sees which payments and refunds: the super admin all of them, an agent its own and those of what it sells
 * (`seller_id`), a traveller its own. `owner` names the column that holds the paying traveller; `ownId` is whose they
 * are (an agency's staff: the agency's, agency/agency.service.ts bookerIdOf).
 */
export function scopeWhere(viewer: Viewer, owner: 'payer' | 'userId', ownId: string = viewer.id): Record<string, unknown> {
  if (viewer.role === 'super_admin') return {};
  if (viewer.role === 'b2b_agent') return { $or: [{ [owner]: ownId }, { sellerId: ownId }] };
  return { [owner]: ownId };
}

/**
 * What of one booking (or of a payment or refund of it) a viewer may see, the rule the JSON fields and the documents
 * (voucher, invoice, credit note) all read:
 * - 'all': the super admin, and whom it is for (`ownerId`: the traveller, or the agency that booked it for its
 *   customer), so the customer's contacts, passports, markup and selling price too;
 * - 'operator': its seller when it is not also its booker: what serving the trip needs (reference, product, dates,
 *   traveller names) and its own net price, nothing of the booking agency's customer contacts, passports or prices;
 * - null: nothing (404).
 */
export type BookingView = 'all' | 'operator';

/** The rule for a viewer acting as `own` (its agency's id for an agency's staff, else its own id). */
export function viewFor(viewer: Viewer, own: string, ownerId: string, sellerId: string | null | undefined): BookingView | null {
  if (viewer.role === 'super_admin' || ownerId === own) return 'all';
  return sellerId != null && sellerId === own ? 'operator' : null;
}

/** The rule for one loaded booking or payment, the viewer as its agency for an agency's staff (403 when suspended). */
export async function bookingView(ctx: ServiceContext, viewer: Viewer, ownerId: string, sellerId: string | null | undefined): Promise<BookingView | null> {
  if (viewer.role === 'super_admin') return 'all';
  return viewFor(viewer, await bookerIdOf(ctx), ownerId, sellerId);
}

/** Whether the viewer sees the booking or payment at all (bookingView not null): the super admin, its traveller, its seller. */
export async function sees(ctx: ServiceContext, viewer: Viewer, ownerId: string, sellerId: string | null | undefined): Promise<boolean> {
  return (await bookingView(ctx, viewer, ownerId, sellerId)) !== null;
}

/**
 * A per-request batch loader (the request's EntityManager is the request): the keys asked for while GraphQL resolves
 * one level of a list are fetched in one query, and each key once per request.
 */
export function batchLoader<V>(fetch: (em: EntityManager, keys: string[]) => Promise<Map<string, V>>, missing: () => V) {
  type State = { cache: Map<string, Promise<V>>; queue: Map<string, { resolve: (v: V) => void; reject: (e: unknown) => void }> | null };
  const states = new WeakMap<EntityManager, State>();
  return (em: EntityManager, key: string): Promise<V> => {
    let state = states.get(em);
    if (!state) states.set(em, (state = { cache: new Map(), queue: null }));
    const cached = state.cache.get(key);
    if (cached) return cached;
    const s = state;
    if (!s.queue) {
      const queue = new Map<string, { resolve: (v: V) => void; reject: (e: unknown) => void }>();
      s.queue = queue;
      // after the resolvers of this tick (and the promise jobs they start) have asked, like DataLoader
      void Promise.resolve().then(() =>
        process.nextTick(() => {
          if (s.queue === queue) s.queue = null;
          fetch(em, [...queue.keys()]).then(
            (found) => {
              for (const [k, waiter] of queue) waiter.resolve(found.get(k) ?? missing());
            },
            (err: unknown) => {
              for (const [k, waiter] of queue) {
                s.cache.delete(k);
                waiter.reject(err);
              }
            },
          );
        }),
      );
    }
    const promise = new Promise<V>((resolve, reject) => s.queue?.set(key, { resolve, reject }));
    s.cache.set(key, promise);
    return promise;
  };
}
