import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import agentNs from '../../i18n/en/agent';
import { ShowMore } from '../../ui/showMore';
import { TabSection } from '../../ui/tabSection';
import { BOOKING_COLUMNS as C, BookingTable } from '../bookings/BookingTable';
import { SoldBookingsQuery } from '../bookings/operations';
import { DEADLINE_COLUMNS as D } from '../bookings/Deadlines';
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
  const { t } = useTranslation(agentNs);
  return (
    <TabSection title={t('sold.title')} text={t('sold.text')}>
      {isOwner && <MarkupsCard />}
      <Stack gap="3">
        <Heading size="md">{t('sold.forCustomers')}</Heading>
        <CustomerSales />
      </Stack>
      <Heading size="md">{t('sold.ofPackages')}</Heading>
      {list.pending ? (
        <Skeleton height="40" />
      ) : rows.length === 0 ? (
        <Stack align="center" textAlign="center" py="12" gap="2" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="sold-bookings-empty">
          <Ticket size={36} aria-hidden />
          <Heading size="md">{t('sold.empty')}</Heading>
          <Text color="fg.muted">{t('sold.emptyText')}</Text>
        </Stack>
      ) : (
        <>
          <BookingTable
            rows={rows}
            columns={[
              { ...C.item, header: t('sold.package') },
              { ...C.bookedBy, header: t('sold.traveller') },
              C.passengers,
              C.total,
              C.status,
              D.payBy,
              D.freeCancellation,
              { ...C.created, header: t('sold.booked') },
              C.travelDate,
              C.id,
              C.voucher,
            ]}
            label={t('sold.tableLabel')}
            testId="sold-bookings"
            rowTestId="sold-booking-row"
          />
          <ShowMore label={t('sold.loadMore')} hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} />
        </>
      )}
    </TabSection>
  );
}
