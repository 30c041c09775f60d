import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('AgencyBrand', { description: 'An agency’s brand: what its customers see on quotes, e-vouchers, e-tickets and e-mails instead of (or above) Safarnama’s name.' })
export class AgencyBrandType {
  @Field(() => String, { description: 'The name the agency trades under (1 to 120 characters).' })
  tradingName!: string;

  @Field(() => String, { nullable: true, description: 'The agency’s phone number for its customers.' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'The agency’s WhatsApp number (the public quote’s "Ask a question" opens it).' })
  whatsapp?: string | null;

  @Field(() => String, { nullable: true, description: 'The agency’s postal address (at most 300 characters).' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'The agency’s travel licence number (e.g. its DTS licence; at most 60 characters).' })
  licenceNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'The logo’s path on this site (/media/uploads/<file>), uploaded by PUT /api/agency/brand (multipart, part "logo"); null without one.' })
  logoUrl?: string | null;

  @Field(() => Date, { description: 'When the brand last changed. ISO 8601 date-time.' })
  updatedAt!: Date;
}

@InputType('AgencyBrandInput', { description: 'An agency’s brand, all of it (an optional field left out is cleared); the logo is uploaded by PUT /api/agency/brand.' })
export class AgencyBrandInput {
  @Field(() => String, { description: 'The name the agency trades under (1 to 120 characters).' })
  tradingName!: string;

  @Field(() => String, { nullable: true, description: 'Phone: 7 to 15 digits, optionally starting with +.' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'WhatsApp number: 7 to 15 digits, optionally starting with +.' })
  whatsapp?: string | null;

  @Field(() => String, { nullable: true, description: 'Postal address, at most 300 characters.' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Travel licence number, at most 60 characters.' })
  licenceNumber?: string | null;
}
