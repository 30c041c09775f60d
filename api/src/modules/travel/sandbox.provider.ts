import { ValidationError } from '../../core/errors.js';
import { SANDBOX_MARKER } from '../../rules/travel.js';
import { type AirportSuggestion, type CitySuggestion, resolveAirport, searchAirports, searchCities } from './airports.js';
import {
  hotelHandOffUrl,
  type ProviderFlightQuery,
  type ProviderFlightResult,
  type ProviderHotelQuery,
  type ProviderHotelResult,
  type ProviderSegment,
  type TravelProvider,
} from './provider.js';
import { generateHotels, resolveHotelPlace } from './sandbox-hotels.js';
import { generateOffers, UnknownAirportError } from './sandbox-offers.js';

// The default provider: no network. Airports and cities from the offline data set, offers from the deterministic
// generators. Its fares are marked as sandbox fares everywhere they are shown.
export class SandboxProvider implements TravelProvider {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;
  readonly marker = SANDBOX_MARKER;

  async searchAirports(query: string, limit: number): Promise<AirportSuggestion[]> {
    return searchAirports(query, limit);
  }

  async searchCities(query: string, limit: number): Promise<CitySuggestion[]> {
    return searchCities(query, limit);
  }

  async searchFlights(q: ProviderFlightQuery, now: Date): Promise<ProviderFlightResult> {
    let offers: ReturnType<typeof generateOffers>;
    try {
      offers = generateOffers({ ...q, now });
    } catch (err) {
      if (err instanceof UnknownAirportError) {
        throw new ValidationError(err.message, err.code === q.origin ? 'origin' : 'destination');
      }
      if (err instanceof RangeError) throw new ValidationError(err.message);
      throw err;
    }
    const destination = resolveAirport(q.destination)?.code;
    return {
      offers: offers.map((o) => {
        let direction: ProviderSegment['direction'] = 'outbound';
        const segments = o.segments.map((s): ProviderSegment => {
          const segment: ProviderSegment = {
            departureAt: s.departure_at,
            arrivalAt: s.arrival_at,
            origin: s.origin,
            destination: s.destination,
            duration: s.duration,
            carrier: s.carrier,
            carrierName: s.carrier_name,
            flightNumber: s.flight_number,
            aircraft: s.aircraft,
            direction,
            stops: 0,
          };
          // everything after landing at the destination is the way back
          if (s.destination === destination) direction = 'return';
          return segment;
        });
        return { id: o.id, pricePkr: o.price, bookingToken: o.booking_token, expiresAt: o.expires_at, segments };
      }),
    };
  }

  async searchHotels(q: ProviderHotelQuery): Promise<ProviderHotelResult> {
    const place = resolveHotelPlace(q.location);
    if (!place) return { place: null, hotels: [] };
    const hotels = generateHotels(place, q).map((h) => ({
      id: h.id,
      name: h.name,
      stars: h.stars,
      priceFromPkr: h.priceFromPkr,
      priceAvgPkr: h.priceAvgPkr,
      city: place.name,
      country: place.country,
      distanceKm: h.distanceKm,
      // sandbox hotels are fictional: the hand-off opens the real search for the city
      link: hotelHandOffUrl({ ...q, destination: place.name, marker: this.marker }),
    }));
    return { place: { name: place.name, country: place.country }, hotels };
  }
}
