import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity.js';

// A browser that has signed in to an account before (OWASP "device cookie"). The cookie carries a random token;
// only its SHA-256 is stored, with the failures seen through it since its last successful sign-in.
@Entity({ tableName: 'login_device' })
@Index({ name: 'login_device_user_idx', properties: ['user', 'lastUsedAt'] })
export class LoginDevice {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  lastUsedAt!: Date;

  @Property({ type: 'integer' })
  failures!: number;
}
