import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { i18n } from '../../i18n';
import staffNs from '../../i18n/en/staff';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';

// The agency's staff (issue 17, item 6): members and invitations for the Staff tab, the join page's invitation.

export const AgencyStaffQuery = graphql(`
  query AgencyStaff {
    agencyMembers { userId username email firstName lastName role status invitedBy createdAt }
    agencyInvitations { id email role expiresAt createdAt expired }
  }
`);

const InviteAgencyMemberMutation = graphql(`
  mutation InviteAgencyMember($email: String!, $role: AgencyMemberRole!) {
    inviteAgencyMember(email: $email, role: $role) { path link invitation { id email role expiresAt createdAt expired } }
  }
`);

const SetAgencyMemberRoleMutation = graphql(`
  mutation SetAgencyMemberRole($userId: ID!, $role: AgencyMemberRole!) {
    setAgencyMemberRole(userId: $userId, role: $role) { userId role status }
  }
`);

const SuspendAgencyMemberMutation = graphql(`
  mutation SuspendAgencyMember($userId: ID!) {
    suspendAgencyMember(userId: $userId) { userId role status }
  }
`);

const ReactivateAgencyMemberMutation = graphql(`
  mutation ReactivateAgencyMember($userId: ID!) {
    reactivateAgencyMember(userId: $userId) { userId role status }
  }
`);

const RemoveAgencyMemberMutation = graphql(`
  mutation RemoveAgencyMember($userId: ID!) {
    removeAgencyMember(userId: $userId)
  }
`);

const RevokeAgencyInvitationMutation = graphql(`
  mutation RevokeAgencyInvitation($id: ID!) {
    revokeAgencyInvitation(id: $id)
  }
`);

export const AgencyInvitationQuery = graphql(`
  query AgencyInvitation($token: String!) {
    agencyInvitation(token: $token) { agencyName email memberRole kind subAgencyName expiresAt }
  }
`);

export const AcceptAgencyInvitationMutation = graphql(`
  mutation AcceptAgencyInvitation($input: AcceptAgencyInvitationInput!) {
    acceptAgencyInvitation(input: $input) { ...SessionUser }
  }
`);

export type MemberRole = 'manager' | 'staff';

/** Drops a removed member or a withdrawn invitation from the cache: the Staff tab's lists leave it out at once. */
function evict(cache: ApolloCache, entry: { __typename: 'AgencyMemberType'; userId: string } | { __typename: 'AgencyInvitationType'; id: string }) {
  cache.evict({ id: cache.identify(entry) });
  cache.gc();
}

/**
 * A new invitation heads the pending list (the server lists them newest first): the answer's invitation is already
 * in the cache (normalised by id when the answer was written), so the list only takes its reference; it is not asked
 * for again.
 */
export function useInviteAgencyMember() {
  return useMutation(InviteAgencyMemberMutation, {
    update(cache, { data }) {
      const invitation = data?.inviteAgencyMember.invitation;
      if (!invitation) return;
      cache.modify({
        fields: {
          agencyInvitations(list: readonly Reference[] = [], { toReference }) {
            const added = toReference({ __typename: 'AgencyInvitationType', id: invitation.id });
            return added ? [added, ...list.filter((ref) => ref.__ref !== added.__ref)] : list;
          },
        },
      });
    },
  });
}

/**
 * The Staff tab's actions on members and invitations, each saying what happened. The lists follow from the answers,
 * not a refetch: a role, a suspension and a reactivation answer the member (normalised by userId: app/apollo.ts); a
 * removal and a withdrawal answer true, and the entry leaves the cache.
 */
export function useAgencyStaffMutations() {
  const [setRole] = useMutation(SetAgencyMemberRoleMutation);
  const [suspend] = useMutation(SuspendAgencyMemberMutation);
  const [reactivate] = useMutation(ReactivateAgencyMemberMutation);
  const [remove] = useMutation(RemoveAgencyMemberMutation, {
    update: (cache, { data }, { variables }) => {
      if (data?.removeAgencyMember && variables) evict(cache, { __typename: 'AgencyMemberType', userId: String(variables.userId) });
    },
  });
  const [revoke] = useMutation(RevokeAgencyInvitationMutation, {
    update: (cache, { data }, { variables }) => {
      if (data?.revokeAgencyInvitation && variables) evict(cache, { __typename: 'AgencyInvitationType', id: String(variables.id) });
    },
  });
  // each action's toasts: [title, its text, the title when it fails] (the staff namespace's keys)
  const run = async ([title, done, failed]: readonly [string, string, string], values: Record<string, string>, action: () => Promise<unknown>) => {
    const t = (key: string) => i18n.t(key, { ns: staffNs, ...values });
    try {
      await action();
      toast(t(title), t(done), 'success');
    } catch (err) {
      toast(t(failed), errorMessage(err, t('tryAgain')), 'error');
    }
  };
  return {
    setRole: (userId: string, role: MemberRole, name: string) =>
      run(['roleChanged', 'roleChangedText', 'roleChangeFailed'], { name, role: i18n.t(`roleNames.${role}`, { ns: staffNs }) }, () => setRole({ variables: { userId, role } })),
    suspend: (userId: string, name: string) => run(['suspendedTitle', 'suspendedText', 'suspendFailed'], { name }, () => suspend({ variables: { userId } })),
    reactivate: (userId: string, name: string) => run(['reactivated', 'reactivatedText', 'reactivateFailed'], { name }, () => reactivate({ variables: { userId } })),
    remove: (userId: string, name: string) => run(['removed', 'removedText', 'removeFailed'], { name }, () => remove({ variables: { userId } })),
    revoke: (id: string, email: string) => run(['withdrawn', 'withdrawnText', 'withdrawFailed'], { email }, () => revoke({ variables: { id } })),
  };
}
