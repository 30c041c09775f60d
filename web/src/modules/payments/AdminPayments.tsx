import { useQuery } from '@apollo/client/react';
import { Box, Button, Dialog, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { TransferRejectionSchema } from '@rules/payments.js';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { getFragmentData } from '../../gql';
import type { PaymentMethod, PaymentStatus } from '../../gql/graphql';
import { errorMessage, validateWith } from '../../ui/form';
import { TextAreaField } from '../../ui/formFields';
import { Select } from '../../ui/select';
import { toast } from '../../ui/toaster';
import { capitalise } from '../bookings/status';
import { AdminPaymentsQuery, AdminRefundsQuery, PaymentFieldsFragment, PAYMENTS_PAGE_SIZE, RefundFieldsFragment } from './operations';
import { useConfirmBankTransfer, useRejectBankTransfer } from './usePayments';

const STATUSES = ['initiated', 'succeeded', 'failed', 'cancelled', 'expired'].map((s) => ({ value: s, label: capitalise(s) }));
const METHODS = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'jazzcash', label: 'JazzCash' },
  { value: 'bank_transfer', label: 'Bank transfer' },
];
const pkr = (v: unknown) => formatMoney(String(v), 'PKR');
const when = (iso: string) => DateTime.fromISO(iso).toFormat('dd MMM yyyy HH:mm');

const validateRejection = validateWith(TransferRejectionSchema);

