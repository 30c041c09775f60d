import crypto from 'node:crypto';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { isUuid } from '../../rules/common.js';
import { NETWORK_MESSAGES } from '../../rules/network.js';
import { type Client, register, type SignedIn } from '../accounts/accounts.service.js';
import { hashToken } from '../accounts/session.service.js';
import { enqueueMail } from '../mail/outbox.js';
import { acceptSubAgency, SUSPENDED_BY_MASTER_SQL, subAgencyNameOf } from '../network/accept.js';
import { AGENCY_MEMBER_ROLES, type AgencyInvitationKind, type AgencyMemberRole } from './agency.entity.js';
import { invitationMail } from './agency.mail.js';

// An agency's staff (issue 17, item 6). The agency is its owner's b2b_agent account: wallet, markups, customer
// bookings, statements and payouts stay keyed by the owner's id, and a member acts on them through agencyOf() /
// actingAgency(), the one place that maps a viewer to the agency and decides what its role may do. The journal's
// actor (ledger.service post(): ctx.viewer) records which person did each money action.

export type AgencyRole = 'owner' | AgencyMemberRole;
/** What an agency action needs: book (search, quote, book, pay from the wallet, see bookings and the wallet balance),
 *  manage (everything else an agency does: top-ups, statements, staff), payout and markup (the owner's alone). */
export type AgencyNeed = 'book' | 'manage' | 'payout' | 'markup';
export type Agency = { agencyId: string; role: AgencyRole; userId: string };

const ALLOWED: Record<AgencyNeed, readonly AgencyRole[]> = {
  book: ['owner', 'manager', 'staff'],
  manage: ['owner', 'manager'],
  payout: ['owner'],
  markup: ['owner'],
};

export const INVITATION_DAYS = 7;

export const AGENCY_MESSAGES = {
  agentsOnly: 'Only travel agents belong to an agency',
  suspended: 'Your access to the agency is suspended: ask the agency owner',
  removed: 'You are no longer a member of this agency',
  agencySuspended: 'Your agency’s account is suspended: ask the agency owner',
  need: {
    book: 'Your agency role cannot do this',
    manage: 'Only the agency owner or a manager can do this',
    payout: 'Only the agency owner can request payouts',
    markup: 'Only the agency owner can change markups',
  } satisfies Record<AgencyNeed, string>,
  role: `Role must be one of ${AGENCY_MEMBER_ROLES.join(', ')}`,
  email: 'Please enter a valid email address',
  emailTaken: 'An account with this email already exists: invite another address',
  managerLimits: 'A manager can only invite and manage staff members',
  self: 'You cannot change your own membership',
  memberNotFound: 'Member not found',
  invitationNotFound: 'This invitation link is not valid',
  invitationUsed: 'This invitation has already been used: sign in instead',
  invitationRevoked: 'This invitation was withdrawn by the agency',
  invitationExpired: 'This invitation has expired: ask the agency for a new one',
  agencyGone: 'This agency can no longer take new members',
} as const;

type MemberRow = { agency_id: string; role: AgencyMemberRole; status: string; removed_at: Date | null; agency_suspended: boolean };

// a member's row, and whether the super admin suspended the agency itself (its staff stop with it)
async function membership(ctx: ServiceContext, userId: string): Promise<MemberRow | undefined> {
  const [row] = await ctx.em.execute<MemberRow[]>(
    `select m.agency_id, m.role, m.status, m.removed_at, o.suspended_at is not null as agency_suspended
       from agency_member m join app_user o on o.id = m.agency_id where m.user_id = ?`,
    [userId],
  );
  return row;
}

/**
 * The viewer's agency and role within it: null for anyone but a B2B agent; an agent without a membership is its own
 * agency's owner. A suspended or removed member gets 403 (read on every call, so a suspension stops their sessions'
 * agency actions at once).
 */
