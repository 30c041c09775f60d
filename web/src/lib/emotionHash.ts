// this import is the package itself: web/vite.config.ts sends every other importer of '@emotion/hash' here
import murmur2 from '@emotion/hash';

// Emotion names each style by hashing its serialised text (murmur2, a loop over every character), for every element
// on every render. Chakra's components serialise the same few kilobytes of recipe styles again for each card of a
// list: on /packages 737 hashes of 312 KB of text, 89 % of them repeats, a fifth of the CPU time of taking over the
// page on a throttled phone. web/vite.config.ts points '@emotion/hash' here: a repeat costs one Map lookup (V8 hashes a
// string natively, once). Bounded: past 4,096 distinct styles the memo starts again.
const LIMIT = 4096;
const names = new Map<string, string>();

export default function memoHash(styles: string): string {
  let name = names.get(styles);
  if (name === undefined) {
    if (names.size >= LIMIT) names.clear();
    name = murmur2(styles);
    names.set(styles, name);
  }
  return name;
}
