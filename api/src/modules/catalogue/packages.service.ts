import * as v from 'valibot';
import type { ServiceContext } from '../../core/context.js';
import { NotFoundError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { PackageTypeSchema } from '../../rules/catalogue.js';
import { isUuid } from '../../rules/common.js';
import { PackageStatus, type PackageType } from './enums.js';
import { PACKAGE_SEARCH_DOCUMENT, Package } from './package.entity.js';

/** The page a list is asked for (limit, offset), before defaults. */
export type PageArgs = Parameters<typeof readPagination>[0];

const SearchSchema = v.pipe(v.string(), v.maxLength(100, 'Search must be at most 100 characters'));

/** "Umrah lah" → "umrah:* & lah:*": every word must start a word of the package (case-insensitive, indexed). */
export function searchQuery(search: string | null | undefined): string | undefined {
  if (search == null) return undefined;
  const words = check(SearchSchema, search)
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return undefined;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** Active packages, featured first then cheapest; one SQL statement. */
export async function listPackages(ctx: ServiceContext, args: { type?: string | null; search?: string | null; pagination?: PageArgs }): Promise<Page<Package>> {
  const page = readPagination(args.pagination);
  const type = args.type == null ? undefined : (check(PackageTypeSchema, args.type) as PackageType);
  const query = searchQuery(args.search);
  const qb = ctx.em
    .createQueryBuilder(Package, 'p')
    .where({ status: PackageStatus.active, ...(type ? { type } : {}) })
    .orderBy({ featured: 'desc', priceInPkr: 'asc', id: 'asc' })
    .limit(page.limit + 1)
    .offset(page.offset);
  if (query) qb.andWhere(`${PACKAGE_SEARCH_DOCUMENT} @@ to_tsquery('simple', ?)`, [query]);
  return toPage(await qb.getResult(), page);
}

/** One package by id; drafts are not public. */
export async function getPackage(ctx: ServiceContext, id: string): Promise<Package> {
  const found = isUuid(id) ? await ctx.em.findOne(Package, { id, status: { $ne: PackageStatus.draft } }) : null;
  if (!found) throw new NotFoundError('Package not found');
  return found;
}
