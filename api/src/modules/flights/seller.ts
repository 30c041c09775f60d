import type { Config } from '../../config.js';
import { add } from '../../rules/money.js';
import type { FlightSeller, ProviderFlightOffer, ProviderSegment } from '../travel/provider.js';
import { installFlightSeller } from '../travel/travel.service.js';
import type { AirOffer } from './airline.js';
import { airlineOf } from './airlines.js';

// The selling airline answers the /flights search (its offers get a Book button) when it may sell: Duffel when
// configured; the sandbox airline when the search provider is the sandbox too (a deployment searching Travelpayouts
// without Duffel keeps the hand-off only, and never sells sandbox fares).

export function searchOffer(o: AirOffer, serviceFeeInPkr: string): ProviderFlightOffer {
  const segments: ProviderSegment[] = o.slices.flatMap((slice, i) =>
    slice.segments.map((s) => ({
      departureAt: s.departingAt,
      arrivalAt: s.arrivingAt,
      origin: s.origin,
      destination: s.destination,
      duration: s.durationMinutes,
      carrier: s.carrier,
      carrierName: s.carrierName,
      flightNumber: s.flightNumber,
      aircraft: s.aircraft ?? undefined,
      direction: i === 0 ? ('outbound' as const) : ('return' as const),
      stops: 0,
    })),
  );
  return {
    id: o.id,
    pricePkr: add(o.totalPkr, serviceFeeInPkr),
    bookingToken: o.id,
    expiresAt: o.expiresAt,
    segments,
    sale: {
      holdable: o.holdable,
      refundable: o.conditions.refundable,
      changeable: o.conditions.changeable,
      checkedBags: o.slices[0]?.segments[0]?.baggage.checkedPieces ?? null,
    },
  };
}

export function installSeller(config: Config): void {
  if (!config.flights.duffel && config.travelpayouts) {
    installFlightSeller(config, null);
    return;
  }
  const seller: FlightSeller = {
    name: config.flights.duffel ? 'duffel' : 'sandbox',
    sandbox: !config.flights.duffel,
    search: async (ctx, query, now) => {
      const result = await airlineOf(ctx).search(query, now);
      return { offers: result.offers.map((o) => searchOffer(o, ctx.config.flights.serviceFeeInPkr)), notice: result.notice };
    },
  };
  installFlightSeller(config, seller);
}
