import { Entity, Index, Property } from '@mikro-orm/core';
import { HashedTokenRow } from './hashed-token.entity.js';

// A signed-in browser.
@Entity({ tableName: 'app_session' })
@Index({ name: 'app_session_user_idx', properties: ['user'] })
@Index({ name: 'app_session_last_seen_idx', properties: ['lastSeenAt'] })
export class Session extends HashedTokenRow {
  @Property({ type: 'datetime' })
  lastSeenAt!: Date;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 256, nullable: true })
  userAgent?: string | null;
}
