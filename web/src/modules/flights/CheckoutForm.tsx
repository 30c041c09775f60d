import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormApi, FORM_ERROR } from 'final-form';
import { Clock, CreditCard } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getFragmentData } from '../../gql';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { dropLists } from '../../lib/cacheLists';
import { useSession } from '../session/useSession';
import { Amount } from './FareSummary';
import { CreateFlightOrderMutation, FlightOrderFieldsFragment } from './documents';
import type { Slice } from './Itinerary';
import { firstError } from './orderErrors';
import { type CheckoutValues, initialValues, orderPassengers, passengerLabels, serverText, submissionErrors, tripOf, validateCheckout } from './passengerForm';
import { ContactFields, PassengerFields } from './PassengerFields';
import { PriceChanged } from './PriceChanged';

// The checkout's form: a block per passenger (the offer's order), the contact, then Pay now or Hold. One idempotency
// key per page visit, so a second click or a retried request makes no second order. A total that changed meanwhile
// (PRICE_CHANGED) is shown and ordered again only once the buyer agrees to it.

type OrderType = 'instant' | 'hold';
export type CheckoutOffer = { id: string; holdable: boolean; paymentRequiredBy: string | null; passengerTypes: string[]; slices: Slice[] };

export function CheckoutForm({ offer, total, onTotal, onGone }: { offer: CheckoutOffer; total: string; onTotal: (total: string) => void; onGone: () => void }) {
  const { t } = useTranslation(flightOrdersNs);
  const { date } = useFormat();
  const navigate = useNavigate();
  const { user } = useSession();
  // a new booking and order: the lists that hold them ask again when next shown
  const [create] = useMutation(CreateFlightOrderMutation, {
    update: (cache) => {
      dropLists(cache, 'flightOrders');
      dropLists(cache, 'bookings');
    },
  });
  // once per page visit: a double click, or a retry after a lost answer, gets the first order back
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const kind = useRef<OrderType>('instant');
  const expected = useRef(total);
  expected.current = total;
  const [changed, setChanged] = useState<{ previous: string; next: string } | null>(null);
  const trip = useMemo(() => tripOf(offer.slices), [offer.slices]);
  const labels = passengerLabels(offer.passengerTypes);
  // the form starts once (react-final-form starts over whenever initialValues is another object)
  const [initial] = useState(() => initialValues(offer.passengerTypes, user?.email ?? ''));

  async function submit(values: CheckoutValues): Promise<Record<string, unknown> | undefined> {
    const type = kind.current;
    const expectedTotalInPkr = expected.current;
    setChanged(null);
    try {
      const { data } = await create({
        variables: {
          input: { offerId: offer.id, type, expectedTotalInPkr, passengers: orderPassengers(values), contact: { email: values.contact.email.trim(), phone: values.contact.phone.trim() } },
          idempotencyKey,
        },
      });
      if (!data) return undefined;
      const order = getFragmentData(FlightOrderFieldsFragment, data.createFlightOrder);
      if (type === 'instant') {
        navigate(`/checkout/${order.bookingId}`);
      } else {
        toast(t('seatsHeld'), t('seatsHeldText'), 'success');
        navigate(`/flights/orders/${order.id}`);
      }
      return undefined;
    } catch (err) {
      const e = firstError(err);
      if (e.code === 'PRICE_CHANGED' && typeof e.extensions.newTotalInPkr === 'string') {
        setChanged({ previous: expectedTotalInPkr, next: e.extensions.newTotalInPkr });
        return undefined;
      }
      if (e.code === 'OFFER_EXPIRED') {
        onGone();
        return undefined;
      }
      if (e.code === 'BAD_USER_INPUT' && e.message) {
        toast(t('checkForm'), t('checkFormText'), 'error');
        return submissionErrors(e.extensions.field, e.message);
      }
      const message = e.message ? serverText(e.message) : errorMessage(err, t('orderFailedText'));
      toast(t('orderFailed'), message, 'error');
      return { [FORM_ERROR]: message };
    }
  }

  // the buyer agrees to the new total: it becomes the expected one, and the same order is asked for again
  function acceptNewTotal(form: FormApi<CheckoutValues>) {
    if (!changed) return;
    expected.current = changed.next;
    onTotal(changed.next);
    setChanged(null);
    void form.submit();
  }

  const holdLabel = offer.paymentRequiredBy ? t('holdUntil', { deadline: date(offer.paymentRequiredBy, 'dd MMM, HH:mm') }) : t('holdLater');

  return (
    <Form<CheckoutValues>
      initialValues={initial}
      validate={(values) => validateCheckout(values, trip)}
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form
          noValidate
          aria-label={t('passengers')}
          onSubmit={(e) => {
            void handleSubmit(e);
            // a failed check: the first field with a problem takes the focus (its message is its description)
            setTimeout(() => {
              if (!form.getState().hasValidationErrors) return;
              document.querySelector<HTMLElement>('[data-testid="flight-checkout-form"] [aria-invalid="true"]')?.focus();
            });
          }}
          data-testid="flight-checkout-form"
        >
          <Stack gap="4">
            <Heading as="h2" size="md">
              {t('passengers')}
            </Heading>
            {offer.passengerTypes.map((type, i) => (
              <PassengerFields key={`${type}-${i}`} index={i} label={labels[i]} trip={trip} />
            ))}
            <ContactFields />
            {submitError && (
              <Text role="alert" color="red.700" data-testid="checkout-error">
                {String(submitError)}
              </Text>
            )}
            {changed && (
              <PriceChanged previous={changed.previous} next={changed.next} onContinue={() => acceptNewTotal(form)} busy={submitting} />
            )}
            <Card.Root variant="subtle">
              <Card.Body>
                <Stack gap="3">
                  <HStack justify="space-between" align="start">
                    <Text fontWeight="semibold">{t('total')}</Text>
                    <Amount amountPkr={total} testId="checkout-form-total" />
                  </HStack>
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                    <Button
                      type="submit"
                      colorPalette="brand"
                      size="lg"
                      flex={{ sm: '1' }}
                      loading={submitting && kind.current === 'instant'}
                      loadingText={t('ordering')}
                      disabled={submitting || !!changed}
                      onClick={() => (kind.current = 'instant')}
                      data-testid="pay-now"
                    >
                      <CreditCard size={18} aria-hidden /> {t('payNow')}
                    </Button>
                    {offer.holdable && (
                      <Button
                        type="submit"
                        variant="outline"
                        colorPalette="brand"
                        size="lg"
                        flex={{ sm: '1' }}
                        loading={submitting && kind.current === 'hold'}
                        loadingText={t('ordering')}
                        disabled={submitting || !!changed}
                        onClick={() => (kind.current = 'hold')}
                        data-testid="hold-order"
                        whiteSpace="normal"
                        h="auto"
                        minH="11"
                        py="2"
                      >
                        <Clock size={18} aria-hidden /> {holdLabel}
                      </Button>
                    )}
                  </Stack>
                  {offer.holdable && (
                    <Box fontSize="xs" color="fg.muted">
                      {t('holdText')}
                    </Box>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          </Stack>
        </form>
      )}
    />
  );
}
