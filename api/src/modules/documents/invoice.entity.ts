import { Check, Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The numbering series: INV for payments (invoices and receipts), CRN for refunds (credit notes). */
export type InvoiceSeries = 'INV' | 'CRN';

/** Who a document is from or to, as it was when issued (later changes to the account never rewrite it). */
export type InvoiceParty = {
  name: string;
  username?: string | null;
  email?: string | null;
  phone?: string | null;
  // the seller's website / the agency that supplies what was sold, when it is not the platform's own
  website?: string | null;
  supplier?: string | null;
  // an agent paying for its customer's booking: the customer the booking is for (named on the document)
  onBehalfOf?: { name: string; phone?: string | null; email?: string | null } | null;
};

/** One line of a document: an item, or a tax line (its rate and the base it is worked out on). Amounts PKR, exact. */
export type InvoiceLine = {
  kind: 'item' | 'tax';
  description: string;
  quantity: number;
  unitPriceInPkr: string;
  amountInPkr: string;
  taxRate?: string;
};

/**
 * The last number given per series and year. Bumped with one `insert … on conflict do update … returning` inside
 * the transaction that settles the payment (or decides the refund): the row stays locked until that commits, so the
 * numbers come out consecutive, and a rollback gives its number back with everything else.
 */
@Entity({ tableName: 'invoice_counter' })
@Check({ name: 'invoice_counter_positive', expression: 'last_number > 0' })
export class InvoiceCounter {
  @PrimaryKey({ type: 'string', length: 3 })
  series!: string;

  @PrimaryKey({ type: 'smallint' })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}

/** An invoice (receipt) for a succeeded payment or a credit note for a refund, frozen as issued. */
@Entity({ tableName: 'invoice' })
@Unique({ name: 'invoice_number_uniq', properties: ['number'] })
@Unique({ name: 'invoice_series_year_sequence_uniq', properties: ['series', 'year', 'sequence'] })
@Unique({ name: 'invoice_payment_uniq', properties: ['paymentId'] })
@Unique({ name: 'invoice_refund_uniq', properties: ['refundId'] })
@Index({ name: 'invoice_booking_idx', properties: ['bookingId'] })
@Index({ name: 'invoice_buyer_issued_idx', properties: ['buyerId', 'issuedAt'] })
@Check({ name: 'invoice_one_source', expression: '(payment_id is null) <> (refund_id is null)' })
@Check({ name: 'invoice_total_positive', expression: 'total_in_pkr > 0' })
@Check({ name: 'invoice_numbered_together', expression: '(number is null) = (sequence is null)' })
export class Invoice {
  [OptionalProps]?: 'currency' | 'currencyRate' | 'paymentId' | 'refundId' | 'bookingId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  // INV-2026-000123; null until the issuing transaction commits (a deferred trigger numbers it then: see the migration)
  @Property({ type: 'string', length: 20, nullable: true })
  number!: string | null;

  @Property({ type: 'string', length: 3 })
  series!: InvoiceSeries;

  // the year of the payment (or refund) in Pakistan time
  @Property({ type: 'smallint' })
  year!: number;

  @Property({ type: 'integer', nullable: true })
  sequence!: number | null;

  @Enum({ items: () => [...INVOICE_KINDS] })
  kind!: InvoiceKind;

  @Property({ type: 'uuid', nullable: true })
  paymentId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  refundId?: string | null;

  // null for a wallet top-up's receipt
  @Property({ type: 'uuid', nullable: true })
  bookingId?: string | null;

  // the payer (a refund's: the payer of the payment it gives back)
  @Property({ type: 'uuid' })
  buyerId!: string;

  @Property({ type: 'json' })
  buyer!: InvoiceParty;

  @Property({ type: 'json' })
  seller!: InvoiceParty;

  @Property({ type: 'json' })
  lines!: InvoiceLine[];

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  subtotalInPkr!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  taxInPkr!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  totalInPkr!: string;

  // the currency the customer saw when booking, and its rate then (PKR × rate); PKR and 1 for top-ups
  @Property({ type: 'string', length: 3, default: 'PKR' })
  currency: string = 'PKR';

  @Property({ type: 'decimal', precision: 20, scale: 10, default: '1' })
  currencyRate: string = '1';

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  totalInCurrency!: string;

  @Property({ type: 'datetime' })
  issuedAt!: Date;
}
