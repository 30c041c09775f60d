import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

// Each API key's cost budget (graphql/cost-bucket.ts): the points left when it was last written, restored lazily by the
// time since. No row: a full bucket. Written only through one atomic upsert or update per request.
@Entity({ tableName: 'api_cost_bucket' })
export class ApiCostBucket {
  @PrimaryKey({ type: 'uuid' })
  apiKeyId!: string;

  @Property({ type: 'double' })
  available!: number;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
