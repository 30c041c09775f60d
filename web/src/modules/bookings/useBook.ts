import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { BookInput } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { useCurrency } from '../currency/CurrencyProvider';
import { useSession } from '../session/useSession';
import { BookMutation } from './operations';

export const REDIRECT_DELAY_MS = 500;

function toSignIn(): void {
  const next = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => window.location.assign(`/api/login?next=${encodeURIComponent(next)}`), REDIRECT_DELAY_MS);
}

type Noun = 'package' | 'transport' | 'hotel';

/**
 * Books through the API with the spec's messages: signed out → log in; 401 → 'Unauthorized'; else the server's
 * reason (sold out...) or the fallback. A fresh idempotency key per click makes a network retry harmless.
 */
export function useBook(noun: Noun) {
  const { user } = useSession();
  const { selected } = useCurrency();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [mutate] = useMutation(BookMutation, { refetchQueries: ['MyBookings', 'UserStats'] });

  const book = useCallback(
    async (itemId: string, input: Omit<BookInput, 'currency'>): Promise<boolean> => {
      if (!user) {
        toast('Authentication Required', noun === 'hotel' ? 'Please log in to book hotels' : `Please log in to book ${noun === 'package' ? 'packages' : 'transport'}`, 'error');
        toSignIn();
        return false;
      }
      setPendingId(itemId);
      try {
        await mutate({ variables: { input: { ...input, currency: selected }, idempotencyKey: crypto.randomUUID() } });
        if (noun === 'hotel') toast('Booking Successful!', 'Your hotel booking has been confirmed.', 'success');
        else toast('Booking Successful', `Your ${noun} has been booked successfully!`, 'success');
        return true;
      } catch (err) {
        if (errorCode(err) === 'UNAUTHENTICATED') {
          toast('Unauthorized', 'You are logged out. Logging in again...', 'error');
          toSignIn();
        } else {
          const fallback = noun === 'hotel' ? 'Failed to create booking' : `Failed to book ${noun}. Please try again.`;
          toast('Booking Failed', errorMessage(err, fallback), 'error');
        }
        return false;
      } finally {
        setPendingId(null);
      }
    },
    [mutate, noun, selected, user],
  );

  return { book, pendingId };
}
