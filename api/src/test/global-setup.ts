import 'reflect-metadata';
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, embeddedTempDir, startEmbeddedPostgres } from '../db/embedded.js';
import { migrate } from '../db/orm.js';
import { openOrm } from '../features.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { serverUrl: string; template: string };
  }
}

// Once per test run: the server (TEST_DATABASE_URL, else one embedded PostgreSQL in a scratch directory) and a
// migrated template database; each test file clones the template (createTestDb), so files never share data.
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL || (embedded = await startEmbeddedPostgres(embeddedTempDir('safarnama-test-pg-'))).url;
  const template = `sf_tpl_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const orm = await openOrm(url.toString(), { poolMax: 2 });
  await migrate(orm);
  await orm.close(true);
  project.provide('testDatabase', { serverUrl, template });

  return async () => {
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
    if (embedded) {
      await embedded.stop();
      fs.rmSync(embedded.dataDir, { recursive: true, force: true });
    }
  };
}
