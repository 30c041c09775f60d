import createCache, { type EmotionCache } from '@emotion/cache';

// The pre-rendered page's styles (web/vite.config.ts's stylesToHead) sit in <head> as two <style> elements: the global
// CSS (`data-prerendered-global`) and every class the page draws (`data-prerendered-css`, its names listed). Emotion's
// own way to adopt server styles moves each <style> element as the app starts (to the end of <head>, or just before the
// page's own), and the browser treats a stylesheet taken out and put back as a new one: it restyles every element of
// the page, a long task on a phone. So they carry names Emotion does not look for, and the browser's cache is told here
// which classes they hold: drawing those adds no rule, a new class still goes into a sheet of its own after them.

/** The browser's Emotion cache (undefined in Node: the pre-render renders with a fresh one per page). */
export const emotionCache: EmotionCache | undefined = typeof document === 'undefined' ? undefined : browserCache();

function browserCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const style of document.querySelectorAll<HTMLStyleElement>('head style[data-prerendered-css]')) {
    for (const name of (style.dataset.prerenderedCss ?? '').split(' ')) if (name) cache.inserted[name] = true;
  }
  return cache;
}

/** Whether the page came with the global CSS (reset, global styles, tokens) already in <head>. */
export function globalCssPrerendered(): boolean {
  return typeof document !== 'undefined' && document.querySelector('head style[data-prerendered-global]') !== null;
}
