import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { useTranslation } from 'react-i18next';
import bookingNs from '../../i18n/en/booking';
import { useFormat } from '../../i18n/format';
import { MyBookingsQuery } from './operations';
import { DeadlineLines } from './Deadlines';
import { bookingTypeLabel, StatusBadge, TypeIcon } from './status';
import { useBookingList } from './useBookingList';

const RECENT = 5;

/** The signed-in user's latest bookings (welcome page). */
export function RecentActivity() {
  const list = useBookingList(MyBookingsQuery);
  const { t } = useTranslation(bookingNs);
  const { relative } = useFormat();
  const rows = list.rows.slice(0, RECENT);
  if (list.pending) return <Skeleton height="24" />;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" data-testid="recent-activity-empty">
        {t('noActivity')}
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="recent-activity">
      {rows.map((b) => (
        <HStack key={b.id} gap="3" justify="space-between">
          <HStack gap="3" minW="0">
            <TypeIcon type={b.type} />
            <Box minW="0">
              <Text fontWeight="medium" truncate>
                {bookingTypeLabel(b.type)} · <span lang="en">{b.itemName}</span>
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('bookedAgo', { when: relative(b.createdAt), amount: formatMoney(b.totalPriceInPkr, 'PKR') })}
              </Text>
              <DeadlineLines booking={b} fontSize="xs" />
            </Box>
          </HStack>
          <StatusBadge status={b.status} />
        </HStack>
      ))}
    </Stack>
  );
}
