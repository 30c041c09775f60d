import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { PaginationInput } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { Payout, PayoutStatus } from './payout.entity.js';
import { approvePayout, listPayouts, markPayoutPaid, myEarnings, myPayouts, rejectPayout, requestPayout, setAgentCommission } from './payouts.service.js';
import { AgentCommission, EarningsSummary, PayoutPage } from './payouts.types.js';

const pageArg = { nullable: true, description: 'Which page of the list; see PaginationInput.' } as const;

@Resolver(() => Payout)
export class PayoutsResolver {
  @Authorized('b2b_agent')
  @Query(() => EarningsSummary, { description: 'The calling agent’s earnings: balance, payouts pending, what can still be requested.' })
  myEarnings(@Ctx() ctx: Context): Promise<EarningsSummary> {
    return myEarnings(ctx);
  }

  @Authorized('b2b_agent')
  @Query(() => PayoutPage, { description: 'The calling agent’s payouts, newest first.' })
  myPayouts(@Ctx() ctx: Context, @Arg('pagination', () => PaginationInput, pageArg) pagination?: PaginationInput | null): Promise<PayoutPage> {
    return myPayouts(ctx, pagination);
  }

  @Authorized('b2b_agent')
  @Mutation(() => Payout, { description: 'The calling agent asks to be paid part of its earnings: 400 when the amount is not more than 0 with at most 2 decimals, or more than availableForPayoutInPkr.' })
  requestPayout(
    @Arg('amountInPkr', () => DecimalScalar, { description: 'How much, in PKR.' }) amountInPkr: string,
    @Arg('bankAccount', () => String, { description: 'Where to send it: account title, bank and IBAN (5-200 characters).' }) bankAccount: string,
    @Ctx() ctx: Context,
  ): Promise<Payout> {
    return requestPayout(ctx, { amountInPkr, bankAccount });
  }

  @Authorized('super_admin', 'b2b_agent')
  @Query(() => PayoutPage, { description: 'Payouts newest first: every agent’s for the super admin, the calling agent’s own for an agent.' })
  payouts(
    @Ctx() ctx: Context,
    @Arg('status', () => PayoutStatus, { nullable: true, description: 'Only this status (requested: the queue to decide).' }) status?: PayoutStatus | null,
    @Arg('pagination', () => PaginationInput, pageArg) pagination?: PaginationInput | null,
  ): Promise<PayoutPage> {
    return listPayouts(ctx, { status }, pagination);
  }

  @Authorized('super_admin')
  @Mutation(() => Payout, { description: 'Approves a requested payout: the amount leaves the agent’s earnings (409 when not requested, or the earnings no longer cover it).' })
  approvePayout(@Arg('id', () => ID, { description: 'The payout.' }) id: string, @Ctx() ctx: Context): Promise<Payout> {
    return approvePayout(ctx, id);
  }

  @Authorized('super_admin')
  @Mutation(() => Payout, { description: 'Records the bank transfer of an approved payout (409 otherwise).' })
  markPayoutPaid(
    @Arg('id', () => ID, { description: 'The payout.' }) id: string,
    @Arg('transferReference', () => String, { description: 'The transfer’s reference (3-100 characters).' }) transferReference: string,
    @Ctx() ctx: Context,
  ): Promise<Payout> {
    return markPayoutPaid(ctx, id, transferReference);
  }

  @Authorized('super_admin')
  @Mutation(() => Payout, { description: 'Rejects a requested or approved payout (an approved one’s amount goes back to the earnings).' })
  rejectPayout(
    @Arg('id', () => ID, { description: 'The payout.' }) id: string,
    @Arg('reason', () => String, { description: 'Why (3-500 characters), shown to the agent.' }) reason: string,
    @Ctx() ctx: Context,
  ): Promise<Payout> {
    return rejectPayout(ctx, id, reason);
  }

  @Authorized('super_admin')
  @Mutation(() => AgentCommission, { description: 'Sets an agent’s own commission rate on its package sales (0-100, at most 2 decimals), or clears it with null (the platform default applies).' })
  setAgentCommission(
    @Arg('agentId', () => ID, { description: 'The agent (user id).' }) agentId: string,
    @Arg('percent', () => DecimalScalar, { nullable: true, description: 'Percent, or null for the default.' }) percent: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<AgentCommission> {
    return setAgentCommission(ctx, agentId, percent ?? null);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The agent’s username.' })
  agentUsername(@Root() payout: Payout): string | null {
    return payout.agent.isInitialized() ? payout.agent.getEntity().username : null;
  }
}
