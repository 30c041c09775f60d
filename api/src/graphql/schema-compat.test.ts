import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemaCompat, monthsBefore, parseChangelog } from './schema-compat.js';

// The schema-diff check (issue 38, docs/partner-api-changelog.md): today's schema.graphql against the released one,
// and small schemas made on purpose to break the policy, each with a fixed `today`.

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('schema.graphql against the last released schema', () => {
  it('passes today: nothing breaking, every change named in docs/partner-api-changelog.md', async () => {
    const report = await checkSchemaCompat({
      released: read('api/src/graphql/released-schema.graphql'),
      current: read('schema.graphql'),
      changelog: read('docs/partner-api-changelog.md'),
      today: new Date(),
    });
    expect(report.breaking).toEqual([]);
    expect(report.unlisted).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

const RELEASED = `
"""Root."""
type Query {
  """A booking."""
  booking(
    """Its id."""
    id: ID!
    """Old filter."""
    legacy: String @deprecated(reason: "Not needed any more; removed after 2027-06-01")
  ): Booking
}
"""A booking."""
type Booking {
  """Its id."""
  id: ID!
  """Old total."""
  total: Float @deprecated(reason: "Use totalInPkr; removed after 2027-06-01")
  """The total in PKR."""
  totalInPkr: String
  """Its status."""
  status: String
}
`;

const WITHOUT_TOTAL = RELEASED.replace(/"""Old total."""\s*total: Float @deprecated\([^)]*\)/, '');
const WITHOUT_STATUS = RELEASED.replace(/"""Its status."""\s*status: String/, '');

const ANNOUNCED = `
## 2027-06-02
- \`Booking.total\`: removed, as announced.

## 2026-11-30
- \`Booking.total\` deprecated: use \`Booking.totalInPkr\`; removed after 2027-06-01.
`;

describe('breaking changes on purpose (fixtures)', () => {
  it('fails on a field removed without deprecation', async () => {
    const report = await checkSchemaCompat({
      released: RELEASED,
      current: WITHOUT_STATUS,
      changelog: '## 2027-07-01\n- `Booking.status`: removed.\n',
      today: '2027-07-01',
    });
    expect(report.ok).toBe(false);
    expect(report.breaking).toHaveLength(1);
    expect(report.breaking[0]).toMatch(/^Booking\.status: .*Booking\.status was not deprecated in the released schema/);
    expect(report.unlisted).toEqual([]);
  });

  it('fails when the deprecation date has not come', async () => {
    const report = await checkSchemaCompat({ released: RELEASED, current: WITHOUT_TOTAL, changelog: ANNOUNCED, today: '2027-05-31' });
    expect(report.ok).toBe(false);
    expect(report.breaking).toEqual([expect.stringMatching(/Booking\.total may be removed after 2027-06-01, and today is 2027-05-31/)]);
  });

  it('fails when the deprecation was announced less than 6 months before its date', async () => {
    const late = ANNOUNCED.replace('## 2026-11-30', '## 2026-12-02');
    const report = await checkSchemaCompat({ released: RELEASED, current: WITHOUT_TOTAL, changelog: late, today: '2027-06-02' });
    expect(report.ok).toBe(false);
    expect(report.breaking).toEqual([
      expect.stringMatching(/announced Booking\.total's deprecation on 2026-12-02, less than 6 months before 2027-06-01 \(announce by 2026-12-01\)/),
    ]);
  });

  it('fails without a changelog entry naming the removal, or any entry at all', async () => {
    const noRemoval = await checkSchemaCompat({ released: RELEASED, current: WITHOUT_TOTAL, changelog: `## 2026${ANNOUNCED.split('## 2026')[1]}`, today: '2027-06-02' });
    expect(noRemoval.breaking).toEqual([expect.stringMatching(/no entry dated 2027-06-01 or later naming the removal of `Booking\.total`/)]);
    const none = await checkSchemaCompat({ released: RELEASED, current: WITHOUT_TOTAL, changelog: '', today: '2027-06-02' });
    expect(none.breaking).toEqual([expect.stringMatching(/no entry dated 2026-12-01 or earlier announcing the deprecation of `Booking\.total`/)]);
    expect(none.unlisted).toEqual([expect.stringMatching(/^Booking\.total: .*not named in the changelog/)]);
  });

  it('passes a field deprecated 6 months ahead, announced and removed on its date', async () => {
    const report = await checkSchemaCompat({ released: RELEASED, current: WITHOUT_TOTAL, changelog: ANNOUNCED, today: '2027-06-02' });
    expect(report).toEqual({ breaking: [], unlisted: [], ok: true });
  });

  it('passes a deprecated argument removed the same way (named as Type.field(arg))', async () => {
    const current = RELEASED.replace(/"""Old filter."""\s*legacy: String @deprecated\([^)]*\)/, '');
    const changelog = '## 2027-06-01\n- `Query.booking(legacy)` removed.\n\n## 2026-12-01\n- `Query.booking(legacy)` is deprecated, removed after 2027-06-01.\n';
    expect(await checkSchemaCompat({ released: RELEASED, current, changelog, today: '2027-06-01' })).toEqual({ breaking: [], unlisted: [], ok: true });
  });

  it('takes a deprecation as named by its coordinate (not Type.field.@deprecated.reason)', async () => {
    const current = RELEASED.replace('  id: ID!\n  """Old total', '  id: ID! @deprecated(reason: "Use reference; removed after 2027-06-01")\n  """Old total');
    expect(current).not.toBe(RELEASED);
    const unnamed = await checkSchemaCompat({ released: RELEASED, current, changelog: '', today: '2026-12-01' });
    expect(unnamed.unlisted.join('\n')).toMatch(/add an entry naming `Booking\.id`/);
    const changelog = '## 2026-12-01\n- `Booking.id` deprecated, removed after 2027-06-01.\n';
    expect(await checkSchemaCompat({ released: RELEASED, current, changelog, today: '2026-12-01' })).toEqual({ breaking: [], unlisted: [], ok: true });
  });

  it('fails on a removed type still used by a field that stays', async () => {
    const current = `"""Root."""\ntype Query {\n  """A booking."""\n  booking(id: ID!): String\n}\n`;
    const report = await checkSchemaCompat({ released: RELEASED, current, changelog: '', today: '2030-01-01' });
    expect(report.ok).toBe(false);
    expect(report.breaking.join('\n')).toMatch(/Booking: .*still used by Query\.booking/);
    expect(report.breaking.join('\n')).toMatch(/Query\.booking: .*was not deprecated/);
  });
});

describe('every change in the changelog', () => {
  const ADDED = RELEASED.replace('type Booking {', 'type Booking {\n  """Its reference."""\n  reference: String').concat(
    '\n"""A traveller."""\ntype Traveller {\n  """Name."""\n  name: String\n}\n',
  ).replace('id: ID!\n    """Old filter."""', 'id: ID!\n    """New filter."""\n    status: String\n    """Old filter."""');

  it('lists a new type, a new field and a new argument not named', async () => {
    const report = await checkSchemaCompat({ released: RELEASED, current: ADDED, changelog: '## 2026-12-01\n- `Booking.id` unrelated.\n', today: '2026-12-01' });
    expect(report.breaking).toEqual([]);
    expect(report.unlisted.map((l) => l.split(':')[0]).sort()).toEqual(['Booking.reference', 'Query.booking.status', 'Traveller']);
    expect(report.unlisted.join('\n')).toMatch(/add an entry naming `Query\.booking\(status\)`/);
  });

  it('passes when each is named: the type covers its fields, the field its new argument', async () => {
    const changelog = '## 2026-12-01\n- `Traveller` (new type).\n- `Booking.reference`: the booking reference.\n- `Query.booking` takes a status\n  filter (`Query.booking(status)`).\n';
    expect(await checkSchemaCompat({ released: RELEASED, current: ADDED, changelog, today: '2026-12-01' })).toEqual({ breaking: [], unlisted: [], ok: true });
  });

  it('does not count a field of an existing type as named by the type', async () => {
    const report = await checkSchemaCompat({ released: RELEASED, current: ADDED, changelog: '## 2026-12-01\n- `Traveller`, `Booking`, `Query.booking(status)`\n', today: '2026-12-01' });
    expect(report.unlisted).toEqual([expect.stringMatching(/^Booking\.reference:/)]);
  });

  it('needs no entry for a description reworded', async () => {
    const current = RELEASED.replace('"""Its status."""', '"""Its status: confirmed or cancelled."""');
    expect(await checkSchemaCompat({ released: RELEASED, current, changelog: '', today: '2026-12-01' })).toEqual({ breaking: [], unlisted: [], ok: true });
  });
});

describe('reading the changelog', () => {
  it('takes bullets under dated headings, with their continuation lines, and coordinates in backticks', () => {
    const entries = parseChangelog(
      '# Title\n- `Ignored` (no date)\n\n## 2026-11-28\n\nIntro `Also.ignored`.\n\n- `A.b(c, d)` and `E`\n  more about `F.g`\n- `H.i`\n',
    );
    expect(entries.map((e) => [e.date, [...e.coordinates]])).toEqual([
      ['2026-11-28', ['A.b.c', 'A.b.d', 'E', 'F.g']],
      ['2026-11-28', ['H.i']],
    ]);
  });

  it('counts months back by the calendar', () => {
    expect(monthsBefore('2027-06-01', 6)).toBe('2026-12-01');
    expect(monthsBefore('2027-08-31', 6)).toBe('2027-02-28');
    expect(monthsBefore('2027-03-15', 6)).toBe('2026-09-15');
  });
});
