import { Entity, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * An agency's brand (issue 39): one row per agency (its owner's b2b_agent account), shown to the agency's customers
 * instead of (or above) Safarnama's identity. `logoUrl` is the served /media/uploads/<file> path of its logo.
 */
@Entity({ tableName: 'agency_brand' })
export class AgencyBrand {
  [OptionalProps]?: 'phone' | 'whatsapp' | 'address' | 'licenceNumber' | 'logoUrl';

  @ManyToOne({ entity: () => User, ref: true, primary: true, fieldName: 'agency_id', deleteRule: 'cascade', updateRule: 'cascade' })
  agency!: Ref<User>;

  @Property({ type: 'string', length: 120 })
  tradingName!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  whatsapp?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  address?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  licenceNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  logoUrl?: string | null;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
