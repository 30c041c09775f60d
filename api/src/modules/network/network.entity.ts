import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { MARKUP_KINDS, MARKUP_PRODUCT_TYPES, type MarkupKind, type MarkupProductType } from '../../rules/agent-sales.js';
import { SUB_AGENT_STATUSES, type SubAgentStatus } from '../../rules/network.js';
import { User } from '../accounts/user.entity.js';
import { AgencyInvitation } from '../agency/agency.entity.js';

/**
 * A sub-agent of a master agency (issue 39): from its invitation on (its id is the sub-agent's public id), the
 * sub-agency's own account once accepted, the credit the master gives it out of its own line, and its status.
 */
@Entity({ tableName: 'agency_network' })
@Index({ name: 'agency_network_master_idx', properties: ['master', 'createdAt'] })
@Unique({ name: 'agency_network_sub_agency_uniq', properties: ['subAgency'] })
@Unique({ name: 'agency_network_invitation_uniq', properties: ['invitation'] })
@Check({ name: 'agency_network_credit_non_negative', expression: 'credit_limit_in_pkr >= 0' })
export class AgencyNetworkLink {
  [OptionalProps]?: 'subAgency' | 'creditLimitInPkr' | 'status';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => User, ref: true, fieldName: 'master_agency_id', deleteRule: 'cascade', updateRule: 'cascade' })
  master!: Ref<User>;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, fieldName: 'sub_agency_id', deleteRule: 'cascade', updateRule: 'cascade' })
  subAgency?: Ref<User> | null;

  @ManyToOne({ entity: () => AgencyInvitation, ref: true, fieldName: 'invitation_id', deleteRule: 'cascade', updateRule: 'cascade' })
  invitation!: Ref<AgencyInvitation>;

  @Property({ type: 'string', length: 120 })
  agencyName!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  creditLimitInPkr: string = '0';

  @Enum({ items: [...SUB_AGENT_STATUSES], nativeEnumName: undefined, default: 'invited' })
  status: SubAgentStatus = 'invited';

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

/** A master agency's markup on its sub-agencies' costs: its default (subAgency = the master itself) or one sub-agency's own. */
@Entity({ tableName: 'network_markup' })
@Check({ name: 'network_markup_value_range', expression: `value >= 0 and (kind <> 'percent' or value <= 100)` })
export class NetworkMarkupSetting {
  @ManyToOne({ entity: () => User, ref: true, primary: true, fieldName: 'master_agency_id', deleteRule: 'cascade', updateRule: 'cascade' })
  master!: Ref<User>;

  @ManyToOne({ entity: () => User, ref: true, primary: true, fieldName: 'sub_agency_id', deleteRule: 'cascade', updateRule: 'cascade' })
  subAgency!: Ref<User>;

  @Enum({ items: () => [...MARKUP_PRODUCT_TYPES], nativeEnumName: undefined, primary: true })
  productType!: MarkupProductType;

  @Enum({ items: () => [...MARKUP_KINDS], nativeEnumName: undefined })
  kind!: MarkupKind;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  value!: string;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
