import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

export const AGENCY_MEMBER_ROLES = ['manager', 'staff'] as const;
export type AgencyMemberRole = (typeof AGENCY_MEMBER_ROLES)[number];
export const AGENCY_MEMBER_STATUSES = ['active', 'suspended'] as const;
export type AgencyMemberStatus = (typeof AGENCY_MEMBER_STATUSES)[number];
// what an invitation makes: a staff member of the agency, or a sub-agency of it (issue 39: no role, its own agency)
export const AGENCY_INVITATION_KINDS = ['staff', 'sub_agency'] as const;
export type AgencyInvitationKind = (typeof AGENCY_INVITATION_KINDS)[number];

/**
 * A b2b_agent account acting for an agency (issue 17, item 6). The agency is its owner's account: the wallet, markups,
 * bookings and statements stay keyed by the owner's id. An account without a row here is an agency (its own owner).
 */
@Entity({ tableName: 'agency_member' })
@Check({ name: 'agency_member_not_own', expression: '"user_id" <> "agency_id"' })
@Index({ name: 'agency_member_agency_idx', properties: ['agency', 'createdAt'] })
export class AgencyMember {
  [OptionalProps]?: 'status' | 'invitedBy' | 'removedAt';

  @ManyToOne({ entity: () => User, ref: true, primary: true, fieldName: 'user_id', deleteRule: 'cascade', updateRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne({ entity: () => User, ref: true, fieldName: 'agency_id', deleteRule: 'cascade', updateRule: 'cascade' })
  agency!: Ref<User>;

  @Enum({ items: [...AGENCY_MEMBER_ROLES], nativeEnumName: undefined })
  role!: AgencyMemberRole;

  @Enum({ items: [...AGENCY_MEMBER_STATUSES], nativeEnumName: undefined, default: 'active' })
  status: AgencyMemberStatus = 'active';

  @ManyToOne({ entity: () => User, ref: true, nullable: true, fieldName: 'invited_by', deleteRule: 'set null', updateRule: 'cascade' })
  invitedBy?: Ref<User> | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  // removed members keep their row (the audit trail names them) but can no longer act for the agency
  @Property({ type: 'datetime', nullable: true })
  removedAt?: Date | null;
}

/** An invitation to join an agency: its link carries a random token, the row keeps only its SHA-256. */
@Entity({ tableName: 'agency_invitation' })
@Index({ name: 'agency_invitation_agency_idx', properties: ['agency', 'createdAt'] })
@Check({ name: 'agency_invitation_kind_role', expression: `("kind" = 'sub_agency') = ("role" is null)` })
export class AgencyInvitation {
  [OptionalProps]?: 'acceptedAt' | 'acceptedBy' | 'revokedAt' | 'createdBy' | 'kind' | 'role';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => User, ref: true, fieldName: 'agency_id', deleteRule: 'cascade', updateRule: 'cascade' })
  agency!: Ref<User>;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Enum({ items: [...AGENCY_INVITATION_KINDS], nativeEnumName: undefined, default: 'staff' })
  kind: AgencyInvitationKind = 'staff';

  // null for a sub-agency's invitation
  @Enum({ items: [...AGENCY_MEMBER_ROLES], nativeEnumName: undefined, nullable: true })
  role?: AgencyMemberRole | null;

  @Unique({ name: 'agency_invitation_token_hash_uniq' })
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date | null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, fieldName: 'accepted_by', deleteRule: 'set null', updateRule: 'cascade' })
  acceptedBy?: Ref<User> | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, fieldName: 'created_by', deleteRule: 'set null', updateRule: 'cascade' })
  createdBy?: Ref<User> | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
