import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES, REFUND_REASONS, REFUND_STATUSES } from '../../rules/payments.js';
import { User } from '../accounts/user.entity.js';
import { Booking } from '../bookings/booking.entity.js';

export const PaymentMethod = graphqlEnum('PaymentMethod', PAYMENT_METHODS, 'How a payment is made.', {
  sandbox: 'The offline test gateway: a checkout page served by this app (Pay, Decline or Abandon).', jazzcash: 'JazzCash hosted checkout (only when the server is configured for it).', bank_transfer: 'A bank transfer to the account shown, with the payment reference; the administrator confirms it from the uploaded proof.', wallet: 'B2B agents: from the agent’s wallet and credit line, at once (402 INSUFFICIENT_FUNDS when the available funds do not cover it).',
});
export type PaymentMethod = ValueOf<typeof PaymentMethod>;

// initiated → succeeded | failed | cancelled | expired; a success may still arrive for a failed, cancelled or expired
// attempt (the gateway took the money after all), never the other way round
export const PaymentStatus = graphqlEnum('PaymentStatus', PAYMENT_STATUSES, 'Where a payment attempt stands.', {
  initiated: 'Started; waiting for the payer or the gateway (or, for a bank transfer, the administrator).', succeeded: 'The money arrived.', failed: 'Declined by the gateway, or a bank transfer the administrator rejected.', cancelled: 'Abandoned by the payer, or the booking was cancelled first.', expired: 'The booking’s hold ran out before this attempt was paid.',
});
export type PaymentStatus = ValueOf<typeof PaymentStatus>;

// what the money is for: a package's advance, its balance, or the whole amount at once
export const PaymentPurpose = graphqlEnum('PaymentPurpose', PAYMENT_PURPOSES, 'What a payment pays for.', {
  advance: 'A package’s advance (its advancePaymentPercent of the total): confirms the booking.', balance: 'The rest of a package, due by balanceDueAt.', full: 'The whole amount at once (hotel stays, transport, packages asking 100 %).', top_up: 'Money into the payer’s (an agent’s) wallet: no booking.', amendment: 'What a confirmed change to the booking added, once its balance was already paid.',
});
export type PaymentPurpose = ValueOf<typeof PaymentPurpose>;

export const RefundStatus = graphqlEnum('RefundStatus', REFUND_STATUSES, 'Where a refund stands.', {
  pending: 'Being sent back through the gateway the money came from.', awaiting_transfer: 'A bank transfer back that the administrator still has to make and record.', succeeded: 'The money went back.', failed: 'The gateway refused it; the administrator pays it back another way and records the reference.',
});
export type RefundStatus = ValueOf<typeof RefundStatus>;

export const RefundReason = graphqlEnum('RefundReason', REFUND_REASONS, 'Why money goes back.', {
  cancellation: 'The booking was cancelled: its cancellation policy’s share of what was paid.', late_payment: 'A payment that arrived after the booking had expired or been cancelled.', surplus: 'A second payment for something already paid (a double payment).', ticketing_failed: 'The airline would not issue the tickets of a paid flight order: everything paid goes back.', amendment: 'A confirmed change made the booking cheaper: what was paid beyond its new total (less the policy’s penalty).',
});
export type RefundReason = ValueOf<typeof RefundReason>;

/** One attempt to pay (part of) a booking, through one method. Amounts in PKR, exact. */
@ObjectType({ description: 'One attempt to pay (part of) a booking, through one method. Amounts in PKR.' })
@Entity({ tableName: 'payment' })
// the lists: everything newest first (super admin), by status or method, and the payments of what an agent sells
@Index({ name: 'payment_created_idx', properties: ['createdAt'] })
@Index({ name: 'payment_status_created_idx', properties: ['status', 'createdAt'] })
@Index({ name: 'payment_method_status_created_idx', properties: ['method', 'status', 'createdAt'] })
@Index({ name: 'payment_seller_created_idx', properties: ['sellerId', 'createdAt'] })
@Index({ name: 'payment_booking_created_idx', properties: ['booking', 'createdAt'] })
@Index({ name: 'payment_payer_created_idx', properties: ['payer', 'createdAt'] })
// reconciliation: attempts still waiting for the gateway, oldest first
@Index({
  name: 'payment_initiated_idx',
  expression: `create index "payment_initiated_idx" on "payment" ("created_at") where "status" = 'initiated'`,
})
// a booking's purpose is paid at most once; a second success for it is surplus money, recorded and refunded
// (amendments excepted: each confirmed change may add its own)
@Index({
  name: 'payment_one_success_uniq',
  expression: `create unique index "payment_one_success_uniq" on "payment" ("booking_id", "purpose") where "status" = 'succeeded' and not "surplus" and "purpose" <> 'amendment'`,
})
@Unique({ name: 'payment_method_reference_uniq', properties: ['method', 'gatewayReference'] })
@Check({ name: 'payment_amount_positive', expression: 'amount_in_pkr > 0' })
// a wallet top-up is the only payment without a booking
@Check({ name: 'payment_booking_purpose', expression: `(booking_id is null) = (purpose = 'top_up')` })
export class Payment {
  [OptionalProps]?: 'status' | 'surplus' | 'updatedAt' | 'sellerId' | 'reference' | 'bookingId';

