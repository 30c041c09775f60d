import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { shortBookingId } from '@rules/bookings.js';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import afterSaleNs from '../../i18n/en/afterSale';
import { fullScreenOnPhones } from '../../ui/dialog';
import { errorMessage } from '../../ui/form';
import { dropBookingFigures } from '../bookings/bookingCache';
import { ConfirmCancellationMutation, QuoteCancellationMutation } from './operations';
import { QuoteView } from './QuoteView';

/** The after-sale dialogs' frame: a title, the body, the footer's buttons; full screen on phones. */
export function AfterSaleDialog({
  open,
  onClose,
  title,
  testId,
  footer,
  children,
  held,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  testId: string;
  footer: ReactNode;
  children: ReactNode;
  /** while a confirmation runs, the dialog stays open */
  held?: boolean;
}) {
  const { t } = useTranslation(afterSaleNs);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !held && onClose()} size={{ base: 'full', md: 'lg' }} lazyMount unmountOnExit scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...fullScreenOnPhones}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} disabled={held} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Cancel with a binding quote: asked for as the dialog opens (refund, penalty, where the refund goes, how long it
 * holds), then confirmed. The server's message is shown when it refuses either step.
 */
export function CancelDialog({ bookingId, open, onClose, onDone }: { bookingId: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(afterSaleNs);
  const [quote, quoting] = useMutation(QuoteCancellationMutation);
  const [confirm, confirming] = useMutation(ConfirmCancellationMutation, { update: (cache) => dropBookingFigures(cache) });
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const offer = quoting.data?.quoteCancellation;

  const ask = useCallback(async () => {
    setError(null);
    setExpired(false);
    try {
      await quote({ variables: { bookingId } });
    } catch (err) {
      setError(errorMessage(err, t('cancelQuoteFailed')));
    }
  }, [bookingId, quote, t]);

  useEffect(() => {
    if (!open) return;
    setDone(false);
    void ask();
  }, [open, ask]);

  const onExpire = useCallback(() => setExpired(true), []);

  const run = async () => {
    if (!offer) return;
    setError(null);
    try {
      await confirm({ variables: { bookingId, quoteId: offer.id } });
      setDone(true);
      onDone();
    } catch (err) {
      setError(errorMessage(err, t('cancelFailed')));
    }
  };

  return (
    <AfterSaleDialog
      open={open}
      onClose={onClose}
      title={t('cancelTitle', { id: shortBookingId(bookingId) })}
      testId="cancel-dialog"
      held={confirming.loading}
      footer={
        done ? (
          <Button onClick={onClose} data-testid="cancel-close">
            {t('close')}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={confirming.loading} data-testid="cancel-keep">
              {t('keepBooking')}
            </Button>
            {expired || (offer && Date.parse(String(offer.expiresAt)) <= Date.now()) ? (
              <Button colorPalette="brand" onClick={() => void ask()} loading={quoting.loading} data-testid="cancel-requote">
                {t('newQuote')}
              </Button>
            ) : (
              <Button
                colorPalette="red"
                onClick={() => void run()}
                disabled={!offer || quoting.loading}
                loading={confirming.loading}
                loadingText={t('cancelling')}
                data-testid="cancel-confirm"
              >
                {t('confirmCancel')}
              </Button>
            )}
          </>
        )
      }
    >
      <Stack gap="3">
        {quoting.loading && (
          <Text color="fg.muted">
            <Spinner size="sm" /> {t('cancelQuoting')}
          </Text>
        )}
        {done ? (
          <Text role="status" fontWeight="semibold" data-testid="cancel-done">
            {t('cancelledDone')}
          </Text>
        ) : (
          offer && !quoting.loading && (
            <QuoteView quote={{ ...offer, refundInPkr: String(offer.refundInPkr), penaltyInPkr: String(offer.penaltyInPkr) }} onExpire={onExpire} />
          )
        )}
        {error && (
          <Text role="alert" color="red.700" data-testid="cancel-error">
            {error}
          </Text>
        )}
      </Stack>
    </AfterSaleDialog>
  );
}
