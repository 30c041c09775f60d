import type { EntityManager } from '@mikro-orm/postgresql';
import { compare, round2, subtract } from '../../rules/money.js';

// Credit in an agency network (issue 39), read by the wallet, book()'s hold check and the super admin's credit line
// (plain SQL on the caller's connection, no import of theirs: no import circle). A master's line is shared: its own
// use plus what its sub-agents owe never passes it, and what it gave its sub-agents is not its to spend.
//   master available = credit − balance − reserved − Σ its sub-agents' limits
//   master headroom  = credit − balance − Σ max(sub balance, 0)   (what a sub-agent's payment may still use)

export type NetworkPlace = { role: 'sub'; masterId: string; status: string } | { role: 'master'; givenInPkr: string } | { role: 'none' };

/** Where an agency stands in a network: a sub-agency (its master), a master (what it gave), or neither. One query. */
export async function networkPlace(em: EntityManager, agencyId: string): Promise<NetworkPlace> {
  const [row] = await em.execute<{ master_id: string | null; status: string | null; given: string | null; subs: number }[]>(
    `select (select n.master_agency_id from agency_network n where n.sub_agency_id = ?) as master_id,
            (select n.status from agency_network n where n.sub_agency_id = ?) as status,
            (select coalesce(sum(g.credit_limit_in_pkr), 0)::text from agency_network g where g.master_agency_id = ?) as given,
            (select count(*)::int from agency_network g where g.master_agency_id = ?) as subs`,
    [agencyId, agencyId, agencyId, agencyId],
  );
  if (row?.master_id) return { role: 'sub', masterId: row.master_id, status: String(row.status) };
  if (row && row.subs > 0) return { role: 'master', givenInPkr: round2(row.given ?? '0') };
  return { role: 'none' };
}

/** What a master's line still covers of its sub-agents' spending: credit − its balance − what its sub-agents owe. */
export async function masterHeadroom(em: EntityManager, masterId: string): Promise<string> {
  const [row] = await em.execute<{ headroom: string }[]>(
    `select (coalesce((select w.credit_limit_in_pkr - w.balance_in_pkr from ledger_account w where w.kind = 'agent_wallet' and w.owner_id = ?), 0)
           - coalesce((select sum(greatest(s.balance_in_pkr, 0)) from agency_network n
                         join ledger_account s on s.kind = 'agent_wallet' and s.owner_id = n.sub_agency_id
                        where n.master_agency_id = ?), 0))::text as headroom`,
    [masterId, masterId],
  );
  return round2(row?.headroom ?? '0');
}

/** What the sub-agents of a master owe on credit now (Σ of their wallets' positive balances). */
export async function subAgentsOwed(em: EntityManager, masterId: string): Promise<string> {
  const [row] = await em.execute<{ owed: string }[]>(
    `select coalesce(sum(greatest(s.balance_in_pkr, 0)), 0)::text as owed from agency_network n
       join ledger_account s on s.kind = 'agent_wallet' and s.owner_id = n.sub_agency_id where n.master_agency_id = ?`,
    [masterId],
  );
  return round2(row?.owed ?? '0');
}

const atLeastZero = (amount: string) => (compare(amount, 0) > 0 ? round2(amount) : '0.00');

/**
 * An agency's free funds as its network sees them, from what its own wallet leaves free (`free`: available less
 * reserved): a master's less what it gave its sub-agents; a sub-agency's no more than its master's headroom.
 */
export async function networkFree(em: EntityManager, agencyId: string, free: string): Promise<string> {
  const place = await networkPlace(em, agencyId);
  if (place.role === 'master') return atLeastZero(subtract(free, place.givenInPkr));
  if (place.role === 'sub') {
    const headroom = await masterHeadroom(em, place.masterId);
    return atLeastZero(compare(headroom, free) < 0 ? headroom : free);
  }
  return atLeastZero(free);
}

/** The least a master's own line may be set to: its own use plus what its sub-agents owe (its own use alone otherwise). */
export async function lineInUse(em: EntityManager, agencyId: string, ownUse: string): Promise<string> {
  return round2(subtract(ownUse, subtract(0, await subAgentsOwed(em, agencyId))));
}
