import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { PaginationInput, readPagination } from '../../graphql/pagination.js';
import { listAgentAccounts, setAgentSuspended } from './agents.service.js';
import { type StatementHead, statementPage } from './statements.service.js';
import { AgentAccount, AgentAccountPage, Statement, StatementAccount } from './statements.types.js';

function downloadUrl(head: StatementHead, format: 'csv' | 'xlsx', agentId: string | null | undefined): string {
  const q = new URLSearchParams({ account: head.account, from: head.from, to: head.to, format });
  if (agentId) q.set('agentId', head.agentId);
  return `/api/wallet/statement?${q.toString()}`;
}

@Resolver()
export class StatementsResolver {
  @Authorized()
  @Query(() => Statement, {
    description:
      'An agent account’s statement over Pakistan calendar days (default: this month so far; at most a year): opening balance, a page of lines in posting order with the running balance, closing balance and totals. An agent sees its own (another agent’s id is a 404); the super admin any agent’s (agentId required).',
  })
  async walletStatement(
    @Ctx() ctx: Context,
    @Arg('account', () => StatementAccount, { nullable: true, description: 'Which account (default wallet).' }) account?: StatementAccount | null,
    @Arg('from', () => String, { nullable: true, description: 'First day, yyyy-MM-dd (default: the 1st of this month).' }) from?: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Last day, yyyy-MM-dd (default: today).' }) to?: string | null,
    @Arg('agentId', () => ID, { nullable: true, description: 'The agent (the super admin); an agent may leave it out.' }) agentId?: string | null,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the lines; see PaginationInput.' }) pagination?: PaginationInput | null,
  ): Promise<Statement> {
    const page = readPagination(pagination);
    const { head, lines, hasMore } = await statementPage(ctx, { account, from, to, agentId }, page);
    return {
      ...head,
      lines: { items: lines, hasMore, limit: page.limit, offset: page.offset },
      csvUrl: downloadUrl(head, 'csv', agentId),
      xlsxUrl: downloadUrl(head, 'xlsx', agentId),
    };
  }

  @Authorized('super_admin')
  @Query(() => AgentAccountPage, { description: 'Travel agents newest first with their wallet, credit limit, earnings and commission override (super admin).' })
  agentAccounts(
    @Ctx() ctx: Context,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' }) pagination?: PaginationInput | null,
  ): Promise<AgentAccountPage> {
    return listAgentAccounts(ctx, readPagination(pagination));
  }

  @Authorized('super_admin')
  @Mutation(() => AgentAccount, {
    description:
      'Suspends a travel agent (true) or reactivates it (false), super admin: a suspended agent cannot sign in, its sessions end and its API keys are refused; its money and bookings stay. 404 for an unknown agent.',
  })
  setAgentSuspended(
    @Ctx() ctx: Context,
    @Arg('agentId', () => ID, { description: 'The agent’s user id.' }) agentId: string,
    @Arg('suspended', () => Boolean, { description: 'true to suspend, false to reactivate.' }) suspended: boolean,
  ): Promise<AgentAccount> {
    return setAgentSuspended(ctx, agentId, suspended);
  }
}
