import type { ApolloServerPlugin } from '@apollo/server';
import { type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import { DomainError } from '../core/errors.js';
import { COST_BUDGET } from '../rules/api-limits.js';
import type { Caller } from '../security/caller.js';
import type { Context } from './context.js';
import { type BudgetNumbers, refundBudget, takeBudget } from './cost-bucket.js';
import { allowedCostOf } from './limits.js';

// The budget in every answer (issue 38): each API key draws its operations' cost (the limits' estimate, limits.ts)
// from a leaky bucket (cost-bucket.ts) and every GraphQL answer to it says what was charged and what is left:
//   extensions.cost = { requestedQueryCost, actualQueryCost, throttleStatus: { maximumAvailable, currentlyAvailable, restoreRate } }
// The estimate is charged before anything runs; once the answer is known, what it did not return is given back, so a
// search that could return 100 hotels and found 3 pays for 3. An operation the bucket cannot pay for now is refused
// with 429 THROTTLED and `retryAfter`, and runs nothing. Signed-in users and anonymous callers have no budget: their
// answers carry no `cost`.

export type CostExtension = {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};

const IGNORED = new Set(['__typename', '__schema', '__type']);

/**
 * What an answer actually returned, in the estimate's units (limits.ts operationCost): 1 per field present, a list's
 * selection counted once per item returned, null values and absent fields nothing. Read off the data with the
 * document's selections (response keys, aliases included), so a scalar holding JSON is one field like any other.
 */
export function returnedCost(data: unknown, selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): number {
  // the fields each response key stands for, per (merged) selection: built once, reused for every item of a list
  const keysOf = new WeakMap<readonly SelectionSetNode[], Map<string, SelectionSetNode[] | null>>();
  const collect = (sets: readonly SelectionSetNode[]) => {
    let keys = keysOf.get(sets);
    if (keys) return keys;
    keys = new Map();
    const seen = new Set<string>();
    const walk = (set: SelectionSetNode) => {
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (IGNORED.has(sel.name.value)) continue;
          const key = sel.alias?.value ?? sel.name.value;
          const subs = keys.get(key) ?? null;
          keys.set(key, sel.selectionSet ? [...(subs ?? []), sel.selectionSet] : subs);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          walk(sel.selectionSet);
        } else if (!seen.has(sel.name.value)) {
          seen.add(sel.name.value);
          const fragment = fragments.get(sel.name.value);
          if (fragment) walk(fragment.selectionSet);
        }
      }
    };
    for (const set of sets) walk(set);
    keysOf.set(sets, keys);
    return keys;
  };
  const cost = (value: unknown, sets: readonly SelectionSetNode[]): number => {
    if (value === null || typeof value !== 'object') return 0;
    if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + cost(item, sets), 0);
    let total = 0;
    for (const [key, subs] of collect(sets)) {
      if (!(key in value)) continue;
      total += 1;
      if (subs) total += cost((value as Record<string, unknown>)[key], subs);
    }
    return total;
  };
  return cost(data, [selectionSet]);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** 429 THROTTLED: the bucket cannot pay for `requested` now. */
export function throttledError(requested: number, available: number, retryAfter: number, numbers: BudgetNumbers = COST_BUDGET): GraphQLError {
  const message =
    `Throttled: this query costs ${plural(requested, 'point')} and your API key has ${Math.floor(available)} available ` +
    `(${numbers.restoreRate} restored a second). Try again in ${plural(retryAfter, 'second')}.`;
  const original = new DomainError(message, 'THROTTLED', { retryAfter });
  return new GraphQLError(message, {
    originalError: original,
    extensions: { code: 'THROTTLED', retryAfter, http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) } },
  });
}

/**
 * Apollo plugin (config.limits on): charges API-key callers' operations to their bucket and adds `extensions.cost` to
 * every answer given after the operation was resolved (errors and refusals included). It needs queryLimitsPlugin
 * registered before it (the cost it let through: limits.ts allowedCostOf) and must come after the catalogue cache's
 * plugin, which keeps the answer it sees first: the cost is added to a copy, never to an answer another caller may get.
 */
export function costBudgetPlugin(numbers: BudgetNumbers = COST_BUDGET): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      const apiKey: Caller['apiKey'] | undefined = contextValue.req?.caller?.apiKey;
      if (!apiKey) return;
      let charge: { requested: number; available: number; refused: boolean } | undefined;
      return {
        async didResolveOperation({ request, contextValue: ctx }) {
          const requested = allowedCostOf(request);
          // refused by the limits (their error is the answer), or no limits: nothing to charge
          if (requested === undefined) return;
          const taken = await takeBudget(ctx.em, apiKey.id, requested, ctx.now(), numbers);
          charge = { requested, available: taken.available, refused: !taken.ok };
          if (!taken.ok) throw throttledError(requested, taken.available, taken.retryAfter, numbers);
        },
        async willSendResponse({ response, document, operation, contextValue: ctx }) {
          if (!charge || response.body.kind !== 'single') return;
          let actual = 0;
          let available = charge.available;
          if (!charge.refused) {
            const fragments = new Map<string, FragmentDefinitionNode>();
            for (const def of document?.definitions ?? []) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
            const data = response.body.singleResult.data;
            actual = operation ? Math.min(charge.requested, returnedCost(data, operation.selectionSet, fragments)) : charge.requested;
            if (actual < charge.requested) {
              try {
                available = await refundBudget(ctx.em, apiKey.id, charge.requested - actual, ctx.now(), numbers);
              } catch (err) {
                // the answer is ready: it goes out, the refund is lost (the bucket refills on its own)
                ctx.log.warn({ err }, 'cost budget refund failed');
                actual = charge.requested;
              }
            }
          }
          const cost: CostExtension = {
            requestedQueryCost: charge.requested,
            actualQueryCost: actual,
            throttleStatus: { maximumAvailable: numbers.maximumAvailable, currentlyAvailable: Math.floor(available), restoreRate: numbers.restoreRate },
          };
          // a copy: the answer object may be a cached one (the catalogue's) that other callers get too
          const result = response.body.singleResult;
          response.body.singleResult = { ...result, extensions: { ...result.extensions, cost } };
        },
      };
    },
  };
}
