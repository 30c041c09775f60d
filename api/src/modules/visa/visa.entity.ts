import { Check, Collection, Entity, Enum, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import {
  PROCESSING_OPTIONS,
  VISA_DOCUMENT_KINDS,
  VISA_DOCUMENT_LABELS,
  VISA_PAYMENT_STATUSES,
  VISA_PROCESSING,
  VISA_STATUSES,
  VISA_TYPES,
  type VisaDocumentKindValue,
} from '../../rules/visa.js';
import { User } from '../accounts/user.entity.js';

// GraphQL enums whose values are the rules' own lists (rules/visa.ts).
export const VisaType = graphqlEnum('VisaType', VISA_TYPES, 'What the visa is for.', {
  tourist: 'Tourism and family visits.',
  business: 'Business meetings and trade.',
  transit: 'Passing through on the way elsewhere.',
  student: 'Study.',
  umrah: 'Umrah pilgrimage (Saudi Arabia).',
});
export type VisaType = ValueOf<typeof VisaType>;

export const VisaProcessing = graphqlEnum('VisaProcessing', VISA_PROCESSING, 'How fast the application is processed.', {
  normal: 'Normal 7-10 days.',
  express: 'Express 3-5 days.',
  urgent: 'Urgent 24-48 hours.',
});
export type VisaProcessing = ValueOf<typeof VisaProcessing>;

export const VisaApplicationStatus = graphqlEnum(
  'VisaApplicationStatus',
  VISA_STATUSES,
  'draft → submitted → (documents_requested → submitted)* → in_process → approved | rejected.',
  {
    draft: 'Being prepared by the applicant; documents can be added.',
    submitted: 'Sent to the processor.',
    documents_requested: 'The processor asked for documents (see the note); the applicant re-uploads and submits again.',
    in_process: 'Being processed with the embassy.',
    approved: 'Visa issued; its document can be downloaded.',
    rejected: 'Refused, with a reason.',
  },
);
export type VisaApplicationStatus = ValueOf<typeof VisaApplicationStatus>;

export const VisaPaymentStatus = graphqlEnum('VisaPaymentStatus', VISA_PAYMENT_STATUSES, 'Payment state. Until online payments exist, applications are submitted unpaid.', {
  unpaid: 'Not paid yet (submitted without payment).',
  paid: 'Paid.',
  refund_due: 'Rejected after payment: a refund per the offer’s policy is owed.',
  refunded: 'Refunded.',
});
export type VisaPaymentStatus = ValueOf<typeof VisaPaymentStatus>;

// what travellers upload, and the issued visa the processor attaches when approving
export const VisaDocumentKind = graphqlEnum(
  'VisaDocumentKind',
  [...VISA_DOCUMENT_KINDS, 'visa'],
  'What a document is.',
  Object.fromEntries(Object.entries(VISA_DOCUMENT_LABELS).map(([k, label]) => [k, `${label}.`])) as Record<VisaDocumentKindValue | 'visa', string>,
);
export type VisaDocumentKind = ValueOf<typeof VisaDocumentKind>;

@ObjectType({ description: 'One processing option of a visa offer, priced in PKR per applicant.' })
export class VisaProcessingOption {
  @Field(() => VisaProcessing, { description: 'normal, express or urgent.' })
  processing!: VisaProcessing;

  @Field(() => String, { description: "The spec's label, e.g. 'Normal 7-10 days'." })
  label!: string;

  @Field(() => String, { description: 'Processing time in days, e.g. "7-10" (urgent: "1-2", i.e. 24-48 hours).' })
  days!: string;

  @Field(() => Int, { description: 'The due date is this many days after submission.' })
  maxDays!: number;

  @Field(() => DecimalScalar, { description: 'Price per applicant in PKR.' })
  priceInPkr!: string;
}

@ObjectType({ description: 'A document an offer requires from every applicant.' })
export class VisaRequiredDocument {
  @Field(() => VisaDocumentKind, { description: 'The document type.' })
  kind!: VisaDocumentKind;

  @Field(() => String, { description: 'How it is named to travellers.' })
  label!: string;
}

@ObjectType({ description: 'A visa service for one destination and visa type, sold by the platform or an agent.' })
@Entity({ tableName: 'visa_offer' })
@Unique({ name: 'visa_offer_slug_uniq', properties: ['slug'] })
// the public search: active offers by destination (and type), cheapest first; and the full list
@Index({
  name: 'visa_offer_search_idx',
  expression: 'create index "visa_offer_search_idx" on "visa_offer" ("country_code", "visa_type", "price_normal_pkr", "id") where "active"',
})
@Index({ name: 'visa_offer_list_idx', expression: 'create index "visa_offer_list_idx" on "visa_offer" ("country", "visa_type", "id") where "active"' })
@Index({ name: 'visa_offer_seller_idx', properties: ['seller', 'createdAt'] })
@Check({ name: 'visa_offer_prices_positive', expression: 'price_normal_pkr > 0 and (price_express_pkr is null or price_express_pkr > 0) and (price_urgent_pkr is null or price_urgent_pkr > 0)' })
@Check({ name: 'visa_offer_refund_range', expression: 'refund_percent_on_rejection >= 0 and refund_percent_on_rejection <= 100' })
export class VisaOffer {
  [OptionalProps]?: 'active' | 'createdAt' | 'processingOptions' | 'documents' | 'sellerId' | 'refundPercentOnRejection';

  @Field(() => ID, { description: 'Offer id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 120 })
  slug!: string;

  @Field(() => String, { description: 'Destination code: ISO 3166 alpha-2, or SCHENGEN.' })
  @Property({ type: 'string', length: 12 })
  countryCode!: string;

  @Field(() => String, { description: 'Destination, e.g. "United Arab Emirates".' })
  @Property({ type: 'string', length: 100 })
  country!: string;

  @Field(() => VisaType, { description: 'What the visa is for.' })
  @Enum({ items: () => VisaType, nativeEnumName: undefined })
  visaType!: VisaType;

  @Field(() => String, { description: 'Display name, e.g. "UAE 30-day tourist visa".' })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String, { description: 'single or multiple entry.' })
  @Property({ type: 'string', length: 10 })
  entries!: string;

  @Field(() => Int, { description: 'Days the visa is valid from issue.' })
  @Property({ type: 'smallint' })
  validityDays!: number;

  @Field(() => Int, { description: 'Longest stay allowed, in days.' })
  @Property({ type: 'smallint' })
  stayDays!: number;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  priceNormalPkr!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  priceExpressPkr?: string | null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  priceUrgentPkr?: string | null;

  @Property({ type: 'text[]' })
  requiredDocuments!: string[];

  @Field(() => String, { nullable: true, description: 'Notes for applicants, free text.' })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Field(() => String, { nullable: true, description: 'Refund policy if the visa is refused.' })
  @Property({ type: 'text', nullable: true })
  refundPolicy?: string | null;

  @Field(() => Int, { description: 'Share of a paid fee refunded when the visa is refused, 0 to 100.' })
  @Property({ type: 'smallint', default: 0 })
  refundPercentOnRejection: number = 0;

  // the agent who sells and processes it; null: the platform (processed by the super admin)
  @ManyToOne({ entity: () => User, nullable: true, ref: true, deleteRule: 'set null', updateRule: 'cascade' })
  seller?: Ref<User> | null;

  @Field(() => Boolean, { description: 'Listed and open for applications.' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** The price of one applicant with this processing, or undefined when the option is not offered. */
  priceFor(processing: VisaProcessing): string | undefined {
    const price = processing === 'normal' ? this.priceNormalPkr : processing === 'express' ? this.priceExpressPkr : this.priceUrgentPkr;
    return price == null ? undefined : String(price);
  }

  @Field(() => [VisaProcessingOption], { description: 'The processing options offered, fastest last.' })
  get processingOptions(): VisaProcessingOption[] {
    return VISA_PROCESSING.flatMap((p) => {
      const priceInPkr = this.priceFor(p as VisaProcessing);
      if (priceInPkr === undefined) return [];
      const o = PROCESSING_OPTIONS[p];
      return [{ processing: p as VisaProcessing, label: o.label, days: o.days, maxDays: o.maxDays, priceInPkr }];
    });
  }

  @Field(() => [VisaRequiredDocument], { description: 'Documents every applicant uploads.' })
  get documents(): VisaRequiredDocument[] {
    return this.requiredDocuments.map((k) => ({ kind: k as VisaDocumentKind, label: VISA_DOCUMENT_LABELS[k as VisaDocumentKindValue] ?? k }));
  }

  @Field(() => ID, { nullable: true, description: 'The selling agent; null when the platform sells it.' })
  get sellerId(): string | null {
    return this.seller?.id ?? null;
  }
}

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
