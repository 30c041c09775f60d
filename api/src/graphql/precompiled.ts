import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { HeaderMap } from '@apollo/server';
import {
  type DocumentNode,
  type FieldNode,
  type FormattedExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  defaultFieldResolver,
  GraphQLString,
  getArgumentValues,
  getNullableType,
  getVariableValues,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { type AnswerCache, graphqlAnswerKey, isPublicCatalogueRead } from './answer-cache.js';
import { type CallerClass, QUERY_LIMITS } from '../rules/api-limits.js';
import { marketToday } from '../rules/dates.js';
import type { Context } from './context.js';
import { callerClass, operationCost, structuralRefusal } from './limits.js';

// A pre-compiled execution path for a few hot read operations (issue 19). graphql-js walks a result field by field,
// allocating an info object, a path and an argument object for each of them: a page of 20 priced hotels is ~1,000
// fields, and that walk was most of a search's CPU time. Most of those fields are plain data under one root
// resolver, so a query's selection is compiled once per parsed document (Apollo keeps documents in its store) into a
// projection plan, generated as JavaScript (graphql-jit's approach, for this subset), and each request runs the root
// field's own resolver (type-graphql's, with its validation, auth checks and text guard) and then projects its value
// through the plan, serializing leaves with their own types.
//
// It serves only what it can serve exactly: a query whose root fields are all in `rootFields` (and __typename),
// without directives, abstract types or arguments below the root, where every field below the root is read by
// graphql's default resolver or a resolver that answers synchronously. Anything else, and any error while running
// (a resolver that throws, a null in a non-null field, a value a scalar refuses), returns null: Apollo then executes
// the operation the ordinary way, so errors keep exactly their usual shape. The root resolver of such a failed
// attempt has run once already: the allowed root fields must be reads. Execution hooks (executionDidStart,
// willResolveField) do not run for operations served here.

type Plan =
  | { kind: 'leaf'; nonNull: boolean; type: GraphQLLeafType }
  | { kind: 'list'; nonNull: boolean; of: Plan }
  | { kind: 'object'; nonNull: boolean; type: GraphQLObjectType; fields: FieldPlan[] };

type FieldPlan = {
  key: string;
  name: string;
  // __typename: the parent type's name, no resolver
  typename?: string;
  // a resolver other than graphql's default one (type-graphql's plain property readers): called with no arguments
  resolve?: GraphQLField<unknown, unknown>['resolve'];
  nodes: FieldNode[];
  returnType: GraphQLOutputType;
  plan: Plan;
};

type RootPlan = { fields: Array<FieldPlan & { def: GraphQLField<unknown, unknown>; project: Projector }>; operation: OperationDefinitionNode };

/** Thrown when a request leaves what the plan can serve: the ordinary execution takes over. */
class NotServed extends Error {}
const notServed = new NotServed();

/** graphql's field collection for one object type: response keys in first-seen order, with their merged nodes. */
function collect(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  into = new Map<string, FieldNode[]>(),
): Map<string, FieldNode[]> | null {
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length) return null;
    if (selection.kind === 'Field') {
      const key = selection.alias?.value ?? selection.name.value;
      const nodes = into.get(key);
      if (nodes) nodes.push(selection);
      else into.set(key, [selection]);
      continue;
    }
    const fragment = selection.kind === 'FragmentSpread' ? fragments.get(selection.name.value) : selection;
    if (!fragment) return null;
    // a fragment on an interface or union (or another type) would need the runtime type: not compiled
    if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return null;
    if (!collect(type, fragment.selectionSet, fragments, into)) return null;
  }
  return into;
}

function compileType(type: GraphQLOutputType, nodes: FieldNode[], fragments: Map<string, FragmentDefinitionNode>): Plan | null {
  const nonNull = isNonNullType(type);
  const inner = getNullableType(type);
  if (isLeafType(inner)) return { kind: 'leaf', nonNull, type: inner };
  if (isListType(inner)) {
    const of = compileType(inner.ofType, nodes, fragments);
    return of && { kind: 'list', nonNull, of };
  }
  if (!isObjectType(inner) || inner.isTypeOf) return null;
  const merged = new Map<string, FieldNode[]>();
  for (const node of nodes) {
    if (!node.selectionSet || !collect(inner, node.selectionSet, fragments, merged)) return null;
  }
  const fields = compileFields(inner, merged, fragments);
  return fields && { kind: 'object', nonNull, type: inner, fields };
}

