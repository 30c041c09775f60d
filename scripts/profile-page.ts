import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from './lib/chromium.js';

// Where a page's main thread goes while it loads on a phone: Chromium's CPU profile with the CPU slowed 4× (as
// Lighthouse's mobile profile), its samples summed by function (self time), by script, and its long tasks.
//
// Usage: tsx scripts/profile-page.ts [base-url=http://127.0.0.1:3000] [--pages=/,/hotels] [--top=25] [--settle=6000]
// With a profiling build (`WEB_SOURCEMAP=1 npm run build -w web`: source maps beside the scripts, never referenced) the
// samples are also summed by the package or source file they come from.

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const args = process.argv.slice(2);
const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = (args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const pages = (opt('pages') ?? '/').split(',');
const top = Number(opt('top') ?? 25);
const settle = Number(opt('settle') ?? 6000);

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const file = new URL(`../web/dist${new URL(url).pathname}.map`, import.meta.url);
    maps.set(url, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url) ?? null;
}
/** The package (or the app's source file) a frame's code comes from, where a source map says. */
function origin(f: Node['callFrame']): string | null {
  if (!f.url.startsWith('http')) return null;
  const map = mapOf(f.url);
  if (!map) return null;
  const source = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber }).source;
  if (!source) return '(unmapped)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  return pkg ? `${pkg[1]} ${pkg[2].replace(/^dist\/(esm\/)?/, '')}` : source.replace(/^.*\/web\/src\//, 'web/src/');
}

const short = (url: string) => url.replace(base, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_SWITCHES });
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(Math.round(e.duration));
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(settle);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    await context.close();

    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    // inclusive time by module (each module counted once per sample however often it is on the stack), and which
    // module called into the browser's own functions (appendChild, insertRule…)
    const inclusive = new Map<string, number>();
    const nativeCallers = new Map<string, number>();
    const selfByFn = new Map<string, number>();
    const selfByUrl = new Map<string, number>();
    const selfByPkg = new Map<string, number>();
    const selfByFile = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      if (!n) return;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const f = n.callFrame;
      if (f.functionName === '(idle)' || f.functionName === '(program)') return;
      const key = `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      selfByFn.set(key, (selfByFn.get(key) ?? 0) + ms);
      selfByUrl.set(short(f.url), (selfByUrl.get(short(f.url)) ?? 0) + ms);
      const onStack = new Set<string>();
      for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
        const o = origin(byId.get(p)!.callFrame);
        if (o) onStack.add(o);
      }
      for (const o of onStack) inclusive.set(o, (inclusive.get(o) ?? 0) + ms);
      if (!f.url) {
        let p = parent.get(id);
        while (p !== undefined && !byId.get(p)!.callFrame.url) p = parent.get(p);
        const caller = p === undefined ? '(none)' : (origin(byId.get(p)!.callFrame) ?? short(byId.get(p)!.callFrame.url));
        const key = `${f.functionName} ← ${caller}`;
        nativeCallers.set(key, (nativeCallers.get(key) ?? 0) + ms);
      }
      const from = origin(f);
      if (from) {
        selfByFile.set(from, (selfByFile.get(from) ?? 0) + ms);
        const pkg = from.split(' ')[0];
        selfByPkg.set(pkg, (selfByPkg.get(pkg) ?? 0) + ms);
      }
    });
    // the page's long stretches of work (samples between two idle ones), each with the modules it spent most in
    const tasks: { ms: number; modules: Map<string, number> }[] = [];
    let current: { ms: number; modules: Map<string, number> } | null = null;
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const f = byId.get(id)?.callFrame;
      if (!f || f.functionName === '(idle)') {
        if (current && current.ms > 50) tasks.push(current);
        current = null;
        return;
      }
      current ??= { ms: 0, modules: new Map() };
      current.ms += ms;
      const seen = new Set<string>();
      for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
        const cf = byId.get(p)!.callFrame;
        const o = origin(cf) ?? (cf.url ? short(cf.url) : null);
        if (o && !o.startsWith('react-dom') && !o.startsWith('scheduler') && !seen.has(o)) {
          seen.add(o);
          current.modules.set(o, (current.modules.get(o) ?? 0) + ms);
        }
      }
    });
    const total = [...selfByUrl.values()].reduce((a, b) => a + b, 0);
    const blocking = longTasks.reduce((a, d) => a + Math.max(0, d - 50), 0);
    console.log(`\n## ${path}: ${Math.round(total)} ms of JavaScript and native work at 4× slowdown; long tasks ${JSON.stringify(longTasks)} (blocking ${blocking} ms)`);
    console.log('by script:');
    for (const [url, ms] of [...selfByUrl].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${Math.round(ms).toString().padStart(6)} ms  ${url}`);
    if (selfByPkg.size) {
      console.log('by package or source file (self, with source maps):');
      for (const [pkg, ms] of [...selfByPkg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${Math.round(ms).toString().padStart(6)} ms  ${pkg}`);
      console.log('by module (self, with source maps):');
      for (const [file, ms] of [...selfByFile].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${Math.round(ms).toString().padStart(6)} ms  ${file}`);
    }
    if (inclusive.size) {
      console.log('by module (inclusive, with source maps):');
      for (const [file, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${Math.round(ms).toString().padStart(6)} ms  ${file}`);
    }
    console.log('long stretches of work (≥ 50 ms at 4× slowdown) and the modules on their stacks:');
    for (const t of tasks) {
      const mods = [...t.modules].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([m, ms]) => `${m} ${Math.round(ms)}`);
      console.log(`  ${Math.round(t.ms).toString().padStart(6)} ms  ${mods.join(', ')}`);
    }
    console.log('browser functions by caller:');
    for (const [k, ms] of [...nativeCallers].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${Math.round(ms).toString().padStart(6)} ms  ${k}`);
    console.log('by function (self):');
    for (const [fn, ms] of [...selfByFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${Math.round(ms).toString().padStart(6)} ms  ${fn}`);
  }
} finally {
  await browser.close();
}
