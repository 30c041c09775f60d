import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { AuthError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { isUuid } from '../../rules/common.js';
import { PAYOUT_MESSAGES } from '../../rules/ledger.js';
import { compare, isDecimal, round2, subtract } from '../../rules/money.js';
import { actingAgency, type AgencyNeed } from '../agency/agency.service.js';
import { accountFor, post, shownBalance } from './ledger.service.js';
import { Payout, PayoutStatus } from './payout.entity.js';
import { lockAccounts } from './postings.js';
import { announcePayoutRejected, announcePayoutSent } from '../notifications/announce.js';

// Payouts of an agent's earnings (issue 17). The agent asks for at most what its earnings hold less the payouts it
// has asked for and the admin has not yet decided on (checked under a lock on the earnings account, so two requests at
// once cannot both take the same money); the admin approves (Dr agent_earnings, Cr payouts_payable), then records the
// bank transfer's reference (Dr payouts_payable, Cr gateway_clearing), or rejects (an approved payout's money goes
// back to the earnings). The admin also sets an agent's own commission rate.

export type EarningsSummary = { balanceInPkr: string; pendingPayoutsInPkr: string; availableForPayoutInPkr: string };
type PageArgs = { limit?: number | null; offset?: number | null } | null | undefined;

function viewerOf(ctx: ServiceContext): Viewer {
  if (!ctx.viewer) throw new AuthError();
  return ctx.viewer;
}

// the agency whose earnings these are: its owner asks for payouts, its managers see them (agency/agency.service.ts)
async function requireAgent(ctx: ServiceContext, need: AgencyNeed = 'manage'): Promise<{ id: string }> {
  const viewer = viewerOf(ctx);
  if (viewer.role !== 'b2b_agent') throw new ForbiddenError('Only a travel agent has earnings to pay out');
  return { id: (await actingAgency(ctx, need)).agencyId };
}

function requireAdmin(ctx: ServiceContext): Viewer {
  const viewer = viewerOf(ctx);
  if (viewer.role !== 'super_admin') throw new ForbiddenError();
  return viewer;
}

/** An amount of money asked for: more than 0, at most 2 decimals (400 otherwise). */
export function payoutAmount(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!isDecimal(text) || !/^\d{1,12}(\.\d{1,2})?$/.test(text) || compare(text, 0) <= 0) {
    throw new ValidationError('Amount must be a number of rupees more than 0, with at most 2 decimals', 'amountInPkr');
  }
  return round2(text);
}

function text(value: string | null | undefined, min: number, max: number, message: string, field: string): string {
  const t = (value ?? '').trim();
  if (t.length < min || t.length > max) throw new ValidationError(message, field);
  return t;
}

async function pendingOf(em: EntityManager, agentId: string): Promise<string> {
  const [row] = await em.execute<{ total: string | null }[]>(
    `select sum("amount_in_pkr")::text as "total" from "payout" where "agent_id" = ? and "status" = 'requested'`,
    [agentId],
  );
  return round2(row?.total ?? '0');
}

async function summaryOf(em: EntityManager, agentId: string, now: Date): Promise<EarningsSummary> {
  const earnings = await accountFor(em, { kind: 'agent_earnings', ownerId: agentId }, now);
  const balance = shownBalance(earnings);
  const pending = await pendingOf(em, agentId);
  const available = subtract(balance, pending);
  return { balanceInPkr: balance, pendingPayoutsInPkr: pending, availableForPayoutInPkr: round2(compare(available, 0) < 0 ? 0 : available) };
}

/** The caller's earnings: what they hold, what is asked for and not yet decided, what can still be asked for. */
export async function myEarnings(ctx: ServiceContext): Promise<EarningsSummary> {
  const agent = await requireAgent(ctx);
  return summaryOf(ctx.em, agent.id, ctx.now());
}

