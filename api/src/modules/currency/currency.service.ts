import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../graphql/errors.js';
import { type CurrencyCode, isCurrencyCode } from '../../rules/currencies.js';
import { Currency } from './currency.entity.js';

export async function listCurrencies(em: EntityManager): Promise<Currency[]> {
  return em.find(Currency, {}, { orderBy: { sortOrder: 'asc' } });
}

/** The stored rate for `code` (units per 1 PKR). Unknown codes are a 400 for the caller, not a crash. */
export async function rateFor(em: EntityManager, code: string): Promise<{ code: CurrencyCode; rate: string }> {
  if (!isCurrencyCode(code)) throw new NotFoundError(`Unknown currency ${code}`);
  const currency = await em.findOneOrFail(Currency, { code }, { failHandler: () => new NotFoundError(`Unknown currency ${code}`) });
  return { code, rate: currency.rate };
}

/** All seven rates at once, for pricing a list in every currency without a query per item. */
export async function ratesByCode(em: EntityManager): Promise<Map<CurrencyCode, string>> {
  const rows = await listCurrencies(em);
  return new Map(rows.filter((c) => isCurrencyCode(c.code)).map((c) => [c.code as CurrencyCode, c.rate]));
}
