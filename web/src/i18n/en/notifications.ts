import { pageNamespace } from '../page';

// the notification bell and its list (web/src/modules/notifications).
const strings = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet.',
  unread: 'Unread',
  loadMore: 'Load more',
  loadError: 'Could not load the notifications.',
};

export type Strings = typeof strings;
export default pageNamespace('notifications', strings);
