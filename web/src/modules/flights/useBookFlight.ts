import { flightHandOffUrl, type HandOffFlight, type TripClass } from '@rules/travel.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { i18n } from '../../i18n';
import flightsNs from '../../i18n/en/flights';
import { REDIRECT_DELAY_MS, toast } from '../../ui/toaster';
import { useSession } from '../session/useSession';

// the search as its answer echoes it: the hand-off's fields but the token, the class as the API's string
export type BookingSearch = Omit<HandOffFlight, 'bookingToken' | 'tripClass'> & { tripClass: string };

const SPINNER_MS = 1200;

// the flights namespace's words, in the current language at the time of the call
const tr = (key: string) => i18n.t(key, { ns: flightsNs });

/**
 * Book (spec points 2, 7 and 8): signed out, a toast and /auth after 0.5 s. Signed in, an offer sold here (bookable,
 * issue 35) opens our checkout (/flights/checkout/<offerId>, which knows the search to go back to); any other offer
 * shows a spinner and opens a new tab on the metasearch site's search page carrying the route, dates, party, class,
 * marker and booking token.
 */
export function useBookFlight(search: BookingSearch | undefined) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const book = useCallback(
    (offer: { id: string; bookingToken: string; bookable?: boolean }) => {
      if (!user) {
        toast(tr('authRequired'), tr('logInToBook'), 'error');
        timers.current.push(setTimeout(() => navigate('/auth'), REDIRECT_DELAY_MS));
        return;
      }
      if (offer.bookable) {
        navigate(`/flights/checkout/${encodeURIComponent(offer.id)}`, { state: { from: `${location.pathname}${location.search}` } });
        return;
      }
      setPendingId(offer.id);
      timers.current.push(setTimeout(() => setPendingId((id) => (id === offer.id ? null : id)), SPINNER_MS));
      try {
        if (!search) throw new Error('no search');
        const url = flightHandOffUrl({ ...search, tripClass: search.tripClass as TripClass, bookingToken: offer.bookingToken });
        // opened in the click itself, so popup blockers let it through
        const tab = window.open(url, '_blank');
        if (!tab) throw new Error('the new tab was blocked');
        tab.opener = null;
        toast(tr('redirecting'), tr('redirectingText'), 'info');
      } catch {
        setPendingId(null);
        toast(tr('bookingError'), tr('bookingErrorText'), 'error');
      }
    },
    [user, navigate, search, location.pathname, location.search],
  );

  return { book, pendingId };
}
