import { pageNamespace } from '../page';

// the agency's staff tab (web/src/modules/agency/StaffTab).
const strings = {
  inviteTitle: 'Invite a staff member',
  inviteText:
    'Staff book for your customers and pay from the agency’s wallet; the statement shows who did each payment. Only you request payouts and change markups.',
  inviteForm: 'Invite a staff member',
  email: 'Their e-mail',
  role: 'Role',
  chooseRole: 'Choose a role',
  invite: 'Invite',
  inviting: 'Inviting...',
  roleOptions: { manager: 'Manager: everything but payouts and markups', staff: 'Staff: search, quote, book and pay from the wallet' },
  roles: { manager: 'Manager', staff: 'Staff' },
  // the link of a new invitation
  linkText: 'Send this link to the new member (valid 7 days, one use): it is shown only now.',
  copy: 'Copy',
  done: 'Done',
  copied: 'Copied',
  copiedText: 'The invitation link is on your clipboard.',
  copyFailed: 'Copy failed',
  copyFailedText: 'Select the link and copy it by hand.',
  inviteNotMade: 'The invitation could not be made',
  inviteFailed: 'Invitation failed',
  tryAgain: 'Please try again.',
  // members
  members: 'Members',
  loadFailed: 'Could not load your staff.',
  empty: 'No staff yet: invite someone above.',
  member: 'Member',
  status: 'Status',
  joined: 'Joined',
  actions: 'Actions',
  roleOf: 'Role of {{name}}',
  active: 'Active',
  suspended: 'Suspended',
  suspend: 'Suspend',
  reactivate: 'Reactivate',
  confirmRemove: 'Confirm remove',
  remove: 'Remove',
  // invitations
  pending: 'Pending invitations',
  invitationExpired: '{{role}} · sent {{sent}} · expired',
  invitationValid: '{{role}} · sent {{sent}} · valid until {{until}}',
  expired: 'Expired',
  withdraw: 'Withdraw',
  // what an action did (toasts)
  roleChanged: 'Role changed',
  roleChangedText: '{{name}} is now {{role}}.',
  roleChangeFailed: 'Role changed failed',
  suspendedTitle: 'Member suspended',
  suspendedText: '{{name}} can no longer act for the agency.',
  suspendFailed: 'Member suspended failed',
  reactivated: 'Member reactivated',
  reactivatedText: '{{name}} can act for the agency again.',
  reactivateFailed: 'Member reactivated failed',
  removed: 'Member removed',
  removedText: '{{name}} was removed from the agency.',
  removeFailed: 'Member removed failed',
  withdrawn: 'Invitation withdrawn',
  withdrawnText: 'The link sent to {{email}} no longer works.',
  withdrawFailed: 'Invitation withdrawn failed',
  // the role as the "is now" toast names it (lower case, as the API spells it)
  roleNames: { manager: 'manager', staff: 'staff' },
};

export type Strings = typeof strings;
export default pageNamespace('staff', strings);
