import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { API_KEYS_DEFAULT_LIMIT, API_KEYS_MAX_LIMIT } from '../../rules/apikeys.js';
import { ApiKey } from './api-key.entity.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service.js';

@ObjectType({ description: 'A new API key and its secret. The secret is shown this once and cannot be read again.' })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The stored key (without its secret).' })
  key!: ApiKey;

  @Field(() => String, { description: 'The full secret to send as `Authorization: Bearer <secret>`. Store it now: only its hash is kept.' })
  secret!: string;
}

@ArgsType()
export class ApiKeysArgs {
  @Field(() => Boolean, { defaultValue: false, description: "Super administrator only: every account's keys instead of your own." })
  all!: boolean;

  @Field(() => Int, { defaultValue: API_KEYS_DEFAULT_LIMIT, description: `How many keys, 1 to ${API_KEYS_MAX_LIMIT}.` })
  limit!: number;

  @Field(() => Int, { defaultValue: 0, description: 'How many keys to skip.' })
  offset!: number;
}

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Authorized()
  @Query(() => [ApiKey], { description: 'Your API keys, newest first, revoked ones included. 401 when signed out.' })
  apiKeys(@Args(() => ApiKeysArgs) args: ApiKeysArgs, @Ctx() ctx: Context): Promise<ApiKey[]> {
    return listApiKeys(ctx, { ...args });
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => CreatedApiKey, {
    description:
      'Creates an API key acting as you (travel agents and the super administrator; others get 403). The secret is returned once.',
  })
  createApiKey(@Arg('name', () => String, { description: 'A label for the key, 1 to 100 characters.' }) name: string, @Ctx() ctx: Context) {
    return createApiKey(ctx, { name });
  }

  @Authorized()
  @Mutation(() => ApiKey, {
    description: 'Revokes one of your keys (the super administrator: any key). It stops working at once. 404 for an unknown key.',
  })
  revokeApiKey(@Arg('id', () => ID, { description: "The key's id." }) id: string, @Ctx() ctx: Context): Promise<ApiKey> {
    return revokeApiKey(ctx, id);
  }
}
