import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

// Each e2e file starts the built app on its own embedded PostgreSQL in a scratch DATA_DIR. Making that directory from
// nothing costs every file an initdb, the migrations and (for most) the demo data: ~6 s each on this 2-core machine.
// Here it is made once per run, as `npm start` makes it, and each file starts on a copy (scripts/e2e/server.ts): one
// with the demo data, one without (SEED_DEMO=false). The copy is of a cleanly stopped cluster, so the app starts it as
// it would after any restart; the files a test needs fresh (cluster, resilience) still pass their own DATA_DIR.

export const TEMPLATE_ENV = 'SAFARNAMA_E2E_TEMPLATES';

export default async function setup(project: TestProject): Promise<() => void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-e2e-templates-'));
  // the embedded server runs as the postgres user when the tests run as root: it must be able to walk in
  fs.chmodSync(root, 0o711);
  const bare = path.join(root, 'bare');
  const seeded = path.join(root, 'seeded');
  // migrations only, then the same directory again with the demo data on top
  const first = await startServer({ SEED_DEMO: 'false' }, { dataDir: bare });
  await first.stop();
  copyDataDir(bare, seeded);
  const second = await startServer({ SEED_DEMO: 'true' }, { dataDir: seeded });
  await second.stop();
  process.env[TEMPLATE_ENV] = root;
  project.provide('e2eTemplates', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}

/** A copy of a stopped DATA_DIR with its owners and modes (the cluster belongs to the `postgres` user when run as root). */
export function copyDataDir(from: string, to: string): void {
  const done = spawnSync('cp', ['-a', from, to], { stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`could not copy ${from} to ${to}`);
}
