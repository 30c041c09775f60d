import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  Lexer,
  type OperationDefinitionNode,
  type SelectionSetNode,
  Source,
  stripIgnoredCharacters,
  TokenKind,
  type ValidationContext,
  type ValidationRule,
  validate,
  valueFromAST,
} from 'graphql';
import { type CallerClass, PAGE_SIZE, QUERY_LIMITS, type QueryLimits } from '../rules/api-limits.js';
import type { Context } from './context.js';

export { QUERY_LIMITS };

// The page sizes every list takes (`limit`, default 20, at most 100); a list without `limit` counts as 10 items.
const DEFAULT_PAGE = PAGE_SIZE.default;
const MAX_PAGE = PAGE_SIZE.max;
const UNPAGED_LIST = 10;

export function callerClass(ctx: Pick<Context, 'viewer'>): CallerClass {
  return ctx.viewer ? 'authenticated' : 'anonymous';
}

type Refusal = { message: string; limit: string; caller: CallerClass };

function toError({ message, limit, caller }: Refusal): GraphQLError {
  const hint = caller === 'anonymous' ? ' Authenticated callers (API key) get higher limits.' : '';
  return new GraphQLError(`${message}${hint}`, {
    // 400, like any other invalid document; no resolver has run
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit, http: { status: 400 } },
  });
}

// A GraphQL document's size in UTF-8 bytes, checked before anything parses it: comments are not tokens, so the
// parser's token limit alone would let a 1 MB comment through to the parser and the document cache.
export const MAX_DOCUMENT_BYTES = 64 * 1024;
export const DOCUMENT_TOO_LARGE = 'GraphQL document is too large (max 64 KB)';

function tooLarge(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  // most documents are decided by their length alone (a character is 1 to 3 UTF-8 bytes)
  if (query.length > MAX_DOCUMENT_BYTES) return true;
  if (query.length * 3 <= MAX_DOCUMENT_BYTES) return false;
  return Buffer.byteLength(query, 'utf8') > MAX_DOCUMENT_BYTES;
}

/**
 * Fastify preValidation hook: a /graphql request (POST body or GET query string) whose `query` is over 64 KB gets a
 * 413 before Apollo parses or caches it. The REST facade's documents are ours and executed in process: not checked.
 */
