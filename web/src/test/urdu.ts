import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n } from '../i18n';
import { renderApp } from './render';

// The Urdu scan (issue 21): what a reader sees in Urdu must be Urdu. Used by every area's urdu test.

// Latin words the Urdu pages may show: the brand's logo, the B2B/B2C terms Pakistani agencies write in Latin, codes
// and 'English', the switch back (each language is offered in its own script)
export const ALLOWED = new Set(['Safarnama', 'B2B', 'B2C', 'PKR', 'Rs', 'English']);
// airport, currency and booking codes (KHI, DXB, USD, PK-301), and figures (50K+, 1M+)
const CODE = /^([A-Z]{2,3}|[A-Z0-9]{2,}-?\d+[A-Z0-9-]*|\d[\d,.]*[KM]?)$/;

/**
 * The Latin-script words a reader sees (text, placeholders, accessible names, titles), outside the allow-list.
 * Content as stored (hotel, package and people's names, descriptions, addresses) is not translated: it is marked
 * `lang="en"` where it is shown (so screen readers read it as English) and the scan leaves it out. `extra` allows
 * more words for one page (brands such as JazzCash).
 */
export function latinWords(root: HTMLElement, extra: readonly string[] = []): string[] {
  const allowed = new Set([...ALLOWED, ...extra]);
  const skipped = (el: Element | null) => !!el?.closest('script, style, [hidden], [lang="en"], [translate="no"]');
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    if (skipped(walker.currentNode.parentElement)) continue;
    texts.push(walker.currentNode.textContent ?? '');
  }
  for (const el of root.querySelectorAll('*')) {
    if (skipped(el)) continue;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) texts.push(el.getAttribute(name) ?? '');
  }
  const words = texts
    .map((t) => t.replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ').replace(/https?:\/\/\S+/g, ' ')) // e-mail addresses, links
    .flatMap((t) => t.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [])
    .filter((w) => /[A-Za-z]/.test(w));
  return [...new Set(words.filter((w) => !allowed.has(w) && !CODE.test(w)))];
}

/** Renders the app at `path` as a visitor who chose Urdu on this device. */
export async function renderInUrdu(path: string) {
  window.localStorage.setItem('safarnama.language', 'ur');
  const rendered = renderApp(path);
  await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
  return rendered;
}

/** After each Urdu test: the next one starts in English, as a first visit does (the i18n instance outlives a test). */
export async function backToEnglish() {
  window.localStorage.removeItem('safarnama.language');
  await act(() => i18n.changeLanguage('en'));
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
}
