import { ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity.js';

// What a signed-in browser (Session) and a remembered one (LoginDevice) have in common: a cookie carries a random
// token, the row is keyed by its SHA-256 (a leaked table cannot be replayed) and belongs to a user. Not a table itself.
export abstract class HashedTokenRow {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
