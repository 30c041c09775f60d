import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';
import { PROCESSING_OPTIONS, VISA_DOCUMENT_LABELS, VISA_PROCESSING, type VisaDocumentKindValue } from '../../rules/visa.js';
import { User } from '../accounts/user.entity.js';
import { VisaDocumentKind, VisaProcessing, VisaType } from './enums.js';

// What is sold: a visa service for one destination and type, with its processing options and required documents.

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
