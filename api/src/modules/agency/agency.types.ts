import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { AGENCY_MEMBER_ROLES } from './agency.entity.js';

export const AgencyMemberRoleEnum = graphqlEnum('AgencyMemberRole', AGENCY_MEMBER_ROLES, 'A staff member’s role within an agency.', {
  manager: 'Everything the agency does but payouts and markups (manages staff members).',
  staff: 'Searches, quotes and books for customers, pays from the agency’s wallet, sees its bookings and wallet balance.',
});
export type AgencyMemberRoleEnum = ValueOf<typeof AgencyMemberRoleEnum>;

export const AgencyRoleEnum = graphqlEnum('AgencyRole', ['owner', 'manager', 'staff'] as const, 'What the signed-in agent is in its agency.', {
  owner: 'The agency’s own account: everything, payouts and markups included.',
  manager: 'Everything but payouts and markups.',
  staff: 'Search, quote, book for customers and pay from the agency’s wallet.',
});
export type AgencyRoleEnum = ValueOf<typeof AgencyRoleEnum>;

@ObjectType({ description: 'A staff member of the caller’s agency.' })
export class AgencyMemberType {
  @Field(() => ID, { description: 'The member’s user id.' })
  userId!: string;

  @Field(() => String, { description: 'Sign-in name.' })
  username!: string;

  @Field(() => String, { description: 'Email address.' })
  email!: string;

  @Field(() => String, { description: 'Given name.' })
  firstName!: string;

  @Field(() => String, { description: 'Family name.' })
  lastName!: string;

  @Field(() => AgencyMemberRoleEnum, { description: 'Role within the agency.' })
  role!: AgencyMemberRoleEnum;

  @Field(() => String, { description: '"active" or "suspended" (a suspended member can do nothing for the agency).' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Username of who invited them.' })
  invitedBy?: string | null;

  @Field(() => Date, { description: 'When they joined. ISO 8601 date-time.' })
  createdAt!: Date;
}

@ObjectType({ description: 'An invitation to join the caller’s agency, not yet accepted.' })
export class AgencyInvitationType {
  @Field(() => ID, { description: 'Invitation id.' })
  id!: string;

  @Field(() => String, { description: 'Who it is for: the new account’s e-mail.' })
  email!: string;

  @Field(() => AgencyMemberRoleEnum, { description: 'The role the invitee will have.' })
  role!: AgencyMemberRoleEnum;

  @Field(() => Date, { description: 'When its link stops working. ISO 8601 date-time.' })
  expiresAt!: Date;

  @Field(() => Date, { description: 'When it was sent. ISO 8601 date-time.' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'Whether it has expired (invite again).' })
  expired!: boolean;
}

@ObjectType({ description: 'A new invitation and its link (shown once: only its hash is stored).' })
export class AgencyInvitationCreated {
  @Field(() => AgencyInvitationType, { description: 'The invitation.' })
  invitation!: AgencyInvitationType;

  @Field(() => String, { description: 'The path of the join page, /join/{token}.' })
  path!: string;

  @Field(() => String, { description: 'The full link to send to the invitee (PUBLIC_URL + path; the path alone without PUBLIC_URL).' })
  link!: string;
}

@ObjectType({ description: 'What the join page shows about an invitation.' })
export class AgencyInvitationPreview {
  @Field(() => String, { description: 'The inviting agency (its owner’s name and username).' })
  agencyName!: string;

  @Field(() => String, { description: 'The e-mail the new account will have.' })
  email!: string;

  @Field(() => AgencyMemberRoleEnum, {
    description: 'The role the invitee will have; `manager` for a sub-agency’s invitation (its invitee runs the new agency).',
    deprecationReason: 'Use kind and memberRole; removed after 2027-06-01',
  })
  role!: AgencyMemberRoleEnum;

  @Field(() => AgencyMemberRoleEnum, { nullable: true, description: 'The role the invitee will have in the agency; null for a sub-agency’s invitation (its own agency).' })
  memberRole?: AgencyMemberRoleEnum | null;

  @Field(() => String, { description: '"staff" (joins the agency as a staff member) or "sub_agency" (becomes a sub-agency of it, with its own account and wallet).' })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'For a sub-agency’s invitation: the sub-agency’s own name, as its master agency gave it; null otherwise.' })
  subAgencyName?: string | null;

  @Field(() => Date, { description: 'When the link stops working. ISO 8601 date-time.' })
  expiresAt!: Date;
}

@InputType({ description: 'Accepting an agency invitation: the new account’s sign-in (registration’s rules; the e-mail is the invitation’s).' })
export class AcceptAgencyInvitationInput {
  @Field(() => String, { description: 'The token of the /join/{token} link.' })
  token!: string;

  @Field(() => String, { description: 'At least 3 characters; unique whatever the case.' })
  username!: string;

  @Field(() => String, { description: 'At least 6 characters.' })
  password!: string;

  @Field(() => String, { description: 'Given name.' })
  firstName!: string;

  @Field(() => String, { description: 'Family name.' })
  lastName!: string;
}
