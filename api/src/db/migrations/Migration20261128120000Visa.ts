import { Migration } from '@mikro-orm/migrations';

// Visa services: offers, applications with applicants, private documents and a status log; upload tickets learn
// what they are for (package images, or visa documents that may also be PDFs and are never served publicly).
export class Migration20261128120000Visa extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "upload_ticket" add column "purpose" varchar(16) not null default 'image';`);
    this.addSql(`
      create table "visa_offer" (
        "id" uuid not null default gen_random_uuid() primary key,
        "slug" varchar(120) not null,
        "country_code" varchar(12) not null,
        "country" varchar(100) not null,
        "visa_type" text check ("visa_type" in ('tourist', 'business', 'transit', 'student', 'umrah')) not null,
        "title" varchar(200) not null,
        "entries" varchar(10) not null,
        "validity_days" smallint not null,
        "stay_days" smallint not null,
        "price_normal_pkr" numeric(14,2) not null,
        "price_express_pkr" numeric(14,2) null,
        "price_urgent_pkr" numeric(14,2) null,
        "required_documents" text[] not null,
        "notes" text null,
        "refund_policy" text null,
        "refund_percent_on_rejection" smallint not null default 0,
        "seller_id" uuid null,
        "active" boolean not null default true,
        "created_at" timestamptz not null default now(),
        constraint "visa_offer_slug_uniq" unique ("slug"),
        constraint "visa_offer_seller_id_foreign" foreign key ("seller_id") references "app_user" ("id") on update cascade on delete set null,
        constraint "visa_offer_prices_positive" check (price_normal_pkr > 0 and (price_express_pkr is null or price_express_pkr > 0) and (price_urgent_pkr is null or price_urgent_pkr > 0)),
        constraint "visa_offer_refund_range" check (refund_percent_on_rejection >= 0 and refund_percent_on_rejection <= 100)
      );`);
    this.addSql('create index "visa_offer_search_idx" on "visa_offer" ("country_code", "visa_type", "price_normal_pkr", "id") where "active";');
    this.addSql('create index "visa_offer_list_idx" on "visa_offer" ("country", "visa_type", "id") where "active";');
    this.addSql('create index "visa_offer_seller_idx" on "visa_offer" ("seller_id", "created_at");');

    this.addSql(`
      create table "visa_application" (
        "id" uuid not null default gen_random_uuid() primary key,
        "user_id" uuid not null,
        "offer_id" uuid not null,
        "seller_id" uuid null,
        "country" varchar(100) not null,
        "visa_type" text check ("visa_type" in ('tourist', 'business', 'transit', 'student', 'umrah')) not null,
        "title" varchar(200) not null,
        "processing" text check ("processing" in ('normal', 'express', 'urgent')) not null,
        "travel_date" date not null,
        "applicant_count" smallint not null,
        "price_per_applicant_in_pkr" numeric(14,2) not null,
        "total_price_in_pkr" numeric(14,2) not null,
        "payment_status" text check ("payment_status" in ('unpaid', 'paid', 'refund_due', 'refunded')) not null default 'unpaid',
        "refund_due_in_pkr" numeric(14,2) null,
        "status" text check ("status" in ('draft', 'submitted', 'documents_requested', 'in_process', 'approved', 'rejected')) not null,
        "status_note" text null,
        "submitted_at" timestamptz null,
        "due_at" timestamptz null,
        "decided_at" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "visa_application_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade,
        constraint "visa_application_offer_id_foreign" foreign key ("offer_id") references "visa_offer" ("id") on update cascade,
        constraint "visa_application_applicants_range" check (applicant_count >= 1 and applicant_count <= 10),
        constraint "visa_application_total_non_negative" check (total_price_in_pkr >= 0)
      );`);
    this.addSql('create index "visa_application_user_created_idx" on "visa_application" ("user_id", "created_at" desc, "id" desc);');
    this.addSql('create index "visa_application_seller_queue_idx" on "visa_application" ("seller_id", "status", "due_at", "id");');
    this.addSql('create index "visa_application_queue_idx" on "visa_application" ("status", "due_at", "id");');
    this.addSql('create index "visa_application_offer_idx" on "visa_application" ("offer_id");');

    this.addSql(`
      create table "visa_applicant" (
        "id" uuid not null default gen_random_uuid() primary key,
        "application_id" uuid not null,
        "position" smallint not null,
        "full_name" varchar(100) not null,
        "passport_number" varchar(20) not null,
        "nationality" varchar(60) not null,
        "date_of_birth" date not null,
        "passport_expiry" date not null,
        constraint "visa_applicant_application_id_foreign" foreign key ("application_id") references "visa_application" ("id") on update cascade on delete cascade
      );`);
    this.addSql('create index "visa_applicant_application_idx" on "visa_applicant" ("application_id", "position");');

    this.addSql(`
      create table "visa_document" (
        "id" uuid not null default gen_random_uuid() primary key,
        "application_id" uuid not null,
        "applicant_id" uuid null,
        "kind" text check ("kind" in ('passport_scan', 'photo', 'cnic', 'bank_statement', 'hotel_booking', 'flight_booking',
          'invitation_letter', 'employment_letter', 'admission_letter', 'vaccination_certificate', 'other', 'visa')) not null,
        "file_name" varchar(64) not null,
        "content_type" varchar(32) not null,
        "size_bytes" int not null,
        "uploaded_by" uuid not null,
        "created_at" timestamptz not null,
        "superseded_at" timestamptz null,
        constraint "visa_document_file_uniq" unique ("file_name"),
        constraint "visa_document_application_id_foreign" foreign key ("application_id") references "visa_application" ("id") on update cascade on delete cascade
      );`);
    this.addSql('create index "visa_document_application_idx" on "visa_document" ("application_id", "created_at");');

    this.addSql(`
      create table "visa_status_change" (
        "id" uuid not null default gen_random_uuid() primary key,
        "application_id" uuid not null,
        "from_status" text null check ("from_status" in ('draft', 'submitted', 'documents_requested', 'in_process', 'approved', 'rejected')),
        "to_status" text check ("to_status" in ('draft', 'submitted', 'documents_requested', 'in_process', 'approved', 'rejected')) not null,
        "note" text null,
        "actor_id" uuid null,
        "actor_name" varchar(64) not null,
        "actor_role" varchar(20) not null,
        "created_at" timestamptz not null,
        constraint "visa_status_change_application_id_foreign" foreign key ("application_id") references "visa_application" ("id") on update cascade on delete cascade
      );`);
    this.addSql('create index "visa_status_change_application_idx" on "visa_status_change" ("application_id", "created_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "visa_status_change";');
    this.addSql('drop table if exists "visa_document";');
    this.addSql('drop table if exists "visa_applicant";');
    this.addSql('drop table if exists "visa_application";');
    this.addSql('drop table if exists "visa_offer";');
    this.addSql('alter table "upload_ticket" drop column if exists "purpose";');
  }
}
