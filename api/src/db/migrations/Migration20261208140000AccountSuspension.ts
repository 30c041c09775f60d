import { Migration } from '@mikro-orm/migrations';

// The super admin suspends a travel agent (issue 17, item 8): the account can neither sign in nor use its sessions or
// API keys until reactivated; nothing of its money or bookings changes.
export class Migration20261208140000AccountSuspension extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "app_user" add column "suspended_at" timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "app_user" drop column if exists "suspended_at";');
  }
}
