import { bookingSettlement } from './bookings/settlement.js';
import { invoiceSettlement } from './documents/invoice.service.js';
import { flightSettlement } from './flights/ticketing.js';
import { historySettlement } from './history/settlement.js';
import { ledgerSettlement } from './ledger/postings.js';
import { walletSettlement } from './ledger/wallet.settlement.js';
import { notificationSettlement } from './notifications/install.js';
import { type SettlementStep, setSettlement } from './payments/settlement.js';
import { webhookSettlement } from './payments/webhook-settlement.js';

// What happens when money arrives or leaves, in order. Each step runs inside the transaction that moved the money (a
// payment's success or failure applied from a gateway event or the wallet, a refund decided, a refund sent), so the
// booking, the books, the wallet, the announcements and the invoice commit with it or not at all. The order matters:
// the books read the booking as the booking step left it, the announcements read the books' figures, and the invoice
// number is the last thing a settling transaction takes (numbers are gap-free).
// This file is the one place that lists the steps; payments/settlement.ts runs them (payments never imports a step).
const STEPS: readonly SettlementStep[] = [
  // a payment's success confirms its booking (or refunds money the booking no longer takes)
  bookingSettlement,
  // the booking's history: the payment, the decline, the refund (issue 37)
  historySettlement,
  // a paid flight order goes to ticketing (the tickets are issued by a job, after the commit)
  flightSettlement,
  // every payment and refund of gateway money posts to the books
  ledgerSettlement,
  // a top-up credits the wallet; a refund of a wallet payment goes back to it
  walletSettlement,
  // partners' webhooks (issue 38): payment.succeeded, payment.refunded once the money is back (after the wallet step,
  // which sends a wallet refund at once); the booking step publishes booking.confirmed when it confirms
  webhookSettlement,
  // payments, refunds and bank transfers announced (bell and e-mail)
  notificationSettlement,
  // invoices and credit notes
  invoiceSettlement,
];

export const SETTLEMENT_ORDER: readonly string[] = STEPS.map((s) => s.name);

/**
 * Sets the pipeline payments and refunds run, in the order above (buildApp; again is harmless). It replaces whatever
 * was set before, e.g. the seeder's booking step alone when seeding ran before the app was built.
 */
export function installSettlement(): void {
  setSettlement(STEPS);
}
