// The booking's history (issue 37): how much of it one answer carries. Kinds and actors are named by the web's own
// catalogues (web/src/i18n/*/afterSale.ts), in the reader's language.

/** How many events bookingHistory answers at most (the latest ones, oldest first). */
export const BOOKING_HISTORY_LIMIT = 500;
