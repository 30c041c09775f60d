import { useMutation } from '@apollo/client/react';
import { dropBookingFigures } from './bookingCache';
import { CancelBookingMutation } from './operations';

/**
 * Cancels a booking. The answer is the booking with its new status, which the cache stores under its id, so every
 * list showing it changes with it; the server-computed figures are dropped.
 */
export function useCancelBooking() {
  return useMutation(CancelBookingMutation, { update: (cache) => dropBookingFigures(cache) });
}
