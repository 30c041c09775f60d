// Urdu for the manifest import (spreadsheets) and the rooming allocator (modules/umrah/manifest-import.ts, rooming.ts) (issue 36).

export const MANIFEST_EXACT_UR: Record<string, string> = {};

/** The Urdu of a message of this part with a figure or name in it, or undefined. */
export function manifestPatternUr(message: string): string | undefined {
  void message;
  return undefined;
}
