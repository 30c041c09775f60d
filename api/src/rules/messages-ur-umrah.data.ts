// Urdu for the Umrah groups' messages (issue 36), one data file per part, gathered here for messages-ur.ts.
import { BEDS_EXACT_UR, bedsPatternUr } from './messages-ur-umrah-beds.data.js';
import { GROUPS_EXACT_UR, groupsPatternUr } from './messages-ur-umrah-groups.data.js';
import { MANIFEST_EXACT_UR, manifestPatternUr } from './messages-ur-umrah-manifest.data.js';
import { UMRAH_RULES_EXACT_UR, umrahRulesPatternUr } from './messages-ur-umrah-rules.data.js';

export const UMRAH_EXACT_UR: Record<string, string> = { ...UMRAH_RULES_EXACT_UR, ...MANIFEST_EXACT_UR, ...GROUPS_EXACT_UR, ...BEDS_EXACT_UR };

/** The Urdu of an Umrah message with a figure or a name in it, or undefined. */
export function umrahPatternUr(message: string): string | undefined {
  return umrahRulesPatternUr(message) ?? manifestPatternUr(message) ?? groupsPatternUr(message) ?? bedsPatternUr(message);
}
