import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is the map and docs/ holds the rest (issue 34): every relative link between them must lead somewhere,
// #anchors included, every page under docs/ must be reachable from the README, and the README stays a map.
// No database: this reads files only.

const root = path.resolve(import.meta.dirname, '../..');
const MAX_README_LINES = 200;

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.md'))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

const pages = ['README.md', ...markdownFiles('docs')];
const text = new Map(pages.map((p) => [p, fs.readFileSync(path.join(root, p), 'utf8')]));

// The lines outside fenced code blocks (``` or ~~~), with their numbers: a link or a heading inside one is code.
function proseLines(source: string): { line: string; n: number }[] {
  const out: { line: string; n: number }[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((line, i) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence) out.push({ line, n: i + 1 });
  });
  return out;
}

/** GitHub's heading anchor: the heading's text, lower-case, punctuation dropped, spaces to '-'. */
function slugOf(heading: string): string {
  const plain = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // [text](url) → text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .replace(/[`*]/g, '') // code and emphasis marks (underscores stay: GitHub keeps them)
    .trim()
    .toLowerCase();
  return plain.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

// Every anchor a page offers: its headings' slugs, repeated ones numbered -1, -2… as GitHub does.
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { line } of proseLines(text.get(page) ?? '')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

type Link = { page: string; n: number; target: string };

// Inline links and images outside code: [text](target) with an optional "title"; code spans are blanked first.
function linksOf(page: string): Link[] {
  const links: Link[] = [];
  for (const { line, n } of proseLines(text.get(page) ?? '')) {
    const prose = line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));
    for (const m of prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ page, n, target: m[1] });
  }
  return links;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The page a relative link leads to (repository path), and its anchor; undefined path for a same-page #anchor. */
function resolve(link: Link): { file: string; anchor: string | undefined } {
  const [rawPath, anchor] = link.target.split('#', 2) as [string, string | undefined];
  const file = rawPath === '' ? link.page : path.posix.normalize(path.posix.join(path.posix.dirname(link.page), decodeURIComponent(rawPath)));
  return { file, anchor: anchor === undefined ? undefined : decodeURIComponent(anchor) };
}

describe('README.md and docs/', () => {
  it('finds the pages it checks', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/architecture.md');
    expect(pages.length).toBeGreaterThan(5);
  });

  it('the README is a map: at most 200 lines', () => {
    const lines = (text.get('README.md') ?? '').replace(/\n$/, '').split('\n').length;
    expect(lines, `README.md has ${lines} lines`).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('every relative link leads to a file, and every #anchor to a heading of it', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const link of linksOf(page)) {
        if (isExternal(link.target)) continue;
        const { file, anchor } = resolve(link);
        const where = `${page}:${link.n} → ${link.target}`;
        if (file.startsWith('../') || !fs.existsSync(path.join(root, file))) {
          broken.push(`${where}: no such file (${file})`);
          continue;
        }
        if (anchor === undefined || anchor === '') continue;
        if (!file.endsWith('.md')) {
          broken.push(`${where}: an anchor into a file that is not Markdown`);
          continue;
        }
        if (!text.has(file)) text.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
        if (!anchorsOf(file).has(anchor)) broken.push(`${where}: ${file} has no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every page under docs/ can be reached from the README by its links', () => {
    const reached = new Set(['README.md']);
    const queue = ['README.md'];
    while (queue.length) {
      const page = queue.shift() as string;
      for (const link of linksOf(page)) {
        if (isExternal(link.target)) continue;
        const { file } = resolve(link);
        if (file.endsWith('.md') && text.has(file) && !reached.has(file)) {
          reached.add(file);
          queue.push(file);
        }
      }
    }
    expect(pages.filter((p) => !reached.has(p))).toEqual([]);
  });

  it('docs/configuration.md names every environment variable config.ts reads', () => {
    const config = fs.readFileSync(path.join(root, 'api/src/config.ts'), 'utf8');
    const schema = config.slice(config.indexOf('const EnvSchema'), config.indexOf('});', config.indexOf('const EnvSchema')));
    const names = [...schema.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(30);
    const documented = text.get('docs/configuration.md') ?? '';
    expect(names.filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('slugOf (GitHub heading anchors)', () => {
  it('lower-cases, drops punctuation and code marks, and turns spaces into hyphens', () => {
    expect(slugOf('How a request travels')).toBe('how-a-request-travels');
    expect(slugOf('Starting: `npm start`')).toBe('starting-npm-start');
    expect(slugOf("Second pass: where a search's time goes")).toBe('second-pass-where-a-searchs-time-goes');
    expect(slugOf('Count-then-insert limits')).toBe('count-then-insert-limits');
    expect(slugOf('The sandbox (GraphiQL)')).toBe('the-sandbox-graphiql');
    expect(slugOf('Languages (Urdu)')).toBe('languages-urdu');
    expect(slugOf('snake_case stays')).toBe('snake_case-stays');
  });
});
