import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { clientOf, setSignInCookies } from '../accounts/session-cookies.js';
import { User } from '../accounts/user.entity.js';
import {
  acceptInvitation,
  agencyRoleOfUser,
  inviteMember,
  listInvitations,
  listMembers,
  previewInvitation,
  removeMember,
  revokeInvitation,
  setMemberActive,
  setMemberRole,
} from './agency.service.js';
import {
  AcceptAgencyInvitationInput,
  AgencyInvitationCreated,
  AgencyInvitationPreview,
  AgencyInvitationType,
  AgencyMemberRoleEnum,
  AgencyMemberType,
  AgencyRoleEnum,
} from './agency.types.js';

const member = { description: 'The member’s user id.' } as const;

@Resolver(() => User)
export class AgencyResolver {
  @FieldResolver(() => AgencyRoleEnum, {
    nullable: true,
    description: 'The signed-in agent’s role in its agency (owner, manager, staff); null for anyone else, for another user, and for a suspended or removed member.',
  })
  agencyRole(@Root() user: User, @Ctx() ctx: Context): Promise<AgencyRoleEnum | null> | null {
    // the caller's own account (me), or the one a sign-in answers with (signed out until its cookie comes back)
    if (ctx.viewer && ctx.viewer.id !== user.id) return null;
    return agencyRoleOfUser(ctx, user);
  }

  @Authorized('b2b_agent')
  @Query(() => [AgencyMemberType], { description: 'The members of the caller’s agency (owner and managers; 403 for staff).' })
  agencyMembers(@Ctx() ctx: Context): Promise<AgencyMemberType[]> {
    return listMembers(ctx);
  }

  @Authorized('b2b_agent')
  @Query(() => [AgencyInvitationType], { description: 'The agency’s invitations not yet accepted nor withdrawn, newest first (owner and managers).' })
  agencyInvitations(@Ctx() ctx: Context): Promise<AgencyInvitationType[]> {
    return listInvitations(ctx);
  }

  @Query(() => AgencyInvitationPreview, { description: 'An invitation as the join page shows it: 404 unknown link, 409 used, withdrawn or expired.' })
  agencyInvitation(@Arg('token', () => String, { description: 'The token of the /join/{token} link.' }) token: string, @Ctx() ctx: Context): Promise<AgencyInvitationPreview> {
    return previewInvitation(ctx, token);
  }

  @Authorized('b2b_agent')
  @Mutation(() => AgencyInvitationCreated, { description: 'Invites a new staff member: the /join link to pass on (a manager invites staff only; 409 when the e-mail has an account).' })
  inviteAgencyMember(
    @Arg('email', () => String, { description: 'The invitee’s e-mail (their new account’s).' }) email: string,
    @Arg('role', () => AgencyMemberRoleEnum, { description: 'Their role in the agency.' }) role: AgencyMemberRoleEnum,
    @Ctx() ctx: Context,
  ): Promise<AgencyInvitationCreated> {
    return inviteMember(ctx, { email, role });
  }

  @Authorized('b2b_agent')
  @Mutation(() => Boolean, { description: 'Withdraws a pending invitation: its link stops working.' })
  revokeAgencyInvitation(@Arg('id', () => ID, { description: 'The invitation.' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return revokeInvitation(ctx, id);
  }

  @Mutation(() => User, { description: 'Accepts an invitation: creates the b2b_agent account linked to the agency and signs it in. 404 unknown link; 409 used, withdrawn or expired.' })
  async acceptAgencyInvitation(@Arg('input', () => AcceptAgencyInvitationInput, { description: 'The link’s token and the new sign-in.' }) input: AcceptAgencyInvitationInput, @Ctx() ctx: Context): Promise<User> {
    const signedIn = await acceptInvitation(ctx, { ...input }, clientOf(ctx.req));
    setSignInCookies(ctx.reply, ctx.req, ctx.config, signedIn);
    // the rest of this answer (agencyRole) is the new member's, as the next request's will be
    ctx.viewer = { id: signedIn.user.id, username: signedIn.user.username, role: signedIn.user.role };
    return signedIn.user;
  }

  @Authorized('b2b_agent')
  @Mutation(() => AgencyMemberType, { description: 'Changes a member’s role (the owner; a manager cannot promote).' })
  setAgencyMemberRole(
    @Arg('userId', () => ID, member) userId: string,
    @Arg('role', () => AgencyMemberRoleEnum, { description: 'The new role.' }) role: AgencyMemberRoleEnum,
    @Ctx() ctx: Context,
  ): Promise<AgencyMemberType> {
    return setMemberRole(ctx, userId, role);
  }

  @Authorized('b2b_agent')
  @Mutation(() => AgencyMemberType, { description: 'Suspends a member: they can do nothing for the agency until reactivated.' })
  suspendAgencyMember(@Arg('userId', () => ID, member) userId: string, @Ctx() ctx: Context): Promise<AgencyMemberType> {
    return setMemberActive(ctx, userId, false);
  }

  @Authorized('b2b_agent')
  @Mutation(() => AgencyMemberType, { description: 'Reactivates a suspended member.' })
  reactivateAgencyMember(@Arg('userId', () => ID, member) userId: string, @Ctx() ctx: Context): Promise<AgencyMemberType> {
    return setMemberActive(ctx, userId, true);
  }

  @Authorized('b2b_agent')
  @Mutation(() => Boolean, { description: 'Removes a member for good: the account can no longer act for the agency; its sessions end.' })
  removeAgencyMember(@Arg('userId', () => ID, member) userId: string, @Ctx() ctx: Context): Promise<boolean> {
    return removeMember(ctx, userId);
  }
}
