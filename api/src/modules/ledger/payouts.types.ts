import { Field, ObjectType } from 'type-graphql';
import { Page } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { Payout } from './payout.entity.js';

@ObjectType({ description: 'An agent’s earnings from its package sales (net of the platform’s commission), in PKR.' })
export class EarningsSummary {
  @Field(() => DecimalScalar, { description: 'What the agent’s earnings account holds (trips started, less refunds and approved payouts).' })
  balanceInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Payouts requested and not yet decided by the administrator.' })
  pendingPayoutsInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What can still be requested: the balance less pending payouts (never below 0).' })
  availableForPayoutInPkr!: string;
}

@ObjectType({ description: 'A page of payouts, newest first.' })
export class PayoutPage extends Page(Payout, 'payouts', 'newest first') {}

@ObjectType({ description: 'An agent’s commission rate on its package sales.' })
export class AgentCommission {
  @Field(() => String, { description: 'The agent (user id).' })
  agentId!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'The administrator’s override, percent; null: the platform default applies.' })
  commissionPercent?: string | null;

  @Field(() => DecimalScalar, { description: 'The rate in force, percent.' })
  effectivePercent!: string;
}