export async function agencyOf(ctx: ServiceContext): Promise<Agency | null> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  if (viewer.role !== 'b2b_agent') return null;
  // one statement: the membership, and whether the agency is a sub-agency its master suspended (issue 39)
  const [found] = await ctx.em.execute<Array<Omit<MemberRow, 'agency_id' | 'role'> & { agency_id: string | null; role: AgencyMemberRole | null; network_suspended: boolean }>>(
    `select m.agency_id, m.role, m.status, m.removed_at, o.suspended_at is not null as agency_suspended, ${SUSPENDED_BY_MASTER_SQL} as network_suspended
       from (select ?::uuid as id) u left join agency_member m on m.user_id = u.id left join app_user o on o.id = m.agency_id`,
    [viewer.id],
  );
  const row = found?.agency_id ? found : undefined;
  if (row?.removed_at) throw new ForbiddenError(AGENCY_MESSAGES.removed);
  if (row && row.status !== 'active') throw new ForbiddenError(AGENCY_MESSAGES.suspended);
  if (row?.agency_suspended) throw new ForbiddenError(AGENCY_MESSAGES.agencySuspended);
  if (found?.network_suspended) throw new ForbiddenError(NETWORK_MESSAGES.suspended);
  return row ? { agencyId: row.agency_id as string, role: row.role as AgencyMemberRole, userId: viewer.id } : { agencyId: viewer.id, role: 'owner', userId: viewer.id };
}

/** The agency the viewer acts for, when its role allows `need`: 401 signed out, 403 otherwise (`notAgent` for non-agents). */
export async function actingAgency(ctx: ServiceContext, need: AgencyNeed, notAgent: string = AGENCY_MESSAGES.agentsOnly): Promise<Agency> {
  const agency = await agencyOf(ctx);
  if (!agency) throw new ForbiddenError(notAgent);
  if (!ALLOWED[need].includes(agency.role)) throw new ForbiddenError(AGENCY_MESSAGES.need[need]);
  return agency;
}

/** SQL for a user's agency id inside a larger statement (params: the user id twice): its agency's when an active member, its own otherwise. */
export const AGENCY_ID_OF_USER_SQL = `coalesce((select m.agency_id from agency_member m where m.user_id = ? and m.removed_at is null and m.status = 'active'), ?)`;

/** Whose bookings and payments the viewer acts on: its agency's for an agent (staff included), its own for anyone else. */
export async function bookerIdOf(ctx: ServiceContext): Promise<string> {
  const agency = await agencyOf(ctx);
  return agency?.agencyId ?? (ctx.viewer as { id: string }).id;
}

/** A user's agency role for the web app (what to show): null for non-agents and for suspended or removed members. */
export async function agencyRoleOfUser(ctx: ServiceContext, user: { id: string; role: string }): Promise<AgencyRole | null> {
  if (user.role !== 'b2b_agent') return null;
  const row = await membership(ctx, user.id);
  if (!row) return 'owner';
  return row.removed_at || row.status !== 'active' || row.agency_suspended ? null : row.role;
}

/** The viewer's agency id when it may act for one (null otherwise: not an agent, suspended, removed). Never throws 403. */
export async function viewerAgencyId(ctx: ServiceContext): Promise<string | null> {
  try {
    return (await agencyOf(ctx))?.agencyId ?? null;
  } catch (err) {
    if (err instanceof ForbiddenError || err instanceof AuthError) return null;
    throw err;
  }
}

// ---- members -----------------------------------------------------------------------------------------------------

export type AgencyMemberView = {
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AgencyMemberRole;
  status: 'active' | 'suspended';
  invitedBy: string | null;
  createdAt: Date;
};

export type AgencyInvitationView = { id: string; email: string; role: AgencyMemberRole; expiresAt: Date; createdAt: Date; expired: boolean };

function readRole(value: unknown): AgencyMemberRole {
  if (typeof value !== 'string' || !(AGENCY_MEMBER_ROLES as readonly string[]).includes(value)) throw new ValidationError(AGENCY_MESSAGES.role, 'role');
  return value as AgencyMemberRole;
}

