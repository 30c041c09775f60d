import { Field, ID, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';

@ObjectType({ description: 'A B2B agent’s wallet: what it holds, its credit limit and the funds available to spend (both together). PKR.' })
export class Wallet {
  @Field(() => ID, { description: 'The agent it belongs to.' })
  agentId!: string;

  @Field(() => DecimalScalar, { description: 'What the wallet holds (negative while spending on credit), in PKR.' })
  balanceInPkr!: string;

  @Field(() => DecimalScalar, { description: 'How far below zero the agent may spend (set by the super admin), in PKR.' })
  creditLimitInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Balance plus credit limit, less what its holds reserve (reservedInPkr): what the agent can pay from the wallet or hold now, in PKR (never below 0).' })
  availableInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Reserved for holds, in PKR: what the agency’s held flight orders and — on a credit line — its pending bookings holding seats or rooms still need (an advance, else the total, less what was paid), until they are paid, cancelled or expire.' })
  reservedInPkr!: string;
}
