import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type GraphQLSchema, Kind, type OperationTypeNode } from 'graphql';

// The spec's "Operation Type Existence" rule (graphql-js 17's KnownOperationTypesRule; 16 has no such rule): an
// operation whose root type the schema lacks (a subscription: this schema has none) makes the document invalid.
// graphql-js 16 lets such a document through validation and fails it at execution with a plain error, which Apollo
// answered as INTERNAL_SERVER_ERROR and formatError logged with its stack.

/** The first operation type of `document` that `schema` cannot run, or undefined. */
export function unsupportedOperation(schema: GraphQLSchema, document: DocumentNode): OperationTypeNode | undefined {
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION && !schema.getRootType(def.operation)) return def.operation;
  }
  return undefined;
}

export function unsupportedOperationMessage(operation: OperationTypeNode): string {
  return `The ${operation} operation is not supported by the schema.`;
}

const CODE = 'GRAPHQL_VALIDATION_FAILED';

/**
 * Apollo plugin: such a document is a 400 validation error before anything executes, on POST and on GET. A GET is
 * answered 405 by Apollo (only queries over GET) before any plugin hook that may refuse runs, so that answer is
 * replaced: the document is invalid whatever the method.
 */
export function operationTypesPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document }) {
          const operation = unsupportedOperation(schema, document);
          if (operation) throw new GraphQLError(unsupportedOperationMessage(operation), { extensions: { code: CODE, http: { status: 400 } } });
        },
        async willSendResponse({ request, schema, document, response }) {
          if (request.http?.method !== 'GET' || !document || response.body.kind !== 'single') return;
          const operation = unsupportedOperation(schema, document);
          if (!operation) return;
          response.http.status = 400;
          response.http.headers.delete('allow');
          response.body.singleResult = { errors: [{ message: unsupportedOperationMessage(operation), extensions: { code: CODE } }] };
        },
      };
    },
  };
}
