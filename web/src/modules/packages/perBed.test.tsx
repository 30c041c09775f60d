import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, pkg } from '../../test/catalogue';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

// Per-bed prices (issue 36): the card's "from … per person (sharing)", the package page's table, and booking by rooms
// at the total the server charges (rules/package-rooms.ts).

const TABLE = [
  { __typename: 'OccupancyPrice', occupancy: 'sharing', priceInPkr: '220000.00' },
  { __typename: 'OccupancyPrice', occupancy: 'quad', priceInPkr: '250000.50' },
  { __typename: 'OccupancyPrice', occupancy: 'double', priceInPkr: '300000.00' },
];
const detail = (over: Record<string, unknown> = {}) => ({
  ...pkg({ id: 'p-beds', priceInPkr: '220000.00', occupancyPrices: TABLE }),
  exclusions: [],
  availableSpots: 12,
  childWithBedPriceInPkr: '180000.00',
  childWithoutBedPriceInPkr: null,
  infantPriceInPkr: '40000.00',
  ...over,
});

const booked: Array<Record<string, unknown>> = [];
// before the shared handlers (the first match answers): a signed-in traveller
const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  graphql.mutation('Book', ({ variables }) => {
    booked.push(variables.input as Record<string, unknown>);
    return HttpResponse.json({ data: { book: bookingAs({ payable: false }) } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  booked.length = 0;
});
afterAll(() => server.close());

describe('per-bed prices', () => {
  it('a card shows the cheapest bed: from PKR X per person (sharing), and links to the package', async () => {
    server.use(graphql.query('Packages', () => HttpResponse.json({ data: { packages: page('PackagePage', [detail(), pkg({ id: 'p-one' })]) } })));
    renderApp('/packages');
    const [beds, one] = await screen.findAllByTestId('package-card');
    expect(within(beds).getByTestId('package-price').textContent).toBe('from PKR 220,000 per person (sharing)');
    expect(within(one).getByTestId('package-price').textContent).toBe('PKR 265,000 per person');
    expect(within(beds).getByRole('link', { name: 'Economy Umrah 14 Days from Karachi' }).getAttribute('href')).toBe('/packages/p-beds');
  });

  it('the package page shows the table and books the rooms chosen at the live total', async () => {
    server.use(graphql.query('PackageDetail', ({ variables }) => HttpResponse.json({ data: { package: detail({ id: variables.id }) } })));
    renderApp('/packages/p-beds');
    const table = await screen.findByTestId('bed-prices');
    expect(within(table).getByTestId('bed-price-sharing').textContent).toContain('PKR 220,000');
    expect(within(table).getByTestId('bed-price-quad').textContent).toContain('PKR 250,000.5');
    expect(within(table).getByTestId('bed-price-double').textContent).toContain('2 beds');
    expect(within(table).getByTestId('bed-price-childWithBed').textContent).toContain('PKR 180,000');
    expect(within(table).getByTestId('bed-price-infant').textContent).toContain('PKR 40,000');
    // a child without a bed is not offered
    expect(within(table).queryByTestId('bed-price-childWithoutBed')).toBeNull();
    expect(within(table).queryByTestId('bed-price-triple')).toBeNull();

    // starts with one full sharing room: 6 × 220,000
    expect(screen.getByTestId('rooms-total').textContent).toBe('PKR 1,320,000');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('room-1-occupancy'), 'quad');
    await user.selectOptions(screen.getByTestId('room-1-adults'), '2');
    await user.selectOptions(screen.getByTestId('room-1-childrenWithBed'), '1');
    await user.selectOptions(screen.getByTestId('room-1-infants'), '1');
    expect(screen.queryByTestId('room-1-childrenWithoutBed')).toBeNull();
    // 2 × 250,000.50 + 180,000 + 40,000
    expect(screen.getByTestId('rooms-total').textContent).toBe('PKR 720,001');
    await user.click(screen.getByTestId('add-room'));
    await user.selectOptions(screen.getByTestId('room-2-occupancy'), 'double');
    expect(screen.getByTestId('rooms-total').textContent).toBe('PKR 1,320,001');
    await user.click(screen.getByTestId('book-rooms'));
    await waitFor(() => expect(booked).toHaveLength(1));
    expect(booked[0]).toMatchObject({
      type: 'package',
      packageId: 'p-beds',
      totalPriceInPkr: '1320001.00',
      rooms: [
        { occupancy: 'quad', adults: 2, childrenWithBed: 1, childrenWithoutBed: 0, infants: 1 },
        { occupancy: 'double', adults: 2, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 },
      ],
    });
  });

  it('says what is wrong instead of a total, and cannot book then', async () => {
    server.use(graphql.query('PackageDetail', () => HttpResponse.json({ data: { package: detail() } })));
    renderApp('/packages/p-beds');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByTestId('room-1-occupancy'), 'double');
    await user.selectOptions(screen.getByTestId('room-1-childrenWithBed'), '1');
    expect(screen.getByTestId('rooms-problem').textContent).toBe('Room 1: a double room has 2 beds (adults and children with a bed)');
    expect(screen.queryByTestId('rooms-total')).toBeNull();
    expect(screen.getByTestId('book-rooms').hasAttribute('disabled')).toBe(true);
    // removing a room: only once there are two
    expect(screen.queryByRole('button', { name: 'Remove room 1' })).toBeNull();
    await user.click(screen.getByTestId('add-room'));
    await user.click(screen.getByRole('button', { name: 'Remove room 1' }));
    expect(screen.getByTestId('rooms-total').textContent).toBe('PKR 1,320,000');
  });

  it('a package with one price is sold as quad rooms', async () => {
    server.use(graphql.query('PackageDetail', () => HttpResponse.json({ data: { package: detail({ occupancyPrices: [], priceInPkr: '150000.00', childWithBedPriceInPkr: null, infantPriceInPkr: null }) } })));
    renderApp('/packages/p-beds');
    const table = await screen.findByTestId('bed-prices');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByTestId('bed-price-quad').textContent).toContain('PKR 150,000');
    expect(screen.getByTestId('rooms-total').textContent).toBe('PKR 600,000');
    expect(screen.queryByTestId('room-1-infants')).toBeNull();
  });
});
