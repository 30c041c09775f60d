import { useQuery } from '@apollo/client/react';
import { Box, Button, Dialog, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { TransferRejectionSchema } from '@rules/payments.js';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { getFragmentData } from '../../gql';
import type { PaymentMethod, PaymentStatus } from '../../gql/graphql';
import admin from '../../i18n/en/admin';
import { useFormat } from '../../i18n/format';
import { errorMessage, validateWith } from '../../ui/form';
import { TextAreaField } from '../../ui/formFields';
import { Select } from '../../ui/select';
import { toast } from '../../ui/toaster';
import { capitalise } from '../bookings/status';
import { rich } from '../partner/rich';
import { AdminPaymentsQuery, AdminRefundsQuery, PaymentFieldsFragment, PAYMENTS_PAGE_SIZE, RefundFieldsFragment } from './operations';
import { useConfirmBankTransfer, useRejectBankTransfer } from './usePayments';
import { usePaymentWords } from './words';
import { Ltr } from '../../i18n/bidi';

const STATUSES = ['initiated', 'succeeded', 'failed', 'cancelled', 'expired'];
const METHODS = ['sandbox', 'jazzcash', 'bank_transfer'];
const pkr = (v: unknown) => formatMoney(String(v), 'PKR');
const WHEN = 'dd MMM yyyy HH:mm';

const validateRejection = validateWith(TransferRejectionSchema);

/** The administrator's words at the end of a row (a rejected transfer's reason, a refund's note): as typed. */
function AsTyped({ text }: { text?: string | null }) {
  if (!text) return null;
  return (
    <>
      {' · '}
      <bdi lang="en">{text}</bdi>
    </>
  );
}

/** Reject transfer: the reason (required, shown to the payer) in a dialog, checked by the shared rule. */
function RejectTransferDialog({ paymentId, open, onClose }: { paymentId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(admin);
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
                  toast(t('payments.transferRejected'), '', 'success');
                  onClose();
                } catch (err) {
                  toast(t('payments.failed'), errorMessage(err, t('payments.tryAgain')), 'error');
                }
              }}
              render={({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate>
                  <Dialog.Header>
                    <Dialog.Title>{t('payments.rejectTitle')}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <Dialog.Description>{t('payments.rejectText')}</Dialog.Description>
                      <TextAreaField name="reason" label={t('payments.reasonLabel')} required testId="reject-reason" placeholder={t('payments.reasonPlaceholder')} />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" disabled={submitting} onClick={onClose}>
                      {t('payments.keepIt')}
                    </Button>
                    <Button type="submit" colorPalette="red" loading={submitting} data-testid="reject-confirm">
                      {t('payments.rejectTransfer')}
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
  const { t } = useTranslation(admin);
  const [confirm, { loading: confirming }] = useConfirmBankTransfer();
  const [rejecting, setRejecting] = useState(false);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast(done, '', 'success');
    } catch (err) {
      toast(t('payments.failed'), errorMessage(err, t('payments.tryAgain')), 'error');
    }
  };
  return (
    <HStack>
      <Button size="xs" colorPalette="green" loading={confirming} onClick={() => void act(() => confirm({ variables: { paymentId } }), t('payments.transferConfirmed'))}>
        {t('payments.confirmTransfer')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRejecting(true)} data-testid="reject-transfer">
        {t('payments.reject')}
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
  const { t } = useTranslation(admin);
  const { lang, date } = useFormat();
  // English exactly as before (luxon's default locale: 'Sep', where en-PK says 'Sept'); Urdu month names otherwise
  const when = (iso: string) => (lang === 'en' ? DateTime.fromISO(iso).toFormat(WHEN) : date(iso, WHEN));
  // the payments' methods, purposes and statuses as the customer's receipts name them
  const words = usePaymentWords();
  // a refund's reason in the admin catalogue, or the value capitalised if it is new
  const reason = (value: string) => t(`refundReason.${value}`, { defaultValue: capitalise(value) });
  const ref = (reference: string) => rich(t('payments.reference'), { ref: <Ltr>{reference}</Ltr> });
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
        <Select
          label={t('payments.statusFilter')}
          placeholder={t('payments.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: words.paymentStatus(s) }))}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          width="48"
          testId="payments-status-filter"
        />
        <Select
          label={t('payments.methodFilter')}
          placeholder={t('payments.allMethods')}
          options={METHODS.map((m) => ({ value: m, label: words.method(m) }))}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          width="48"
          testId="payments-method-filter"
        />
      </HStack>
      <Box>
        <Heading as="h2" size="md" mb="3">{t('payments.heading', { n: PAYMENTS_PAGE_SIZE })}</Heading>
        {payments.error ? (
          <Text role="alert">{errorMessage(payments.error, t('payments.loadFailed'))}</Text>
        ) : !payments.data ? (
          <Skeleton height="24" />
        ) : rows.length === 0 ? (
          <Text color="fg.muted">{t('payments.none')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {rows.map((p) => (
              <Box as="li" key={p.id} borderWidth="1px" rounded="md" p="3" data-testid="admin-payment-row">
                <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
                  <Box>
                    <Text fontWeight="semibold">
                      {pkr(p.amountInPkr)} · {words.method(p.method)} · {words.paymentStatus(p.status)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {p.itemName ? <bdi lang="en">{p.itemName}</bdi> : <bdi translate="no">{p.bookingId}</bdi>} · {words.purpose(p.purpose)} ·{' '}
                      <bdi lang="en">{p.payerName}</bdi> · {when(p.createdAt)}
                      {p.reference ? <> · {ref(p.reference)}</> : ''}
                      <AsTyped text={p.failureReason} />
                    </Text>
                    {p.proofUrl && (
                      <a href={p.proofUrl} target="_blank" rel="noreferrer" style={{ textDecoration: 'underline', fontSize: 14 }}>
                        {t('payments.viewProof')}
                      </a>
                    )}
                    {p.invoiceUrl && (
                      <a href={p.invoiceUrl} download style={{ textDecoration: 'underline', fontSize: 14, marginInlineStart: p.proofUrl ? 12 : 0 }} data-testid="download-invoice">
                        {p.invoiceNumber ? rich(t('payments.downloadInvoiceNumber'), { number: <Ltr>{p.invoiceNumber}</Ltr> }) : t('payments.downloadInvoice')}
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
        <Heading as="h2" size="md" mb="3">{t('payments.refundsHeading', { n: PAYMENTS_PAGE_SIZE })}</Heading>
        {!refunds.data ? (
          <Skeleton height="16" />
        ) : refundRows.length === 0 ? (
          <Text color="fg.muted">{t('payments.noRefunds')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {refundRows.map((r) => (
              <Box as="li" key={r.id} borderWidth="1px" rounded="md" p="3" data-testid="admin-refund-row">
                <Text fontWeight="semibold">
                  {pkr(r.amountInPkr)} · {words.method(r.method)} · {words.refundStatus(r.status)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {reason(r.reason)} · {rich(t('payments.booking'), { id: <bdi dir="ltr" translate="no">{r.bookingId.slice(0, 8)}</bdi> })} · {when(r.createdAt)}
                  {r.reference ? <> · {ref(r.reference)}</> : ''}
                  <AsTyped text={r.note} />
                </Text>
                {r.creditNoteUrl && (
                  <a href={r.creditNoteUrl} download style={{ textDecoration: 'underline', fontSize: 14 }} data-testid="download-credit-note">
                    {r.creditNoteNumber ? rich(t('payments.downloadCreditNoteNumber'), { number: <Ltr>{r.creditNoteNumber}</Ltr> }) : t('payments.downloadCreditNote')}
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
