import * as v from 'valibot';
import { MARKUP_KINDS, MARKUP_PRODUCT_TYPES, MarkupSchema } from './agent-sales.js';
import { MAX_CREDIT_LIMIT_IN_PKR, readAmount } from './wallet.js';

// Agency networks (issue 39): a master agency's sub-agencies, the credit it gives each, their markups. The rules of
// its inputs and its messages, for the API (GraphQL and REST) and the web.

export const SUB_AGENT_STATUSES = ['invited', 'active', 'suspended'] as const;
export type SubAgentStatus = (typeof SUB_AGENT_STATUSES)[number];

/** At most this many sub-agents per master agency (the list is read in one query, unpaged). */
export const MAX_SUB_AGENTS = 200;
export const AGENCY_NAME_MAX = 120;

export const NETWORK_MESSAGES = {
  subCannotInvite: 'A sub-agency cannot have sub-agents of its own',
  notEnoughCredit: 'Not enough credit to give',
  belowOwed: 'The credit limit cannot be lower than what the sub-agent already owes',
  masterLine: 'Your master agency’s credit line does not cover this payment',
  suspended: 'Your agency is suspended by its master agency',
  notFound: 'Sub-agent not found',
  tooMany: `An agency can have at most ${MAX_SUB_AGENTS} sub-agents`,
  agencyName: 'Agency name is required',
  agencyNameLong: `Agency name must be at most ${AGENCY_NAME_MAX} characters`,
  status: `Status must be one of ${SUB_AGENT_STATUSES.join(', ')}`,
  statusInvited: 'A sub-agent becomes active by accepting its invitation: its status can only be active or suspended after that',
  markupsBeforeAccepted: 'Markups for a sub-agent can be set once it has accepted its invitation',
  markupsList: 'Markups must be a list of {productType, kind, value}',
  limitByMaster: 'A sub-agency’s credit limit is given by its master agency: change the master’s line instead',
} as const;

/** A credit limit to give: 0 or more, 2 decimals, bounded like the super admin's; the message otherwise. */
export function readCreditLimit(value: unknown): { amount: string } | { error: string } {
  return readAmount(value, { allowZero: true, max: MAX_CREDIT_LIMIT_IN_PKR });
}

export const AgencyNameSchema = v.pipe(
  v.string(NETWORK_MESSAGES.agencyName),
  v.transform((s) => s.trim()),
  v.minLength(1, NETWORK_MESSAGES.agencyName),
  v.maxLength(AGENCY_NAME_MAX, NETWORK_MESSAGES.agencyNameLong),
);

export const SubAgentStatusSchema = v.picklist(SUB_AGENT_STATUSES, NETWORK_MESSAGES.status);

/** A network markup: the same rule as an agent's own markup (percent 0–100 or a fixed PKR amount). */
export const NetworkMarkupSchema = MarkupSchema;

export { MARKUP_KINDS, MARKUP_PRODUCT_TYPES };
