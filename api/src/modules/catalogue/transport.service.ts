import type { EntityManager } from '@mikro-orm/postgresql';
import { readPagination, toPage } from '../../graphql/pagination.js';
import { check } from '../../graphql/validation.js';
import { TransportTypeSchema } from '../../rules/catalogue.js';
import type { TransportType } from './enums.js';
import type { PageArgs } from './packages.service.js';
import { TransportOption } from './transport.entity.js';

/** Active transport options of a type (or all), cheapest first; one SQL statement. */
export async function listTransport(em: EntityManager, args: { type?: string | null; pagination?: PageArgs }) {
  const page = readPagination(args.pagination);
  const type = args.type == null ? undefined : (check(TransportTypeSchema, args.type) as TransportType);
  const rows = await em.find(
    TransportOption,
    { active: true, ...(type ? { type } : {}) },
    { orderBy: { type: 'asc', priceInPkr: 'asc', id: 'asc' }, limit: page.limit + 1, offset: page.offset },
  );
  return toPage(rows, page);
}
