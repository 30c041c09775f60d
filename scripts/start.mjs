// `npm start`: build what changed since the last build, then serve. A restart with unchanged sources skips the
// build (the API's tsc and the web app's Vite build take ~20 s here), so the app is ready in about 2 s.
// Plain JavaScript on purpose: it must run before anything is compiled.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'node_modules/.cache/safarnama-build.json');

// what each build reads: its sources, its configs, and the installed dependencies (package-lock.json)
const inputs = {
  api: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'tsconfig.json', 'package-lock.json'],
  web: ['web/src', 'web/build', 'web/public', 'web/index.html', 'web/sandbox.html', 'web/vite.config.ts', 'web/package.json', 'web/tsconfig.json', 'api/src/rules', 'package-lock.json'],
};
const outputs = { api: 'api/dist/main.js', web: 'web/dist/index.html' };

function files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .sort();
}

function fingerprint(entries) {
  const hash = crypto.createHash('sha256');
  for (const file of entries.flatMap(files)) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

let stamps = {};
try {
  stamps = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
} catch {
  // first start: build everything
}

for (const part of ['api', 'web']) {
  const print = fingerprint(inputs[part]);
  if (stamps[part] === print && fs.existsSync(path.join(root, outputs[part]))) continue;
  console.log(`Building ${part} (sources changed since the last build)...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', part], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The ${part} build failed: not starting.`);
    process.exit(result.status ?? 1);
  }
  stamps[part] = print;
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify(stamps, null, 2));
}

// main.js serves, or with WEB_CONCURRENCY > 1 becomes the cluster's primary: its workers run main.js directly, so the
// sources are fingerprinted once, here
await import(path.join(root, 'api/dist/main.js'));
