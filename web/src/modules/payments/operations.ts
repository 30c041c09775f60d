import { graphql } from '../../gql';

// What the checkout page and My Bookings show of a booking's money (kept apart from BookingFields so the lists that
// only need the summary do not ask for the payments).
export const BookingPaymentFieldsFragment = graphql(`
  fragment BookingPaymentFields on Booking {
    id status paymentStatus payable totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr
    balanceDueInPkr balanceDueAt holdExpiresAt payBy freeCancellationUntil
  }
`);

export const PaymentFieldsFragment = graphql(`
  fragment PaymentFields on Payment {
    id bookingId method purpose status amountInPkr createdAt settledAt failureReason reference checkoutStatus expiresAt payerName
    invoiceUrl invoiceNumber
  }
`);

export const RefundFieldsFragment = graphql(`
  fragment RefundFields on Refund {
    id bookingId paymentId method reason status amountInPkr createdAt settledAt reference note creditNoteUrl creditNoteNumber
  }
`);

export const CheckoutQuery = graphql(`
  query Checkout($id: ID!) {
    booking(id: $id) {
      ...BookingFields
      ...BookingPaymentFields
      flightOrderId
      payments { ...PaymentFields }
      refunds { ...RefundFields }
    }
    paymentMethods { method label available }
  }
`);

export const SandboxPaymentQuery = graphql(`
  query SandboxPayment($id: ID!) {
    payment(id: $id) {
      ...PaymentFields
      booking { id itemName }
    }
  }
`);

export const PayMutation = graphql(`
  mutation Pay($bookingId: ID!, $method: PaymentMethod!) {
    pay(bookingId: $bookingId, method: $method) {
      payment { ...PaymentFields }
      redirectUrl
      formPost { url fields { name value } }
      instructions { bankName accountTitle iban reference amountInPkr payBy }
    }
  }
`);

export const CancellationQuoteQuery = graphql(`
  query CancellationQuote($bookingId: ID!) {
    cancellationQuote(bookingId: $bookingId) { bookingId paidInPkr refundInPkr penaltyInPkr refundPercent daysBeforeTravel }
  }
`);

export const PAYMENTS_PAGE_SIZE = 20;

export const AdminPaymentsQuery = graphql(`
  query AdminPayments($filter: PaymentFilter, $pagination: PaginationInput) {
    payments(filter: $filter, pagination: $pagination) {
      items { ...PaymentFields proofSubmittedAt proofUrl booking { id itemName } }
      hasMore
    }
  }
`);

export const AdminRefundsQuery = graphql(`
  query AdminRefunds($pagination: PaginationInput) {
    refunds(pagination: $pagination) {
      items { ...RefundFields }
      hasMore
    }
  }
`);

export const ConfirmBankTransferMutation = graphql(`
  mutation ConfirmBankTransfer($paymentId: ID!) {
    confirmBankTransfer(paymentId: $paymentId) { ...PaymentFields }
  }
`);

export const RejectBankTransferMutation = graphql(`
  mutation RejectBankTransfer($paymentId: ID!, $reason: String!) {
    rejectBankTransfer(paymentId: $paymentId, reason: $reason) { ...PaymentFields }
  }
`);

export const PaymentProofUploadUrlMutation = graphql(`
  mutation CreatePaymentProofUploadUrl {
    createPaymentProofUploadUrl { uploadURL }
  }
`);

export const SubmitBankTransferProofMutation = graphql(`
  mutation SubmitBankTransferProof($paymentId: ID!, $file: String!) {
    submitBankTransferProof(paymentId: $paymentId, file: $file) { ...PaymentFields proofSubmittedAt }
  }
`);