/** The agency's members (removed ones left out), oldest first. Owner and managers. */
export async function listMembers(ctx: ServiceContext): Promise<AgencyMemberView[]> {
  const agency = await actingAgency(ctx, 'manage');
  const rows = await ctx.em.execute<Array<{ user_id: string; username: string; email: string; first_name: string; last_name: string; role: AgencyMemberRole; status: 'active' | 'suspended'; invited_by: string | null; created_at: Date }>>(
    `select m.user_id, u.username, u.email, u.first_name, u.last_name, m.role, m.status, i.username as invited_by, m.created_at
       from agency_member m join app_user u on u.id = m.user_id left join app_user i on i.id = m.invited_by
      where m.agency_id = ? and m.removed_at is null
      order by m.created_at, m.user_id`,
    [agency.agencyId],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    username: r.username,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    role: r.role,
    status: r.status,
    invitedBy: r.invited_by,
    createdAt: new Date(r.created_at),
  }));
}

/** Invitations not yet accepted nor withdrawn, newest first (expired ones flagged, so the owner can invite again). */
export async function listInvitations(ctx: ServiceContext): Promise<AgencyInvitationView[]> {
  const agency = await actingAgency(ctx, 'manage');
  const now = ctx.now();
  const rows = await ctx.em.execute<Array<{ id: string; email: string; role: AgencyMemberRole; expires_at: Date; created_at: Date }>>(
    `select id, email, role, expires_at, created_at from agency_invitation
      where agency_id = ? and kind = 'staff' and accepted_at is null and revoked_at is null order by created_at desc, id limit 200`,
    [agency.agencyId],
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    expiresAt: new Date(r.expires_at),
    createdAt: new Date(r.created_at),
    expired: new Date(r.expires_at).getTime() <= now.getTime(),
  }));
}

export type Invited = { invitation: AgencyInvitationView; token: string; path: string; link: string };

/**
 * Invites `email` to join the viewer's agency as `role`: an invitation link (/join/{token}) valid INVITATION_DAYS days,
 * shown to the inviter to pass on. A manager invites staff only. The token is returned once; only its hash is stored.
 */
export async function inviteMember(ctx: ServiceContext, input: { email: unknown; role: unknown }): Promise<Invited> {
  const agency = await actingAgency(ctx, 'manage');
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (email.length > 254 || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email)) throw new ValidationError(AGENCY_MESSAGES.email, 'email');
  const role = readRole(input.role);
  if (agency.role === 'manager' && role !== 'staff') throw new ForbiddenError(AGENCY_MESSAGES.managerLimits);
  const [taken] = await ctx.em.execute<{ n: number }[]>('select count(*)::int as n from app_user where lower(email) = lower(?)', [email]);
  if (taken.n > 0) throw new ConflictError(AGENCY_MESSAGES.emailTaken);
  const now = ctx.now();
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000);
  const path = `/join/${token}`;
  const base = (ctx.config.publicUrl ?? '').replace(/\/+$/, '');
  // the invitation and its e-mail commit together (the mail outbox sends it); the link is also shown to the inviter
  const row = await ctx.em.transactional(async (tx) => {
    const [inserted] = await tx.execute<{ id: string }[]>(
      `insert into agency_invitation (agency_id, email, role, token_hash, expires_at, created_by, created_at) values (?, ?, ?, ?, ?, ?, ?) returning id`,
      [agency.agencyId, email, role, hashToken(token), expiresAt, agency.userId, now],
    );
    const [names] = await tx.execute<{ agency: string; inviter: string; language: string }[]>(
      `select trim(a.first_name || ' ' || a.last_name) as agency, trim(i.first_name || ' ' || i.last_name) as inviter, i.language
         from app_user a, app_user i where a.id = ? and i.id = ?`,
      [agency.agencyId, agency.userId],
    );
    const mail = { id: inserted.id, email, role, link: `${base}${path}`, agency: names?.agency ?? '', inviter: names?.inviter ?? '', days: INVITATION_DAYS };
    // the invitee has no account yet, so no language of their own: the inviter's, who knows their staff (issue 21);
    // sent only with PUBLIC_URL: a link without the site's address could not be opened
    if (base) await enqueueMail(tx, invitationMail(names?.language, mail));
    return inserted;
  });
  ctx.log.info({ agencyId: agency.agencyId, by: agency.userId, role, invitationId: row.id }, 'agency member invited');
  return { invitation: { id: row.id, email, role, expiresAt, createdAt: now, expired: false }, token, path, link: `${base}${path}` };
}

