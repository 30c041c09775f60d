// Umrah groups (issue 36), shared by the API and the web app: the room occupancies a package is priced by, the beds
// each has, and a per-bed price read from a package. The season's Saudi rules (dates and limits) are in
// umrah-season.ts; the passport MRZ parser in mrz.ts.

/** Room occupancies, cheapest bed first: sharing (a bed in a room shared with strangers), quad, triple, double, single. */
export const OCCUPANCIES = ['sharing', 'quad', 'triple', 'double', 'single'] as const;
export type Occupancy = (typeof OCCUPANCIES)[number];

/** Beds in one room of each occupancy (a sharing room has 5 to 6 beds: 6 are sold). */
export const OCCUPANCY_BEDS: Record<Occupancy, number> = { sharing: 6, quad: 4, triple: 3, double: 2, single: 1 };

export const OCCUPANCY_LABELS: Record<Occupancy, string> = { sharing: 'Sharing', quad: 'Quad', triple: 'Triple', double: 'Double', single: 'Single' };

/** The occupancy a package priced with one figure is sold at ("that price is their only occupancy"). */
export const SINGLE_PRICE_OCCUPANCY: Occupancy = 'quad';

export type OccupancyPrice = { occupancy: Occupancy; priceInPkr: string };

/** A package's per-bed prices: its table, or its one price as its only occupancy (packages from before issue 36). */
export function occupancyPricesOf(pkg: { priceInPkr: string; occupancyPrices?: readonly OccupancyPrice[] | null }): OccupancyPrice[] {
  const table = pkg.occupancyPrices ?? [];
  if (table.length === 0) return [{ occupancy: SINGLE_PRICE_OCCUPANCY, priceInPkr: pkg.priceInPkr }];
  return OCCUPANCIES.flatMap((o) => table.filter((p) => p.occupancy === o).slice(0, 1).map((p) => ({ occupancy: o, priceInPkr: p.priceInPkr })));
}

/** The price of one bed at `occupancy`, or undefined when the package does not offer it. */
export function perBedPrice(pkg: { priceInPkr: string; occupancyPrices?: readonly OccupancyPrice[] | null }, occupancy: Occupancy): string | undefined {
  return occupancyPricesOf(pkg).find((p) => p.occupancy === occupancy)?.priceInPkr;
}