/** Reject transfer: the reason (required, shown to the payer) in a dialog, checked by the shared rule. */
function RejectTransferDialog({ paymentId, open, onClose }: { paymentId: string; open: boolean; onClose: () => void }) {
  const [reject] = useRejectBankTransfer();
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reject-dialog">
            <Form<{ reason?: string }>
              validate={validateRejection}
              onSubmit={async (values) => {
                const { reason } = v.parse(TransferRejectionSchema, values);
                try {
                  await reject({ variables: { paymentId, reason } });
                  toast('Transfer rejected', '', 'success');
                  onClose();
                } catch (err) {
                  toast('Failed', errorMessage(err, 'Please try again.'), 'error');
                }
              }}
              render={({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate>
                  <Dialog.Header>
                    <Dialog.Title>Reject this transfer?</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <Dialog.Description>The payment fails and the payer sees your reason; the booking waits for another payment.</Dialog.Description>
                      <TextAreaField name="reason" label="Reason (shown to the payer)" required testId="reject-reason" placeholder="e.g. No transfer with this reference reached the account" />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" disabled={submitting} onClick={onClose}>
                      Keep it
                    </Button>
                    <Button type="submit" colorPalette="red" loading={submitting} data-testid="reject-confirm">
                      Reject transfer
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function BankTransferDecision({ paymentId }: { paymentId: string }) {
  const [confirm, { loading: confirming }] = useConfirmBankTransfer();
  const [rejecting, setRejecting] = useState(false);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast(done, '', 'success');
    } catch (err) {
      toast('Failed', errorMessage(err, 'Please try again.'), 'error');
    }
  };
  return (
    <HStack>
      <Button size="xs" colorPalette="green" loading={confirming} onClick={() => void act(() => confirm({ variables: { paymentId } }), 'Transfer confirmed')}>
        Confirm transfer
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRejecting(true)} data-testid="reject-transfer">
        Reject
      </Button>
      <RejectTransferDialog paymentId={paymentId} open={rejecting} onClose={() => setRejecting(false)} />
    </HStack>
  );
}

/**
 * The super admin's Payments tab: payments filtered by status and method (newest first), bank transfers to decide,
 * refunds. An agent sees the same lists of their own and their packages' payments (the server scopes them), without
 * the decisions, which are the super admin's.
 */
export default function AdminPayments({ canDecide = true }: { canDecide?: boolean }) {
  const [status, setStatus] = useState('');
  const [method, setMethod] = useState('');
  const filter = { ...(status ? { status: status as PaymentStatus } : {}), ...(method ? { method: method as PaymentMethod } : {}) };
  const payments = useQuery(AdminPaymentsQuery, { variables: { filter, pagination: { limit: PAYMENTS_PAGE_SIZE } } });
  const refunds = useQuery(AdminRefundsQuery, { variables: { pagination: { limit: PAYMENTS_PAGE_SIZE } } });
  const rows = (payments.data?.payments.items ?? []).map((p) => ({ ...getFragmentData(PaymentFieldsFragment, p), proofUrl: p.proofUrl, proofSubmittedAt: p.proofSubmittedAt, itemName: p.booking?.itemName }));
  const refundRows = (refunds.data?.refunds.items ?? []).map((r) => getFragmentData(RefundFieldsFragment, r));

  return (
    <Stack gap="6" data-testid="admin-payments">
      <HStack gap="3" wrap="wrap">
        <Select label="Payment status" placeholder="All statuses" options={STATUSES} value={status} onChange={(e) => setStatus(e.target.value)} width="48" testId="payments-status-filter" />
        <Select label="Payment method" placeholder="All methods" options={METHODS} value={method} onChange={(e) => setMethod(e.target.value)} width="48" testId="payments-method-filter" />
      </HStack>
      <Box>
        <Heading as="h2" size="md" mb="3">Payments (newest {PAYMENTS_PAGE_SIZE})</Heading>
        {payments.error ? (
          <Text role="alert">{errorMessage(payments.error, 'Could not load the payments.')}</Text>
        ) : !payments.data ? (
          <Skeleton height="24" />
        ) : rows.length === 0 ? (
          <Text color="fg.muted">No payments match.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {rows.map((p) => (
              <Box as="li" key={p.id} borderWidth="1px" rounded="md" p="3" data-testid="admin-payment-row">
                <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
                  <Box>
                    <Text fontWeight="semibold">
                      {pkr(p.amountInPkr)} · {capitalise(p.method)} · {capitalise(p.status)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {p.itemName ?? p.bookingId} · {capitalise(p.purpose)} · {p.payerName} · {when(p.createdAt)}
                      {p.reference ? ` · ref ${p.reference}` : ''}
                      {p.failureReason ? ` · ${p.failureReason}` : ''}
                    </Text>
                    {p.proofUrl && (
                      <a href={p.proofUrl} target="_blank" rel="noreferrer" style={{ textDecoration: 'underline', fontSize: 14 }}>
                        View transfer proof
                      </a>
                    )}
                    {p.invoiceUrl && (
                      <a href={p.invoiceUrl} download style={{ textDecoration: 'underline', fontSize: 14, marginLeft: p.proofUrl ? 12 : 0 }} data-testid="download-invoice">
                        Download invoice{p.invoiceNumber ? ` ${p.invoiceNumber}` : ''}
                      </a>
                    )}
                  </Box>
                  {canDecide && p.method === 'bank_transfer' && p.status === 'initiated' && <BankTransferDecision paymentId={p.id} />}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <Box>
        <Heading as="h2" size="md" mb="3">Refunds (newest {PAYMENTS_PAGE_SIZE})</Heading>
        {!refunds.data ? (
          <Skeleton height="16" />
        ) : refundRows.length === 0 ? (
          <Text color="fg.muted">No refunds yet.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {refundRows.map((r) => (
              <Box as="li" key={r.id} borderWidth="1px" rounded="md" p="3" data-testid="admin-refund-row">
                <Text fontWeight="semibold">
                  {pkr(r.amountInPkr)} · {capitalise(r.method)} · {capitalise(r.status)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {capitalise(r.reason)} · booking {r.bookingId.slice(0, 8)} · {when(r.createdAt)}
                  {r.reference ? ` · ref ${r.reference}` : ''}
                  {r.note ? ` · ${r.note}` : ''}
                </Text>
                {r.creditNoteUrl && (
                  <a href={r.creditNoteUrl} download style={{ textDecoration: 'underline', fontSize: 14 }} data-testid="download-credit-note">
                    Download credit note{r.creditNoteNumber ? ` ${r.creditNoteNumber}` : ''}
                  </a>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
