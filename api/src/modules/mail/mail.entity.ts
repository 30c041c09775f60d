import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const MailStatus = graphqlEnum('MailStatus', MAIL_STATUSES, 'Where an e-mail stands.', {
  queued: 'Waiting for its first or next attempt (nextAttemptAt).',
  sending: 'Being sent by a worker right now.',
  sent: 'Accepted by the mail server, or kept in the outbox when no SMTP server is configured.',
  failed: 'Refused for good by the mail server (lastError has its reply), or temporary failures went on too long.',
});
export type MailStatus = ValueOf<typeof MailStatus>;

export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;
export const MailTransport = graphqlEnum('MailTransport', MAIL_TRANSPORTS, 'How an e-mail was delivered.', {
  smtp: 'Sent to the SMTP server of SMTP_URL.',
  outbox: 'No SMTP_URL: kept in the outbox only (readable here).',
});
export type MailTransport = ValueOf<typeof MailTransport>;

/** A file a message carries, rendered when it is sent: e.g. {kind: 'voucher', id: bookingId}, {kind: 'invoice', id: paymentId}. */
export type MailAttachmentRef = { kind: string; id: string };

@ObjectType({ description: 'A document attached to an e-mail, rendered when it is sent.' })
export class MailAttachment {
  @Field(() => String, { description: 'The kind of document (voucher, invoice…).' })
  kind!: string;

  @Field(() => String, { description: 'Which one (its booking, payment… id).' })
  id!: string;
}

/** One e-mail, from enqueueMail (outbox.ts) to its delivery (delivery.ts); the table is written by SQL, read here. */
@ObjectType({ description: 'An e-mail the platform sent or is sending (super admin’s outbox).' })
@Entity({ tableName: 'mail_message' })
// as the migration makes them: newest first for the admin's list, and the sweep's partial index of what is due
@Index({ name: 'mail_message_created_at_index', expression: 'create index "mail_message_created_at_index" on "mail_message" ("created_at" desc, "id" desc)' })
@Index({
  name: 'mail_message_status_created_at_index',
  expression: 'create index "mail_message_status_created_at_index" on "mail_message" ("status", "created_at" desc, "id" desc)',
})
@Index({
  name: 'mail_message_due_index',
  expression: `create index "mail_message_due_index" on "mail_message" ("next_attempt_at") where "status" in ('queued', 'sending')`,
})
export class MailMessage {
  @Field(() => ID, { description: 'Message id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  // the event and recipient it tells about: one message per key
  @Property({ type: 'text', unique: true })
  key!: string;

  @Property({ type: 'uuid', nullable: true, index: true })
  userId?: string | null;

  @Field(() => String, { description: 'Recipient address.' })
  @Property({ type: 'text' })
  toAddress!: string;

  @Field(() => String, { nullable: true, description: 'Recipient name.' })
  @Property({ type: 'text', nullable: true })
  toName?: string | null;

  @Field(() => String, { description: 'Subject line.' })
  @Property({ type: 'text' })
  subject!: string;

  @Field(() => String, { description: 'The plain-text body.' })
  @Property({ type: 'text' })
  textBody!: string;

  @Property({ type: 'text' })
  htmlBody!: string;

  @Field(() => [MailAttachment], { description: 'Documents attached (rendered at send time).' })
  @Property({ type: 'json', default: '[]' })
  attachments: MailAttachmentRef[] = [];

  @Field(() => MailStatus, { description: 'Where it stands.' })
  @Enum({ items: () => MailStatus })
  status: MailStatus = MailStatus.queued;

  @Field(() => Int, { description: 'Delivery attempts so far.' })
  @Property({ type: 'integer' })
  attempts = 0;

  @Field(() => String, { nullable: true, description: 'The last failure: the server’s reply or the connection error.' })
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Field(() => Date, { description: 'When queued: its next attempt. ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  nextAttemptAt!: Date;

  @Field(() => Date, { description: 'When it was written. ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the server accepted it (or the outbox kept it). ISO 8601 date-time.' })
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Its Message-ID header.' })
  @Property({ type: 'text', nullable: true })
  messageId?: string | null;

  @Field(() => MailTransport, { nullable: true, description: 'How it was delivered (once sent).' })
  @Enum({ items: () => MailTransport, nullable: true })
  transport?: MailTransport | null;
}
