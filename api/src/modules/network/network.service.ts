import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import { isUuid } from '../../rules/common.js';
import { compare, round2, subtract } from '../../rules/money.js';
import {
  AgencyNameSchema,
  MAX_SUB_AGENTS,
  NETWORK_MESSAGES,
  NetworkMarkupSchema,
  readCreditLimit,
  type SubAgentStatus,
  SubAgentStatusSchema,
} from '../../rules/network.js';
import { hashToken } from '../accounts/session.service.js';
import { type Agency, AGENCY_MESSAGES, actingAgency, INVITATION_DAYS } from '../agency/agency.service.js';
import type { AccountRef } from '../ledger/ledger.service.js';
import { lockAccounts } from '../ledger/postings.js';
import { reservedForHolds } from '../ledger/reserved.js';
import { enqueueMail } from '../mail/outbox.js';
import { networkPlace } from './credit.js';
import { subAgencyInvitationMail } from './network.mail.js';
import { type NetworkMarkupView, subAgentOf, type SubAgentView } from './network.read.js';

// A master agency's network (issue 39): inviting sub-agencies with the credit it gives each out of its own line,
// changing a sub-agent's credit, status and markups, and its default markups. Credit moves under the wallets' row
// locks (the master's and the sub-agent's, in id order, as a payment takes them), so a limit given or lowered and a
// payment never both pass the line.

const wallet = (ownerId: string): AccountRef => ({ kind: 'agent_wallet', ownerId });

/** The caller's agency when it may act as a master (`need`): 403 for a sub-agency. */
async function masterAgency(ctx: ServiceContext, need: 'manage' | 'markup'): Promise<Agency> {
  const agency = await actingAgency(ctx, need);
  if ((await networkPlace(ctx.em as EntityManager, agency.agencyId)).role === 'sub') throw new ForbiddenError(NETWORK_MESSAGES.subCannotInvite);
  return agency;
}

function creditOf(value: unknown, field: string): string {
  const read = readCreditLimit(value);
  if ('error' in read) throw new ValidationError(read.error, field);
  return read.amount;
}

/** What the master may still give, under its wallet's row lock (the caller's transaction): credit − balance − reserved − given. */
async function masterFree(tx: EntityManager, masterId: string, exceptSubId: string | null): Promise<string> {
  const [row] = await tx.execute<{ credit: string; balance: string; given: string }[]>(
    `select coalesce(w.credit_limit_in_pkr, 0)::text as credit, coalesce(w.balance_in_pkr, 0)::text as balance,
            (select coalesce(sum(n.credit_limit_in_pkr), 0) from agency_network n where n.master_agency_id = ? and n.id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000'))::text as given
       from (select 1) one left join ledger_account w on w.kind = 'agent_wallet' and w.owner_id = ?`,
    [masterId, exceptSubId, masterId],
  );
  return round2(subtract(subtract(subtract(row.credit, row.balance), await reservedForHolds(tx, masterId)), row.given));
}

export type SubAgentInvited = { id: string; invitationUrl: string; token: string; subAgent: SubAgentView };

/**
 * Invites a sub-agency (owner or manager of a master; 403 for a sub-agency): a /join link valid INVITATION_DAYS days
 * (the staff invitations' table, kind 'sub_agency'), the credit it will have carved out of the master's available
 * funds now (409 'Not enough credit to give'), at most MAX_SUB_AGENTS per master (409), the e-mail with PUBLIC_URL.
 */
