import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { HotelCurrencyPrice, HotelPage, HotelPricesArgs, HotelsArgs, PackagePage, PackagesArgs, TransportArgs, TransportPage } from './catalogue.types.js';
import { hotelPrices, searchHotels } from './hotels.service.js';
import { Package } from './package.entity.js';
import { getPackage, listPackages } from './packages.service.js';
import { listTransport } from './transport.service.js';

@Resolver()
export class CatalogueResolver {
  @Query(() => PackagePage, { description: 'Active packages, featured first then cheapest. Anyone may search.' })
  packages(@Args(() => PackagesArgs) args: PackagesArgs, @Ctx() ctx: Context): Promise<PackagePage> {
    return listPackages(ctx, args);
  }

  @Query(() => Package, { description: 'One package by id (404 when unknown).' })
  package(@Arg('id', () => ID, { description: 'The package id.' }) id: string, @Ctx() ctx: Context): Promise<Package> {
    return getPackage(ctx, id);
  }

  @Query(() => TransportPage, { description: 'Active transport options, cheapest first.' })
  transport(@Args(() => TransportArgs) args: TransportArgs, @Ctx() ctx: Context): Promise<TransportPage> {
    return listTransport(ctx, args);
  }

  @Query(() => HotelPage, { description: 'Local hotel inventory for a city and stay, priced in the requested currency.' })
  hotels(@Args(() => HotelsArgs) args: HotelsArgs, @Ctx() ctx: Context): Promise<HotelPage> {
    return searchHotels(ctx, args);
  }

  @Query(() => [HotelCurrencyPrice], {
    description:
      "One hotel's stay priced in every supported currency, PKR first: the room type and prices a hotels search with the same stay shows (its multiCurrencyPricing). For a hotel card's price breakdown.",
  })
  hotelPrices(@Args(() => HotelPricesArgs) args: HotelPricesArgs, @Ctx() ctx: Context): Promise<HotelCurrencyPrice[]> {
    return hotelPrices(ctx, args);
  }
}
