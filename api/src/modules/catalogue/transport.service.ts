import type { ServiceContext } from '../../core/context.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { TransportTypeSchema } from '../../rules/catalogue.js';
import type { TransportType } from './enums.js';
import type { PageArgs } from './packages.service.js';
import { TransportOption } from './transport.entity.js';

/** Active transport options of a type (or all), cheapest first; one SQL statement. */
export async function listTransport(ctx: ServiceContext, args: { type?: string | null; pagination?: PageArgs }): Promise<Page<TransportOption>> {
  const page = readPagination(args.pagination);
  const type = args.type == null ? undefined : (check(TransportTypeSchema, args.type) as TransportType);
  const rows = await ctx.em.find(
    TransportOption,
    { active: true, ...(type ? { type } : {}) },
    { orderBy: { type: 'asc', priceInPkr: 'asc', id: 'asc' }, limit: page.limit + 1, offset: page.offset },
  );
  return toPage(rows, page);
}
