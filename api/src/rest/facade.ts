import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '../graphql/context.js';
import { DomainError } from '../core/errors.js';
import { languageOf, translate } from '../core/i18n.js';
import { publicExtras, sendDomainError, statusOfCode } from './status.js';

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  // the GraphQL operation this route runs, through the same server, context, auth, validation and errors
  document: string;
  variables?: (req: FastifyRequest) => Record<string, unknown>;
  // turns `data` into the spec's JSON shape
  respond: (data: Record<string, unknown>, req: FastifyRequest, reply: FastifyReply) => unknown;
  status?: number;
};

type Envelope = { message: string; code: string; newTotalInPkr?: unknown };

export function errorStatus(error: GraphQLFormattedError): number {
  return statusOfCode(String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
}

export function registerRestRoutes(
  app: FastifyInstance,
  apollo: ApolloServer<Context>,
  routes: RestRoute[],
  makeContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>,
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        const contextValue = await makeContext(req, reply);
        let variables: Record<string, unknown>;
        try {
          variables = route.variables?.(req) ?? {};
        } catch (err) {
          // a query-string value that cannot become the operation's variable (e.g. rooms=abc): the rule's 4xx
          if (!(err instanceof DomainError)) throw err;
          return sendDomainError(reply, err);
        }
        const response = await apollo.executeOperation({ query: route.document, variables }, { contextValue });
        if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
        const { data, errors } = response.body.singleResult;
        if (errors?.length) {
          const first = errors[0];
          const status = errorStatus(first);
          const retryAfter = first.extensions?.retryAfter;
          if ((status === 429 || status === 503) && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
          const body: Envelope = {
            message: translate(first.message, languageOf(req.headers['accept-language'])),
            code: String(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR'),
            ...publicExtras(first.extensions),
          };
          return reply.code(status).send(body);
        }
        const payload = route.respond((data ?? {}) as Record<string, unknown>, req, reply);
        // the route answered itself (e.g. 401 for a signed-out GET /api/user): with an async onSend hook (compression)
        // reply.sent is still false here, so the returned reply is what tells
        if (reply.sent || payload === reply) return reply;
        return reply.code(route.status ?? 200).send(payload);
      },
    });
  }
}
