import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
