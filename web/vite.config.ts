import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { chakraLazyGlobals } from './build/chakraLazyGlobals.js';
import { chakraMemo } from './build/chakraMemo.js';
import { pageHtml } from './src/pageHtml.js';

const api = process.env.API_URL ?? 'http://127.0.0.1:3001';
/** The render's Node bundle and the page template, beside dist/ (api/src/rest/live-pages.ts loads them). */
const SSR_DIR = 'dist-ssr';
const gqlDir = fileURLToPath(new URL('./src/gql/', import.meta.url));

/**
 * The client preset's `graphql()` looks documents up in one map that holds every document of the app, so any page
 * calling it pulled all of them into the first load. Like the preset's babel plugin, this replaces each
 * `graphql(`…`)` call with that one document (its AST from gql/graphql.ts, fragments included), so a page carries
 * only its own documents. A call whose text is not in the generated files (codegen not run) is left alone and
 * still works through the map.
 */
function graphqlDocumentImports(): Plugin {
  let byText = new Map<string, string>();
  const load = () => {
    const map = new Map<string, string>();
    const gql = fs.readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
    const generated = fs.readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
    // graphql.ts: `export const XDocument = {…json…} as unknown as DocumentNode<…>;`, one per line
    const ast = new Map<string, string>();
    for (const m of generated.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) ast.set(m[1], m[2]);
    // gql.ts: `const documents: Documents = { "<text>": types.XDocument, … }`
    const body = gql.slice(gql.indexOf('const documents'));
    for (const m of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      const doc = ast.get(m[2]);
      if (doc) map.set(JSON.parse(m[1]) as string, doc);
    }
    return map;
  };
  return {
    name: 'safarnama:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      byText = load();
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      let changed = false;
      const out = code.replace(/\bgraphql\(`((?:[^`$\\]|\$(?!\{))*)`\)/g, (call, text: string) => {
        const doc = byText.get(text);
        if (!doc) return call;
        changed = true;
        return `(${doc})`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/** Emotion's style hash, memoised (src/lib/emotionHash.ts says why): every importer but that module gets it. */
function memoisedEmotionHash(): Plugin {
  const memo = fileURLToPath(new URL('./src/lib/emotionHash.ts', import.meta.url));
  return {
    name: 'safarnama:emotion-hash',
    enforce: 'pre',
    resolveId(id, importer) {
      return id === '@emotion/hash' && importer !== memo ? memo : null;
    },
  };
}

/**
 * Pre-rendered pages (src/prerender.tsx, built for Node and run once the bundle is written): the bare
 * shell becomes index.html, and each of PRERENDERED_PATHS gets pages/<name>.html, which the server sends for that
 * path to a visitor without a session (api/src/server.ts). Emotion writes each element's styles beside it, so the
 * HTML paints styled with no stylesheet to wait for; boot.tsx hydrates it (or, for the shell, renders over it).
 */
async function prerenderPages(root: string, configFile: string | undefined, outDir: string) {
  // the render as a Node bundle (dist-ssr/prerender.js, never served): this build's pages, and at request time the
  // server's live pages (renderLive), from the same code
  const ssrDir = path.join(root, SSR_DIR);
  await build({
    root,
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, rollupOptions: { input: 'src/prerender.tsx' } },
  });
  const { render, PRERENDERED_PATHS, LIVE_PATHS } = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as typeof import('./src/prerender');
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // the page around a live page's markup, kept before index.html becomes the shell, and which pages are live
  fs.writeFileSync(path.join(ssrDir, 'template.html'), template);
  fs.writeFileSync(path.join(ssrDir, 'live.json'), JSON.stringify(LIVE_PATHS));
  fs.writeFileSync(path.join(outDir, 'index.html'), pageHtml(template, '', await render()));
  fs.mkdirSync(path.join(outDir, 'pages'), { recursive: true });
  for (const route of PRERENDERED_PATHS) {
    const name = route === '/' ? 'home' : route.slice(1);
    fs.writeFileSync(path.join(outDir, 'pages', `${name}.html`), pageHtml(template, ` data-page="${route}"`, await render(route)));
  }
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf|otf|wasm|xml|ico)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset over 1 KB, written beside it once at build time
 * (x.js.br, x.js.gz), so the server sends them with `preCompressed` instead of compressing per request.
 * node:zlib only: no dependency for something this small.
 */
async function precompress(outDir: string) {
  const files = (fs.readdirSync(outDir, { recursive: true }) as string[])
    .map((f) => path.join(outDir, f))
    .filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= 1024);
  await Promise.all(
    files.map(async (file) => {
      const data = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: 9 }),
      ]);
      // a copy that saves nothing is not worth a second file
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
}

/** After the bundle is written: the pre-rendered pages, then the compressed copies of everything (pages included). */
function postBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'safarnama:post-build',
    // the client build only: the render's own build (prerenderPages) has nothing to pre-render
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      await prerenderPages(config.root, config.configFile, outDir);
      await precompress(outDir);
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocumentImports(), memoisedEmotionHash(), chakraLazyGlobals(), chakraMemo(), react(), postBuild()],
  // the domain rules (valibot schemas, money) are shared with the API
  resolve: { alias: { '@rules': fileURLToPath(new URL('../api/src/rules', import.meta.url)) } },
  server: {
    port: 5173,
    // `npm run dev`: the API runs in watch mode beside Vite
    proxy: { '/graphql': api, '/api': api, '/media': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    // no <link rel="modulepreload"> from Vite's loader: it added one per chunk a dynamic import needs, one by one on the
    // main thread as the app started (~70 on the landing page, ~380 ms of one long task at 4x CPU slowdown). The
    // browser fetches a module's imports itself as it reads it (a round trip or two more, after the page has painted).
    // Listing them in the HTML instead was tried: on a slow phone connection they took the bandwidth from the page's
    // largest picture (Lighthouse mobile LCP 1.5 -> 3.8 s).
    modulePreload: false,
    // no source maps in the build: everything in dist/ is served to anyone. WEB_SOURCEMAP=1 writes unreferenced ones
    // for scripts/profile-page.ts (a profiling build only, never deployed)
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    // the GraphQL sandbox (GraphiQL with Monaco) is its own page, served at GET /graphql, so the app never loads it
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // Chakra's theme module builds its full default config from every recipe at import time; these helpers only
      // return their argument, so marking them pure lets the recipes this app does not use drop out (app/theme.ts)
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineKeyframes',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineGlobalStyles',
        ],
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        sandbox: fileURLToPath(new URL('./sandbox.html', import.meta.url)),
      },
    },
  },
  worker: { format: 'es' },
});
