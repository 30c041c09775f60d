import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serviceContext } from '../core/context.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import type { AppDeps } from '../deps.js';
import { buildAppSchema } from '../features.js';
import { catalogueResponseCache, graphqlAnswerCache } from '../graphql/answer-cache.js';
import type { Context, Viewer } from '../graphql/context.js';
import { BoundedDocumentStore } from '../graphql/document-store.js';
import { costBudgetPlugin } from '../graphql/cost-budget.js';
import { localisedErrorsPlugin, makeFormatError, unavailableGraphQLError, unavailableStatusPlugin } from '../graphql/errors.js';
import { compactLargeDocuments, QUERY_LIMITS, queryLimitsPlugin, refuseOversizedDocuments } from '../graphql/limits.js';
import { operationTypesPlugin } from '../graphql/operation-types.js';
import { precompiledQueries } from '../graphql/precompiled.js';
import type { Identity } from '../security/caller.js';

// GraphQL at /graphql: the schema the features' resolvers make, Apollo with the partner API's limits, the public
// catalogue's answer cache, and the pre-compiled lane for hot reads. Also the one way every transport makes a request's
// context (makeContext) and finds its caller (viewerFor).

export type GraphQLHooks = { apolloPlugins?: ApolloServerPlugin<Context>[] };

export type GraphQLWiring = {
  apollo: ApolloServer<Context>;
  makeContext: (req: FastifyRequest, reply: FastifyReply | undefined) => Promise<Context>;
  viewerFor: (req: FastifyRequest, em: EntityManager) => Promise<Viewer | null>;
};

export async function registerGraphQL(app: FastifyInstance, deps: AppDeps, hooks: GraphQLHooks, identity: Identity): Promise<GraphQLWiring> {
  const { config } = deps;
  const isDev = config.nodeEnv === 'development';
  // Who is calling: what the caller hook found for /graphql and /api/* (an API key wins over the session cookie),
  // else the session cookie's user, or nobody.
  const viewerFor = async (req: FastifyRequest, em: EntityManager): Promise<Viewer | null> =>
    req.caller ? req.caller.viewer : identity.sessionViewer(req, em, deps.now());

  // the public catalogue's GraphQL answers, a few seconds each (graphql/answer-cache.ts; the plugin below opens and
  // closes it with the server)
  const graphqlAnswers = graphqlAnswerCache(config.catalogueCacheSeconds);
  const schema = await buildAppSchema();
  // the hotel search without graphql-js's field-by-field walk, and its repeats past Apollo's pipeline
  // (graphql/precompiled.ts). Test plugins observe every request Apollo handles, so the lane stands aside for them.
  const precompiled = precompiledQueries(schema, ['hotels'], hooks.apolloPlugins?.length ? undefined : { limits: config.limits, answers: graphqlAnswers });
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // shutdown is ours (main.ts): Apollo stopping itself on SIGTERM failed requests that were still draining
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: isDev,
    hideSchemaDetailsFromClientErrors: !isDev,
    formatError: makeFormatError(isDev, (err) => deps.log.error({ err }, 'unexpected GraphQL error')),
    // no drain plugin: app.close() already stops accepting and waits for in-flight requests, then onClose stops Apollo
    // no source locations: a parsed document would otherwise keep its whole source text and token list alive in
    // Apollo's document cache, which sizes entries without them. Error messages stay the same, without `locations`.
    // With the query limits on, even the largest documents stop at the parser.
    parseOptions: { noLocation: true, ...(config.limits ? { maxTokens: QUERY_LIMITS.authenticated.tokens } : {}) },
    // parsed documents: at most 1,000 and 4 MB of JSON (Apollo's default counts 30 MB of JSON, pinning far more heap)
    documentStore: new BoundedDocumentStore(),
    // no HTTP cache hints are used: without the default cache-control plugin no resolver is instrumented per field
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      // limits first: a refused query never reaches the catalogue cache or a resolver
      ...(config.limits ? [queryLimitsPlugin(schema)] : []),
      catalogueResponseCache(graphqlAnswers),
      // the hotel search without graphql-js's field-by-field walk (graphql/precompiled.ts); after the cache, which answers first
      precompiled.plugin,
      unavailableStatusPlugin(),
      // a subscription (the schema has none): a 400 validation error, POST or GET
      operationTypesPlugin(),
      // after formatError: the messages as the caller reads them (Accept-Language)
      localisedErrorsPlugin(),
      // API keys' cost budget: after the limits (whose allowed cost it charges) and after the catalogue cache (which
      // keeps the answer as it first sees it, before the key's extensions.cost is added to a copy)
      ...(config.limits ? [costBudgetPlugin()] : []),
      // Apollo's own log line for these has no stack; the client still gets only 'Internal server error'
      {
        async unexpectedErrorProcessingRequest({ error }) {
          deps.log.error({ err: error }, 'unexpected error processing a GraphQL request');
        },
      },
      ...(hooks.apolloPlugins ?? []),
    ],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
  });

  const makeContext = async (req: FastifyRequest, reply: FastifyReply | undefined): Promise<Context> => {
    // the service context the REST hotel search makes too (core/context.ts), the caller read on its fork
    const ctx: Context = { ...serviceContext(deps, { viewer: null, log: req.log }), req, reply, deps };
    try {
      ctx.viewer = await viewerFor(req, ctx.em);
      return ctx;
    } catch (err) {
      // Apollo would answer a failed context with a 500; the REST facade's own error handler maps this one too
      if (isDatabaseUnavailable(err)) throw unavailableGraphQLError();
      throw err;
    }
  };

  // documents over 64 KB are refused before Apollo parses them
  app.addHook('preValidation', refuseOversizedDocuments);
  // large documents lose their comments before Apollo holds them for the whole request
  app.addHook('preValidation', compactLargeDocuments);
  // a POST of a hot read Apollo has answered before goes by the pre-compiled lane; anything it does not answer (and any
  // failure on the way, which Apollo will then report in its own shape) goes on to Apollo
  app.addHook('preHandler', (req, reply, done) => {
    if (req.method !== 'POST' || req.routeOptions.url !== '/graphql') return done();
    // an API key's answers carry its cost budget (extensions.cost), which Apollo's plugins add: no fast lane for keys
    if (config.limits && req.caller?.apiKey) return done();
    precompiled.serve(req, reply, makeContext).then(
      (sent) => {
        if (!sent) done();
      },
      () => done(),
    );
  });
  await app.register(fastifyApollo(apollo), { path: '/graphql', method: ['GET', 'POST', 'OPTIONS'], context: makeContext });
  return { apollo, makeContext, viewerFor };
}
