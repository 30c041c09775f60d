import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type DocumentNode, getVariableValues, Kind, type OperationDefinitionNode, parse, validate } from 'graphql';
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

  it.each(EXAMPLES.map((e) => [e.id, e]))('sandbox example %s has variables its operation accepts', (_id, example) => {
    const operation = parse(example.query).definitions[0] as OperationDefinitionNode;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], example.variables ?? {});
    expect(coerced.errors?.map((e) => e.message) ?? []).toEqual([]);
  });

  it('book and pay: book a package, pay on the sandbox for the redirect URL, read the payment status; the docs show the same', () => {
    const steps = ['book', 'pay', 'payment-status'].map((id) => EXAMPLES.find((e) => e.id === id));
    expect(steps.map((e) => e?.title)).toEqual(['Book and pay, 1: book a package', 'Book and pay, 2: pay on the sandbox', 'Book and pay, 3: payment status']);
    const [book, pay, status] = steps as NonNullable<(typeof steps)[number]>[];
    expect(book.query).toMatch(/book\(input: \$input\)[\s\S]*holdExpiresAt/);
    expect(book.variables).toEqual({ input: { type: 'package', packageId: 'PACKAGE_ID', passengerCount: 1 } });
    expect(pay.query).toMatch(/pay\(bookingId: \$bookingId, method: \$method\) \{\s+redirectUrl/);
    expect(pay.variables).toEqual({ bookingId: 'BOOKING_ID', method: 'sandbox' });
    expect(status.query).toMatch(/booking\(id: \$id\) \{[\s\S]*paymentStatus/);
    // docs/partner-api.md walks through the same three documents, word for word
    const md = fs.readFileSync(path.join(root, 'docs/partner-api.md'), 'utf8');
    expect(md).toContain('### Book and pay in GraphQL');
    for (const step of [book, pay, status]) expect(md).toContain('```graphql\n' + step.query + '\n```');
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