function compileFields(type: GraphQLObjectType, merged: Map<string, FieldNode[]>, fragments: Map<string, FragmentDefinitionNode>): FieldPlan[] | null {
  const defs = type.getFields();
  const fields: FieldPlan[] = [];
  for (const [key, nodes] of merged) {
    const name = nodes[0].name.value;
    if (name === '__typename') {
      fields.push({ key, name, typename: type.name, nodes, returnType: GraphQLString, plan: { kind: 'leaf', nonNull: true, type: GraphQLString } });
      continue;
    }
    const def = defs[name];
    if (!def || def.args.length || nodes.some((n) => n.arguments?.length)) return null;
    const plan = compileType(def.type, nodes, fragments);
    if (!plan) return null;
    fields.push({ key, name, resolve: def.resolve, nodes, returnType: def.type, plan });
  }
  return fields;
}

function compileOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, rootFields: Set<string>): RootPlan | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  const query = schema.getQueryType();
  if (!operation || operation.operation !== 'query' || !query || operation.directives?.length) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === 'FragmentDefinition') fragments.set(d.name.value, d);
  const merged = collect(query, operation.selectionSet, fragments);
  if (!merged) return null;
  const defs = query.getFields();
  const fields: RootPlan['fields'] = [];
  for (const [key, nodes] of merged) {
    const name = nodes[0].name.value;
    if (!rootFields.has(name) || !defs[name] || nodes.length > 1) return null;
    const def = defs[name];
    const plan = compileType(def.type, nodes, fragments);
    if (!plan) return null;
    fields.push({ key, name, def, resolve: def.resolve, nodes, returnType: def.type, plan, project: generate(plan) });
  }
  return fields.length ? { fields, operation } : null;
}

type Run = { ctx: Context; info: Omit<GraphQLResolveInfo, 'fieldName' | 'fieldNodes' | 'returnType' | 'parentType' | 'path'> };
type Projector = (value: unknown, run: Run) => unknown;

// values a leaf type's serialize() returns unchanged: answered without the call (graphql-js's own rules)
const SAME_WHEN: Record<string, string> = {
  String: "typeof v === 'string'",
  ID: "typeof v === 'string'",
  Boolean: "typeof v === 'boolean'",
  Int: "typeof v === 'number' && (v | 0) === v",
  Float: "typeof v === 'number' && Number.isFinite(v)",
};

/** What graphql's default resolver does with a method: not served here. */
function plain(v: unknown): unknown {
  if (typeof v === 'function') throw notServed;
  return v;
}

/** A field with its own resolver (type-graphql's property readers): called as graphql-js would, synchronously. */
function viaResolver(source: unknown, f: FieldPlan, parentType: GraphQLObjectType, run: Run): unknown {
  const info = { ...run.info, fieldName: f.name, fieldNodes: f.nodes, returnType: f.returnType, parentType, path: { prev: undefined, key: f.key, typename: parentType.name } };
  return (f.resolve as NonNullable<FieldPlan['resolve']>)(source, {}, run.ctx, info);
}

/**
 * The plan as JavaScript: one function per object type and list, objects built as literals with the response keys in
 * order. Property reads and object shapes are then fixed per site (monomorphic), where an interpreter walking the
 * plan reads and writes every key through one megamorphic site. Names in the code are JSON-quoted GraphQL names.
 */
