import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { MailAttachmentRef } from './outbox.js';

export enum MailStatus {
  // waiting for its (next) attempt at next_attempt_at
  queued = 'queued',
  // claimed by a worker until next_attempt_at (a lease: a worker that died mid-send gives it back to the sweep)
  sending = 'sending',
  sent = 'sent',
  // permanently: the server refused it (5xx) or temporary failures went on too long
  failed = 'failed',
}

export enum MailTransport {
  smtp = 'smtp',
  // no SMTP_URL: kept in the outbox only (the super admin reads it in the dashboard)
  outbox = 'outbox',
}

/** One e-mail, from enqueueMail (outbox.ts) to its delivery (delivery.ts); the table is written by SQL, read here. */
@Entity({ tableName: 'mail_message' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['status', 'createdAt', 'id'] })
export class MailMessage {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text', unique: true })
  key!: string;

  @Property({ type: 'uuid', nullable: true, index: true })
  userId?: string | null;

  @Property({ type: 'text' })
  toAddress!: string;

  @Property({ type: 'text', nullable: true })
  toName?: string | null;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  textBody!: string;

  @Property({ type: 'text' })
  htmlBody!: string;

  @Property({ type: 'json' })
  attachments: MailAttachmentRef[] = [];

  @Enum({ items: () => MailStatus })
  status: MailStatus = MailStatus.queued;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime' })
  nextAttemptAt!: Date;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  messageId?: string | null;

  @Enum({ items: () => MailTransport, nullable: true })
  transport?: MailTransport | null;
}
