import type { ServiceContext } from '../../core/context.js';
import { NotFoundError } from '../../core/errors.js';
import { type CurrencyCode, isCurrencyCode } from '../../rules/currencies.js';
import { Currency } from './currency.entity.js';

export async function listCurrencies(ctx: ServiceContext): Promise<Currency[]> {
  return ctx.em.find(Currency, {}, { orderBy: { sortOrder: 'asc' } });
}

/** The stored rate for `code` (units per 1 PKR). Unknown codes are a 404 for the caller, not a crash. */
export async function rateFor(ctx: ServiceContext, code: string): Promise<{ code: CurrencyCode; rate: string }> {
  if (!isCurrencyCode(code)) throw new NotFoundError(`Unknown currency ${code}`);
  const currency = await ctx.em.findOneOrFail(Currency, { code }, { failHandler: () => new NotFoundError(`Unknown currency ${code}`) });
  return { code, rate: currency.rate };
}

/** All seven rates at once, for pricing a list in every currency without a query per item. */
export async function ratesByCode(ctx: ServiceContext): Promise<Map<CurrencyCode, string>> {
  const rows = await listCurrencies(ctx);
  return new Map(rows.filter((c) => isCurrencyCode(c.code)).map((c) => [c.code as CurrencyCode, c.rate]));
}
