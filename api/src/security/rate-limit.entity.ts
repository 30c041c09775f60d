import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

// Fixed-window counters shared by every server process through PostgreSQL.
@Entity({ tableName: 'rate_limit_bucket' })
@Index({ name: 'rate_limit_bucket_reset_idx', properties: ['resetAt'] })
export class RateLimitBucket {
  @PrimaryKey({ type: 'string', length: 200 })
  key!: string;

  @Property({ type: 'integer' })
  count!: number;

  @Property({ type: 'datetime' })
  resetAt!: Date;
}
