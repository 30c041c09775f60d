import { Check, Entity, Enum, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { MARKUP_KINDS, MARKUP_PRODUCT_TYPES, type MarkupKind, type MarkupProductType } from '../../rules/agent-sales.js';
import { User } from '../accounts/user.entity.js';

/** An agent's markup on what they resell, one per product type (issue 17 point 4). */
@Entity({ tableName: 'agent_markup' })
@Check({ name: 'agent_markup_value_range', expression: `value >= 0 and (kind <> 'percent' or value <= 100)` })
export class AgentMarkup {
  @ManyToOne({ entity: () => User, ref: true, primary: true, fieldName: 'agent_id', deleteRule: 'cascade' })
  agent!: Ref<User>;

  @Enum({ items: () => [...MARKUP_PRODUCT_TYPES], nativeEnumName: undefined, primary: true })
  productType!: MarkupProductType;

  @Enum({ items: () => [...MARKUP_KINDS], nativeEnumName: undefined })
  kind!: MarkupKind;

  // percent (0–100) or PKR
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  value!: string;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
