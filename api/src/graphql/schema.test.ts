import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/orm.js';
import { createTestDb } from '../test/db.js';
import { printAppSchema } from './print.js';
import { buildAppSchema } from '../features.js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('schema pipeline', () => {
  it('schema.graphql is what the resolvers define (run `npm run schema`)', async () => {
    const committed = fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8');
    expect(printAppSchema(await buildAppSchema())).toBe(committed);
  });

  it('web/src/gql is what codegen makes of schema.graphql and the documents (run `npm run codegen`)', () => {
    const out = fs.mkdtempSync(path.join(root, 'node_modules', '.codegen-check-'));
    try {
      execFileSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/esm/bin.js'), '--config', 'codegen.yml'], {
        cwd: root,
        env: { ...process.env, CODEGEN_OUT: path.relative(root, out) + path.sep },
        stdio: 'pipe',
      });
      const committedDir = path.join(root, 'web/src/gql');
      const names = fs.readdirSync(out).sort();
      expect(names).toEqual(fs.readdirSync(committedDir).sort());
      for (const name of names) {
        expect(fs.readFileSync(path.join(out, name), 'utf8'), name).toBe(fs.readFileSync(path.join(committedDir, name), 'utf8'));
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  it('the migrations produce exactly the schema the entities describe', async () => {
    const db = await createTestDb();
    try {
      await migrate(db.orm);
      const diff = await db.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false });
      expect(diff.trim()).toBe('');
    } finally {
      await db.close();
    }
  });
});
