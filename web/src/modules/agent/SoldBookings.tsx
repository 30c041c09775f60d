import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Ticket } from 'lucide-react';
import { ShowMore } from '../../ui/showMore';
import { TabSection } from '../../ui/tabSection';
import { BOOKING_COLUMNS as C, BookingTable } from '../bookings/BookingTable';
import { SoldBookingsQuery } from '../bookings/operations';
import { useBookingList } from '../bookings/useBookingList';
import { useSession } from '../session/useSession';
import { CustomerSales } from './CustomerSales';
import { MarkupsCard } from './MarkupsCard';

/** Bookings tab: the bookings travellers made of the agent's packages, newest first. */
export function SoldBookings() {
  const list = useBookingList(SoldBookingsQuery);
  const rows = list.rows;
  // markups are the agency owner's (its staff book with them)
  const isOwner = (useSession().user?.agencyRole ?? 'owner') === 'owner';
  return (
    <TabSection title="Booking Management" text="View and manage all your bookings">
      {isOwner && <MarkupsCard />}
      <Stack gap="3">
        <Heading size="md">Bookings for customers</Heading>
        <CustomerSales />
      </Stack>
      <Heading size="md">Bookings of your packages</Heading>
      {list.pending ? (
        <Skeleton height="40" />
      ) : rows.length === 0 ? (
        <Stack align="center" textAlign="center" py="12" gap="2" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="sold-bookings-empty">
          <Ticket size={36} aria-hidden />
          <Heading size="md">No bookings yet</Heading>
          <Text color="fg.muted">When travellers book your packages, their bookings appear here.</Text>
        </Stack>
      ) : (
        <>
          <BookingTable
            rows={rows}
            columns={[{ ...C.item, header: 'Package' }, { ...C.bookedBy, header: 'Traveller' }, C.passengers, C.total, C.status, { ...C.created, header: 'Booked' }, C.travelDate, C.id, C.voucher]}
            label="Sold bookings"
            testId="sold-bookings"
            rowTestId="sold-booking-row"
          />
          <ShowMore label="Load more" hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} />
        </>
      )}
    </TabSection>
  );
}
