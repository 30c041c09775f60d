import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type DocumentNode, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples';

// What partners copy must run: the sandbox's example operations and every GraphQL operation in
// docs/partner-api.md are checked against the committed schema, so a schema change cannot leave them stale.
let root = process.cwd();
while (!fs.existsSync(path.join(root, 'schema.graphql')) && path.dirname(root) !== root) root = path.dirname(root);
const schema = buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'));

function problems(source: string): string[] {
  const doc = parse(source);
  // each operation on its own, as a partner would send it
  return doc.definitions.flatMap((definition) =>
    validate(schema, { kind: Kind.DOCUMENT, definitions: [definition] } as DocumentNode).map((e) => e.message),
  );
}

describe('partner examples', () => {
  it.each(EXAMPLES.map((e) => [e.id, e.query]))('sandbox example %s is valid for the schema', (_id, query) => {
    expect(problems(query)).toEqual([]);
  });

  it('every GraphQL operation in docs/partner-api.md is valid for the schema', () => {
    const md = fs.readFileSync(path.join(root, 'docs/partner-api.md'), 'utf8');
    const sources = [
      ...[...md.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]),
      ...[...md.matchAll(/"query":\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).filter((q) => q !== '...'), // not the envelope's placeholder
    ];
    expect(sources.length).toBeGreaterThanOrEqual(5);
    for (const source of sources) expect([source, problems(source)]).toEqual([source, []]);
  });
});
