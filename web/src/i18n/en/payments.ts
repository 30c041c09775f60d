import { pageNamespace } from '../page';

// checkout, the sandbox payment page, payment results (web/src/modules/payments).
const strings = {
  // the rules' payment methods (PAYMENT_METHOD_LABELS); the checkout shows the server's own label in English
  methods: { sandbox: 'Sandbox (test payments)', jazzcash: 'JazzCash', bank_transfer: 'Bank transfer', wallet: 'Wallet' },
  // a receipt's and the admin's lists' words (the values, capitalised; JazzCash as the brand writes it)
  methodNames: { sandbox: 'Sandbox', jazzcash: 'JazzCash', bank_transfer: 'Bank transfer', wallet: 'Wallet' },
  purposes: { advance: 'Advance', balance: 'Balance', full: 'Full', top_up: 'Top up', amendment: 'Change' },
  paymentStatuses: { initiated: 'Initiated', succeeded: 'Succeeded', failed: 'Failed', cancelled: 'Cancelled', expired: 'Expired' },
  refundStatuses: { pending: 'Pending', awaiting_transfer: 'Awaiting transfer', succeeded: 'Succeeded', failed: 'Failed' },
  bookingPaymentStatuses: {
    unpaid: 'Unpaid',
    partially_paid: 'Partially paid',
    paid: 'Paid',
    refund_pending: 'Refund pending',
    refunded: 'Refunded',
    partially_refunded: 'Partially refunded',
  },
  // inside a sentence: "Your booking is confirmed." / "Payment cancelled."
  bookingStatusWords: { pending: 'pending', confirmed: 'confirmed', completed: 'completed', cancelled: 'cancelled', expired: 'expired' },
  paymentStatusWords: { initiated: 'initiated', succeeded: 'succeeded', failed: 'failed', cancelled: 'cancelled', expired: 'expired' },

  // the checkout
  loadFailed: 'Could not load this booking.',
  startFailed: 'Could not start the payment. Please try again.',
  checkout: 'Checkout',
  paymentLine: 'Payment: {{status}}',
  total: 'Total',
  paid: 'Paid',
  dueNow: 'Due now',
  balance: 'Balance',
  dueBy: ' due by {{date}}',
  payBy: 'Pay {{amount}} by',
  pay: 'Pay {{amount}}',
  receipts: 'Receipts',
  reference: ' · ref {{reference}}',
  refund: 'Refund',
  downloadInvoice: 'Download invoice',
  downloadInvoiceNumber: 'Download invoice {{number}}',
  downloadCreditNote: 'Download credit note',
  downloadCreditNoteNumber: 'Download credit note {{number}}',
  myBookings: 'My Bookings',
  viewFlightOrder: 'View your flight order',

  // the hold
  heldFor: 'Held for you: {{clock}}',
  holdEnded: 'The hold has ended',
  heldForAbout_one: 'Held for you for about {{count}} minute',
  heldForAbout_other: 'Held for you for about {{count}} minutes',

  // the result
  received: 'Payment received: {{amount}}. Your booking is {{status}}.',
  receivedBalance: 'Payment received: {{amount}}. Your booking is {{status}}. Balance due: {{balance}}.',
  waitingTransfer: 'Waiting for your bank transfer of {{amount}}.',
  waitingConfirmation: 'Waiting for the payment of {{amount}} to be confirmed…',
  failedRetry: 'Payment failed. You can try again while the booking is held.',
  failedReasonRetry: 'Payment failed: <reason>{{reason}}</reason>. You can try again while the booking is held.',
  endedRetry: 'Payment {{status}}. You can try again while the booking is held.',

  // a bank transfer
  bankTransfer: 'Bank transfer',
  bank: 'Bank: <v>{{value}}</v>',
  accountTitle: 'Account title: <v>{{value}}</v>',
  iban: 'IBAN: <v>{{value}}</v>',
  transferReference: 'Reference: <v>{{value}}</v>',
  amount: 'Amount: <v>{{value}}</v>',
  proofLabel: "Upload the transfer's proof (image, at most 5 MB)",
  proofReceived: 'Proof received: we will confirm your payment once the transfer arrives.',
  proofFailed: 'Upload failed. Please try again.',

  // the sandbox's page
  sandboxPay: 'Pay',
  sandboxDecline: 'Decline',
  sandboxAbandon: 'Abandon',
  paymentNotFound: 'This payment could not be found.',
  choiceRefused: 'The sandbox did not take that choice.',
  sandboxGateway: 'Sandbox gateway (test payments, no real money)',
  for: 'For: <item>{{item}}</item>',
  sandboxReference: 'Reference: <v>{{value}}</v>',
  checkoutClosed: 'This checkout is closed (payment {{status}}).',
  backToCheckout: 'Back to checkout',
  backToWallet: 'Back to wallet',

  // a booking's payment line and actions (My Bookings)
  linePayment: 'Payment: {{status}}',
  linePaid: 'paid {{amount}}',
  lineRefunded: 'refunded {{amount}}',
  lineBalance: 'balance {{amount}}',
  lineBalanceDue: 'balance {{amount}} due by {{date}}',
  lineSeparator: ' · ',
  payNow: 'Pay now',
  payBalance: 'Pay balance',
  nothingPaid: 'Nothing has been paid, so nothing is refunded.',
  refundSummary: 'You paid {{paid}}: {{refund}} ({{percent}}%) comes back, {{penalty}} is kept.',
};

export type Strings = typeof strings;
export default pageNamespace('payments', strings);