  @Field(() => ID, { description: 'Payment id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  // null for a wallet top-up (purpose top_up)
  @ManyToOne({ entity: () => Booking, ref: true, fieldName: 'booking_id', updateRule: 'cascade', deleteRule: 'no action', nullable: true })
  booking?: Ref<Booking> | null;

  // who pays (for a top-up: the agent whose wallet it fills)
  @ManyToOne({ entity: () => User, ref: true, fieldName: 'payer_id', updateRule: 'cascade' })
  payer!: Ref<User>;

  // who sells what is paid for (the booking's seller), so an agent's payments are one indexed read
  @Property({ type: 'uuid', nullable: true })
  sellerId?: string | null;

  @Field(() => PaymentMethod, { description: 'How it is paid.' })
  @Enum({ items: () => PaymentMethod, nativeEnumName: undefined })
  method!: PaymentMethod;

  @Field(() => PaymentPurpose, { description: 'What it pays for: advance, balance or the full amount.' })
  @Enum({ items: () => PaymentPurpose, nativeEnumName: undefined })
  purpose!: PaymentPurpose;

  @Field(() => DecimalScalar, { description: 'The amount, in PKR.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amountInPkr!: string;

  @Field(() => PaymentStatus, { description: 'Where the attempt stands.' })
  @Enum({ items: () => PaymentStatus, nativeEnumName: undefined, default: PaymentStatus.initiated })
  status: PaymentStatus = PaymentStatus.initiated;

  // the gateway took money for a purpose another payment had already paid: not counted, to be refunded
  @Field(() => Boolean, { description: 'True when this success paid for something already paid (it is refunded).' })
  @Property({ type: 'boolean', default: false })
  surplus = false;

  // our reference for this attempt at the gateway (JazzCash pp_TxnRefNo; the bank transfer's reference)
  @Property({ type: 'string', length: 40, nullable: true })
  gatewayReference?: string | null;

  // the gateway's own id for the transaction (JazzCash pp_RetreivalReferenceNo)
  @Field(() => String, { nullable: true, description: 'The gateway’s own id for the transaction, once it has one.' })
  @Property({ type: 'string', length: 100, nullable: true })
  gatewayTransactionId?: string | null;

  // the gateway's message when it failed
  @Field(() => String, { nullable: true, description: 'Why it failed (the gateway’s message, or the administrator’s reason).' })
  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  // the checkout stops taking this attempt then
  @Field(() => Date, { nullable: true, description: 'The checkout stops taking this attempt then. ISO 8601 date-time.' })
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { description: 'When the attempt was started. ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it last changed. ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  updatedAt!: Date;

  // when it reached its final state
  @Field(() => Date, { nullable: true, description: 'When it reached its final state. ISO 8601 date-time.' })
  @Property({ type: 'datetime', nullable: true })
  settledAt?: Date | null;

  // a bank transfer's proof: an upload of the payer's ("d-<uuid>.<ext>", never public), served by GET /api/payments/{id}/proof
  @Property({ type: 'string', length: 64, nullable: true })
  proofFileName?: string | null;

  @Property({ type: 'string', length: 32, nullable: true })
  proofContentType?: string | null;

  @Field(() => Date, { nullable: true, description: 'Bank transfers: when the payer uploaded the proof. ISO 8601 date-time.' })
  @Property({ type: 'datetime', nullable: true })
  proofSubmittedAt?: Date | null;

  // the super admin who confirmed or rejected a bank transfer
  @Property({ type: 'uuid', nullable: true })
  reviewedBy?: string | null;

  @Field(() => String, { name: 'reference', nullable: true, description: 'Our reference for this attempt: quote it with a bank transfer.' })
  get reference(): string | null {
    return this.gatewayReference ?? null;
  }

  @Field(() => ID, { name: 'bookingId', nullable: true, description: 'The booking it pays for (null for a wallet top-up).' })
  get bookingId(): string | null {
    return this.booking?.id ?? null;
  }
}

/** Money going back to a payer: part or all of one payment, through the way it came (or by hand for bank transfers). */
@ObjectType({ description: 'Money going back to a payer: part or all of one payment, through the way it came.' })
@Entity({ tableName: 'payment_refund' })
@Index({ name: 'payment_refund_booking_idx', properties: ['booking', 'createdAt'] })
@Index({ name: 'payment_refund_payment_idx', properties: ['payment'] })
@Index({ name: 'payment_refund_created_idx', properties: ['createdAt'] })
@Index({ name: 'payment_refund_status_created_idx', properties: ['status', 'createdAt'] })
@Index({ name: 'payment_refund_user_created_idx', properties: ['userId', 'createdAt'] })
@Index({ name: 'payment_refund_seller_created_idx', properties: ['sellerId', 'createdAt'] })
@Check({ name: 'payment_refund_amount_positive', expression: 'amount_in_pkr > 0' })
export class Refund {
  [OptionalProps]?: 'status' | 'updatedAt' | 'sellerId' | 'paymentId' | 'bookingId';

  @Field(() => ID, { description: 'Refund id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => Booking, ref: true, fieldName: 'booking_id', updateRule: 'cascade' })
  booking!: Ref<Booking>;

  @ManyToOne({ entity: () => Payment, ref: true, fieldName: 'payment_id', updateRule: 'cascade' })
  payment!: Ref<Payment>;

  // the booking's traveller and seller, for the lists
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid', nullable: true })
  sellerId?: string | null;

  @Field(() => PaymentMethod, { description: 'The way the money came, and goes back.' })
  @Enum({ items: () => PaymentMethod, nativeEnumName: undefined })
  method!: PaymentMethod;

  @Field(() => DecimalScalar, { description: 'The amount, in PKR.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amountInPkr!: string;

  @Field(() => RefundReason, { description: 'Why the money goes back.' })
  @Enum({ items: () => RefundReason, nativeEnumName: undefined })
  reason!: RefundReason;

  @Field(() => RefundStatus, { description: 'Where the refund stands.' })
  @Enum({ items: () => RefundStatus, nativeEnumName: undefined, default: RefundStatus.pending })
  status: RefundStatus = RefundStatus.pending;

  @Field(() => String, { nullable: true, description: 'The gateway’s id for the refund, or the bank transfer’s reference the administrator recorded.' })
  @Property({ type: 'string', length: 100, nullable: true })
  reference?: string | null;

  @Field(() => String, { nullable: true, description: 'The gateway’s message (why it failed, or that it is in process).' })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  // the super admin who recorded a refund made by hand
  @Property({ type: 'uuid', nullable: true })
  recordedBy?: string | null;

  @Field(() => Date, { description: 'When it was decided. ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it last changed. ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the money went back. ISO 8601 date-time.' })
  @Property({ type: 'datetime', nullable: true })
  settledAt?: Date | null;

  @Field(() => ID, { name: 'paymentId', description: 'The payment it gives back (part of).' })
  get paymentId(): string {
    return this.payment.id;
  }

  @Field(() => ID, { name: 'bookingId', description: 'The booking.' })
  get bookingId(): string {
    return this.booking.id;
  }
}

/** Every message a gateway sent us (webhook, return post, inquiry answer), stored as received, once per event id. */
@Entity({ tableName: 'payment_event' })
@Unique({ name: 'payment_event_gateway_event_uniq', properties: ['gateway', 'eventId'] })
@Index({ name: 'payment_event_payment_idx', properties: ['payment', 'receivedAt'] })
export class PaymentEvent {
  [OptionalProps]?: 'processedAt' | 'result' | 'payment';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 20 })
  gateway!: string;

  @Property({ type: 'string', length: 200 })
  eventId!: string;

  // the payment it is about, once found (null: no payment has its reference)
  @ManyToOne({ entity: () => Payment, ref: true, nullable: true, fieldName: 'payment_id', deleteRule: 'set null', updateRule: 'cascade' })
  payment?: Ref<Payment> | null;

  // our reference as the gateway quoted it
  @Property({ type: 'string', length: 100 })
  reference!: string;

  // what the gateway says happened: succeeded, failed, pending or cancelled
  @Property({ type: 'string', length: 20 })
  outcome!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  receivedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  processedAt?: Date | null;

  // what applying it did (applied, or why it changed nothing)
  @Property({ type: 'text', nullable: true })
  result?: string | null;
}

/**
 * The sandbox gateway's own books: what a real gateway keeps on its side. The sandbox checkout page decides an
 * attempt here; inquiries and refunds read and change it. Deliberately no foreign key to `payment`: it stands for
 * another system.
 */
@Entity({ tableName: 'payment_sandbox_txn' })
@Check({ name: 'payment_sandbox_txn_refund_range', expression: 'refunded_in_pkr >= 0 and refunded_in_pkr <= amount_in_pkr' })
export class SandboxTransaction {
  [OptionalProps]?: 'status' | 'refundedInPkr' | 'refunds' | 'decidedAt';

  @PrimaryKey({ type: 'string', length: 40 })
  reference!: string;

  @Property({ type: 'uuid' })
  paymentId!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amountInPkr!: string;

  // open → succeeded | failed | abandoned
  @Enum({ items: ['open', 'succeeded', 'failed', 'abandoned'], default: 'open' })
  status: SandboxTransactionStatus = 'open';

  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  refundedInPkr = '0';

  // refunds made, by the merchant's refund reference (a repeated refund request is answered, not repeated)
  @Property({ type: 'json', default: '[]' })
  refunds: SandboxRefund[] = [];

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;
}

export type SandboxTransactionStatus = 'open' | 'succeeded' | 'failed' | 'abandoned';
export type SandboxRefund = { refundReference: string; id: string; amountInPkr: string; at: string };
