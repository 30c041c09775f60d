import { Check, Collection, Entity, Enum, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';
import { VISA_DOCUMENT_LABELS } from '../../rules/visa.js';
import { User } from '../accounts/user.entity.js';
import { VisaApplicationStatus, VisaDocumentKind, VisaPaymentStatus, VisaProcessing, VisaType } from './enums.js';
import { VisaOffer } from './visa-offer.entity.js';

// An application and what belongs to it: its applicants, their documents and its status timeline (one file: they
// refer to one another).

@ObjectType({ description: 'A person a visa application is for.' })
@Entity({ tableName: 'visa_applicant' })
@Index({ name: 'visa_applicant_application_idx', properties: ['application', 'position'] })
export class VisaApplicant {
  @Field(() => ID, { description: 'Applicant id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => VisaApplication, ref: true, deleteRule: 'cascade' })
  application!: Ref<VisaApplication>;

  @Field(() => Int, { description: 'Order in the application, from 1.' })
  @Property({ type: 'smallint' })
  position!: number;

  @Field(() => String, { description: 'Name as on the passport.' })
  @Property({ type: 'string', length: 100 })
  fullName!: string;

  @Field(() => String, { description: 'Passport number, upper case.' })
  @Property({ type: 'string', length: 20 })
  passportNumber!: string;

  @Field(() => String, { description: 'Nationality.' })
  @Property({ type: 'string', length: 60 })
  nationality!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  @Property({ type: 'date' })
  dateOfBirth!: string;

  @Field(() => String, { description: 'yyyy-MM-dd; at least 6 months after the travel date.' })
  @Property({ type: 'date' })
  passportExpiry!: string;
}

@ObjectType({ description: 'An uploaded document of an application (private: downloaded through the API).' })
@Entity({ tableName: 'visa_document' })
@Unique({ name: 'visa_document_file_uniq', properties: ['fileName'] })
@Index({ name: 'visa_document_application_idx', properties: ['application', 'createdAt'] })
export class VisaDocument {
  [OptionalProps]?: 'applicantIdField' | 'label' | 'downloadUrl' | 'supersededAt';

  @Field(() => ID, { description: 'Document id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => VisaApplication, ref: true, deleteRule: 'cascade' })
  application!: Ref<VisaApplication>;

  // null: about the whole application (the issued visa)
  @Property({ type: 'uuid', nullable: true })
  applicantId?: string | null;

  @Field(() => VisaDocumentKind, { description: 'What the document is.' })
  @Enum({ items: () => VisaDocumentKind, nativeEnumName: undefined })
  kind!: VisaDocumentKind;

  // the stored upload ("d-<uuid>.<ext>"); keeps the unused-upload cleanup away from it
  @Property({ type: 'string', length: 64 })
  fileName!: string;

  @Field(() => String, { description: 'application/pdf or an image type.' })
  @Property({ type: 'string', length: 32 })
  contentType!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'uuid' })
  uploadedBy!: string;

  @Field(() => Date, { description: 'When it was attached.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;

  // a newer upload of the same kind for the same applicant replaces it (kept for the record)
  @Field(() => Date, { nullable: true, description: 'When a newer upload replaced it; null while current.' })
  @Property({ type: 'datetime', nullable: true })
  supersededAt?: Date | null;

  @Field(() => ID, { name: 'applicantId', nullable: true, description: 'The applicant it belongs to; null for the issued visa.' })
  get applicantIdField(): string | null {
    return this.applicantId ?? null;
  }

  @Field(() => String, { description: 'How the document type is named.' })
  get label(): string {
    return VISA_DOCUMENT_LABELS[this.kind];
  }

  @Field(() => String, { description: 'Where the signed-in applicant, the processor or the admin downloads it.' })
  get downloadUrl(): string {
    return `/api/visa/documents/${this.id}`;
  }
}

@ObjectType({ description: 'One change of an application’s status: who, when, and the note.' })
@Entity({ tableName: 'visa_status_change' })
@Index({ name: 'visa_status_change_application_idx', properties: ['application', 'createdAt'] })
export class VisaStatusChange {
  @Field(() => ID, { description: 'Change id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => VisaApplication, ref: true, deleteRule: 'cascade' })
  application!: Ref<VisaApplication>;

  @Field(() => VisaApplicationStatus, { nullable: true, description: 'The status before; null when the application was created.' })
  @Enum({ items: () => VisaApplicationStatus, nativeEnumName: undefined, nullable: true })
  fromStatus?: VisaApplicationStatus | null;

  @Field(() => VisaApplicationStatus, { description: 'The status after.' })
  @Enum({ items: () => VisaApplicationStatus, nativeEnumName: undefined })
  toStatus!: VisaApplicationStatus;

  @Field(() => String, { nullable: true, description: 'The note: documents requested, rejection reason, or a remark.' })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  @Field(() => String, { description: 'Who made the change (username).' })
  @Property({ type: 'string', length: 64 })
  actorName!: string;

  @Field(() => String, { description: 'Their role then: end_user, b2b_agent or super_admin.' })
  @Property({ type: 'string', length: 20 })
  actorRole!: string;

  @Field(() => Date, { description: 'When.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;
}

@ObjectType({ description: 'A visa application: applicants, documents, status and timeline.' })
@Entity({ tableName: 'visa_application' })
@Index({ name: 'visa_application_user_created_idx', expression: 'create index "visa_application_user_created_idx" on "visa_application" ("user_id", "created_at" desc, "id" desc)' })
// the processor's queue: by seller (null = the platform's), status, due date
@Index({ name: 'visa_application_seller_queue_idx', expression: 'create index "visa_application_seller_queue_idx" on "visa_application" ("seller_id", "status", "due_at", "id")' })
@Index({ name: 'visa_application_queue_idx', expression: 'create index "visa_application_queue_idx" on "visa_application" ("status", "due_at", "id")' })
@Index({ name: 'visa_application_offer_idx', properties: ['offer'] })
@Check({ name: 'visa_application_applicants_range', expression: 'applicant_count >= 1 and applicant_count <= 10' })
@Check({ name: 'visa_application_total_non_negative', expression: 'total_price_in_pkr >= 0' })
export class VisaApplication {
  [OptionalProps]?: 'applicants' | 'documents' | 'timeline' | 'paymentStatus' | 'offerIdField' | 'sellerIdField';

  @Field(() => ID, { description: 'Application id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  // the account that applied (a traveller, or an agent for a customer)
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: Ref<User>;

  @ManyToOne({ entity: () => VisaOffer, ref: true, deleteRule: 'restrict' })
  offer!: Ref<VisaOffer>;

  // copied from the offer: the queue is one indexed read
  @Property({ type: 'uuid', nullable: true })
  sellerId?: string | null;

  @Field(() => String, { description: 'Destination, as named when applying.' })
  @Property({ type: 'string', length: 100 })
  country!: string;

  @Field(() => VisaType, { description: 'Visa type.' })
  @Enum({ items: () => VisaType, nativeEnumName: undefined })
  visaType!: VisaType;

  @Field(() => String, { description: 'The offer’s title when applying.' })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => VisaProcessing, { description: 'The processing option chosen.' })
  @Enum({ items: () => VisaProcessing, nativeEnumName: undefined })
  processing!: VisaProcessing;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  @Property({ type: 'date' })
  travelDate!: string;

  @Field(() => Int, { description: 'Number of applicants.' })
  @Property({ type: 'smallint' })
  applicantCount!: number;

  @Field(() => DecimalScalar, { description: 'Price per applicant in PKR, from the offer when applying.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  pricePerApplicantInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Total in PKR (price × applicants), computed by the server.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  totalPriceInPkr!: string;

  @Field(() => VisaPaymentStatus, { description: 'unpaid until online payments exist.' })
  @Enum({ items: () => VisaPaymentStatus, nativeEnumName: undefined, default: VisaPaymentStatus.unpaid })
  paymentStatus: VisaPaymentStatus = VisaPaymentStatus.unpaid;

  @Field(() => DecimalScalar, { nullable: true, description: 'Owed back after a rejection of a paid application, per the offer’s policy.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  refundDueInPkr?: string | null;

  @Field(() => VisaApplicationStatus, { description: 'Where the application stands.' })
  @Enum({ items: () => VisaApplicationStatus, nativeEnumName: undefined })
  status!: VisaApplicationStatus;

  @Field(() => String, { nullable: true, description: 'The latest note: which documents are requested, or why it was rejected.' })
  @Property({ type: 'text', nullable: true })
  statusNote?: string | null;

  @Field(() => Date, { nullable: true, description: 'Last submission.' })
  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When processing is due: the last submission plus the option’s longest time.' })
  @Property({ type: 'datetime', nullable: true })
  dueAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Approved or rejected at.' })
  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Field(() => Date, { description: 'Created at.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Field(() => Date, { description: 'Last change.' })
  @Property({ type: 'datetime' })
  updatedAt!: Date;

  @OneToMany({ entity: () => VisaApplicant, mappedBy: 'application', orderBy: { position: 'asc' } })
  applicants = new Collection<VisaApplicant>(this);

  @OneToMany({ entity: () => VisaDocument, mappedBy: 'application', orderBy: { createdAt: 'asc' } })
  documents = new Collection<VisaDocument>(this);

  @OneToMany({ entity: () => VisaStatusChange, mappedBy: 'application', orderBy: { createdAt: 'asc' } })
  timeline = new Collection<VisaStatusChange>(this);

  @Field(() => ID, { name: 'offerId', description: 'The offer applied for.' })
  get offerIdField(): string {
    return this.offer.id;
  }

  @Field(() => ID, { name: 'sellerId', nullable: true, description: 'The processing agent; null: the platform.' })
  get sellerIdField(): string | null {
    return this.sellerId ?? null;
  }
}