/** The agent asks to be paid `amountInPkr` of its earnings to `bankAccount` (400 when it is more than available). */
export async function requestPayout(ctx: ServiceContext, input: { amountInPkr: unknown; bankAccount: string }): Promise<Payout> {
  const agent = await requireAgent(ctx, 'payout');
  const amount = payoutAmount(input.amountInPkr);
  const bankAccount = text(input.bankAccount, 5, 200, PAYOUT_MESSAGES.bankAccount, 'bankAccount');
  const now = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const earnings = await accountFor(tx, { kind: 'agent_earnings', ownerId: agent.id }, now);
    // one request at a time per agent: the earnings account's row lock (posting takes the same lock)
    await tx.execute('select 1 from "ledger_account" where "id" = ? for update', [earnings.id]);
    await tx.refresh(earnings);
    const summary = await summaryOf(tx, agent.id, now);
    if (compare(amount, summary.availableForPayoutInPkr) > 0) throw new ValidationError(PAYOUT_MESSAGES.moreThanAvailable(summary.availableForPayoutInPkr), 'amountInPkr');
    const payout = tx.create(Payout, { agent: agent.id, amountInPkr: amount, bankAccount, requestedAt: now });
    await tx.flush();
    await tx.populate(payout, ['agent']);
    return payout;
  });
}

async function page(ctx: ServiceContext, where: Record<string, unknown>, pagination: PageArgs): Promise<Page<Payout>> {
  const p = readPagination(pagination);
  const rows = await ctx.em.find(Payout, where, { orderBy: { requestedAt: 'desc', id: 'desc' }, limit: p.limit + 1, offset: p.offset, populate: ['agent'] });
  return toPage(rows, p);
}

/** The caller's own payouts, newest first. */
export async function myPayouts(ctx: ServiceContext, pagination: PageArgs): Promise<Page<Payout>> {
  const agent = await requireAgent(ctx);
  return page(ctx, { agent: agent.id }, pagination);
}

/** Payouts newest first: every agent's for the admin (optionally by status), an agent's own for an agent. */
export async function listPayouts(ctx: ServiceContext, filter: { status?: PayoutStatus | null }, pagination: PageArgs): Promise<Page<Payout>> {
  const viewer = viewerOf(ctx);
  const where: Record<string, unknown> = {};
  if (viewer.role === 'b2b_agent') where.agent = (await requireAgent(ctx)).id;
  else if (viewer.role !== 'super_admin') throw new ForbiddenError();
  if (filter.status) where.status = filter.status;
  return page(ctx, where, pagination);
}

// the payout, locked, in the admin's transaction
async function lockedPayout(tx: EntityManager, id: string): Promise<Payout> {
  if (!isUuid(id)) throw new NotFoundError(PAYOUT_MESSAGES.notFound);
  const payout = await tx.findOne(Payout, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!payout) throw new NotFoundError(PAYOUT_MESSAGES.notFound);
  return payout;
}

async function decide(ctx: ServiceContext, id: string, act: (tx: ServiceContext, payout: Payout, admin: Viewer) => Promise<void>): Promise<Payout> {
  const admin = requireAdmin(ctx);
  const payout = await ctx.em.transactional(async (em) => {
    const tx: ServiceContext = { ...ctx, em };
    const locked = await lockedPayout(em, id);
    await act(tx, locked, admin);
    locked.decidedAt = ctx.now();
    locked.decidedBy = admin.id;
    await em.flush();
    await em.populate(locked, ['agent']);
    return locked;
  });
  return payout;
}

/** The admin approves a requested payout: it leaves the agent's earnings (409 when they no longer cover it). */
export function approvePayout(ctx: ServiceContext, id: string): Promise<Payout> {
  return decide(ctx, id, async (tx, payout) => {
    if (payout.status !== PayoutStatus.requested) throw new ConflictError(PAYOUT_MESSAGES.notRequested);
    const earnings = await accountFor(tx.em, { kind: 'agent_earnings', ownerId: payout.agent.id }, tx.now());
    // both accounts the posting moves, in id order (as post takes them), before reading the balance
    await lockAccounts(tx.em, [{ kind: 'agent_earnings', ownerId: payout.agent.id }, { kind: 'payouts_payable' }], tx.now());
    await tx.em.refresh(earnings);
    if (compare(shownBalance(earnings), payout.amountInPkr) < 0) throw new ConflictError('The agent’s earnings no longer cover this payout (a refund took some back)');
    await post(tx, {
      kind: 'payout',
      description: 'Payout approved',
      key: `payout:${payout.id}:approved`,
      lines: [
        { account: earnings, amountInPkr: payout.amountInPkr },
        { account: { kind: 'payouts_payable' }, amountInPkr: subtract(0, payout.amountInPkr) },
      ],
    });
    payout.status = PayoutStatus.approved;
  });
}

