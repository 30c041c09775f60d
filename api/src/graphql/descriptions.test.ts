import {
  type GraphQLArgument,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../features.js';

// Every public type, field, argument and enum value is documented: partners read the schema in the sandbox.
export function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const has = (text: string | null | undefined) => Boolean(text?.trim());
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  const args = (owner: string, list: readonly GraphQLArgument[]) => {
    for (const arg of list) if (!has(arg.description)) missing.push(`${owner}(${arg.name})`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    // Query and Mutation are containers; their fields carry the documentation
    if (!roots.has(type as never) && !has(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
        args(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!has(value.description)) missing.push(`${type.name}.${value.name}`);
    } else if (isUnionType(type)) {
      // members are documented as types
    }
  }
  for (const directive of schema.getDirectives()) {
    if (['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name)) continue;
    if (!has(directive.description)) missing.push(`@${directive.name}`);
    args(`@${directive.name}`, directive.args);
  }
  return missing.sort();
}

describe('schema documentation', () => {
  it('describes every public type, field, argument and enum value', async () => {
    expect(undocumented(await buildAppSchema())).toEqual([]);
  });

  it('notices a missing description', async () => {
    const { buildSchema } = await import('graphql');
    const schema = buildSchema('"""Root"""\ntype Query { """ok""" a(x: Int): String b: Int }\n"""E"""\nenum E { """one""" ONE TWO }');
    expect(undocumented(schema)).toEqual(['E.TWO', 'Query.a(x)', 'Query.b']);
  });
});
