import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import Big from 'big.js';
import { Field, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';

@ObjectType({ description: 'A currency the marketplace prices in. Every stored amount is in PKR.' })
@Entity({ tableName: 'currency' })
@Check({ name: 'currency_rate_positive', expression: 'rate > 0' })
export class Currency {
  @Field(() => String, { description: 'ISO 4217 code: PKR, USD, AED, SAR, QAR, GBP or EUR.' })
  @PrimaryKey({ type: 'string', length: 3 })
  code!: string;

  @Field(() => String, { description: 'English name, e.g. "UAE Dirham".' })
  @Property({ type: 'string', length: 64 })
  name!: string;

  @Field(() => String, { description: 'Symbol used when formatting amounts.' })
  @Property({ type: 'string', length: 8 })
  symbol!: string;

  // numeric(20,10) comes back from the driver as a string: exact.
  @Property({ type: 'decimal', precision: 20, scale: 10 })
  rate!: string;

  @Field(() => Boolean, { description: 'True for PKR, the currency every amount is stored in.' })
  @Property({ type: 'boolean', default: false })
  isBase!: boolean;

  @Field(() => Date, { description: 'When the rate was last refreshed.' })
  @Property({ type: 'datetime' })
  rateUpdatedAt!: Date;

  @Property({ type: 'smallint', default: 0 })
  sortOrder!: number;

  @Field(() => DecimalScalar, {
    name: 'rate',
    description: 'Units of this currency per 1 PKR: amount in this currency = PKR amount × rate.',
  })
  get rateValue(): string {
    return new Big(this.rate).toString();
  }
}
