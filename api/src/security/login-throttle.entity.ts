import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

// Sign-in attempt counters (security/login-throttle.ts). Keys are a kind plus a SHA-256, so they have a fixed length
// whatever the username or address.
@Entity({ tableName: 'login_throttle' })
@Index({ name: 'login_throttle_window_end_idx', properties: ['windowEnd'] })
export class LoginThrottle {
  @PrimaryKey({ type: 'string', length: 80 })
  key!: string;

  // attempts counted in the current window
  @Property({ type: 'integer' })
  count!: number;

  // how many windows in a row were used up: each one doubles the next window's length
  @Property({ type: 'smallint' })
  level!: number;

  @Property({ type: 'datetime' })
  windowEnd!: Date;
}
