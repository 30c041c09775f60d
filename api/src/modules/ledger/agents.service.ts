import type { ServiceContext } from '../../core/context.js';
import { NotFoundError } from '../../core/errors.js';
import { type Page, type Pagination, toPage } from '../../core/pagination.js';
import { isUuid } from '../../rules/common.js';
import { NORMAL_SIGN } from '../../rules/ledger.js';
import { add, round2, subtract } from '../../rules/money.js';

// The super admin's list of travel agents with their accounts (issue 17, item 8): one query, the accounts joined on
// their (kind, owner_id) unique index; an agent whose wallet never moved shows zeros.

export type AgentAccountRow = {
  id: string;
  username: string;
  email: string;
  agencyName: string;
  walletBalanceInPkr: string;
  creditLimitInPkr: string;
  availableInPkr: string;
  earningsBalanceInPkr: string;
  commissionPercent: string | null;
  suspendedAt: Date | null;
  createdAt: Date;
};

type Row = {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: Date;
  suspended_at: Date | null;
  wallet: string | null;
  credit: string | null;
  earnings: string | null;
  commission: string | null;
};

const shown = (kind: 'agent_wallet' | 'agent_earnings', sum: string | null) =>
  NORMAL_SIGN[kind] === 1 ? round2(sum ?? '0') : round2(subtract(0, sum ?? '0'));

/** Agents newest first, with their wallet, credit, earnings and commission override. Super admin only (the resolver says so). */
export async function listAgentAccounts(ctx: ServiceContext, page: Pagination, onlyId?: string): Promise<Page<AgentAccountRow>> {
  const rows = await ctx.em.execute<Row[]>(
    `select u."id", u."username", u."email", u."first_name", u."last_name", u."created_at", u."suspended_at",
            w."balance_in_pkr" as "wallet", w."credit_limit_in_pkr" as "credit",
            e."balance_in_pkr" as "earnings", e."commission_percent" as "commission"
       from "app_user" u
       left join "ledger_account" w on w."kind" = 'agent_wallet' and w."owner_id" = u."id"
       left join "ledger_account" e on e."kind" = 'agent_earnings' and e."owner_id" = u."id"
      where u."role" = 'b2b_agent' and (?::uuid is null or u."id" = ?::uuid)
        -- agencies only: an agency's staff (b2b_agent accounts too) act for it and have no accounts of their own
        and not exists (select 1 from "agency_member" m where m."user_id" = u."id")
      order by u."created_at" desc, u."id" desc
      limit ? offset ?`,
    [onlyId ?? null, onlyId ?? null, page.limit + 1, page.offset],
  );
  return toPage(
    rows.map((r) => {
      const wallet = shown('agent_wallet', r.wallet === null ? null : String(r.wallet));
      const credit = round2(r.credit === null ? '0' : String(r.credit));
      return {
        id: r.id,
        username: r.username,
        email: r.email,
        agencyName: `${r.first_name} ${r.last_name}`.trim() || r.username,
        walletBalanceInPkr: wallet,
        creditLimitInPkr: credit,
        availableInPkr: round2(add(wallet, credit)),
        earningsBalanceInPkr: shown('agent_earnings', r.earnings === null ? null : String(r.earnings)),
        commissionPercent: r.commission === null ? null : String(r.commission),
        suspendedAt: r.suspended_at ? new Date(r.suspended_at) : null,
        createdAt: new Date(r.created_at),
      };
    }),
    page,
  );
}

/**
 * The super admin suspends a travel agent (or lifts it): a suspended agent cannot sign in, its sessions end at once and
 * its API keys are refused (both resolve only accounts without suspended_at); its money and bookings stay as they are.
 */
export async function setAgentSuspended(ctx: ServiceContext, agentId: string, suspended: boolean): Promise<AgentAccountRow> {
  if (!isUuid(agentId)) throw new NotFoundError('Agent not found');
  await ctx.em.transactional(async (em) => {
    const rows = await em.execute<{ id: string }[]>(
      `update "app_user" set "suspended_at" = case when ? then coalesce("suspended_at", ?) else null end
        where "id" = ? and "role" = 'b2b_agent' returning "id"`,
      [suspended, ctx.now(), agentId],
    );
    if (rows.length === 0) throw new NotFoundError('Agent not found');
    if (suspended) await em.execute('delete from "app_session" where "user_id" = ?', [agentId]);
  });
  const row = await agentAccountRow(ctx, agentId);
  if (!row) throw new NotFoundError('Agent not found');
  ctx.log.info({ agentId, suspended, by: ctx.viewer?.id }, suspended ? 'agent suspended' : 'agent reactivated');
  return row;
}

async function agentAccountRow(ctx: ServiceContext, agentId: string): Promise<AgentAccountRow | null> {
  const page = await listAgentAccounts(ctx, { limit: 1, offset: 0 }, agentId);
  return page.items[0] ?? null;
}
