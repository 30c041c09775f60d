/** A whole number from a query parameter, kept within `range`; `fallback` when missing or not a number. */
export function countParam(raw: string | null, range: { min: number; max: number }, fallback: number): number {
  const n = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isInteger(n) ? Math.min(range.max, Math.max(range.min, n)) : fallback;
}
