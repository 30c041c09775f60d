// Urdu for the network part of issue 39 (agency networks, quotes, brand): its exact messages and its patterns, gathered
// by messages-ur-partner.data.ts (messages-ur.ts is at its size bar).

export const NETWORK_EXACT_UR: Record<string, string> = {};

export const NETWORK_PATTERNS_UR: Array<[RegExp, (m: RegExpExecArray) => string]> = [];
