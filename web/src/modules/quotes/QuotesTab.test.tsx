import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pkg } from '../../test/catalogue';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { basket } from './basket';

// Issue 39: the agent's quote basket ("Add to quote" on the package page, "Quote (n)", remove) and the Quotes tab
// (a new quote from the basket: the mutation with the basket's items, the link to share; the agency's quotes).

type Vars = Record<string, unknown>;
const AGENT = meAs({ role: 'b2b_agent', firstName: 'Imran', username: 'alnoor', agencyRole: 'owner' });
const calls: Vars[] = [];

const quote = (over: Record<string, unknown> = {}) => ({
  __typename: 'CustomerQuote',
  id: 'q-1',
  status: 'viewed',
  shareUrl: 'https://safarnama.example/q/tok-abc',
  sharePath: '/q/tok-abc',
  customerName: 'Bilal Ahmed',
  customerPhone: '0300 1234567',
  customerEmail: null,
  note: null,
  currency: 'AED',
  totalInPkr: '300000.00',
  costInPkr: '280000.00',
  expiresAt: '2026-12-02T10:00:00.000Z',
  viewedAt: '2026-12-01T11:00:00.000Z',
  acceptedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  createdBy: 'alnoor',
  whatsappUrl: 'https://wa.me/923001234567?text=Hello',
  items: [
    {
      __typename: 'CustomerQuoteItem',
      position: 1,
      type: 'hotel',
      itemName: 'Clock Tower Hotel',
      summary: '10 Dec 2026 to 13 Dec 2026, 1 room, 2 guests',
      imageUrl: null,
      costInPkr: '280000.00',
      priceInPkr: '300000.00',
      bookingId: null,
    },
  ],
  ...over,
});

let listed: unknown[] = [];
const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: AGENT } })),
  graphql.query('AgentStats', () => HttpResponse.json({ data: { agentStats: null } })),
  graphql.query('AgentActivity', () => HttpResponse.json({ data: { agentActivity: [] } })),
  graphql.query('CustomerQuotes', () =>
    HttpResponse.json({ data: { customerQuotes: { __typename: 'CustomerQuotePage', items: listed, hasMore: false, limit: 20, offset: 0 } } }),
  ),
  graphql.mutation('CreateCustomerQuote', ({ variables }) => {
    calls.push(variables);
    const input = variables.input as { customer: { name: string; phone: string } };
    const made = quote({ id: 'q-2', status: 'sent', customerName: input.customer.name, customerPhone: input.customer.phone, shareUrl: 'https://safarnama.example/q/tok-new', sharePath: '/q/tok-new' });
    listed = [made, ...listed];
    return HttpResponse.json({ data: { createCustomerQuote: made } });
  }),
  graphql.query('PackageDetail', ({ variables }) =>
    HttpResponse.json({
      data: {
        package: {
          ...pkg({ id: variables.id, occupancyPrices: [{ __typename: 'OccupancyPrice', occupancy: 'double', priceInPkr: '300000.00' }] }),
          exclusions: [],
          availableSpots: 12,
          childWithBedPriceInPkr: null,
          childWithoutBedPriceInPkr: null,
          infantPriceInPkr: null,
        },
      },
    }),
  ),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  listed = [];
});
afterAll(() => server.close());