function generate(root: Plan): Projector {
  const consts: unknown[] = [];
  const fns: string[] = [];
  const ref = (v: unknown) => `c[${consts.push(v) - 1}]`;
  const emit = (plan: Plan): string => {
    const name = `p${fns.length}`;
    fns.push('');
    const body: string[] = [`if (v === null || v === undefined) ${plan.nonNull ? 'throw ns;' : 'return null;'}`];
    if (plan.kind === 'leaf') {
      const same = SAME_WHEN[plan.type.name];
      if (same) body.push(`if (${same}) return v;`);
      body.push(`if (v instanceof Error) throw ns;`, `const s = ${ref(plan.type)}.serialize(v);`, 'if (s === null || s === undefined) throw ns;', 'return s;');
    } else if (plan.kind === 'list') {
      const item = emit(plan.of);
      body.push('if (!Array.isArray(v)) throw ns;', 'const out = new Array(v.length);', `for (let i = 0; i < v.length; i++) out[i] = ${item}(v[i], run);`, 'return out;');
    } else {
      body.push("if (typeof v !== 'object' || v instanceof Error || typeof v.then === 'function') throw ns;");
      const props = plan.fields.map((f) => {
        const key = JSON.stringify(f.key);
        if (f.typename !== undefined) return `${key}: ${JSON.stringify(f.typename)}`;
        const value = f.resolve ? `field(v, ${ref(f)}, ${ref(plan.type)}, run)` : `plain(v[${JSON.stringify(f.name)}])`;
        return `${key}: ${emit(f.plan)}(${value}, run)`;
      });
      body.push(`return { ${props.join(', ')} };`);
    }
    fns[Number(name.slice(1))] = `function ${name}(v, run) {\n${body.join('\n')}\n}`;
    return name;
  };
  const first = emit(root);
  // generated from the schema's own types and the document's validated names only
  const make = new Function('c', 'ns', 'plain', 'field', `${fns.join('\n')}\nreturn ${first};`) as (...a: unknown[]) => Projector;
  return make(consts, notServed, plain, viaResolver);
}

