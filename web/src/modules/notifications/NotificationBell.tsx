import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Float, HStack, IconButton, Link, Popover, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../gql';
import { i18n } from '../../i18n';
import notificationsNs from '../../i18n/en/notifications';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../ui/form';

// The bell (issue 18 item 4): the unread count, and a list of the user's notifications newest first.
// New ones show up by polling the count every 20 s, not by server-sent events: the servers run as a cluster of
// processes behind proxies (an open stream per tab would pin a worker and need the proxies' buffering and timeouts
// tuned), while the count is one cheap query on a partial index of unread rows. The poll pauses while the tab is
// hidden and catches up as soon as it is shown again.

export const POLL_MS = 20_000;
export const PAGE_SIZE = 10;

export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($pagination: PaginationInput) {
    notifications(pagination: $pagination) {
      hasMore limit offset
      items { id kind title body link createdAt readAt }
    }
  }
`);

const MarkNotificationRead = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) { id readAt }
  }
`);

const MarkAllNotificationsRead = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

// A notification is written in its reader's language of the moment (api notifications/messages.ts), so a list may
// hold both: each says which it is (for screen readers, and the Urdu scan), and its direction follows its text.
const langOf = (text: string) => (/[\u0600-\u06FF]/.test(text) ? 'ur' : 'en');

/** The bell's accessible name in the current language: 'Notifications, 3 unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? i18n.t('bellUnread', { ns: notificationsNs, count: unread }) : i18n.t('bell', { ns: notificationsNs });
}

function NotificationList({ onPick, onUnreadChanged }: { onPick: () => void; onUnreadChanged: () => void }) {
  const { data, error, fetchMore } = useQuery(NotificationsQuery, { variables: { pagination: { limit: PAGE_SIZE, offset: 0 } }, fetchPolicy: 'cache-and-network' });
  const [more, setMore] = useState(false);
  const client = useApolloClient();
  const [markRead] = useMutation(MarkNotificationRead);
  const [markAll, { loading: markingAll }] = useMutation(MarkAllNotificationsRead);
  const { t } = useTranslation(notificationsNs);
  const { relative } = useFormat();
  const page = data?.notifications;
  const items = page?.items ?? [];

  const loadMore = async () => {
    setMore(true);
    try {
      await fetchMore({
        variables: { pagination: { limit: PAGE_SIZE, offset: items.length } },
        updateQuery: (prev, { fetchMoreResult }) => ({
          notifications: { ...fetchMoreResult.notifications, offset: 0, items: [...(prev.notifications?.items ?? []), ...fetchMoreResult.notifications.items] },
        }),
      });
    } finally {
      setMore(false);
    }
  };

  const readAll = async () => {
    await markAll();
    const now = new Date().toISOString();
    // the list on screen (every page loaded) shows them read without asking again; the count is asked again
    for (const n of items) if (!n.readAt) client.cache.modify({ id: client.cache.identify({ __typename: 'Notification', id: n.id }), fields: { readAt: () => now } });
    onUnreadChanged();
  };

  const pick = (id: string, read: boolean) => {
    if (!read) void markRead({ variables: { id } }).then(onUnreadChanged, () => undefined);
    onPick();
  };

  if (error && !page) return <Text role="alert" p="4">{errorMessage(error, t('loadError'))}</Text>;
  if (!page) return <Skeleton m="4" height="16" />;
  return (
    <Stack gap="0">
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px">
        <Text fontWeight="semibold">{t('title')}</Text>
        <Button size="xs" variant="ghost" onClick={() => void readAll()} disabled={markingAll || items.every((n) => n.readAt)} data-testid="notifications-read-all">
          {t('markAllRead')}
        </Button>
      </HStack>
      {items.length === 0 ? (
        <Text color="fg.muted" p="4" data-testid="notifications-empty">
          {t('empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" maxH={{ base: '60vh', md: '28rem' }} overflowY="auto" data-testid="notifications-list">
          {items.map((n) => {
            const body = (
              <Stack gap="0.5" px="4" py="3" w="full" align="stretch">
                <HStack gap="2" align="start">
                  {!n.readAt && <Box mt="1.5" w="2" h="2" rounded="full" bg="brand.600" flexShrink={0} aria-label={t('unread')} />}
                  <Text fontWeight={n.readAt ? 'normal' : 'semibold'} fontSize="sm" lineClamp={2} lang={langOf(n.title)} dir="auto">
                    {n.title}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" lineClamp={3} lang={langOf(n.body)} dir="auto">
                  {n.body}
                </Text>
                <Text fontSize="xs" color="fg.subtle">
                  {relative(n.createdAt)}
                </Text>
              </Stack>
            );
            return (
              <Box as="li" key={n.id} borderBottomWidth="1px" bg={n.readAt ? undefined : 'brand.50/40'} data-testid="notification-item" data-unread={n.readAt ? undefined : ''}>
                {n.link ? (
                  <Link asChild display="block" _hover={{ bg: 'bg.muted', textDecoration: 'none' }} color="inherit">
                    <RouterLink to={n.link} onClick={() => pick(n.id, !!n.readAt)}>
                      {body}
                    </RouterLink>
                  </Link>
                ) : (
                  <Box as="button" textAlign="start" w="full" _hover={{ bg: 'bg.muted' }} onClick={() => pick(n.id, !!n.readAt)}>
                    {body}
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {page.hasMore && (
        <Box p="2" textAlign="center">
          <Button size="sm" variant="ghost" onClick={() => void loadMore()} loading={more} data-testid="notifications-more">
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  // re-renders the bell's name when the language changes
  useTranslation(notificationsNs);
  const { data, refetch } = useQuery(UnreadNotificationCountQuery, {
    pollInterval: POLL_MS,
    // a hidden tab does not ask; it asks once as soon as it is shown again
    skipPollAttempt: () => document.hidden,
    notifyOnNetworkStatusChange: false,
  });
  useEffect(() => {
    const onShow = () => {
      if (!document.hidden) void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [refetch]);
  const unread = data?.unreadNotificationCount ?? 0;
  const recount = () => void refetch().catch(() => undefined);

  return (
    <Popover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={bellLabel(unread)} data-testid="notification-bell" position="relative" flexShrink={0}>
          <Bell aria-hidden />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Badge size="xs" variant="solid" colorPalette="red" rounded="full" minW="4" justifyContent="center" aria-hidden data-testid="notification-count">
                {unread > 99 ? '99+' : unread}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* never wider than the screen, less a margin: 375 px phones get the whole width */}
          <Popover.Content w="min(24rem, calc(100vw - 1.5rem))" data-testid="notifications-panel">
            <Popover.Body p="0">
              <NotificationList onPick={() => setOpen(false)} onUnreadChanged={recount} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
