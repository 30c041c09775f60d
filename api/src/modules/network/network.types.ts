import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { SUB_AGENT_STATUSES } from '../../rules/network.js';
import { MarkupKind, MarkupProductType } from '../bookings/agent-sales.types.js';

export const SubAgentStatus = graphqlEnum('SubAgentStatus', SUB_AGENT_STATUSES, 'Where a sub-agent of a master agency stands.', {
  invited: 'Invited: its invitation is not accepted yet (its credit is already set aside).',
  active: 'Accepted: it books and pays on the credit its master gave it.',
  suspended: 'Suspended by its master: it can do nothing for its agency, its holds were released; nothing paid is touched.',
});
export type SubAgentStatus = ValueOf<typeof SubAgentStatus>;

@ObjectType({ description: 'A master agency’s markup on its sub-agencies’ cost for one product type.' })
export class NetworkMarkup {
  @Field(() => MarkupProductType, { description: 'What it applies to.' })
  productType!: MarkupProductType;

  @Field(() => MarkupKind, { description: 'Percent of the net price or a fixed PKR amount.' })
  kind!: MarkupKind;

  @Field(() => DecimalScalar, { description: 'The percent (0–100) or the PKR amount.' })
  value!: string;

  @Field(() => Boolean, { description: 'Whether it is not set for this sub-agent itself: the master’s default (or none, 0 %) applies.' })
  inherited!: boolean;
}

@InputType({ description: 'A network markup for one product type.' })
export class NetworkMarkupInput {
  @Field(() => MarkupProductType, { description: 'What it applies to.' })
  productType!: MarkupProductType;

  @Field(() => MarkupKind, { description: 'Percent of the net price or a fixed PKR amount.' })
  kind!: MarkupKind;

  @Field(() => DecimalScalar, { description: 'The percent (0–100, 2 decimals) or the PKR amount (0 or more).' })
  value!: string;
}

@ObjectType({ description: 'A sub-agency of the caller’s master agency, with its credit, sales and the master’s margin on them.' })
export class SubAgent {
  @Field(() => ID, { description: 'The sub-agent’s id (from its invitation on).' })
  id!: string;

  @Field(() => String, { description: 'The agency name given at the invitation.' })
  name!: string;

  @Field(() => String, { description: 'The e-mail it was invited at (its account’s).' })
  email!: string;

  @Field(() => SubAgentStatus, { description: 'invited, active or suspended.' })
  status!: SubAgentStatus;

  @Field(() => DecimalScalar, { description: 'The credit its master gave it, carved out of the master’s line.' })
  creditLimitInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What it owes on credit now.' })
  owedInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What it can spend now (its wallet’s available, within what the master’s line still covers).' })
  availableInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Its bookings’ totals (its cost), cancelled and expired ones left out.' })
  salesInPkr!: string;

  @Field(() => Int, { description: 'How many bookings it made (cancelled and expired ones left out).' })
  bookingCount!: number;

  @Field(() => DecimalScalar, { description: 'The master’s margin earned on its sales (the master’s earnings lines from its bookings).' })
  marginInPkr!: string;

  @Field(() => [NetworkMarkup], { description: 'One per product type: its own markup, else the master’s default (inherited: true).' })
  markups!: NetworkMarkup[];

  @Field(() => String, { nullable: true, description: 'The /join link, in the answer that invites it (only the link’s hash is kept: null afterwards).' })
  invitationUrl?: string | null;

  @Field(() => Date, { description: 'When it was invited. ISO 8601 date-time.' })
  createdAt!: Date;
}

@ObjectType({ description: 'The caller’s agency in its network: a master with sub-agents, a sub-agency, or neither.' })
export class AgencyNetwork {
  @Field(() => String, { description: '"master" (it has sub-agents), "sub" (it is a sub-agency) or "none".' })
  role!: string;

  @Field(() => String, { nullable: true, description: 'For a sub-agency: its master agency’s name; null otherwise.' })
  masterName?: string | null;

  @Field(() => DecimalScalar, { description: 'The agency’s own credit line.' })
  creditLimitInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What it gave its sub-agents (the sum of their limits).' })
  givenInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What is left to spend or give.' })
  availableInPkr!: string;

  @Field(() => [NetworkMarkup], { description: 'The master’s default markups, one per product type (empty for a sub-agency).' })
  defaultMarkups!: NetworkMarkup[];

  @Field(() => [SubAgent], { description: 'Its sub-agents, newest first (empty unless a master).' })
  subAgents!: SubAgent[];
}

@ObjectType({ description: 'A sub-agency invited: its id and the /join link to pass on (shown once: only its hash is kept).' })
export class SubAgentInvited {
  @Field(() => ID, { description: 'The sub-agent’s id.' })
  id!: string;

  @Field(() => String, { description: 'The /join link (PUBLIC_URL + /join/{token}; the path alone without PUBLIC_URL).' })
  invitationUrl!: string;

  @Field(() => SubAgent, { description: 'The sub-agent as the list shows it.' })
  subAgent!: SubAgent;
}

@InputType({ description: 'Inviting a sub-agency: who, its name and the credit it gets out of the master’s line.' })
export class InviteSubAgentInput {
  @Field(() => String, { description: 'The e-mail of its new owner account.' })
  email!: string;

  @Field(() => String, { description: 'The sub-agency’s name (at most 120 characters).' })
  agencyName!: string;

  @Field(() => DecimalScalar, { description: 'Its credit limit in PKR (0 or more), carved out of the master’s available funds.' })
  creditLimitInPkr!: string;
}

@InputType({ description: 'Changes to a sub-agent (the master’s owner): any of its credit limit, status and markups.' })
export class UpdateSubAgentInput {
  @Field(() => DecimalScalar, { nullable: true, description: 'Its new credit limit: no more than the master can give, no less than it owes.' })
  creditLimitInPkr?: string | null;

  @Field(() => SubAgentStatus, { nullable: true, description: 'active or suspended (suspending releases its holds).' })
  status?: SubAgentStatus | null;

  @Field(() => [NetworkMarkupInput], { nullable: true, description: 'Its own markups, per product type (once it has accepted).' })
  markups?: NetworkMarkupInput[] | null;
}
