// The booking's history (issue 37), shared with the web: what each kind of event and each actor is called. The
// server's records carry an English one-line summary; the web shows these labels beside it in the reader's language.

export const BOOKING_EVENT_KIND_LABELS = {
  made: 'Booked',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  reminded: 'Reminder sent',
  amended: 'Changed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
  completed: 'Completed',
  documents_issued: 'Documents issued',
  quoted: 'Quoted',
} as const;

export const BOOKING_ACTOR_ROLE_LABELS = {
  traveller: 'Traveller',
  agent: 'Agent',
  staff: 'Agency staff',
  admin: 'Safarnama admin',
  system: 'Safarnama',
} as const;

/** How many events bookingHistory answers at most (the latest ones, oldest first). */
export const BOOKING_HISTORY_LIMIT = 500;

export const HISTORY_TEXT_MAX = 100;
