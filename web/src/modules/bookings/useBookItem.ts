import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../../i18n';
import bookingNs from '../../i18n/en/booking';
import { getFragmentData } from '../../gql';
import type { BookInput } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../ui/form';
import { REDIRECT_DELAY_MS, toast } from '../../ui/toaster';
import { useCurrency } from '../currency/CurrencyProvider';
import { useSession } from '../session/useSession';
import { addBooking } from './bookingCache';
import { BookingPaymentFieldsFragment } from '../payments/operations';
import { BookMutation } from './operations';

function toSignIn(): void {
  const next = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => window.location.assign(`/api/login?next=${encodeURIComponent(next)}`), REDIRECT_DELAY_MS);
}

type Noun = 'package' | 'transport' | 'hotel';

// the booking namespace's words, in the current language at the time of the call
const tr = (key: string) => i18n.t(key, { ns: bookingNs });

/**
 * Books through the API with the spec's messages: signed out → log in; 401 → 'Unauthorized'; else the server's
 * reason (sold out...) or the fallback. A fresh idempotency key per click makes a network retry harmless.
 */
export function useBookItem(noun: Noun) {
  const { user } = useSession();
  const { selected } = useCurrency();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [mutate] = useMutation(BookMutation, { update: (cache, { data }) => data && addBooking(cache, data.book) });

  const book = useCallback(
    async (itemId: string, input: Omit<BookInput, 'currency'>): Promise<boolean> => {
      if (!user) {
        toast(tr('authRequired'), tr(`logInToBook.${noun}`), 'error');
        toSignIn();
        return false;
      }
      setPendingId(itemId);
      try {
        const { data } = await mutate({ variables: { input: { ...input, currency: selected }, idempotencyKey: crypto.randomUUID() } });
        if (noun === 'hotel') toast(tr('hotelBooked'), tr('hotelBookedText'), 'success');
        else toast(tr('booked'), tr(`bookedText.${noun}`), 'success');
        // a booking waiting for its first payment goes on to the checkout (a transport request waits for its operator)
        const made = data ? getFragmentData(BookingPaymentFieldsFragment, data.book) : undefined;
        if (made?.payable) navigate(`/checkout/${made.id}`);
        return true;
      } catch (err) {
        if (errorCode(err) === 'UNAUTHENTICATED') {
          toast(tr('unauthorized'), tr('loggedOut'), 'error');
          toSignIn();
        } else {
          toast(tr('bookingFailed'), errorMessage(err, tr(`bookFailed.${noun}`)), 'error');
        }
        return false;
      } finally {
        setPendingId(null);
      }
    },
    [mutate, navigate, noun, selected, user],
  );

  return { book, pendingId };
}
