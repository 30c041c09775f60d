import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { DateTime } from 'luxon';
import { MyBookingsQuery } from './operations';
import { capitalise, StatusBadge, TypeIcon } from './status';
import { useBookingList } from './useBookingList';

const RECENT = 5;

/** The signed-in user's latest bookings (welcome page). */
export function RecentActivity() {
  const list = useBookingList(MyBookingsQuery);
  const rows = list.rows.slice(0, RECENT);
  if (list.pending) return <Skeleton height="24" />;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" data-testid="recent-activity-empty">
        No recent activity yet. Your bookings will appear here.
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
                {capitalise(b.type)} · {b.itemName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                Booked {DateTime.fromISO(b.createdAt).toRelative()} · {formatMoney(b.totalPriceInPkr, 'PKR')}
              </Text>
            </Box>
          </HStack>
          <StatusBadge status={b.status} />
        </HStack>
      ))}
    </Stack>
  );
}
