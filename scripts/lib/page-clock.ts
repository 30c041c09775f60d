import type { Page } from 'playwright-core';

// Timing measured inside the page, where it cannot be late: a test runner busy beside other tests notices a text or a
// new address only when its next poll gets through, so a gap measured from outside can come out shorter (or longer)
// than the page's own. Timers in the page only ever fire late, so a lower bound measured here holds on any machine.

type Marks = Record<string, number>;
type Watched = Window & { __pageClock?: Marks };

/**
 * From now on, the page notes (performance.now) the first moment each of `texts` is shown (in the elements `within`
 * selects: the body, or e.g. the toasts), the moment its path becomes
 * each of `paths`, and the first click anywhere ('click'). Read the marks with `pageMarks`. Client-side navigation only:
 * a full page load starts a new clock.
 */
export async function watchPage(
  page: Page,
  { texts = [], paths = [], within = 'body' }: { texts?: string[]; paths?: string[]; within?: string },
): Promise<void> {
  await page.evaluate(
    ({ texts, paths, within }) => {
      const marks: Record<string, number> = {};
      (window as Watched).__pageClock = marks;
      const check = () => {
        const now = performance.now();
        const shown = Array.from(document.querySelectorAll<HTMLElement>(within), (e) => e.innerText).join('\n');
        for (const t of texts) if (!(t in marks) && shown.includes(t)) marks[t] = now;
        for (const p of paths) if (!(`path ${p}` in marks) && location.pathname === p) marks[`path ${p}`] = now;
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
      // the router may draw the new page before it sets the address: the address change is noted itself
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          check();
        };
      }
      document.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true });
      check();
    },
    { texts, paths, within },
  );
}

/** The marks noted so far: a text's first showing by its text, a path as `path /x`, the first click as `click`. */
export async function pageMarks(page: Page): Promise<Marks> {
  return page.evaluate(() => ({ ...((window as Watched).__pageClock ?? {}) }));
}
