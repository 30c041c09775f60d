import path from 'node:path';
import type { Rollup } from 'vite';

// The app's code starts with a dynamic import (main.tsx imports boot after the first frame; the route's page is a
// lazy chunk), and Vite's loader announces each module such an import needs by adding a <link rel="modulepreload">
// to <head> as the import runs: ~70 of them on the landing page, each a trip through the browser's loader on the main
// thread (~380 ms of one long task at 4× CPU slowdown). Written into the HTML instead, the browser's preload scanner
// fetches them while the page parses, and the loader finds each one there and adds nothing.

/** Which chunk each source module starts (its facade), and what each chunk imports statically. */
export type ChunkGraph = { fileOf: Map<string, string>; imports: Map<string, string[]> };

export function chunkGraph(bundle: Rollup.OutputBundle, root: string): ChunkGraph {
  const fileOf = new Map<string, string>();
  const imports = new Map<string, string[]>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    imports.set(chunk.fileName, chunk.imports);
    if (chunk.facadeModuleId) fileOf.set(path.relative(root, chunk.facadeModuleId), chunk.fileName);
  }
  return { fileOf, imports };
}

/** The chunks that `modules` (source paths relative to the web root) need, their static imports included. */
export function chunksFor(graph: ChunkGraph, modules: readonly string[]): string[] {
  const out = new Set<string>();
  const visit = (file: string) => {
    if (out.has(file)) return;
    out.add(file);
    for (const dep of graph.imports.get(file) ?? []) visit(dep);
  };
  for (const module of modules) {
    const file = graph.fileOf.get(module);
    if (!file) throw new Error(`web/build/htmlPreloads.ts: no chunk starts at ${module} (renamed? update the page's modules)`);
    visit(file);
  }
  return [...out];
}

/** `html` with a modulepreload link for each of `files` it does not already load, after its entry script. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
  if (!entry) throw new Error('web/build/htmlPreloads.ts: index.html has no module entry script');
  return html.replace(entry[0], () => `${entry[0]}${links}`);
}