export async function refuseOversizedDocuments(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (req.routeOptions.url !== '/graphql') return undefined;
  const payload = req.method === 'GET' ? req.query : req.body;
  // a batch (which Apollo refuses) is checked entry by entry all the same
  const requests = Array.isArray(payload) ? payload : [payload];
  if (!requests.some((r) => r && typeof r === 'object' && tooLarge((r as { query?: unknown }).query))) return undefined;
  return reply.code(413).send({ errors: [{ message: DOCUMENT_TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
}

// Documents longer than this are compacted before Apollo sees them (see compactLargeDocuments).
export const COMPACT_FROM_CHARS = 8 * 1024;

/**
 * Fastify preValidation hook, after the size check: a POSTed document of more than 8 KB is replaced by the same
 * document without comments and insignificant whitespace (graphql-js's stripIgnoredCharacters keeps its meaning, block
 * strings included). Apollo holds a request's `query` for as long as the request runs, often across database
 * awaits, so a large one survives young-generation collections and lands in the old space as garbage that only a
 * full collection frees: 1,500 distinct 60 KB documents grew the RSS by ~110 MB. Compacted, they are a few hundred
 * bytes each. Not done for automatic persisted queries (their hash is of the text as sent), nor for GET, whose
 * URL is small anyway; a document that does not lex is left as it is for Apollo to answer the syntax error.
 */
export async function compactLargeDocuments(req: FastifyRequest): Promise<void> {
  if (req.routeOptions.url !== '/graphql' || req.method !== 'POST') return;
  const requests: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
  for (const r of requests) {
    if (!r || typeof r !== 'object') continue;
    const entry = r as { query?: unknown; extensions?: { persistedQuery?: unknown } };
    if (typeof entry.query !== 'string' || entry.query.length <= COMPACT_FROM_CHARS || entry.extensions?.persistedQuery) continue;
    try {
      entry.query = stripIgnoredCharacters(entry.query);
    } catch {
      // a syntax error: Apollo parses the original and says where
    }
  }
}

/** Non-EOF tokens in `source`, counting no further than `max` + 1. */
export function countTokens(source: string, max: number): number {
  const lexer = new Lexer(new Source(source));
  let n = 0;
  while (n <= max && lexer.advance().kind !== TokenKind.EOF) n++;
  return n;
}

/**
 * Estimated work of an operation: 1 per field, and a list's selection counts once per item it may return. The page
 * size comes from a `limit` argument or an input argument with a `limit` field (`page: { limit }`): literal, variable
 * or default (an out-of-range size counts as the default: validation refuses it). A paged field that returns a page object passes its size to the list inside it
 * (`packages(page: { limit: 50 }) { items { ... } }`). A list whose field declares `maxItems` (type-graphql's
 * `@Extensions`) counts that many; other lists count as 10 items. Fragments are costed once.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const memo = new Map<string, number>();

  // the page size a field asks for, or undefined when it takes no pagination
  const requestedPage = (field: GraphQLField<unknown, unknown>, node: FieldNode): number | undefined => {
    for (const arg of field.args) {
      const argType = getNamedType(arg.type);
      const direct = arg.name === 'limit';
      const nested = !direct && isInputObjectType(argType) && 'limit' in argType.getFields();
      if (!direct && !nested) continue;
      const given = node.arguments?.find((a) => a.name.value === arg.name);
      const value = given ? valueFromAST(given.value, arg.type, variables) : arg.defaultValue;
      const n = direct ? value : (value as { limit?: unknown } | null | undefined)?.limit;
      // an out-of-range page size is costed at the default: argument validation refuses it with its own message
      return typeof n === 'number' && Number.isFinite(n) && n >= 1 && n <= MAX_PAGE ? Math.floor(n) : DEFAULT_PAGE;
    }
    return undefined;
  };

  const costOf = (set: SelectionSetNode, parent: GraphQLCompositeType | undefined, depth: number, pageHint?: number): number => {
    if (depth > 64) return 0; // deeper than any limit allows: the depth rule refuses it
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        if (name === '__typename' || name === '__schema' || name === '__type') continue;
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        if (!field) continue;
        const type = getNamedType(field.type);
        total += 1;
        if (!sel.selectionSet || !isCompositeType(type)) continue;
        const page = requestedPage(field, sel);
        const isList = isListType(getNullableType(field.type));
        // a list bounded by its type (`@Extensions({ maxItems })`, e.g. an itinerary's segments) counts its bound
        const bound = field.extensions?.maxItems;
        const items = isList ? (page ?? pageHint ?? (typeof bound === 'number' && bound > 0 ? bound : UNPAGED_LIST)) : 1;
        total += items * costOf(sel.selectionSet, type, depth + 1, isList ? undefined : page);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        total += costOf(sel.selectionSet, type && isCompositeType(type) ? type : undefined, depth + 1, pageHint);
      } else {
        const name = sel.name.value;
        const memoKey = `${name}:${pageHint ?? ''}`;
        if (!memo.has(memoKey)) {
          memo.set(memoKey, 0); // a cycle (refused by validation anyway) costs nothing more
          const fragment = fragments.get(name);
          const type = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
          memo.set(
            memoKey,
            fragment ? costOf(fragment.selectionSet, type && isCompositeType(type) ? type : undefined, depth + 1, pageHint) : 0,
          );
        }
        total += memo.get(memoKey) ?? 0;
      }
    }
    return total;
  };

  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return costOf(operation.selectionSet, root ?? undefined, 0);
}

// graphql-armor's depth, alias and directive rules, configured per caller class and run through graphql-js validate()
function armorRules(limits: QueryLimits): ValidationRule[] {
  const common = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null, err: GraphQLError) => ctx?.reportError(new GraphQLError(err.message.replace(/^Syntax Error: /, ''))),
    ],
  };
  return [
    maxDepthRule({ ...common, n: limits.depth, ignoreIntrospection: true }),
    maxAliasesRule({ ...common, n: limits.aliases }),
    maxDirectivesRule({ ...common, n: limits.directives }),
  ];
}

const LIMIT_OF_MESSAGE: [RegExp, string][] = [
  [/depth/i, 'depth'],
  [/alias/i, 'aliases'],
  [/directive/i, 'directives'],
];

/** The first limit `document` breaks for `caller`, or null. Everything but cost depends on the document alone. */
export function structuralRefusal(schema: GraphQLSchema, document: DocumentNode, source: string, caller: CallerClass): Refusal | null {
  const limits = QUERY_LIMITS[caller];
  if (countTokens(source, limits.tokens) > limits.tokens) {
    return { message: `Token limit of ${limits.tokens} exceeded.`, limit: 'tokens', caller };
  }
  const errors = validate(schema, document, armorRules(limits));
  if (!errors.length) return null;
  const message = errors[0].message;
  return { message, limit: LIMIT_OF_MESSAGE.find(([re]) => re.test(message))?.[1] ?? 'query', caller };
}

// the cost of each request the limits let through, for the API keys' cost budget (graphql/cost-budget.ts)
const allowedCosts = new WeakMap<object, number>();

/**
 * The cost queryLimitsPlugin computed for `request` (Apollo's GraphQLRequest) and let through; undefined when it refused
 * it or has not seen it. Set before its didResolveOperation returns, with no await before: a plugin registered after it
 * reads it in its own didResolveOperation (Apollo starts every plugin's hook in order, in one Promise.all).
 */
export function allowedCostOf(request: object): number | undefined {
  return allowedCosts.get(request);
}

/**
 * Apollo plugin: after the document is parsed, validated and its operation chosen, and before anything executes,
 * refuse it if it is too deep, too costly or has too many tokens, aliases or directives for this caller.
 * Per-document results are cached (Apollo reuses the parsed DocumentNode of a repeated query).
 */
export function queryLimitsPlugin(schema: GraphQLSchema): ApolloServerPlugin<Context> {
  const cache = new WeakMap<DocumentNode, Partial<Record<CallerClass, Refusal | null>>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, source, operation, request, contextValue }) {
          const caller = callerClass(contextValue);
          let seen = cache.get(document);
          if (!seen) {
            seen = {};
            cache.set(document, seen);
          }
          if (seen[caller] === undefined) seen[caller] = structuralRefusal(schema, document, source, caller);
          const refused = seen[caller];
          if (refused) throw toError(refused);
          const limit = QUERY_LIMITS[caller].cost;
          const cost = operation ? operationCost(schema, document, operation, request.variables ?? {}) : 0;
          if (cost > limit) throw toError({ message: `Query cost limit of ${limit} exceeded, found ${cost}.`, limit: 'cost', caller });
          allowedCosts.set(request, cost);
        },
      };
    },
  };
}
