import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity.js';

// A signed-in browser. The cookie carries a random token; only its SHA-256 is stored, so a leaked table
// cannot be replayed.
@Entity({ tableName: 'app_session' })
@Index({ name: 'app_session_user_idx', properties: ['user'] })
@Index({ name: 'app_session_last_seen_idx', properties: ['lastSeenAt'] })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  lastSeenAt!: Date;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 256, nullable: true })
  userAgent?: string | null;
}