async function runPlan(schema: GraphQLSchema, plan: RootPlan, document: DocumentNode, variables: Record<string, unknown>, ctx: Context) {
  const coerced = getVariableValues(schema, plan.operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
  if (coerced.errors) return null;
  const fragments: GraphQLResolveInfo['fragments'] = {};
  for (const d of document.definitions) if (d.kind === 'FragmentDefinition') fragments[d.name.value] = d;
  const query = schema.getQueryType() as GraphQLObjectType;
  const run: Run = { ctx, info: { schema, fragments, rootValue: undefined, operation: plan.operation, variableValues: coerced.coerced } };
  const data: Record<string, unknown> = {};
  try {
    for (const f of plan.fields) {
      const args = getArgumentValues(f.def, f.nodes[0], coerced.coerced);
      const info: GraphQLResolveInfo = { ...run.info, fieldName: f.name, fieldNodes: f.nodes, returnType: f.returnType, parentType: query, path: { prev: undefined, key: f.key, typename: query.name } };
      const value = await (f.resolve ?? defaultFieldResolver)(undefined, args, ctx, info);
      data[f.key] = f.project(value, run);
    }
  } catch {
    // NotServed, or the resolver's own error: the ordinary execution answers (and words the error as always)
    return null;
  }
  return data;
}

/** A document Apollo parsed, validated and served here: what the fast lane needs to serve its text again. */
type LaneEntry = { document: DocumentNode; plan: RootPlan; queryHash: string; publicRead: boolean };

// the texts the lane knows (a hot read's document is one of a few texts sent again and again): bounded, and only
// short texts; when full it starts afresh
const LANE_MAX = 256;
const LANE_TEXT_MAX = 16 * 1024;

export type FastLaneOptions = {
  // the limits plugin is on (config.limits): the lane applies the same limits before serving
  limits: boolean;
  // the catalogue's GraphQL answers, shared with the cache plugin (the same keys)
  answers: AnswerCache<FormattedExecutionResult>;
};

/**
 * The pre-compiled queries (`plugin`, for Apollo), and a lane past Apollo for their repeats (`serve`). Apollo's
 * request pipeline around a hot read (its HTTP handling, seven plugins' hooks, the query hash, the response
 * negotiation and serialization) cost a third of a rotating hotel search's CPU (issue 19). A POST whose query text
 * Apollo has already parsed, validated and answered through a plan here is answered by `serve` directly: the same
 * context, the same query limits, the same response cache, the same plan and JSON, the media type Apollo would
 * choose. Anything else — a text not seen yet, a GET, a limit broken, an error, a media type Apollo would refuse —
 * goes to Apollo as before, so its errors keep exactly their shape.
 */
export function precompiledQueries(schema: GraphQLSchema, rootFields: Iterable<string>, lane?: FastLaneOptions) {
  const roots = new Set(rootFields);
  // per parsed document (Apollo's store hands back the same object for the same text), per operation name
  const plans = new WeakMap<DocumentNode, Map<string, RootPlan | null>>();
  const planFor = (document: DocumentNode, operationName: string | null | undefined) => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map()));
    const name = operationName ?? '';
    if (!byName.has(name)) byName.set(name, compileOperation(schema, document, operationName, roots));
    return byName.get(name) ?? null;
  };
  // by operation name and query text
  let known = new Map<string, LaneEntry>();
  const laneKey = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\n${query}`;
  const refusals = new WeakMap<DocumentNode, Partial<Record<CallerClass, boolean>>>();

  const plugin: ApolloServerPlugin<Context> = {
    async requestDidStart() {
      return {
        async responseForOperation({ document, request, operation, contextValue, queryHash }): Promise<GraphQLResponse | null> {
          if (!operation || operation.operation !== 'query') return null;
          const plan = planFor(document, request.operationName);
          if (!plan) return null;
          const data = await runPlan(schema, plan, document, request.variables ?? {}, contextValue);
          if (!data) return null;
          if (lane && request.http?.method === 'POST' && request.query && request.query.length <= LANE_TEXT_MAX && queryHash) {
            if (known.size >= LANE_MAX) known = new Map();
            known.set(laneKey(request.query, request.operationName), { document, plan, queryHash, publicRead: isPublicCatalogueRead(operation) });
          }
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data } } };
        },
      };
    },
  };

  /** Answers a POST /graphql whose text the lane knows (true), or leaves it to Apollo (false: nothing was sent). */
  const serve = async (req: FastifyRequest, reply: FastifyReply, makeContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>): Promise<boolean> => {
    if (!lane || req.method !== 'POST') return false;
    const body = req.body as Record<string, unknown> | null | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.query !== 'string') return false;
    const { query, operationName, variables, extensions } = body;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return false;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return false;
    if (extensions !== undefined && extensions !== null && (typeof extensions !== 'object' || 'persistedQuery' in extensions)) return false;
    const entry = known.get(laneKey(query, operationName));
    if (!entry) return false;
    const mediaType = responseMediaType(req.headers.accept);
    if (!mediaType) return false;
    const ctx = await makeContext(req, reply);
    const vars = (variables ?? {}) as Record<string, unknown>;
    if (lane.limits) {
      const caller = callerClass(ctx);
      let seen = refusals.get(entry.document);
      if (!seen) refusals.set(entry.document, (seen = {}));
      seen[caller] ??= structuralRefusal(schema, entry.document, query, caller) !== null;
      if (seen[caller] || operationCost(schema, entry.document, entry.plan.operation, vars) > QUERY_LIMITS[caller].cost) return false;
    }
    let settle: ((result: FormattedExecutionResult | null) => void) | undefined;
    let result: FormattedExecutionResult | undefined;
    if (entry.publicRead && lane.answers.enabled) {
      const found = await lane.answers.lookup(graphqlAnswerKey(marketToday(ctx.now()), operationName, entry.queryHash, variables as Record<string, unknown> | undefined));
      if ('hit' in found) result = found.hit;
      else settle = found.settle;
    }
    if (!result) {
      const data = await runPlan(schema, entry.plan, entry.document, vars, ctx);
      settle?.(data && { data });
      if (!data) return false;
      result = { data };
    }
    // what Apollo sends for a single result: its fields in this order, JSON and a newline
    await reply.code(200).type(mediaType).send(`${JSON.stringify({ errors: result.errors, data: result.data, extensions: result.extensions })}\n`);
    return true;
  };

  return { plugin, serve };
}

const MEDIA_TYPES = ['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8', 'application/json; callback=graphql'];

/** The media type Apollo answers a single result with for this Accept header (its own negotiation), or null. */
function responseMediaType(accept: string | undefined): string | null {
  if (!accept) return MEDIA_TYPES[0];
  const preferred = new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES);
  // the callback type is Apollo's own odd case: left to it
  return preferred && preferred !== MEDIA_TYPES[2] ? preferred : null;
}