describe('the quote basket', () => {
  it('"Add to quote" on the package page fills the basket; "Quote (1)" opens the Quotes tab, where the item can be removed', async () => {
    renderApp('/packages/p-beds');
    fireEvent.click(await screen.findByTestId('add-to-quote'));
    const link = await screen.findByTestId('quote-basket-link');
    expect(link.textContent).toBe('Quote (1)');
    expect(link.getAttribute('href')).toBe('/dashboard/b2b-agent?tab=quotes');
    expect(basket.items(AGENT.id)[0]).toMatchObject({
      name: 'Economy Umrah 14 Days from Karachi',
      input: { type: 'package', packageId: 'p-beds', rooms: [expect.objectContaining({ occupancy: 'double' })] },
    });

    fireEvent.click(link);
    const item = await screen.findByTestId('quote-basket-item');
    expect(item.textContent).toContain('Economy Umrah 14 Days from Karachi');
    expect(item.textContent).toContain('1 room, 2 travellers');
    fireEvent.click(within(item).getByTestId('quote-basket-remove'));
    expect(await screen.findByTestId('quote-basket-empty')).toBeTruthy();
    expect(basket.items(AGENT.id)).toEqual([]);
  });

  it('a traveller (not an agent) sees no "Add to quote"', async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })));
    renderApp('/packages/p-beds');
    expect(await screen.findByTestId('book-rooms')).toBeTruthy();
    expect(screen.queryByTestId('add-to-quote')).toBeNull();
  });
});

describe('the Quotes tab', () => {
  it('makes a quote of the basket: the mutation carries its items, the link is shown to share, the basket empties', async () => {
    const hotelStay = { type: 'hotel' as const, hotelId: 'h-1', checkInDate: '2026-12-10', checkOutDate: '2026-12-13', roomType: 'Deluxe', roomCount: 1, guestCount: 2 };
    const ride = { type: 'transport' as const, transportId: 't-1', passengerCount: 3 };
    basket.add(AGENT.id, { name: 'Clock Tower Hotel', input: hotelStay });
    basket.add(AGENT.id, { name: 'Makkah to Madinah bus', input: ride });
    listed = [quote()];
    renderApp('/dashboard/b2b-agent?tab=quotes');

    const items = await screen.findAllByTestId('quote-basket-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('10 Dec 2026 – 13 Dec 2026, 1 room, Deluxe, 2 guests'),
      expect.stringContaining('3 travellers'),
    ]);
    // the agency's list: status, customer, what the customer pays and what it costs the agency
    const row = await screen.findByTestId('quote-row');
    expect(within(row).getByTestId('quote-status').textContent).toBe('Viewed');
    expect(row.textContent).toContain('Bilal Ahmed');
    expect(within(row).getByTestId('quote-total').textContent).toBe('Rs 300,000');
    expect(row.textContent).toContain('Your cost: Rs 280,000');
    expect(row.textContent).toContain('Made by alnoor');

    // the rules' own checks first
    fireEvent.click(screen.getByTestId('quote-create'));
    expect(await screen.findByText('Customer name is required')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByTestId('quote-customer-name'), { target: { value: 'Sana Iqbal' } });
    fireEvent.change(screen.getByTestId('quote-customer-phone'), { target: { value: '0300 7654321' } });
    fireEvent.change(screen.getByTestId('quote-valid-hours'), { target: { value: '48' } });
    fireEvent.change(screen.getByTestId('quote-currency'), { target: { value: 'AED' } });
    fireEvent.change(screen.getByTestId('quote-note'), { target: { value: 'Prices for December' } });
    fireEvent.click(screen.getByTestId('quote-create'));

    expect((await screen.findByTestId('quote-made-link')).textContent).toBe('https://safarnama.example/q/tok-new');
    expect(calls[0]).toEqual({
      input: { customer: { name: 'Sana Iqbal', phone: '0300 7654321', email: null }, items: [hotelStay, ride], validHours: 48, note: 'Prices for December', currency: 'AED' },
    });
    const made = screen.getByTestId('quote-made');
    expect(within(made).getByTestId('quote-whatsapp').getAttribute('href')).toBe('https://wa.me/923001234567?text=Hello');
    expect(basket.items(AGENT.id)).toEqual([]);
    // the list asked again: the new quote heads it
    await waitFor(() => expect(screen.getAllByTestId('quote-row')).toHaveLength(2));
    expect(within(screen.getAllByTestId('quote-row')[0]).getByTestId('quote-status').textContent).toBe('Sent');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('quote-basket-empty')).toBeTruthy();
  });
});