export async function inviteSubAgent(ctx: ServiceContext, input: { email: unknown; agencyName: unknown; creditLimitInPkr: unknown }): Promise<SubAgentInvited> {
  const agency = await masterAgency(ctx, 'manage');
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (email.length > 254 || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email)) throw new ValidationError(AGENCY_MESSAGES.email, 'email');
  const agencyName = (() => {
    try {
      return check(AgencyNameSchema, input.agencyName);
    } catch (err) {
      throw err instanceof ValidationError ? new ValidationError(err.message, 'agencyName') : err;
    }
  })();
  const limit = creditOf(input.creditLimitInPkr, 'creditLimitInPkr');
  const [taken] = await ctx.em.execute<{ n: number }[]>('select count(*)::int as n from app_user where lower(email) = lower(?)', [email]);
  if (taken.n > 0) throw new ConflictError(AGENCY_MESSAGES.emailTaken);
  const now = ctx.now();
  const token = crypto.randomBytes(32).toString('base64url');
  const base = (ctx.config.publicUrl ?? '').replace(/\/+$/, '');
  const invitationUrl = `${base}/join/${token}`;
  const id = await ctx.em.transactional(async (tx) => {
    // the master's wallet lock: gifts of credit, its own payments and its sub-agents' payments queue on it
    await lockAccounts(tx, [wallet(agency.agencyId)], now);
    const [count] = await tx.execute<{ n: number }[]>('select count(*)::int as n from agency_network where master_agency_id = ?', [agency.agencyId]);
    if (count.n >= MAX_SUB_AGENTS) throw new ConflictError(NETWORK_MESSAGES.tooMany);
    if (compare(limit, 0) > 0 && compare(await masterFree(tx, agency.agencyId, null), limit) < 0) throw new ConflictError(NETWORK_MESSAGES.notEnoughCredit);
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000);
    const [invitation] = await tx.execute<{ id: string }[]>(
      `insert into agency_invitation (agency_id, email, kind, role, token_hash, expires_at, created_by, created_at) values (?, ?, 'sub_agency', null, ?, ?, ?, ?) returning id`,
      [agency.agencyId, email, hashToken(token), expiresAt, agency.userId, now],
    );
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into agency_network (master_agency_id, invitation_id, agency_name, email, credit_limit_in_pkr, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'invited', ?, ?) returning id`,
      [agency.agencyId, invitation.id, agencyName, email, limit, now, now],
    );
    const [names] = await tx.execute<{ master: string; language: string }[]>(
      `select trim(a.first_name || ' ' || a.last_name) as master, i.language from app_user a, app_user i where a.id = ? and i.id = ?`,
      [agency.agencyId, agency.userId],
    );
    // sent only with PUBLIC_URL (a link without the site's address could not be opened); the inviter's language
    if (base) {
      await enqueueMail(tx, subAgencyInvitationMail(names?.language, { id: invitation.id, email, link: invitationUrl, master: names?.master ?? '', subAgency: agencyName, days: INVITATION_DAYS }));
    }
    return row.id;
  });
  ctx.log.info({ agencyId: agency.agencyId, by: agency.userId, subAgentId: id, creditLimitInPkr: limit }, 'sub-agent invited');
  return { id, invitationUrl, token, subAgent: await subAgentOf(ctx.em as EntityManager, agency.agencyId, id) };
}

type MarkupInput = { productType: unknown; kind: unknown; value: unknown };
export type UpdateSubAgentInput = { creditLimitInPkr?: unknown; status?: unknown; markups?: MarkupInput[] | null };

function readMarkups(markups: MarkupInput[] | null | undefined) {
  return (markups ?? []).map((m, i) => {
    try {
      return check(NetworkMarkupSchema, { productType: m.productType, kind: m.kind, value: m.value });
    } catch (err) {
      throw err instanceof ValidationError ? new ValidationError(err.message, `markups.${i}${err.field ? `.${err.field}` : ''}`) : err;
    }
  });
}

type LinkRow = { id: string; sub_agency_id: string | null; status: SubAgentStatus; credit_limit_in_pkr: string };

/**
 * The master's owner changes a sub-agent: its credit limit (raising it needs the master's available funds: 409 'Not
 * enough credit to give'; lowering it below what the sub-agent owes: 409), its status (suspending releases its
 * pending holds; nothing paid is touched) and its own markups. All or nothing: bad input is a 400 before anything
 * changes; another agency's or an unknown id is 404.
 */
export async function updateSubAgent(ctx: ServiceContext, id: string, input: UpdateSubAgentInput): Promise<SubAgentView> {
  const agency = await masterAgency(ctx, 'markup');
  const limit = input.creditLimitInPkr === undefined || input.creditLimitInPkr === null ? null : creditOf(input.creditLimitInPkr, 'creditLimitInPkr');
  const status = input.status === undefined || input.status === null ? null : check(SubAgentStatusSchema, input.status);
  const markups = readMarkups(input.markups);
  if (!isUuid(id)) throw new NotFoundError(NETWORK_MESSAGES.notFound);
  const now = ctx.now();
  await ctx.em.transactional(async (tx) => {
    const [link] = await tx.execute<LinkRow[]>(
      'select id, sub_agency_id, status, credit_limit_in_pkr::text as credit_limit_in_pkr from agency_network where id = ? and master_agency_id = ? for update',
      [id, agency.agencyId],
    );
    if (!link) throw new NotFoundError(NETWORK_MESSAGES.notFound);
    const subId = link.sub_agency_id;
    if (status && status !== link.status && (status === 'invited' || !subId)) throw new ValidationError(NETWORK_MESSAGES.statusInvited, 'status');
    if (markups.length && !subId) throw new ConflictError(NETWORK_MESSAGES.markupsBeforeAccepted);
    if (status && status !== link.status) {
      await tx.execute('update agency_network set status = ?, updated_at = ? where id = ?', [status, now, id]);
      // its holds stop: the expiry sweep releases them (a payment racing it locks the booking first and wins or loses whole)
      if (status === 'suspended') {
        await tx.execute(`update booking set hold_expires_at = ? where user_id = ? and status = 'pending' and inventory_held and hold_expires_at > ?`, [now, subId, now]);
      }
    }
    for (const m of markups) {
      await tx.execute(
        `insert into network_markup (master_agency_id, sub_agency_id, product_type, kind, value, updated_at) values (?, ?, ?, ?, ?, ?)
         on conflict (master_agency_id, sub_agency_id, product_type) do update set kind = excluded.kind, value = excluded.value, updated_at = excluded.updated_at`,
        [agency.agencyId, subId, m.productType, m.kind, m.value, now],
      );
    }
    if (limit !== null && compare(limit, link.credit_limit_in_pkr) !== 0) await setSubLimit(tx, agency.agencyId, link, limit, now);
  });
  ctx.log.info({ agencyId: agency.agencyId, by: agency.userId, subAgentId: id, creditLimitInPkr: limit, status, markups: markups.length }, 'sub-agent changed');
  return subAgentOf(ctx.em as EntityManager, agency.agencyId, id);
}

// a sub-agent's new limit, under the master's and the sub's wallet locks (id order, as a payment takes them)
async function setSubLimit(tx: EntityManager, masterId: string, link: LinkRow, limit: string, now: Date): Promise<void> {
  await lockAccounts(tx, [wallet(masterId), ...(link.sub_agency_id ? [wallet(link.sub_agency_id)] : [])], now);
  if (compare(limit, link.credit_limit_in_pkr) > 0 && compare(await masterFree(tx, masterId, link.id), limit) < 0) {
    throw new ConflictError(NETWORK_MESSAGES.notEnoughCredit);
  }
  if (link.sub_agency_id) {
    const [sub] = await tx.execute<{ balance: string }[]>(`select balance_in_pkr::text as balance from ledger_account where kind = 'agent_wallet' and owner_id = ?`, [link.sub_agency_id]);
    if (compare(limit, sub?.balance ?? '0') < 0) throw new ConflictError(NETWORK_MESSAGES.belowOwed);
    await tx.execute(`update ledger_account set credit_limit_in_pkr = ?, updated_at = ? where kind = 'agent_wallet' and owner_id = ?`, [limit, now, link.sub_agency_id]);
  }
  await tx.execute('update agency_network set credit_limit_in_pkr = ?, updated_at = ? where id = ?', [limit, now, link.id]);
}

/** The master's owner sets its default markup for a product type (every sub-agent without its own). */
export async function setDefaultNetworkMarkup(ctx: ServiceContext, input: MarkupInput): Promise<NetworkMarkupView> {
  const agency = await masterAgency(ctx, 'markup');
  const [m] = readMarkups([input]).map((x) => x);
  await ctx.em.execute(
    `insert into network_markup (master_agency_id, sub_agency_id, product_type, kind, value, updated_at) values (?, ?, ?, ?, ?, ?)
     on conflict (master_agency_id, sub_agency_id, product_type) do update set kind = excluded.kind, value = excluded.value, updated_at = excluded.updated_at`,
    [agency.agencyId, agency.agencyId, m.productType, m.kind, m.value, ctx.now()],
  );
  return { productType: m.productType, kind: m.kind, value: round2(m.value), inherited: false };
}
