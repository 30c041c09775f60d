// The page's HTML (pre-rendered, app/prerendered.ts) paints before the app's code runs: starting the app, the
// largest piece of work on a phone's first load, waits until the browser has shown a frame. The build preloads
// boot's modules from the HTML, so they are fetched meanwhile; only running them waits.
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./boot');
}
requestAnimationFrame(() => setTimeout(start, 0));
// a tab opened in the background shows no frames: start anyway
setTimeout(start, 100);