/** Withdraws a pending invitation of the viewer's agency (its link stops working). */
export async function revokeInvitation(ctx: ServiceContext, id: string): Promise<boolean> {
  const agency = await actingAgency(ctx, 'manage');
  if (!isUuid(id)) throw new NotFoundError(AGENCY_MESSAGES.invitationNotFound);
  const rows = await ctx.em.execute<{ id: string }[]>(
    `update agency_invitation set revoked_at = ? where id = ? and agency_id = ? and kind = 'staff' and accepted_at is null and revoked_at is null
       and (? = 'owner' or role = 'staff') returning id`,
    [ctx.now(), id, agency.agencyId, agency.role],
  );
  if (rows.length === 0) throw new NotFoundError(AGENCY_MESSAGES.invitationNotFound);
  return true;
}

type InvitationRow = { id: string; agency_id: string; email: string; kind: AgencyInvitationKind; role: AgencyMemberRole | null; expires_at: Date; accepted_at: Date | null; revoked_at: Date | null; created_by: string | null };

function usable(row: InvitationRow | undefined, now: Date): InvitationRow {
  if (!row) throw new NotFoundError(AGENCY_MESSAGES.invitationNotFound);
  if (row.accepted_at) throw new ConflictError(AGENCY_MESSAGES.invitationUsed);
  if (row.revoked_at) throw new ConflictError(AGENCY_MESSAGES.invitationRevoked);
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new ConflictError(AGENCY_MESSAGES.invitationExpired);
  return row;
}

export type InvitationPreview = { agencyName: string; email: string; role: AgencyMemberRole; memberRole: AgencyMemberRole | null; kind: AgencyInvitationKind; subAgencyName: string | null; expiresAt: Date };

/** What the /join page shows before the invitee picks a username: the agency, the address and the role (404/409 as accept). */
export async function previewInvitation(ctx: ServiceContext, token: string): Promise<InvitationPreview> {
  const [row] = await ctx.em.execute<Array<InvitationRow & { agency_name: string }>>(
    `select i.*, trim(u.first_name || ' ' || u.last_name) || ' (' || u.username || ')' as agency_name
       from agency_invitation i join app_user u on u.id = i.agency_id where i.token_hash = ?`,
    [hashToken(String(token ?? ''))],
  );
  const inv = usable(row, ctx.now());
  const subAgencyName = inv.kind === 'sub_agency' ? await subAgencyNameOf(ctx.em, inv.id) : null;
  return { agencyName: row.agency_name, email: inv.email, role: inv.role ?? 'manager', memberRole: inv.role, kind: inv.kind, subAgencyName, expiresAt: new Date(inv.expires_at) };
}

