import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { AuthError, ForbiddenError, ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import {
  AGENT_SALES_MESSAGES,
  type CustomerValues,
  CustomerSchema,
  MARKUP_PRODUCT_TYPES,
  type Markup,
  MarkupOverrideSchema,
  type MarkupProductType,
  MarkupSchema,
  passengersIssue,
  sellingPrice,
} from '../../rules/agent-sales.js';
import { peopleIn, roomsOf } from '../../rules/package-rooms.js';
import type { BookValues } from '../../rules/bookings.js';
import { actingAgency } from '../agency/agency.service.js';
import type { Booking } from './booking.entity.js';
import { AgentMarkup } from './markup.entity.js';

// An agent's sales to customers (issue 17 points 3 and 4). The booking's total stays the net price the agent pays;
// the customer's price is the net plus the agent's markup, which is the agent's income, not the platform's.

export type AgentMarkupView = { productType: MarkupProductType; kind: Markup['kind']; value: string; updatedAt: Date | null };

function requireAgent(ctx: ServiceContext, message: string): Viewer {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  // the agency's role decides the rest (agency/agency.service.ts: markups are the owner's)
  if (viewer.role !== 'b2b_agent') throw new ForbiddenError(message);
  return viewer;
}

/** The caller's agency's markups, one per product type (none set: 0 % so the list always names all three); its staff see them. */
export async function myMarkups(ctx: ServiceContext): Promise<AgentMarkupView[]> {
  requireAgent(ctx, AGENT_SALES_MESSAGES.markupOwner);
  const { agencyId } = await actingAgency(ctx, 'book');
  const rows = await ctx.em.find(AgentMarkup, { agent: agencyId });
  return MARKUP_PRODUCT_TYPES.map((productType) => {
    const row = rows.find((r) => r.productType === productType);
    return row
      ? { productType, kind: row.kind, value: String(row.value), updatedAt: row.updatedAt }
      : { productType, kind: 'percent', value: '0.00', updatedAt: null };
  });
}

/** Sets the caller's markup for one product type (agency owners only: 403 for anyone else, their staff included). */
export async function setMarkup(ctx: ServiceContext, input: unknown): Promise<AgentMarkupView> {
  requireAgent(ctx, AGENT_SALES_MESSAGES.markupOwner);
  const viewer = { id: (await actingAgency(ctx, 'markup')).agencyId };
  const m = check(MarkupSchema, input);
  const now = ctx.now();
  await ctx.em.execute(
    `insert into agent_markup (agent_id, product_type, kind, value, updated_at) values (?, ?, ?, ?, ?)
     on conflict (agent_id, product_type) do update set kind = excluded.kind, value = excluded.value, updated_at = excluded.updated_at`,
    [viewer.id, m.productType, m.kind, m.value, now],
  );
  const [row] = await ctx.em.execute<{ value: string }[]>('select value::text as value from agent_markup where agent_id = ? and product_type = ?', [
    viewer.id,
    m.productType,
  ]);
  return { productType: m.productType, kind: m.kind, value: row.value, updatedAt: now };
}

async function markupSetting(em: EntityManager, agentId: string, productType: MarkupProductType): Promise<Markup | null> {
  const [row] = await em.execute<{ kind: Markup['kind']; value: string }[]>(
    'select kind, value::text as value from agent_markup where agent_id = ? and product_type = ?',
    [agentId, productType],
  );
  return row ? { kind: row.kind, value: row.value } : null;
}

/** The travellers a booking is for, as the booking service will count them. */
function travellers(values: BookValues): number {
  if (values.type === 'hotel') return values.guestCount ?? 1;
  // a package by rooms: everyone in them
  if (values.type === 'package' && values.rooms) return peopleIn(roomsOf(values.rooms));
  return values.passengerCount ?? 1;
}

/**
 * Checks a booking's customer before anything is reserved: only agents book for customers (403), the customer's
 * details and passengers follow the rules (400). Returns the normalised customer (passports upper-cased), or null.
 */
export function customerFor(ctx: ServiceContext, values: BookValues): CustomerValues | null {
  const raw = (values as { customer?: unknown }).customer;
  if (raw === undefined || raw === null) return null;
  requireAgent(ctx, AGENT_SALES_MESSAGES.agentsOnly);
  const customer = prefixed('customer', () => check(CustomerSchema, plain(raw)));
  const issue = passengersIssue(values.type, travellers(values), customer.passengers);
  if (issue) throw new ValidationError(issue.message, issue.path);
  return customer;
}

// GraphQL hands over input class instances: plain objects for the schema
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

function prefixed<T>(prefix: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ValidationError) throw new ValidationError(err.message, err.field ? `${prefix}.${err.field}` : prefix);
    throw err;
  }
}

/** The booking columns of a sale to `customer` at `net` (inside the booking's transaction). */
export async function saleFields(
  tx: EntityManager,
  agentId: string,
  productType: MarkupProductType,
  net: string,
  customer: CustomerValues,
): Promise<Partial<Booking>> {
  const price = sellingPrice(net, await markupSetting(tx, agentId, productType), customer.markupInPkr);
  return {
    customerName: customer.leadName,
    customerPhone: customer.phone,
    customerEmail: customer.email,
    passengers: customer.passengers.map((p) => ({ name: p.name, passportNumber: p.passportNumber })),
    markupInPkr: price.markupInPkr,
    sellingPriceInPkr: price.sellingPriceInPkr,
  };
}

/** A quotation's figures: an agent's markup applies (the override when given); anyone else's is 0. */
export async function quoteFigures(
  ctx: ServiceContext,
  tx: EntityManager,
  productType: MarkupProductType,
  net: string,
  override: string | null | undefined,
): Promise<ReturnType<typeof sellingPrice>> {
  const viewer = ctx.viewer;
  if (viewer?.role !== 'b2b_agent') {
    if (override !== undefined && override !== null) throw new ForbiddenError(AGENT_SALES_MESSAGES.agentsOnly);
    return sellingPrice(net, null);
  }
  const checked = override === undefined || override === null ? null : prefixed('markupInPkr', () => check(MarkupOverrideSchema, override));
  // the agency's markups, whoever of its staff quotes
  const { agencyId } = await actingAgency(ctx, 'book');
  return sellingPrice(net, await markupSetting(tx, agencyId, productType), checked);
}
