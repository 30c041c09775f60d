import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { authChecker } from './auth.js';
import { guardTextArguments, validateFn } from './validation.js';

/** The GraphQL schema of these resolvers (the features' own: api/src/features.ts buildAppSchema), checked and guarded. */
export function buildSchemaOf(resolvers: NonEmptyArray<Function>, orphanedTypes: Function[] = []): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, orphanedTypes, validate: false, validateFn, authChecker, authMode: 'error' }).then(guardTextArguments);
}
