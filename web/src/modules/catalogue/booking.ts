import { useCallback } from 'react';
import { useBookItem } from '../bookings/useBookItem';

// The Book buttons of /packages and /transport: one click books one traveller (spec point 9), priced by the server,
// with the spec's sign-in, 401 and failure messages (see useBookItem). Hotels open the booking dialog instead.
export type Bookable = { id: string; name: string };

export function useBookPackage(): (pkg: Bookable) => void {
  const { book } = useBookItem('package');
  return useCallback((pkg: Bookable) => void book(pkg.id, { type: 'package' as never, packageId: pkg.id, passengerCount: 1 }), [book]);
}

export function useBookTransport(): (option: Bookable) => void {
  const { book } = useBookItem('transport');
  return useCallback(
    (option: Bookable) =>
      void book(option.id, { type: 'transport' as never, transportId: option.id, passengerCount: 1, specialRequirements: `Transport booking: ${option.name}` }),
    [book],
  );
}
