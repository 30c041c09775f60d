// Urdu for the changes after the sale (issue 37), one data file per part, gathered here: messages-ur.ts reads this
// file only (it is at its size bar), so a part adds its table and its pattern function below.
import { KINDS_EXACT_UR, kindsPatternUr } from './messages-ur-amendment-kinds.data.js';
import { AMENDMENTS_EXACT_UR, amendmentsPatternUr } from './messages-ur-amendments.data.js';

export const AFTER_SALE_EXACT_UR: Record<string, string> = { ...KINDS_EXACT_UR, ...AMENDMENTS_EXACT_UR };

const PATTERN_PARTS: Array<(message: string) => string | undefined> = [kindsPatternUr, amendmentsPatternUr];

/** The Urdu of an after-sale message with a figure or a name in it, or undefined. */
export function afterSalePatternUr(message: string): string | undefined {
  for (const part of PATTERN_PARTS) {
    const ur = part(message);
    if (ur !== undefined) return ur;
  }
  return undefined;
}
