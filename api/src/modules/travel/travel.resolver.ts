import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { providerInfo, searchFlights, searchProviderHotels, suggestAirports, suggestCities } from './travel.service.js';
import {
  AirportSuggestion,
  CitySuggestion,
  FlightSearchInput,
  FlightSearchResult,
  ProviderHotelSearchInput,
  ProviderHotelSearchResult,
  TravelProviderInfo,
} from './travel.types.js';

@Resolver()
export class TravelResolver {
  @Query(() => [AirportSuggestion], { description: 'Airport suggestions: from 2 characters, at most 5, exact code matches first.' })
  airports(
    @Arg('query', () => String, { description: 'What the user typed: a code or the start of a name, at least 2 characters.' }) query: string,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 5 (default 5).' }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<AirportSuggestion[]> {
    return suggestAirports(ctx.deps, query, limit);
  }

  @Query(() => [CitySuggestion], { description: 'City suggestions: from 2 characters, at most 5, exact code matches first.' })
  cities(
    @Arg('query', () => String, { description: 'What the user typed: a code or the start of a name, at least 2 characters.' }) query: string,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 5 (default 5).' }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<CitySuggestion[]> {
    return suggestCities(ctx.deps, query, limit);
  }

  @Query(() => FlightSearchResult, { description: 'Flight offers from the travel data provider, priced in the requested currency.' })
  flightSearch(@Arg('input', () => FlightSearchInput, { description: 'Route, dates, party and currency.' }) input: FlightSearchInput, @Ctx() ctx: Context): Promise<FlightSearchResult> {
    return searchFlights(ctx.em, ctx.deps, input);
  }

  @Query(() => ProviderHotelSearchResult, { description: 'Hotels from the travel data provider’s price cache, cheapest first.' })
  providerHotelSearch(
    @Arg('input', () => ProviderHotelSearchInput, { description: 'Location, dates, party and currency.' }) input: ProviderHotelSearchInput,
    @Ctx() ctx: Context,
  ): Promise<ProviderHotelSearchResult> {
    return searchProviderHotels(ctx.em, ctx.deps, input);
  }

  @Query(() => TravelProviderInfo, { description: 'The travel data provider in use and its affiliate marker.' })
  travelProvider(@Ctx() ctx: Context): TravelProviderInfo {
    return providerInfo(ctx.deps);
  }
}
