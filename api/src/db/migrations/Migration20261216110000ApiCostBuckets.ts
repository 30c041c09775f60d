import { Migration } from '@mikro-orm/migrations';

// Issue 38: each API key's query cost budget, a leaky bucket (api/src/graphql/cost-bucket.ts). UNLOGGED like the rate
// limit counters: a charge costs no WAL flush, and a crash merely refills every bucket. No foreign key: an
// infrastructure table (keys are revoked, not deleted; a deleted owner's bucket is a few bytes nobody reads).
export class Migration20261216110000ApiCostBuckets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create unlogged table "api_cost_bucket" (
        "api_key_id" uuid not null primary key,
        "available" double precision not null,
        "updated_at" timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "api_cost_bucket";');
  }
}
