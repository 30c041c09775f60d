import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Page, PaginationInput } from '../../graphql/pagination.js';
import { ApiKey } from './api-key.entity.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service.js';

@ObjectType({ description: 'A new API key and its secret. The secret is shown this once and cannot be read again.' })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The stored key (without its secret).' })
  key!: ApiKey;

  @Field(() => String, { description: 'The full secret to send as `Authorization: Bearer <secret>`. Store it now: only its hash is kept.' })
  secret!: string;
}

@ObjectType({ description: 'A page of API keys, newest first, revoked ones included.' })
export class ApiKeyPage extends Page(ApiKey, 'API keys', 'newest first') {}

@ArgsType()
export class ApiKeysArgs {
  @Field(() => Boolean, { defaultValue: false, description: "Super administrator only: every account's keys instead of your own." })
  all!: boolean;

  @Field(() => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' })
  pagination?: PaginationInput | null;
}

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Authorized()
  @Query(() => ApiKeyPage, { description: 'Your API keys, newest first, revoked ones included. 401 when signed out.' })
  apiKeys(@Args(() => ApiKeysArgs) args: ApiKeysArgs, @Ctx() ctx: Context): Promise<ApiKeyPage> {
    return listApiKeys(ctx, { all: args.all, pagination: args.pagination });
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
