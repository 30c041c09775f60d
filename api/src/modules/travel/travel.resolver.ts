import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { providerInfo, searchFlights, searchProviderHotels, suggestAirports, suggestCities } from './travel.service.js';
import {
  AirportSuggestion,
  CitySuggestion,
  FlightSearchInput,
  FlightSearchResult,
  ProviderHotelSearchInput,
  ProviderHotelSearchResult,
  SuggestionArgs,
  TravelProviderInfo,
} from './travel.types.js';

@Resolver()
export class TravelResolver {
  @Query(() => [AirportSuggestion], { description: 'Airport suggestions: from 2 characters, at most 5, exact code matches first.' })
  airports(@Args(() => SuggestionArgs) { query, limit }: SuggestionArgs, @Ctx() ctx: Context): Promise<AirportSuggestion[]> {
    return suggestAirports(ctx, query, limit);
  }

  @Query(() => [CitySuggestion], { description: 'City suggestions: from 2 characters, at most 5, exact code matches first.' })
  cities(@Args(() => SuggestionArgs) { query, limit }: SuggestionArgs, @Ctx() ctx: Context): Promise<CitySuggestion[]> {
    return suggestCities(ctx, query, limit);
  }

  @Query(() => FlightSearchResult, { description: 'Flight offers from the travel data provider, priced in the requested currency.' })
  flightSearch(@Arg('input', () => FlightSearchInput, { description: 'Route, dates, party and currency.' }) input: FlightSearchInput, @Ctx() ctx: Context): Promise<FlightSearchResult> {
    return searchFlights(ctx, input);
  }

  @Query(() => ProviderHotelSearchResult, { description: 'Hotels from the travel data provider’s price cache, cheapest first.' })
  providerHotelSearch(
    @Arg('input', () => ProviderHotelSearchInput, { description: 'Location, dates, party and currency.' }) input: ProviderHotelSearchInput,
    @Ctx() ctx: Context,
  ): Promise<ProviderHotelSearchResult> {
    return searchProviderHotels(ctx, input);
  }

  @Query(() => TravelProviderInfo, { description: 'The travel data provider in use and its affiliate marker.' })
  travelProvider(@Ctx() ctx: Context): TravelProviderInfo {
    return providerInfo(ctx);
  }
}
