import { startTransition } from 'react';

// What the HTML page already showed before the app's code ran. The build pre-renders a few public pages for a visitor
// without a session (web/src/prerender.tsx); the server sends one of them, or the bare shell (top bar and footer),
// and marks which in <div id="root" data-page>.

let page: string | undefined = typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.page;
const saved = new Map<string, string>();

/** The path whose pre-rendered HTML this page load started from, if any. */
export function prerenderedPage(): string | undefined {
  return page;
}

/** The build's pre-render says which page it is rendering. */
export function setPrerenderedPage(path: string | undefined): void {
  page = path;
}

/**
 * Keeps the pre-rendered markup of the parts marked `data-keep-html="<key>"` before React takes the page over, so a part
 * whose code loads later (the landing page's search form) can go on showing exactly what was painted until then.
 * Test ids are dropped from it: only the live part is for tests to find.
 */
export function keepPrerenderedParts(): void {
  if (typeof document === 'undefined') return;
  for (const el of document.querySelectorAll<HTMLElement>('#root [data-keep-html]')) {
    for (const node of el.querySelectorAll('[data-testid]')) node.removeAttribute('data-testid');
    saved.set(el.dataset.keepHtml ?? '', el.innerHTML);
  }
}

/** The pre-rendered markup kept for `key`. */
export function prerenderedHtml(key: string): string | undefined {
  return saved.get(key);
}

// True until the first page is on screen and live (Layout's ReadyForInput): a pre-rendered page being hydrated, or the
// shell's first render, both run as transitions, in slices.
let firstRender = typeof document !== 'undefined';

/**
 * React is taking over the pre-rendered page: its first render must draw what the HTML shows (a list still loading),
 * even where the data is already at hand, or the markup would not match.
 */
export function takingOverPrerenderedPage(): boolean {
  return firstRender && page !== undefined;
}

/** The first page is on screen and answers input. */
export function firstPageShown(): void {
  firstRender = false;
}

/**
 * Applies a state update from outside React (a fetch answering): during the first page's render as a transition, since
 * an urgent update then forces the rest of that render (a pre-rendered page's hydration) into one long task; urgently
 * afterwards, so it never waits behind other work.
 */
export function applySoon(update: () => void): void {
  if (firstRender) startTransition(update);
  else update();
}
