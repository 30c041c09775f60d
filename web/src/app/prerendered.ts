import { startTransition } from 'react';

// What the HTML page already showed before the app's code ran. The build pre-renders a few public pages for a visitor
// without a session (web/src/prerender.tsx); the server sends one of them, or the bare shell (top bar and footer),
// and marks which in <div id="root" data-page>.

let page: string | undefined = typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.page;
const saved = new Map<string, string>();

/** The element a live page carries its Apollo cache in (prerender.tsx `renderLive`). */
export const STATE_ELEMENT_ID = 'apollo-state';
// A live page (the server rendered it with its data, /packages) shows its lists, not a list still loading
let state: string | null | undefined = typeof document === 'undefined' ? undefined : document.getElementById(STATE_ELEMENT_ID)?.textContent;

/**
 * The Apollo cache a live page was drawn from, once (the shared client starts from it: app/ApolloBoundary.tsx); undefined
 * for the build's pages and after the first call.
 */
export function takePrerenderedState(): object | undefined {
  const text = state;
  state = undefined;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as object;
  } catch {
    return undefined;
  }
}

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

const live = state != null;

/**
 * React is taking over a page the build pre-rendered: its first render must draw what the HTML shows (a list still
 * loading), even where the data is already at hand, or the markup would not match. A live page's HTML shows the data
 * its cache holds: its first render draws from the cache, like any other render.
 */
export function takingOverPrerenderedPage(): boolean {
  return firstRender && page !== undefined && !live;
}

/**
 * A page load begins again: nothing on screen yet, no pre-rendered page (the test set-up calls it before each test
 * file, which shares this module with the files run before it in the same worker).
 */
export function startPageLoad(): void {
  firstRender = typeof document !== 'undefined';
  page = undefined;
  state = undefined;
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
