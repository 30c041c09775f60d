import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BenchResult, bench, printResults, startBenchServer } from './lib/bench.js';

// /packages as a live page (api/src/rest/live-pages.ts): the built app (npm run build first) on its own embedded
// database with the demo catalogue.
//
//   npx tsx scripts/bench-live-pages.ts        (BENCH_RENDERS=60, BENCH_SECONDS=10)
//
// 1. The render, as the server runs it once per package change: web/dist-ssr/prerender.js loaded here, `renderLive`
//    fed the first page of each of the five package tabs in turn (real answers of the server, so the cards, their
//    pictures and texts differ from one render to the next), against the build's own render of the page without data
//    (`render('/packages')`, the list loading) as the baseline. Milliseconds per render, median and p95.
// 2. Serving it: GET /packages (the live page, from the kept render) against GET /hotels (a page the build wrote, sent
//    as a file with its brotli copy) as the baseline, 50 connections, brotli accepted.
const renders = Number(process.env.BENCH_RENDERS ?? 60);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const root = path.resolve(import.meta.dirname, '..');
const ssrDir = path.join(root, 'web/dist-ssr');
const TABS = ['umrah', 'hajj', 'holiday', 'international', 'domestic'];

// web/src/prerender.tsx as the build bundles it
type Renderer = {
  renderLive(template: string, path: string, execute: () => Promise<unknown>): Promise<string>;
  render(path?: string): Promise<string>;
};

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const ms = (x: number) => x.toFixed(1);

if (!fs.existsSync(path.join(ssrDir, 'prerender.js'))) throw new Error('web/dist-ssr/prerender.js is missing: npm run build first');
const server = await startBenchServer();
try {
  // the page's own query, as the browser's Apollo Client sends it (with __typename), for each tab
  const { PackagesDocument } = await import('../web/src/gql/graphql.js');
  const { print } = await import('graphql');
  const { addTypenameToDocument } = await import('@apollo/client/utilities');
  const query = print(addTypenameToDocument(PackagesDocument));
  const answers = await Promise.all(
    TABS.map(async (type) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' },
        body: JSON.stringify({ query, variables: { type, pagination: { limit: 12, offset: 0 } } }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: unknown };
      if (!body.data) throw new Error(`packages of ${type}: ${JSON.stringify(body.errors)}`);
      return body;
    }),
  );

  const renderer = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as Renderer;
  const template = fs.readFileSync(path.join(ssrDir, 'template.html'), 'utf8');
  // the first render of each kind loads code and warms the JIT: timed apart
  const firstLive = performance.now();
  await renderer.renderLive(template, '/packages', async () => answers[0]);
  const firstLiveMs = performance.now() - firstLive;
  await renderer.render('/packages');
  const live: number[] = [];
  const built: number[] = [];
  let bytes = 0;
  for (let i = 0; i < renders; i++) {
    let t = performance.now();
    const html = await renderer.renderLive(template, '/packages', async () => answers[i % answers.length]);
    live.push(performance.now() - t);
    bytes = Math.max(bytes, html.length);
    t = performance.now();
    await renderer.render('/packages');
    built.push(performance.now() - t);
  }
  console.log(`\nrender of /packages, ${renders} each, alternating (the five tabs' cards in turn for the live page):`);
  console.log(`  live page (cards, cache JSON): median ${ms(quantile(live, 0.5))} ms, p95 ${ms(quantile(live, 0.95))} ms, first ${ms(firstLiveMs)} ms, up to ${bytes} bytes`);
  console.log(`  baseline, the build's page (list loading): median ${ms(quantile(built, 0.5))} ms, p95 ${ms(quantile(built, 0.95))} ms`);

  // until the server's own render is kept (its first loads the bundle and outlasts a visitor's wait)
  for (let i = 0; i < 100; i++) {
    const html = await (await fetch(`${server.url}/packages`)).text();
    if (html.includes('id="apollo-state"')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const headers = { 'accept-encoding': 'br' };
  const results: BenchResult[] = [
    await bench('GET /hotels (baseline: the build’s page, a file)', { url: `${server.url}/hotels`, headers, seconds, pid: server.process.pid }),
    await bench('GET /packages (the live page, kept)', { url: `${server.url}/packages`, headers, seconds, pid: server.process.pid }),
  ];
  printResults(results);
} finally {
  await server.stop();
}
