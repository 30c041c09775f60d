import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { POLL_MS } from './NotificationBell';

// The bell in the top bar against msw: the unread count in its accessible name, the list newest first with Load more,
// marking one (on click, following its link) and all read, and a new notification showing up by the poll.

type N = { id: string; kind: string; title: string; body: string; link: string | null; createdAt: string; readAt: string | null };
const note = (i: number, over: Partial<N> = {}): N => ({
  id: `0000000${i}-0000-4000-8000-00000000000${i % 10}`.slice(0, 36),
  kind: 'payment_receipt',
  title: `Notification ${i}`,
  body: `Body ${i}`,
  link: '/dashboard/end-user',
  createdAt: new Date(Date.now() - i * 60_000).toISOString(),
  readAt: null,
  ...over,
});
const pageOf = (items: N[], hasMore: boolean, offset = 0) =>
  HttpResponse.json<{ data: Record<string, unknown> }>({
    data: { notifications: { __typename: 'NotificationPage', hasMore, limit: 10, offset, items: items.map((n) => ({ __typename: 'Notification', ...n })) } },
  });

const state = { unread: 3, marked: [] as string[], all: 0, offsets: [] as number[] };
const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  graphql.query('UnreadNotificationCount', () => HttpResponse.json({ data: { unreadNotificationCount: state.unread } })),
  graphql.query('Notifications', ({ variables }) => {
    const offset = variables.pagination?.offset ?? 0;
    state.offsets.push(offset);
    if (offset === 0) return pageOf([note(1), note(2, { link: '/checkout/abc' }), note(3, { readAt: '2026-11-20T00:00:00.000Z' })].concat(Array.from({ length: 7 }, (_, k) => note(k + 4, { readAt: '2026-11-20T00:00:00.000Z' }))), true);
    return pageOf([note(11, { title: 'The oldest', readAt: '2026-11-01T00:00:00.000Z' })], false, offset);
  }),
  graphql.mutation('MarkNotificationRead', ({ variables }) => {
    state.marked.push(variables.id as string);
    state.unread = Math.max(0, state.unread - 1);
    return HttpResponse.json({ data: { markNotificationRead: { __typename: 'Notification', id: variables.id, readAt: new Date().toISOString() } } });
  }),
  graphql.mutation('MarkAllNotificationsRead', () => {
    state.all++;
    const was = state.unread;
    state.unread = 0;
    return HttpResponse.json({ data: { markAllNotificationsRead: was } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  Object.assign(state, { unread: 3, marked: [], all: 0, offsets: [] });
});
afterAll(() => server.close());

describe('the notification bell', () => {
  it('shows the unread count in its name, lists newest first, loads more, and marks one read on click (following its link)', async () => {
    const { router } = renderApp('/');
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    fireEvent.click(bell);
    const panel = await screen.findByTestId('notifications-panel');
    const items = await within(panel).findAllByTestId('notification-item');
    expect(items.map((i) => within(i).getAllByText(/^Notification \d+$/)[0].textContent)).toEqual(Array.from({ length: 10 }, (_, k) => `Notification ${k + 1}`));
    expect(items.filter((i) => i.hasAttribute('data-unread'))).toHaveLength(2);

    fireEvent.click(within(panel).getByTestId('notifications-more'));
    await within(panel).findByText('The oldest');
    expect(state.offsets).toContain(10);
    expect(within(panel).getAllByTestId('notification-item')).toHaveLength(11);
    expect(within(panel).queryByTestId('notifications-more')).toBeNull();

    // the second one leads to its checkout: marked read, the panel closes, the app goes there
    fireEvent.click(within(panel).getByText('Notification 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/abc'));
    expect(state.marked).toEqual([note(2).id]);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  });

  it('marks all read: the dots go and the count with them', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByTestId('notifications-panel');
    await within(panel).findAllByTestId('notification-item');
    fireEvent.click(within(panel).getByTestId('notifications-read-all'));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(state.all).toBe(1);
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item').filter((i) => i.hasAttribute('data-unread'))).toHaveLength(0));
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('a new notification shows within one poll, without reloading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    state.unread = 0;
    renderApp('/');
    await screen.findByRole('button', { name: 'Notifications' });
    state.unread = 1;
    await vi.advanceTimersByTimeAsync(POLL_MS + 100);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  });

  it('signed out: no bell', async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: null } })));
    renderApp('/');
    await screen.findByTestId('sign-in-button');
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });
});
