import { spawn } from 'node:child_process';
import path from 'node:path';

// `npm run dev`: the API compiled in watch mode and restarted on change (port 3001), and Vite with hot reload
// (port 5173) proxying /graphql and /api to it.
const root = path.resolve(import.meta.dirname, '..');
const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

const procs = [
  run('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run(process.execPath, ['--watch-path=api/dist', 'api/dist/main.js'], { PORT: '3001', NODE_ENV: 'development' }),
  run('npx', ['vite', '--host', '127.0.0.1'], { API_URL: 'http://127.0.0.1:3001' }),
];
for (const p of procs) p.on('exit', () => shutdown());
function shutdown() {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
