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

export const InviteAgencyMemberMutation = graphql(`
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
    agencyInvitation(token: $token) { agencyName email role expiresAt }
  }
`);

export const AcceptAgencyInvitationMutation = graphql(`
  mutation AcceptAgencyInvitation($input: AcceptAgencyInvitationInput!) {
    acceptAgencyInvitation(input: $input) { ...SessionUser }
  }
`);

export type MemberRole = 'manager' | 'staff';

/** The Staff tab's actions on members and invitations: each refetches the lists and says what happened. */
export function useAgencyStaffMutations() {
  const refetch = { refetchQueries: [AgencyStaffQuery], awaitRefetchQueries: true };
  const [setRole] = useMutation(SetAgencyMemberRoleMutation, refetch);
  const [suspend] = useMutation(SuspendAgencyMemberMutation, refetch);
  const [reactivate] = useMutation(ReactivateAgencyMemberMutation, refetch);
  const [remove] = useMutation(RemoveAgencyMemberMutation, refetch);
  const [revoke] = useMutation(RevokeAgencyInvitationMutation, refetch);
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
