import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { PAYOUT_STATUSES } from '../../rules/ledger.js';
import { User } from '../accounts/user.entity.js';

export const PayoutStatus = graphqlEnum('PayoutStatus', PAYOUT_STATUSES, 'Where a payout request stands.', {
  requested: 'Asked for by the agent; waiting for the administrator.',
  approved: 'Approved: the amount left the agent’s earnings and waits to be transferred.',
  paid: 'Transferred to the agent’s bank account (the transfer reference is recorded).',
  rejected: 'Refused by the administrator (with a reason); nothing left the earnings, or it went back.',
});
export type PayoutStatus = ValueOf<typeof PayoutStatus>;

/** An agent's request to be paid (part of) its earnings, and what the administrator did with it. */
@ObjectType({ description: 'A payout of an agent’s earnings to its bank account. Amounts in PKR.' })
@Entity({ tableName: 'payout' })
// the agent's own list, newest first; the administrator's queue by status
@Index({ name: 'payout_agent_requested_idx', properties: ['agent', 'requestedAt'] })
@Index({ name: 'payout_status_requested_idx', properties: ['status', 'requestedAt'] })
@Index({ name: 'payout_requested_idx', properties: ['requestedAt'] })
@Check({ name: 'payout_amount_positive', expression: 'amount_in_pkr > 0' })
export class Payout {
  [OptionalProps]?: 'status' | 'transferReference' | 'decidedAt' | 'decidedBy' | 'reason' | 'agentId';

  @Field(() => ID, { description: 'Payout id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => User, ref: true, fieldName: 'agent_id' })
  agent!: Ref<User>;

  @Field(() => DecimalScalar, { description: 'The amount, in PKR.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amountInPkr!: string;

  @Field(() => PayoutStatus, { description: 'Where it stands.' })
  @Enum({ items: () => PayoutStatus, nativeEnumName: undefined, default: PayoutStatus.requested })
  status: PayoutStatus = PayoutStatus.requested;

  @Field(() => String, { description: 'Where to send the money (the agent’s bank account, as given).' })
  @Property({ type: 'text' })
  bankAccount!: string;

  @Field(() => String, { nullable: true, description: 'The bank transfer’s reference, once paid.' })
  @Property({ type: 'string', length: 100, nullable: true })
  transferReference?: string | null;

  @Field(() => String, { nullable: true, description: 'Why the administrator rejected it.' })
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Field(() => Date, { description: 'When the agent asked for it. ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  requestedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the administrator last decided on it (approved, paid, rejected). ISO 8601 date-time.' })
  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  // the administrator who decided (the audit trail); the books' entries carry the actor too
  @Property({ type: 'uuid', nullable: true })
  decidedBy?: string | null;

  @Field(() => ID, { name: 'agentId', description: 'The agent paid.' })
  get agentId(): string {
    return this.agent.id;
  }
}

/**
 * An agent's package booking whose deposit is to split into commission and earnings when its trip starts. A row is
 * made when money for it reaches customer_deposits and removed once the split is posted; the commission sweep reads
 * the due ones by date, so it never scans past bookings.
 */
@Entity({ tableName: 'commission_due' })
@Index({ name: 'commission_due_at_idx', properties: ['dueAt'] })
export class CommissionDue {
  @PrimaryKey({ type: 'uuid' })
  bookingId!: string;

  @Property({ type: 'uuid' })
  agentId!: string;

  @Property({ type: 'datetime' })
  dueAt!: Date;
}
