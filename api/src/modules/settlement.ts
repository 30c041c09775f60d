import { installBookingSettlement } from './bookings/settlement.js';
import { installInvoices } from './documents/invoice.service.js';
import { installLedgerPostings } from './ledger/postings.js';
import { installWalletSettlement } from './ledger/wallet.settlement.js';
import { installNotifications } from './notifications/install.js';

// What happens when money arrives or leaves, in order. Each step runs inside the transaction that moved the money (a
// payment's success or failure applied from a gateway event or the wallet, a refund decided, a refund sent), so the
// booking, the books, the wallet, the announcements and the invoice commit with it or not at all. The order matters:
// the books read the booking as the booking step left it, the announcements read the books' figures, and the invoice
// number is the last thing a settling transaction takes (numbers are gap-free).
const STEPS: ReadonlyArray<{ name: string; install: () => void }> = [
  // a payment's success confirms its booking (or refunds money the booking no longer takes)
  { name: 'booking', install: installBookingSettlement },
  // every payment and refund of gateway money posts to the books
  { name: 'ledger', install: installLedgerPostings },
  // a top-up credits the wallet; a refund of a wallet payment goes back to it
  { name: 'wallet', install: installWalletSettlement },
  // payments, refunds and bank transfers announced (bell and e-mail)
  { name: 'notifications', install: installNotifications },
  // invoices and credit notes
  { name: 'invoices', install: installInvoices },
];

export const SETTLEMENT_ORDER: readonly string[] = STEPS.map((s) => s.name);

/** Plugs the steps into payments and refunds, in the order above (once per process: each step installs once). */
export function installSettlement(): void {
  for (const step of STEPS) step.install();
}
