// The HTML page around a pre-rendered page's markup: used by the build's pre-render (web/vite.config.ts) and by the
// server's live pages (prerender.tsx `renderLive`, api/src/rest/live-pages.ts), so both send the same page.

/**
 * Emotion's server render writes a <style> before each element that first uses a class (136 on the landing page, the
 * same rules again in each subtree). They go to the end of <head> as two elements: the global CSS (layer order, reset,
 * tokens; an empty one, Chakra's provider with nothing global to draw, is left out) and every class rule, in their
 * first order, its names listed. The parser meets no stylesheet halfway through the page, and the browser
 * recalculates styles once. The app takes them over by those names (src/app/emotionCache.ts), not by Emotion's
 * `data-emotion`: Emotion's own way moves each <style> as the app starts, and the browser restyles the whole page for
 * a stylesheet taken out and put back (~190 ms at 4x throttling on the landing page). React finds only the page's own
 * elements to hydrate.
 */
export function stylesToHead(html: string): string {
  const global: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const seen = new Set<string>();
  const body = html.replace(/<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g, (_tag, attr: string, css: string) => {
    if (seen.has(attr)) return '';
    seen.add(attr);
    if (attr.startsWith('css-global ')) global.push(css);
    else {
      names.push(...attr.split(' ').slice(1));
      rules.push(css);
    }
    return '';
  });
  const styles = `<style data-prerendered-global>${global.join('')}</style><style data-prerendered-css="${names.join(' ')}">${rules.join('')}</style>`;
  return body.replace(/\s*<\/head>/, () => `${styles}</head>`);
}

/**
 * `template` (the built index.html, its root empty) with `markup` in the root, marked with `attrs`, and `tail` (a data
 * element) after the root. The root is inert until React has taken the page over (app/Layout.tsx): a click on a control
 * or text typed into a field before then would be lost, so nothing takes focus or input meanwhile (and test drivers
 * wait for it).
 */
export function pageHtml(template: string, attrs: string, markup: string, tail = ''): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  return stylesToHead(template.replace('<div id="root"></div>', () => `<div id="root"${attrs} inert>${markup}</div>${tail}`));
}