/** The admin records the bank transfer of an approved payout. */
export function markPayoutPaid(ctx: ServiceContext, id: string, transferReference: string): Promise<Payout> {
  const reference = text(transferReference, 3, 100, PAYOUT_MESSAGES.reference, 'transferReference');
  return decide(ctx, id, async (tx, payout) => {
    if (payout.status !== PayoutStatus.approved) throw new ConflictError(PAYOUT_MESSAGES.notApproved);
    await post(tx, {
      kind: 'payout',
      description: `Payout transferred (${reference})`,
      key: `payout:${payout.id}:paid`,
      lines: [
        { account: { kind: 'payouts_payable' }, amountInPkr: payout.amountInPkr },
        { account: { kind: 'gateway_clearing' }, amountInPkr: subtract(0, payout.amountInPkr) },
      ],
    });
    payout.status = PayoutStatus.paid;
    payout.transferReference = reference;
    await announcePayoutSent(tx, { id: payout.id, agentId: payout.agent.id, amountInPkr: payout.amountInPkr }, reference);
  });
}

/** The admin refuses a requested or approved payout (an approved one's money goes back to the earnings). */
export function rejectPayout(ctx: ServiceContext, id: string, reason: string): Promise<Payout> {
  const why = text(reason, 3, 500, PAYOUT_MESSAGES.reason, 'reason');
  return decide(ctx, id, async (tx, payout) => {
    if (payout.status !== PayoutStatus.requested && payout.status !== PayoutStatus.approved) throw new ConflictError(PAYOUT_MESSAGES.notOpen);
    if (payout.status === PayoutStatus.approved) {
      await post(tx, {
        kind: 'payout',
        description: `Payout rejected after approval: ${why}`,
        key: `payout:${payout.id}:rejected`,
        lines: [
          { account: { kind: 'payouts_payable' }, amountInPkr: payout.amountInPkr },
          { account: { kind: 'agent_earnings', ownerId: payout.agent.id }, amountInPkr: subtract(0, payout.amountInPkr) },
        ],
      });
    }
    payout.status = PayoutStatus.rejected;
    payout.reason = why;
    await announcePayoutRejected(tx, { id: payout.id, agentId: payout.agent.id, amountInPkr: payout.amountInPkr }, why);
  });
}

export type AgentCommission = { agentId: string; commissionPercent: string | null; effectivePercent: string };

/** A percentage 0–100 with at most 2 decimals, or null (400 otherwise). */
export function commissionPercent(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const t = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t) || compare(t, 100) > 0) throw new ValidationError(PAYOUT_MESSAGES.commissionPercent, 'percent');
  return round2(t);
}

/** The admin sets (or, with null, clears) an agent's own commission rate on its package sales. */
export async function setAgentCommission(ctx: ServiceContext, agentId: string, percent: unknown): Promise<AgentCommission> {
  requireAdmin(ctx);
  const value = commissionPercent(percent);
  if (!isUuid(agentId)) throw new NotFoundError(PAYOUT_MESSAGES.agentNotFound);
  const [agent] = await ctx.em.execute<{ role: string }[]>('select role from app_user where id = ?', [agentId]);
  if (agent?.role !== 'b2b_agent') throw new NotFoundError(PAYOUT_MESSAGES.agentNotFound);
  const earnings = await accountFor(ctx.em, { kind: 'agent_earnings', ownerId: agentId }, ctx.now());
  await ctx.em.execute('update "ledger_account" set "commission_percent" = ?, "updated_at" = ? where "id" = ?', [value, ctx.now(), earnings.id]);
  return { agentId, commissionPercent: value, effectivePercent: value ?? round2(ctx.config.payments.commissionPercent) };
}
