import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n } from '../i18n';
import { latinWordsIn } from './latin';
import { renderApp } from './render';

// The Urdu scan (issue 21): what a reader sees in Urdu must be Urdu. Used by every area's urdu test.

// Latin words the Urdu pages may show: the brand's logo, the B2B/B2C terms Pakistani agencies write in Latin, codes
// and 'English', the switch back (each language is offered in its own script)
export const ALLOWED = new Set(['Safarnama', 'B2B', 'B2C', 'PKR', 'Rs', 'English']);
/** The Latin-script words a reader sees under `root` outside the allow-list and `extra` (brands such as JazzCash): see latin.ts. */
export function latinWords(root: HTMLElement, extra: readonly string[] = []): string[] {
  return latinWordsIn(root, [...ALLOWED, ...extra]);
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
