// Urdu for the groups service, readiness and the visa gate (modules/umrah/) (issue 36).

export const GROUPS_EXACT_UR: Record<string, string> = {};

/** The Urdu of a message of this part with a figure or name in it, or undefined. */
export function groupsPatternUr(message: string): string | undefined {
  void message;
  return undefined;
}
