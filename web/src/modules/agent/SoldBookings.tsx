import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import { Ticket } from 'lucide-react';
import { DateTime } from 'luxon';
import { getFragmentData } from '../../gql';
import { BookingFieldsFragment } from '../bookings/operations';
import { StatusBadge } from '../bookings/status';
import { SoldBookingsQuery } from './operations';
import { scrollRegion } from '../../ui/scroll';

const PAGE = 20;
const fmt = (iso: string | null | undefined, format = 'dd MMM yyyy') => (iso ? DateTime.fromISO(iso).toFormat(format) : '—');

/** Bookings tab: the bookings travellers made of the agent's packages, newest first. */
export function SoldBookings() {
  const { data, loading, fetchMore } = useQuery(SoldBookingsQuery, { variables: { pagination: { limit: PAGE } }, fetchPolicy: 'cache-and-network' });
  const rows = (data?.bookings.items ?? []).map((b) => getFragmentData(BookingFieldsFragment, b));
  return (
    <Stack gap="5">
      <Box>
        <Heading size="lg">Booking Management</Heading>
        <Text color="fg.muted">View and manage all your bookings</Text>
      </Box>
      {loading && !data ? (
        <Skeleton height="40" />
      ) : rows.length === 0 ? (
        <Stack align="center" textAlign="center" py="12" gap="2" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="sold-bookings-empty">
          <Ticket size={36} aria-hidden />
          <Heading size="md">No bookings yet</Heading>
          <Text color="fg.muted">When travellers book your packages, their bookings appear here.</Text>
        </Stack>
      ) : (
        <>
          <Box {...scrollRegion('Sold bookings')} borderWidth="1px" rounded="lg">
            <Table.Root size="sm" data-testid="sold-bookings">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Package</Table.ColumnHeader>
                  <Table.ColumnHeader>Traveller</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Passengers</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Total (PKR)</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Booked</Table.ColumnHeader>
                  <Table.ColumnHeader>Travel date</Table.ColumnHeader>
                  <Table.ColumnHeader>ID</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((b) => (
                  <Table.Row key={b.id} data-testid="sold-booking-row">
                    <Table.Cell maxW="64" truncate>
                      {b.itemName}
                    </Table.Cell>
                    <Table.Cell>{b.bookedBy}</Table.Cell>
                    <Table.Cell textAlign="end">{b.passengerCount}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatMoney(b.totalPriceInPkr, 'PKR')}
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={b.status} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{fmt(b.createdAt, 'dd MMM yyyy, HH:mm')}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{fmt(b.travelDate)}</Table.Cell>
                    <Table.Cell fontFamily="mono">#{shortBookingId(b.id)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {data?.bookings.hasMore && (
            <Button
              alignSelf="center"
              variant="outline"
              onClick={() =>
                void fetchMore({
                  variables: { pagination: { limit: PAGE, offset: rows.length } },
                  updateQuery: (prev, { fetchMoreResult }) => ({
                    bookings: { ...fetchMoreResult.bookings, items: [...prev.bookings.items, ...fetchMoreResult.bookings.items] },
                  }),
                })
              }
            >
              Load more
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
