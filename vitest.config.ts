import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One graphql instance: Vite would pick its ESM build while type-graphql (loaded by Node) gets the CJS one.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

// Three projects: api (node, real PostgreSQL), web (happy-dom + msw), e2e (Chromium against `npm start`).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          // one database server and a migrated template per run; each file clones it
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
          // the files of a worker share one module registry: the app's modules (Chakra, Apollo, i18n) are imported once
          // per worker, not once per file (issue 39: the web files took 202 s, 83 s so; the set-up file starts each file
          // as a fresh page load, and the files restore what they change: language, msw servers, storage)
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './scripts/e2e',
          environment: 'node',
          include: ['**/*.e2e.ts'],
          // the app's DATA_DIR made once (migrations, demo data); each file starts on a copy
          globalSetup: ['./global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // a page under test answers in its own time: on a machine busy with the rest of the suite a booking or a
          // lazy page can take seconds, so expect.poll waits up to 15 s (not its 1 s default) before it fails
          expect: { poll: { timeout: 15_000 } },
          // two files at a time (each has its own server and database; npm test passes --maxWorkers=2): the flows wait on
          // pages far more than they compute, so two overlap well on 2 cores (issue 34: 632 s one file at a time)
          fileParallelism: true,
          // tests a file marks concurrent (the accessibility audit's flows), at most this many at once
          maxConcurrency: 4,
          pool: 'forks',
        },
      },
    ],
  },
});