/**
 * The invitee accepts: a new b2b_agent account (registration's rules, the invitation's e-mail) linked to the agency
 * with the invited role, signed in. One use per link, under the invitation's row lock: a second try gets 409.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  input: { token: string; username: string; password: string; firstName: string; lastName: string },
  client: Client,
): Promise<SignedIn> {
  const now = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const [row] = await tx.execute<InvitationRow[]>('select * from agency_invitation where token_hash = ? for update', [hashToken(String(input.token ?? ''))]);
    const inv = usable(row, now);
    // the agency must still be an agency: an owner's account, not itself a member of another
    const [owner] = await tx.execute<{ role: string; member: boolean }[]>(
      'select u.role, exists(select 1 from agency_member m where m.user_id = u.id) as member from app_user u where u.id = ?',
      [inv.agency_id],
    );
    if (owner?.role !== 'b2b_agent' || owner.member) throw new ConflictError(AGENCY_MESSAGES.agencyGone);
    const signedIn = await register(
      { ...ctx, em: tx },
      { username: input.username, email: inv.email, password: input.password, firstName: input.firstName, lastName: input.lastName, role: 'b2b_agent' },
      client,
    );
    // a sub-agency (issue 39) is its own agency's owner: no membership, its sub-agent row and wallet instead
    if (inv.kind === 'sub_agency') await acceptSubAgency(tx, inv.id, signedIn.user.id, now);
    else await tx.execute('insert into agency_member (user_id, agency_id, role, status, invited_by, created_at) values (?, ?, ?, ?, ?, ?)', [signedIn.user.id, inv.agency_id, inv.role, 'active', inv.created_by, now]);
    await tx.execute('update agency_invitation set accepted_at = ?, accepted_by = ? where id = ?', [now, signedIn.user.id, inv.id]);
    ctx.log.info({ agencyId: inv.agency_id, userId: signedIn.user.id, role: inv.role }, 'agency invitation accepted');
    return signedIn;
  });
}

// a member of the viewer's agency the viewer may manage (a manager: staff only; nobody: themselves)
async function managedMember(ctx: ServiceContext, userId: string): Promise<{ agency: Agency; member: MemberRow }> {
  const agency = await actingAgency(ctx, 'manage');
  if (!isUuid(userId)) throw new NotFoundError(AGENCY_MESSAGES.memberNotFound);
  if (userId === agency.userId) throw new ForbiddenError(AGENCY_MESSAGES.self);
  const member = await membership(ctx, userId);
  if (!member || member.agency_id !== agency.agencyId || member.removed_at) throw new NotFoundError(AGENCY_MESSAGES.memberNotFound);
  if (agency.role === 'manager' && member.role !== 'staff') throw new ForbiddenError(AGENCY_MESSAGES.managerLimits);
  return { agency, member };
}

// the member as the list shows it (the viewer's agency, already checked)
async function memberView(ctx: ServiceContext, userId: string): Promise<AgencyMemberView> {
  const found = (await listMembers(ctx)).find((m) => m.userId === userId);
  if (!found) throw new NotFoundError(AGENCY_MESSAGES.memberNotFound);
  return found;
}

/** Changes a member's role (the owner; a manager cannot promote). */
export async function setMemberRole(ctx: ServiceContext, userId: string, role: unknown): Promise<AgencyMemberView> {
  const next = readRole(role);
  const { agency } = await managedMember(ctx, userId);
  if (agency.role === 'manager' && next !== 'staff') throw new ForbiddenError(AGENCY_MESSAGES.managerLimits);
  await ctx.em.execute('update agency_member set role = ? where user_id = ?', [next, userId]);
  ctx.log.info({ agencyId: agency.agencyId, by: agency.userId, userId, role: next }, 'agency member role set');
  return memberView(ctx, userId);
}

/**
 * Suspends (active = false) or reactivates a member: a suspended member can do nothing for the agency, and their API
 * keys are refused while the suspension lasts (partner/api-key.service resolveApiKey reads the membership on every
 * request), so reactivating brings them back.
 */
export async function setMemberActive(ctx: ServiceContext, userId: string, active: boolean): Promise<AgencyMemberView> {
  const { agency } = await managedMember(ctx, userId);
  await ctx.em.execute('update agency_member set status = ? where user_id = ?', [active ? 'active' : 'suspended', userId]);
  ctx.log.info({ agencyId: agency.agencyId, by: agency.userId, userId, active }, 'agency member status set');
  return memberView(ctx, userId);
}

/**
 * Removes a member for good: the row stays (the journal names them) but the account can no longer act; its sessions
 * end and its API keys are revoked, in the same transaction (a key would otherwise outlive the membership).
 */
export async function removeMember(ctx: ServiceContext, userId: string): Promise<boolean> {
  const { agency } = await managedMember(ctx, userId);
  const now = ctx.now();
  const revoked = await ctx.em.transactional(async (tx) => {
    await tx.execute('update agency_member set removed_at = ? where user_id = ?', [now, userId]);
    await tx.execute('delete from app_session where user_id = ?', [userId]);
    // revoked, not deleted: the owner's key list and the logs still name them
    return tx.execute<{ id: string }[]>('update api_key set revoked_at = ? where user_id = ? and revoked_at is null returning id', [now, userId]);
  });
  ctx.log.info({ agencyId: agency.agencyId, by: agency.userId, userId, apiKeysRevoked: revoked.length }, 'agency member removed');
  return true;
}
