import type { ServiceContext } from '../../core/context.js';
import { type Page, type Pagination, toPage } from '../../core/pagination.js';
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
  createdAt: Date;
};

type Row = {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: Date;
  wallet: string | null;
  credit: string | null;
  earnings: string | null;
  commission: string | null;
};

const shown = (kind: 'agent_wallet' | 'agent_earnings', sum: string | null) =>
  NORMAL_SIGN[kind] === 1 ? round2(sum ?? '0') : round2(subtract(0, sum ?? '0'));

/** Agents newest first, with their wallet, credit, earnings and commission override. Super admin only (the resolver says so). */
export async function listAgentAccounts(ctx: ServiceContext, page: Pagination): Promise<Page<AgentAccountRow>> {
  const rows = await ctx.em.execute<Row[]>(
    `select u."id", u."username", u."email", u."first_name", u."last_name", u."created_at",
            w."balance_in_pkr" as "wallet", w."credit_limit_in_pkr" as "credit",
            e."balance_in_pkr" as "earnings", e."commission_percent" as "commission"
       from "app_user" u
       left join "ledger_account" w on w."kind" = 'agent_wallet' and w."owner_id" = u."id"
       left join "ledger_account" e on e."kind" = 'agent_earnings' and e."owner_id" = u."id"
      where u."role" = 'b2b_agent'
      order by u."created_at" desc, u."id" desc
      limit ? offset ?`,
    [page.limit + 1, page.offset],
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
        createdAt: new Date(r.created_at),
      };
    }),
    page,
  );
}
