import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { MARKUP_KINDS, MARKUP_PRODUCT_TYPES } from '../../rules/agent-sales.js';

export const MarkupProductType = graphqlEnum('MarkupProductType', MARKUP_PRODUCT_TYPES, 'What an agent resells, each with its own markup.', {
  package: 'Travel packages.', hotel: 'Hotel stays.', transport: 'Transport options.', flight: 'Flight tickets.',
});
export type MarkupProductType = ValueOf<typeof MarkupProductType>;

export const MarkupKind = graphqlEnum('MarkupKind', MARKUP_KINDS, 'How a markup is counted.', {
  percent: 'A percent of the net price (0–100, 2 decimals), rounded to the paisa.', fixed: 'A fixed amount in PKR per booking.',
});
export type MarkupKind = ValueOf<typeof MarkupKind>;

@InputType({ description: 'A passenger of a booking made for a customer.' })
export class PassengerInput {
  @Field(() => String, { description: 'Full name as in the passport.' })
  name!: string;

  @Field(() => String, { description: '6 to 9 letters or digits (stored upper-case).' })
  passportNumber!: string;
}

@InputType({ description: 'The customer a travel agent books for (agents only; the customer needs no account).' })
export class CustomerInput {
  @Field(() => String, { description: 'Lead passenger’s name.' })
  leadName!: string;

  @Field(() => String, { description: 'Lead passenger’s phone (7 to 15 digits, optionally starting with +).' })
  phone!: string;

  @Field(() => String, { description: 'Lead passenger’s e-mail.' })
  email!: string;

  @Field(() => [PassengerInput], { nullable: true, description: 'Packages: every traveller (as many as passengerCount); hotels and transport: optional.' })
  passengers?: PassengerInput[] | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'This booking’s markup in PKR, instead of the agent’s markup for the product type.' })
  markupInPkr?: string | null;
}

@ObjectType({ description: 'A passenger of a booking made for a customer.' })
export class BookingPassenger {
  @Field(() => String, { description: 'Full name.' })
  name!: string;

  @Field(() => String, { description: 'Passport number (upper-case).' })
  passportNumber!: string;
}

@ObjectType({ description: 'The customer an agent booked for (seen by the booking agent and the super admin only).' })
export class BookingCustomer {
  @Field(() => String, { description: 'Lead passenger’s name.' })
  leadName!: string;

  @Field(() => String, { description: 'Lead passenger’s phone.' })
  phone!: string;

  @Field(() => String, { description: 'Lead passenger’s e-mail.' })
  email!: string;

  @Field(() => [BookingPassenger], { description: 'The passengers named when booked.' })
  passengers!: BookingPassenger[];
}

@ObjectType({ description: 'What a booking would cost now, without booking.' })
export class BookingQuote {
  @Field(() => String, { description: 'What would be booked.' })
  itemName!: string;

  @Field(() => Int, { description: 'Travellers.' })
  passengerCount!: number;

  @Field(() => DecimalScalar, { description: 'The net price in PKR: what the booker pays Safarnama (the booking’s total).' })
  netPriceInPkr!: string;

  @Field(() => DecimalScalar, { description: 'A travel agent’s markup in PKR (their setting for the product type, or the override); 0 for anyone else.' })
  markupInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The customer’s price in PKR: net + markup.' })
  sellingPriceInPkr!: string;
}

@ObjectType('AgentMarkup', { description: 'A travel agent’s markup on one product type.' })
export class AgentMarkupType {
  @Field(() => MarkupProductType, { description: 'What it applies to.' })
  productType!: MarkupProductType;

  @Field(() => MarkupKind, { description: 'Percent of the net price or a fixed PKR amount.' })
  kind!: MarkupKind;

  @Field(() => DecimalScalar, { description: 'The percent (0–100) or the amount in PKR.' })
  value!: string;

  @Field(() => Date, { nullable: true, description: 'When it was last set; null when never set (0 %).' })
  updatedAt!: Date | null;
}
