import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { features } from './features.js';

// Issue 34: a feature is one folder, wired in one place. The infrastructure learns of the features only through
// modules/index.ts (read by features.ts); a new feature is its folder plus one line there. Tests and the test helpers
// (api/src/test/) drive features directly and are left out.

const SRC = path.dirname(new URL(import.meta.url).pathname);
const MODULES = path.join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(SRC, 'test') ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The files of api/src a file imports (relative imports, `.js` written for `.ts`). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
    if (fs.existsSync(target)) found.push(target);
  }
  return found;
}

const files = sourceFiles(SRC);
const rel = (f: string) => path.relative(SRC, f);

describe('the feature manifests', () => {
  it('no file outside modules/ imports a feature folder: only modules/index.ts', () => {
    const reaching = files
      .filter((f) => !f.startsWith(`${MODULES}${path.sep}`))
      .flatMap((f) => importsOf(f).filter((t) => t.startsWith(`${MODULES}${path.sep}`) && t !== path.join(MODULES, 'index.ts')).map((t) => `${rel(f)} -> ${rel(t)}`));
    expect(reaching).toEqual([]);
  });

  it('every feature folder has an index.ts whose feature is listed in modules/index.ts', () => {
    const folders = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders.filter((name) => !fs.existsSync(path.join(MODULES, name, 'index.ts')))).toEqual([]);
    expect(features.map((f) => f.name).sort()).toEqual(folders);
  });

  it('has no import circles between files', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const f of files) visit(f, []);
    expect(circles).toEqual([]);
  });
});
