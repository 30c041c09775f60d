import type { EntityManager } from '@mikro-orm/postgresql';
import { InsufficientFundsError } from '../../core/errors.js';
import { LEDGER_MESSAGES } from '../../rules/ledger.js';
import { compare, subtract } from '../../rules/money.js';
import { NETWORK_MESSAGES } from '../../rules/network.js';
import type { AccountRef } from '../ledger/ledger.service.js';
import { lockAccounts } from '../ledger/postings.js';
import { masterHeadroom, type NetworkPlace, networkPlace } from './credit.js';

// A wallet payment in an agency network (issue 39), around ledger/wallet.service postWalletPayment's posting:
// - a sub-agency's: its master's wallet is locked with the posting's accounts, all in id order (lockAccounts, before
//   post() locks them again), so every payment of the master's network queues on it; after the debit, the master's
//   line must still cover its own use and what its sub-agents owe (headroom ≥ 0), else the whole payment is refused;
// - a master's own: what it gave its sub-agents is not its to spend (available after − given ≥ reserved).

/** Locks a payment's accounts (`refs`, the payer's wallet among them) with its master's wallet for a sub-agency. */
export async function lockNetworkPayment(tx: EntityManager, payerId: string, refs: AccountRef[], now: Date): Promise<NetworkPlace> {
  const place = await networkPlace(tx, payerId);
  if (place.role === 'sub') await lockAccounts(tx, [...refs, { kind: 'agent_wallet', ownerId: place.masterId }], now);
  return place;
}

/** After the debit (under the locks): InsufficientFundsError when the network's line does not cover it. */
export async function networkPaymentCovered(tx: EntityManager, place: NetworkPlace, payerId: string, availableAfter: string, reserved: string): Promise<void> {
  if (place.role === 'sub') {
    if (compare(await masterHeadroom(tx, place.masterId), 0) < 0) throw new InsufficientFundsError(NETWORK_MESSAGES.masterLine);
    return;
  }
  if (place.role !== 'master') return;
  // read again under the wallet's lock: a limit given meanwhile took the same lock first
  const now = await networkPlace(tx, payerId);
  const given = now.role === 'master' ? now.givenInPkr : '0.00';
  if (compare(subtract(availableAfter, given), reserved) < 0) throw new InsufficientFundsError(LEDGER_MESSAGES.insufficientFunds);
}
