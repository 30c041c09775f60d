import { buildSchema, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost } from './limits.js';

const schema = buildSchema(`
  input Page { limit: Int offset: Int }
  type Item { id: ID name: String tags: [String] children: [Item] }
  type ItemPage { items: [Item!]! hasMore: Boolean }
  type Query {
    list(limit: Int = 20): [Item!]!
    paged(page: Page): ItemPage!
    unpaged: [Item!]!
    one: Item
  }
`);

function cost(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode;
  return operationCost(schema, document, operation, variables);
}

describe('operationCost', () => {
  it('counts 1 per field and multiplies a list by its limit (literal, variable, default; out of range counts as the default)', () => {
    expect(cost('{ one { id name } }')).toBe(3);
    expect(cost('{ list(limit: 5) { id name } }')).toBe(1 + 5 * 2);
    expect(cost('query($n: Int) { list(limit: $n) { id } }', { n: 7 })).toBe(1 + 7);
    expect(cost('{ list { id } }')).toBe(1 + 20);
    // argument validation refuses it with its own message; costing it as the default lets that message through
    expect(cost('{ list(limit: 100000) { id } }')).toBe(1 + 20);
    // scalar lists are leaves
    expect(cost('{ one { tags } }')).toBe(2);
  });

  it('passes a page object’s size to the list inside it', () => {
    expect(cost('{ paged(page: { limit: 50 }) { hasMore items { id name } } }')).toBe(1 + (1 + 1 + 50 * 2));
    expect(cost('query($p: Page) { paged(page: $p) { items { id } } }', { p: { limit: 30 } })).toBe(1 + 1 + 30);
    expect(cost('{ paged { items { id } } }')).toBe(1 + 1 + 20);
  });

  it('multiplies nested lists, counts unpaged lists as 10 and fragments once each', () => {
    expect(cost('{ list(limit: 10) { children { id } } }')).toBe(1 + 10 * (1 + 10 * 1));
    expect(cost('{ unpaged { id } }')).toBe(1 + 10);
    const withFragments = '{ list(limit: 2) { ...F ...F } } fragment F on Item { id name }';
    expect(cost(withFragments)).toBe(1 + 2 * 4);
    expect(cost('{ __typename one { __typename id } }')).toBe(2);
  });
});
