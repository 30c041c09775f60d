import { Ctx, Field, FieldResolver, Float, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { type BucketRow, levelAt, readBudgetRows } from '../../graphql/cost-bucket.js';
import { COST_BUDGET } from '../../rules/api-limits.js';
import { batchLoader } from '../payments/scope.js';
import { ApiKey } from './api-key.entity.js';

// ApiKey.budget: what a key may spend now (docs/partner-api.md#limits). The bucket is the one every GraphQL answer
// to the key reports in extensions.cost (graphql/cost-budget.ts); the request limit is the caller hook's window.

@ObjectType({ description: "An API key's limits now: its query cost budget (a leaky bucket of cost points) and its request rate limit." })
export class ApiKeyBudget {
  @Field(() => Float, { description: "The bucket's size in cost points: the largest operation an API key may send." })
  maximumAvailable!: number;

  @Field(() => Float, { description: 'Points available now; an operation whose estimated cost is more than this is refused (429 THROTTLED).' })
  currentlyAvailable!: number;

  @Field(() => Float, { description: 'Points restored per second, up to maximumAvailable.' })
  restoreRate!: number;

  @Field(() => Int, { description: 'Requests per window (RATE_LIMIT_AUTHENTICATED), counted apart from the cost budget.' })
  requestLimit!: number;

  @Field(() => Int, { description: 'The request window in seconds (RATE_LIMIT_WINDOW_SECONDS).' })
  windowSeconds!: number;
}

// the buckets of the keys on one page, in one query
const bucketOf = batchLoader<BucketRow | undefined>(readBudgetRows, () => undefined);

@Resolver(() => ApiKey)
export class ApiKeyBudgetResolver {
  @FieldResolver(() => ApiKeyBudget, { description: "The key's cost budget and request limit now." })
  async budget(@Root() key: ApiKey, @Ctx() ctx: Context): Promise<ApiKeyBudget> {
    const row = await bucketOf(ctx.em, key.id);
    return {
      maximumAvailable: COST_BUDGET.maximumAvailable,
      currentlyAvailable: Math.floor(levelAt(row, ctx.now())),
      restoreRate: COST_BUDGET.restoreRate,
      requestLimit: ctx.config.rateLimit.authenticated,
      windowSeconds: Math.round(ctx.config.rateLimit.windowMs / 1000),
    };
  }
}
