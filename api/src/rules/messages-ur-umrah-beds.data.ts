// Urdu for per-bed package prices and bookings by room (catalogue, bookings) (issue 36).

export const BEDS_EXACT_UR: Record<string, string> = {};

/** The Urdu of a message of this part with a figure or name in it, or undefined. */
export function bedsPatternUr(message: string): string | undefined {
  void message;
  return undefined;
}
