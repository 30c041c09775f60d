import { Entity, Index, Property } from '@mikro-orm/core';
import { HashedTokenRow } from './hashed-token.entity.js';

// A browser that has signed in to an account before (OWASP "device cookie"), with the failures seen through its
// token since its last successful sign-in.
@Entity({ tableName: 'login_device' })
@Index({ name: 'login_device_user_idx', properties: ['user', 'lastUsedAt'] })
export class LoginDevice extends HashedTokenRow {
  @Property({ type: 'datetime' })
  lastUsedAt!: Date;

  @Property({ type: 'integer' })
  failures!: number;
}
