import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  // the domain rules (valibot schemas, money) are shared with the API
  resolve: { alias: { '@rules': fileURLToPath(new URL('../api/src/rules', import.meta.url)) } },
  server: {
    port: 5173,
    // `npm run dev`: the API runs in watch mode beside Vite
    proxy: { '/graphql': api, '/api': api, '/media': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // the GraphQL sandbox (GraphiQL with Monaco) is its own page, served at GET /graphql, so the app never loads it
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        sandbox: fileURLToPath(new URL('./sandbox.html', import.meta.url)),
      },
    },
  },
  worker: { format: 'es' },
});
