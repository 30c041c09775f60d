import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Currency } from './currency.entity.js';
import { listCurrencies } from './currency.service.js';

@Resolver(() => Currency)
export class CurrencyResolver {
  @Query(() => [Currency], { description: 'The seven supported currencies with their current rates, PKR first.' })
  currencies(@Ctx() ctx: Context): Promise<Currency[]> {
    return listCurrencies(ctx);
  }
}
