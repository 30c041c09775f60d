import fs from 'node:fs';
import path from 'node:path';
import { checkSchemaCompat } from '../api/src/graphql/schema-compat.js';

// `npx tsx scripts/release-schema.ts`: after a deploy has shipped schema.graphql to partners, makes it the released
// schema the next changes are compared with (docs/partner-api-changelog.md). Runs the CI check first (as of today) and
// copies nothing when it fails. `--check` only reports.

const root = path.resolve(import.meta.dirname, '..');
const current = path.join(root, 'schema.graphql');
const released = path.join(root, 'api/src/graphql/released-schema.graphql');
const changelog = path.join(root, 'docs/partner-api-changelog.md');

const report = await checkSchemaCompat({
  released: fs.readFileSync(released, 'utf8'),
  current: fs.readFileSync(current, 'utf8'),
  changelog: fs.readFileSync(changelog, 'utf8'),
  today: new Date(),
});

for (const line of report.breaking) console.error(`breaking: ${line}`);
for (const line of report.unlisted) console.error(`unlisted: ${line}`);
if (!report.ok) {
  console.error(`\n${report.breaking.length} breaking change(s) not allowed, ${report.unlisted.length} change(s) not in the changelog: nothing released.`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  console.log('schema.graphql may be released.');
} else if (fs.readFileSync(current, 'utf8') === fs.readFileSync(released, 'utf8')) {
  console.log('schema.graphql is already the released schema.');
} else {
  fs.copyFileSync(current, released);
  console.log(`released: ${path.relative(root, current)} → ${path.relative(root, released)} (commit it)`);
}
