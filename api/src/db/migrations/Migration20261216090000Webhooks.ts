import { Migration } from '@mikro-orm/migrations';

// CONTRACT (issue 38): slot reserved; filled by the helper that owns it
export class Migration20261216090000Webhooks extends Migration {
  override async up(): Promise<void> {}
}
