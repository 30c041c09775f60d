import { type Airport, distanceKm, isCommercialAirport, resolveAirport } from './airports.js';
import { type Carrier, CARRIERS, MOUNTAIN_LINKS, PK_CARRIERS, PK_GATEWAYS, PK_TRUNK } from './sandbox-carriers.js';

// Which carriers plausibly fly between two airports, nonstop or over one of their hubs, for the sandbox's offers.

// Nobody flies a shorter leg (DXB-SHJ, LHE-SKT).
export const MIN_LEG_KM = 200;

export interface Route {
  carrier: Carrier;
  via?: Airport;
}

function pkCarrierFlies(c: Carrier, a: Airport, b: Airport): boolean {
  if (a.countryCode === 'PK' && b.countryCode === 'PK') {
    if (!c.pk.includes(a.code) || !c.pk.includes(b.code)) return false;
    const [mountain, other] = MOUNTAIN_LINKS[a.code] ? [a, b] : [b, a];
    if (MOUNTAIN_LINKS[mountain.code]) return MOUNTAIN_LINKS[mountain.code].includes(other.code);
    return PK_TRUNK.has(a.code) || PK_TRUNK.has(b.code);
  }
  const [home, away] = a.countryCode === 'PK' ? [a, b] : [b, a];
  return home.countryCode === 'PK' && PK_GATEWAYS.has(home.code) && c.pk.includes(home.code) && (c.abroad ?? []).includes(away.code);
}

function foreignCarrierFlies(c: Carrier, a: Airport, b: Airport): boolean {
  const [base, other] = c.bases.includes(a.code) ? [a, b] : [b, a];
  if (!c.bases.includes(base.code)) return false;
  if (other.countryCode === 'PK') return c.pk.includes(other.code);
  if (other.countryCode === c.country) return c.domestic === true && isCommercialAirport(other.code);
  return isCommercialAirport(other.code);
}

function fliesDirect(c: Carrier, a: Airport, b: Airport): boolean {
  const d = distanceKm(a, b);
  if (a.code === b.code || d < MIN_LEG_KM || d > c.rangeKm) return false;
  return c.country === 'PK' ? pkCarrierFlies(c, a, b) : foreignCarrierFlies(c, a, b);
}

interface Slack {
  ratio: number;
  extraKm: number;
}

function detourOk(a: Airport, hub: Airport, b: Airport, slack: Slack): boolean {
  const direct = distanceKm(a, b);
  return distanceKm(a, hub) + distanceKm(hub, b) <= Math.max(direct * slack.ratio, direct + slack.extraKm);
}

function connections(
  a: Airport,
  b: Airport,
  carriers: Carrier[],
  slack: Slack,
  legOk: (c: Carrier, x: Airport, y: Airport) => boolean,
): Route[] {
  const routes: Route[] = [];
  for (const carrier of carriers) {
    for (const hubCode of carrier.hubs) {
      const via = resolveAirport(hubCode);
      if (!via || via.code === a.code || via.code === b.code || !detourOk(a, via, b, slack)) continue;
      if (legOk(carrier, a, via) && legOk(carrier, via, b)) routes.push({ carrier, via });
    }
  }
  return routes;
}

// Direct flights where a carrier plausibly flies the route, one-stop connections over its hubs otherwise.
// Pakistani domestic routes are flown only by Pakistani carriers.
export function findRoutes(a: Airport, b: Airport): Route[] {
  const domesticPk = a.countryCode === 'PK' && b.countryCode === 'PK';
  const carriers = domesticPk ? CARRIERS.filter((c) => PK_CARRIERS.includes(c.code)) : CARRIERS;
  const direct = carriers.filter((c) => fliesDirect(c, a, b)).map((carrier): Route => ({ carrier }));
  const oneStop = connections(a, b, carriers, { ratio: 1.4, extraKm: 700 }, fliesDirect);
  if (direct.length + oneStop.length > 0) return [...direct, ...oneStop];
  // Off-network airports (small fields, other continents, India): relax the network rules but keep the geography
  // sane. At home only PIA serves the small fields; abroad the Gulf and Turkish hub carriers fill in.
  const fallbackCarriers = carriers.filter((c) => (domesticPk ? c.code === 'PK' : c.country !== 'PK'));
  const relaxedLeg = (c: Carrier, x: Airport, y: Airport) => {
    const d = distanceKm(x, y);
    return d >= MIN_LEG_KM && d <= c.rangeKm && (domesticPk || c.hubs.includes(x.code) || c.hubs.includes(y.code));
  };
  const relaxed = connections(a, b, fallbackCarriers, { ratio: 1.8, extraKm: 2500 }, relaxedLeg);
  if (relaxed.length > 0) return relaxed;
  // Last resort: a nonstop by the network carriers based nearest the origin.
  const network = fallbackCarriers.filter((c) => c.rangeKm >= 10000 || domesticPk);
  const nearest = network.sort((x, y) => hubDistance(x, a) - hubDistance(y, a)).slice(0, 2);
  return nearest.map((carrier) => ({ carrier }));
}

function hubDistance(c: Carrier, a: Airport): number {
  return Math.min(
    ...c.hubs.map((h) => {
      const hub = resolveAirport(h);
      return hub ? distanceKm(hub, a) : Number.POSITIVE_INFINITY;
    }),
  );
}
