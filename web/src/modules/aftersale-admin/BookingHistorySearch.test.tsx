import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';
import { filterOf } from './BookingHistorySearch';

// Issue 37: the super admin searches every booking's history (kind, who did it, booking, words, period), a page at a time.

type Vars = Record<string, unknown>;
const asked: Vars[] = [];

const BOOKING = 'a1b2c3d4-0000-4000-8000-000000000001';
const eventAs = (over: Vars = {}) => ({
  __typename: 'BookingEvent',
  id: 'e0000000-0000-4000-8000-000000000001',
  bookingId: BOOKING,
  at: '2026-12-10T09:30:00.000Z',
  kind: 'made',
  summary: 'Booked Economy Umrah from Karachi for 2 travellers',
  amountInPkr: '370000.00',
  actor: { __typename: 'BookingActor', role: 'traveller', name: 'Ayesha Khan' },
  changes: [],
  ...over,
});
const REFUND = eventAs({
  id: 'e0000000-0000-4000-8000-000000000002',
  at: '2026-12-12T11:00:00.000Z',
  kind: 'refunded',
  summary: 'Refunded to the wallet after a cancellation',
  amountInPkr: '-41625.00',
  actor: { __typename: 'BookingActor', role: 'system', name: 'Safarnama' },
});
const AMENDED = eventAs({
  id: 'e0000000-0000-4000-8000-000000000003',
  kind: 'amended',
  summary: 'Travel date 12 Mar → 19 Mar',
  amountInPkr: null,
  actor: { __typename: 'BookingActor', role: 'agent', name: 'Imran Ali' },
  changes: [{ __typename: 'FieldChange', field: 'travelDate', before: '2027-03-12', after: '2027-03-19' }],
});

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'super_admin' }) } })),
  graphql.mutation('SetLanguage', ({ variables }) => HttpResponse.json({ data: { setLanguage: { __typename: 'User', id: meAs().id, language: variables.language } } })),
  graphql.query('BookingEvents', ({ variables }) => {
    asked.push(variables);
    const filter = (variables.filter ?? {}) as Vars;
    const offset = (variables.pagination as { offset?: number } | undefined)?.offset ?? 0;
    const items = filter.kind === 'refunded' ? [REFUND] : offset > 0 ? [AMENDED] : [eventAs(), REFUND];
    return HttpResponse.json({
      data: { bookingEvents: { __typename: 'BookingEventPage', items, hasMore: !filter.kind && offset === 0, limit: 25, offset } },
    });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(async () => {
  server.resetHandlers();
  asked.length = 0;
  await backToEnglish();
});
afterAll(() => server.close());

describe("the super admin's Booking history tab", () => {
  it('lists events newest first with time, booking link, actor, kind, summary and amount', async () => {
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-history'));
    const rows = await screen.findAllByTestId('history-event');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: '#A1B2C3D4' }).getAttribute('href')).toBe(`/bookings/${BOOKING}`);
    expect(rows[0].textContent).toMatch(/Ayesha Khan.*Traveller.*Made.*Booked Economy Umrah from Karachi.*Rs 370,000/);
    expect(rows[1].textContent).toMatch(/Safarnama.*System.*Refunded.*Refunded to the wallet.*-Rs 41,625/);
    expect(asked[0]).toMatchObject({ filter: {}, pagination: { limit: 25, offset: 0 } });

    // the next page: an amendment with what it changed
    fireEvent.click(screen.getByTestId('history-older'));
    await waitFor(() => expect(screen.getAllByTestId('history-event')[0].textContent).toMatch(/Imran Ali.*Agent.*Amended/));
    expect(screen.getByTestId('history-event').textContent).toContain('travelDate: 2027-03-12 → 2027-03-19');
    expect(asked.at(-1)).toMatchObject({ pagination: { offset: 25 } });
  });

  it('searches by kind, actor, booking, words and period; refuses a booking id that is not one', async () => {
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-history'));
    await screen.findAllByTestId('history-event');
    fireEvent.change(screen.getByTestId('history-kind'), { target: { value: 'refunded' } });
    fireEvent.change(screen.getByTestId('history-actor'), { target: { value: 'system' } });
    fireEvent.change(screen.getByTestId('history-booking'), { target: { value: '#A1B2C3D4' } });
    fireEvent.change(screen.getByTestId('history-text'), { target: { value: '  wallet ' } });
    fireEvent.change(screen.getByTestId('history-from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByTestId('history-to'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByTestId('history-search'));
    expect(await screen.findByText('Enter the booking’s full ID (as in its page’s address).')).toBeTruthy();
    const before = asked.length;

    fireEvent.change(screen.getByTestId('history-booking'), { target: { value: BOOKING } });
    fireEvent.click(screen.getByTestId('history-search'));
    await waitFor(() => expect(screen.getAllByTestId('history-event')).toHaveLength(1));
    expect(screen.getByTestId('history-event').textContent).toMatch(/Refunded/);
    const filter = asked.at(-1)?.filter as Vars;
    expect(asked.length).toBeGreaterThan(before);
    expect(filter).toMatchObject({ kind: 'refunded', actorRole: 'system', bookingId: BOOKING, text: 'wallet' });
    // the period from the first moment of its first day to the last of its last, in the reader's time
    expect(new Date(String(filter.from)).getTime()).toBe(new Date(2026, 11, 1).getTime());
    expect(new Date(String(filter.to)).getTime()).toBe(new Date(2026, 11, 31, 23, 59, 59, 999).getTime());
    expect(screen.queryByTestId('history-older')).toBeNull();

    // Clear: every event again
    fireEvent.click(screen.getByTestId('history-clear'));
    await waitFor(() => expect(screen.getAllByTestId('history-event')).toHaveLength(2));
    expect(asked.at(-1)?.filter).toEqual({});
  });

  it('says so when nothing matches', async () => {
    server.use(graphql.query('BookingEvents', () => HttpResponse.json({ data: { bookingEvents: { __typename: 'BookingEventPage', items: [], hasMore: false, limit: 25, offset: 0 } } })));
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-history'));
    expect((await screen.findByTestId('history-none')).textContent).toBe('No events match these filters.');
  });

  it('is all Urdu in Urdu (the recorded names and summaries aside)', async () => {
    await renderInUrdu('/dashboard/super-admin');
    const tab = await screen.findByTestId('admin-tab-history');
    expect(tab.textContent).toBe('بکنگ کا تاریخچہ');
    fireEvent.click(tab);
    await screen.findAllByTestId('history-event');
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(latinWords(panel)).toEqual([]);
  });
});

describe('filterOf', () => {
  it('leaves out what is empty', () => {
    expect(filterOf({ kind: '', actorRole: '', bookingId: ' ', text: '' })).toEqual({});
  });
});
