import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from './lib/chromium.js';

// Lighthouse 12 (Node 20) on Debian's Chromium against a running server: the four category scores, LCP, TBT and the
// bytes transferred for each page, with the default mobile profile (slow 4G, 4× CPU) and the desktop profile.
//
// Usage: tsx scripts/lighthouse.ts [base-url=http://127.0.0.1:3100] [--pages=/,/hotels] [--form=mobile,desktop]
//        [--runs=1] [--json=out.json] [--tasks]
// With --runs=N each page is measured N times and the median performance run is reported (the machine is shared,
// so a single run can be noisy).

type Form = 'mobile' | 'desktop';
type Row = {
  page: string;
  form: Form;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
  requests: number;
  /** main-thread time by kind of work (Lighthouse's "main-thread work breakdown"), ms */
  mainThread: Record<string, number>;
  /** the long tasks (Lighthouse's "long-tasks": start and length in the simulated phone's timeline, and their script) */
  longTasks: { url: string; startMs: number; ms: number }[];
  /** the scripts that kept the main thread busiest (Lighthouse's "JavaScript execution time"), ms */
  scripts: { url: string; ms: number }[];
  failing: string[];
  /** Lighthouse's measure of this machine's CPU speed at the time (a quiet 2-core machine here: ~1,000–1,500) */
  benchmarkIndex: number;
};

const args = process.argv.slice(2);
const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = (args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:3100').replace(/\/$/, '');
const pages = (opt('pages') ?? '/,/hotels,/packages,/flights').split(',');
const forms = (opt('form') ?? 'mobile,desktop').split(',') as Form[];
const runs = Math.max(1, Number(opt('runs') ?? 1));
const jsonOut = opt('json');

const CHROME_FLAGS = ['--headless', ...CHROMIUM_SWITCHES];

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

async function measure(page: string, form: Form): Promise<Row> {
  // a fresh browser per run: no warm HTTP cache or compiled code from the previous page
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(`${base}${page}`, flags, form === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page} (${form}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const c = lhr.categories;
    const a = lhr.audits;
    // audits that cost points in accessibility or best practices: what to fix next
    const failing = ['accessibility', 'best-practices']
      .flatMap((cat) => c[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && (a[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      page,
      form,
      performance: score(c.performance?.score),
      accessibility: score(c.accessibility?.score),
      bestPractices: score(c['best-practices']?.score),
      seo: score(c.seo?.score),
      lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
      bytes: Math.round(a['total-byte-weight']?.numericValue ?? NaN),
      requests: (a['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      mainThread: Object.fromEntries(
        ((a['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? []).map(
          (i) => [i.group, Math.round(i.duration)],
        ),
      ),
      longTasks: ((a['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? []).map((i) => ({
        url: i.url.replace(base, '').replace(/-[\w-]{8}\.js$/, '.js'),
        startMs: Math.round(i.startTime),
        ms: Math.round(i.duration),
      })),
      scripts: ((a['bootup-time']?.details as { items?: { url: string; total: number }[] } | undefined)?.items ?? [])
        .slice(0, 4)
        .map((i) => ({ url: i.url.replace(base, '').replace(/-[\w-]{8}\.js$/, '.js'), ms: Math.round(i.total) })),
      failing,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

// Lighthouse now and then fails to record its trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run is made again
async function measureWithRetry(page: string, form: Form, attempts = 3): Promise<Row> {
  for (let i = 1; ; i++) {
    try {
      return await measure(page, form);
    } catch (err) {
      if (i >= attempts) throw err;
      console.error(`${form} ${page}: ${(err as Error).message}; again`);
    }
  }
}

const rows: Row[] = [];
for (const form of forms) {
  for (const page of pages) {
    const tries: Row[] = [];
    for (let i = 0; i < runs; i++) tries.push(await measureWithRetry(page, form));
    tries.sort((x, y) => x.performance - y.performance);
    const row = tries[Math.floor(tries.length / 2)];
    rows.push(row);
    const extra = runs > 1 ? ` (runs: ${tries.map((t) => t.performance).join(', ')})` : '';
    console.error(`${form} ${page}: performance ${row.performance}, TBT ${row.tbtMs} ms${extra}, CPU benchmark ${row.benchmarkIndex}`);
  }
}

const kib = (b: number) => `${Math.round(b / 1024).toLocaleString('en')} KiB`;
const lines = [
  '| page | form | performance | accessibility | best practices | SEO | LCP | TBT | transferred | requests |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.form} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${kib(r.bytes)} | ${r.requests} |`,
  ),
];
console.log(lines.join('\n'));
// where the main thread went: the figure to compare before and after a change
const groups = ['scriptEvaluation', 'styleLayout', 'paintCompositeRender', 'scriptParseCompile', 'parseHTML', 'garbageCollection', 'other'];
console.log('');
console.log(`| page | form | TBT | ${groups.join(' | ')} | busiest scripts |`);
console.log(`|---|---|---|${groups.map(() => '---|').join('')}---|`);
for (const r of rows) {
  const top = r.scripts.map((x) => `${x.url} ${x.ms}`).join(', ');
  console.log(`| ${r.page} | ${r.form} | ${r.tbtMs} ms | ${groups.map((g) => `${r.mainThread[g] ?? 0}`).join(' | ')} | ${top} |`);
}
if (args.includes('--tasks')) {
  for (const r of rows) console.log(`${r.form} ${r.page} long tasks: ${r.longTasks.map((t) => `${t.ms} ms at ${t.startMs} (${t.url})`).join('; ')}`);
}
const failing = rows.filter((r) => r.failing.length);
for (const r of failing) console.log(`${r.form} ${r.page}: failing audits: ${r.failing.join(', ')}`);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
