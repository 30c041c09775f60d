import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { BookingPage } from '../bookings/bookings.types.js';
import { agencyNetwork, subAgentBookings } from './network.read.js';
import { inviteSubAgent, setDefaultNetworkMarkup, updateSubAgent } from './network.service.js';
import { AgencyNetwork, InviteSubAgentInput, NetworkMarkup, NetworkMarkupInput, SubAgent, SubAgentInvited, UpdateSubAgentInput } from './network.types.js';

// Agency networks (issue 39) on GraphQL: the master's view and its changes. Money rules live in the services.

@Resolver()
export class NetworkResolver {
  @Authorized('b2b_agent')
  @Query(() => AgencyNetwork, { description: 'The caller’s agency in its network (owner and managers): role "none" for a lone agency.' })
  agencyNetwork(@Ctx() ctx: Context): Promise<AgencyNetwork> {
    return agencyNetwork(ctx);
  }

  @Authorized('b2b_agent')
  @Query(() => BookingPage, { description: 'The master’s view of its sub-agents’ bookings (their cost as the total), newest first.' })
  subAgentBookings(
    @Ctx() ctx: Context,
    @Arg('subAgentId', () => ID, { nullable: true, description: 'Only this sub-agent’s bookings (404 when not the caller’s).' }) subAgentId?: string | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Page size (default 20, at most 100).' }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true, description: 'How many to skip (default 0).' }) offset?: number | null,
  ): Promise<BookingPage> {
    return subAgentBookings(ctx, subAgentId, { limit, offset });
  }

  @Authorized('b2b_agent')
  @Mutation(() => SubAgentInvited, { description: 'Invites a sub-agency with a credit limit out of the caller’s line (owner or manager; 409 not enough credit to give).' })
  async inviteSubAgent(@Arg('input', () => InviteSubAgentInput, { description: 'Who, its name and its credit.' }) input: InviteSubAgentInput, @Ctx() ctx: Context): Promise<SubAgentInvited> {
    const invited = await inviteSubAgent(ctx, { ...input });
    return { id: invited.id, invitationUrl: invited.invitationUrl, subAgent: { ...invited.subAgent, invitationUrl: invited.invitationUrl } };
  }

  @Authorized('b2b_agent')
  @Mutation(() => SubAgent, { description: 'Changes a sub-agent’s credit limit, status or markups (the owner; 404 for another agency’s, 409 over the line or below what it owes).' })
  updateSubAgent(
    @Arg('id', () => ID, { description: 'The sub-agent.' }) id: string,
    @Arg('input', () => UpdateSubAgentInput, { description: 'What changes.' }) input: UpdateSubAgentInput,
    @Ctx() ctx: Context,
  ): Promise<SubAgent> {
    return updateSubAgent(ctx, id, { creditLimitInPkr: input.creditLimitInPkr, status: input.status, markups: input.markups?.map((m) => ({ ...m })) });
  }

  @Authorized('b2b_agent')
  @Mutation(() => NetworkMarkup, { description: 'Sets the master’s default markup for a product type: every sub-agent without its own pays it on the net.' })
  setDefaultNetworkMarkup(@Arg('input', () => NetworkMarkupInput, { description: 'The product type and its markup.' }) input: NetworkMarkupInput, @Ctx() ctx: Context): Promise<NetworkMarkup> {
    return setDefaultNetworkMarkup(ctx, { ...input });
  }
}
