import fs from 'node:fs';
import path from 'node:path';

// The top entries of a V8 .cpuprofile (node --cpu-prof), as text: by self time (function + file:line) and by
// inclusive time grouped by file (a frame's time counted once per file on its stack, so recursion does not inflate it).
//
//   npx tsx scripts/lib/cpuprofile-top.ts /tmp/prof/CPU.*.cpuprofile [count, default 25]
//
// Files under node_modules are named by package (fastify, graphql, @apollo/server…), the app's by their path from the
// repository; (garbage collector), (program) and (idle) are V8's own.

type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const root = path.resolve(import.meta.dirname, '../..');

function fileOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const p = url.replace(/^file:\/\//, '');
  const nm = p.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = p.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (p.startsWith('node:')) return p;
  return path.relative(root, p);
}

export function summarise(profile: Profile, count = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // time per sampled node (µs): a sample's delta is the time until the next sample
  const selfUs = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
  }
  let total = 0;
  let idle = 0;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const n = byId.get(id) as Node;
    const { functionName, url, lineNumber } = n.callFrame;
    total += us;
    if (functionName === '(idle)') {
      idle += us;
      continue;
    }
    const file = fileOf(url, functionName);
    const key = `${functionName || '(anonymous)'}  ${file}${url ? `:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at) as Node;
      if (f.callFrame.functionName === '(root)') break;
      const name = fileOf(f.callFrame.url, f.callFrame.functionName);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  const busy = total - idle;
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
  const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, count);
  const lines = [
    `profile: ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (idle ${((100 * idle) / total).toFixed(0)} %); shares are of busy time`,
    '',
    `top ${count} by self time:`,
    ...top(self).map(([k, us]) => `${ms(us)} ${pct(us)}  ${k}`),
    '',
    `top ${count} files by inclusive time:`,
    ...top(inclusive).map(([k, us]) => `${ms(us)} ${pct(us)}  ${k}`),
  ];
  return lines.join('\n');
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('cpuprofile-top.ts')) {
  const [file, count] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx scripts/lib/cpuprofile-top.ts <file.cpuprofile> [count]');
    process.exit(2);
  }
  console.log(summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, Number(count ?? 25)));
}
