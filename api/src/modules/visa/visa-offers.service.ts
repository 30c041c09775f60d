import type { ServiceContext } from '../../core/context.js';
import { ForbiddenError, NotFoundError } from '../../core/errors.js';
import { readPagination, toPage } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { isUuid } from '../../rules/common.js';
import { visaCountryCode, VisaSearchSchema } from '../../rules/visa.js';
import { canProcess, type PageArgs, viewerOf } from './visa-access.js';
import { VisaOffer } from './visa-offer.entity.js';

// Visa offers: the public search, one offer, and an agent's own offers (the applications: visa.service.ts).

/** Active offers for a destination (any way it is written: "UAE", "Dubai"...) and type; cheapest first. */
export async function listOffers(ctx: ServiceContext, args: { to?: string | null; type?: string | null; pagination?: PageArgs }) {
  const page = readPagination(args.pagination);
  const q = check(VisaSearchSchema, { to: args.to ?? '', type: args.type ?? undefined });
  const where: Record<string, unknown> = { active: true };
  if (q.to) {
    const code = visaCountryCode(q.to);
    // a destination we have no offers for: nothing to show (every offer's country is one of ours)
    if (!code) return toPage([], page);
    where.countryCode = code;
  }
  if (q.type) where.visaType = q.type;
  const rows = await ctx.em.find(VisaOffer, where, {
    populate: ['seller'],
    orderBy: q.to ? { visaType: 'asc', priceNormalPkr: 'asc', id: 'asc' } : { country: 'asc', visaType: 'asc', id: 'asc' },
    limit: page.limit + 1,
    offset: page.offset,
  });
  return toPage(rows, page);
}

export async function getOffer(ctx: ServiceContext, id: string): Promise<VisaOffer> {
  const offer = isUuid(id) ? await ctx.em.findOne(VisaOffer, { id }, { populate: ['seller'] }) : null;
  if (!offer) throw new NotFoundError('Visa offer not found');
  return offer;
}

/** The offers an agent sells (all offers for the super admin), any state, destination order. */
export async function sellerOffers(ctx: ServiceContext, pagination: PageArgs) {
  const viewer = viewerOf(ctx);
  const page = readPagination(pagination);
  const where = viewer.role === 'super_admin' ? {} : { seller: viewer.id };
  const rows = await ctx.em.find(VisaOffer, where, {
    populate: ['seller'],
    orderBy: { country: 'asc', visaType: 'asc', id: 'asc' },
    limit: page.limit + 1,
    offset: page.offset,
  });
  return toPage(rows, page);
}

/** An agent switches one of their offers on or off (the admin any). */
export async function setOfferActive(ctx: ServiceContext, id: string, active: boolean): Promise<VisaOffer> {
  const viewer = viewerOf(ctx);
  const offer = await getOffer(ctx, id);
  if (!canProcess(viewer, offer.seller?.id)) throw new ForbiddenError('You can only change your own visa offers');
  offer.active = active;
  await ctx.em.flush();
  return offer;
}
