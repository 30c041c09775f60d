import { pageNamespace } from '../page';

// Issue 37: a booking's deadlines (pay by, free cancellation) on its cards and in the agent's lists, the wallet's
// reserved funds, and the super admin's search of bookings' history (web/src/modules/aftersale-admin).
const strings = {
  payBy: 'Pay by {{date}}',
  freeCancellationUntil: 'Free cancellation until {{date}}',
  // the agent's countdown to payBy: "due in 2 d 4 h"
  dueIn: 'due in {{left}}',
  overdue: 'overdue',
  days: '{{count}} d',
  hours: '{{count}} h',
  minutes: '{{count}} min',
  columns: { payBy: 'Pay by', freeCancellation: 'Free cancellation' },
  wallet: {
    reserved: 'Reserved for holds',
    reservedHint: 'Pending bookings and held flight orders',
    explain: 'Available = balance + credit − reserved. A pending booking or held flight order reserves what it still owes until it is paid, cancelled or expires.',
  },
  nameChangeFee: {
    label: 'Name change fee (PKR)',
    help: 'What you charge to correct a traveller’s name after booking (0: free)',
  },
  history: {
    title: 'Booking history',
    text: 'Every event of every booking: made, paid, reminded, amended, cancelled, refunded, documents issued. Who did it and when.',
    form: 'Search booking history',
    kind: 'Event',
    allKinds: 'All events',
    actorRole: 'Done by',
    allActors: 'Anyone',
    bookingId: 'Booking ID',
    contains: 'Contains',
    textPlaceholder: 'Words in the summary',
    badBookingId: 'Enter the booking’s full ID (as in its page’s address).',
    badPeriod: 'The end of the period comes before its start.',
    from: 'From',
    to: 'To',
    search: 'Search',
    clear: 'Clear',
    tableLabel: 'Booking history events',
    at: 'Time',
    booking: 'Booking',
    actor: 'By',
    summary: 'Summary',
    amount: 'Amount',
    none: 'No events match these filters.',
    loadFailed: 'The history could not be loaded.',
    newer: 'Newer',
    older: 'Older',
    kinds: {
      made: 'Made',
      paid: 'Paid',
      payment_failed: 'Payment failed',
      reminded: 'Reminded',
      amended: 'Amended',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
      expired: 'Expired',
      completed: 'Completed',
      documents_issued: 'Documents issued',
      quoted: 'Quoted',
    },
    roles: { traveller: 'Traveller', agent: 'Agent', staff: 'Staff member', admin: 'Admin', system: 'System' },
  },
};

export type Strings = typeof strings;
export default pageNamespace('deadlines', strings);
