import { Fragment, type ReactNode } from 'react';

// A translated sentence with elements in it (issue 21): the catalogue's text keeps the sentence whole, in each
// language's word order, and marks where an element goes: `<name/>` for one given whole (a code, an amount, a name as
// stored), `<name>words</name>` for one wrapping the translation's own words (bold, a link). Values are never parsed
// as markup: what comes from outside is passed as an element, not interpolated into the text.

type Part = ReactNode | ((inner: string) => ReactNode);

const TAG = /<(\w+)\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/** `text` with each `<name/>` or `<name>…</name>` replaced by `parts[name]` (a function gets the words inside). */
export function rich(text: string, parts: Record<string, Part>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const name = m[1] ?? m[2];
    const part = parts[name];
    out.push(<Fragment key={out.length}>{typeof part === 'function' ? part(m[3] ?? '') : part}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
