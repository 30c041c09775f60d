// The page's HTML (pre-rendered, app/prerendered.ts) paints before the app's code runs: starting the app, the
// largest piece of work on a phone's first load, waits until the browser has shown a frame (its modules are fetched as
// the import reads them: web/vite.config.ts modulePreload says why no preload links).
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./boot');
}
requestAnimationFrame(() => setTimeout(start, 0));
// a tab opened in the background shows no frames: start anyway
setTimeout(start, 100);
