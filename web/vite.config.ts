import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3001';
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

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf|otf|wasm|xml|ico)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset over 1 KB, written beside it once at build time
 * (x.js.br, x.js.gz), so the server sends them with `preCompressed` instead of compressing per request.
 * node:zlib only: no dependency for something this small.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'safarnama:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
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
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocumentImports(), react(), precompress()],
  // the domain rules (valibot schemas, money) are shared with the API
  resolve: { alias: { '@rules': fileURLToPath(new URL('../api/src/rules', import.meta.url)) } },
  server: {
    port: 5173,
    // `npm run dev`: the API runs in watch mode beside Vite
    proxy: { '/graphql': api, '/api': api, '/media': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    // no source maps in the build: everything in dist/ is served to anyone
    sourcemap: false,
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
