import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';

export const IDEMPOTENCY_STATES = ['running', 'completed'] as const;
export type IdempotencyState = (typeof IDEMPOTENCY_STATES)[number];

// One Idempotency-Key of one caller (security/idempotency.ts): the request's fingerprint, and once it has answered,
// the answer (status, content type, body) a retry gets again. Kept 24 h from created_at.
@Entity({ tableName: 'idempotency_record' })
@Index({ name: 'idempotency_record_created_idx', properties: ['createdAt'] })
export class IdempotencyRecord {
  // 'user:<id>' (a session's or an API key's owner) or 'addr:<client address>' (anonymous callers)
  @PrimaryKey({ type: 'string', length: 100 })
  subject!: string;

  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  // SHA-256 (hex) of the request's fingerprint
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Enum({ items: [...IDEMPOTENCY_STATES] })
  state!: IdempotencyState;

  // which claim holds the key: a request taking over an abandoned claim makes the first one's answer go unrecorded
  @Property({ type: 'uuid' })
  token!: string;

  @Property({ type: 'smallint', nullable: true })
  statusCode?: number | null;

  @Property({ type: 'string', length: 255, nullable: true })
  contentType?: string | null;

  @Property({ type: 'blob', nullable: true })
  body?: Buffer | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
