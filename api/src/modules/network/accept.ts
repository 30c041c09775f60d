import type { EntityManager } from '@mikro-orm/postgresql';

// Accepting a sub-agency's invitation (issue 39), inside agency.service acceptInvitation's transaction (plain SQL on
// its connection; no import of the agency or wallet services: no import circle). The new account is its own agency's
// owner (no agency_member row); its sub-agent row becomes active and its wallet gets the credit its master gave it.

/** Links the new account to its sub-agent row (active) and opens its wallet with the row's credit limit. */
export async function acceptSubAgency(tx: EntityManager, invitationId: string, userId: string, now: Date): Promise<void> {
  const [row] = await tx.execute<{ credit_limit_in_pkr: string }[]>(
    `update agency_network set sub_agency_id = ?, status = 'active', updated_at = ? where invitation_id = ? and sub_agency_id is null
     returning credit_limit_in_pkr::text as credit_limit_in_pkr`,
    [userId, now, invitationId],
  );
  if (!row) throw new Error(`sub-agency invitation ${invitationId} has no sub-agent row`);
  await tx.execute(
    `insert into ledger_account (kind, owner_id, credit_limit_in_pkr, created_at, updated_at) values ('agent_wallet', ?, ?, ?, ?)
     on conflict do nothing`,
    [userId, row.credit_limit_in_pkr, now, now],
  );
}

/** SQL: whether the agency (the member's agency, else the user `u` itself) is a sub-agency its master suspended. */
export const SUSPENDED_BY_MASTER_SQL = `exists(select 1 from agency_network n where n.sub_agency_id = coalesce(m.agency_id, u.id) and n.status = 'suspended')`;

/** The sub-agency's own name for a sub-agency invitation's preview (null for a staff invitation). */
export async function subAgencyNameOf(em: EntityManager, invitationId: string): Promise<string | null> {
  const [row] = await em.execute<{ agency_name: string }[]>('select agency_name from agency_network where invitation_id = ?', [invitationId]);
  return row?.agency_name ?? null;
}
