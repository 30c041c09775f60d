import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { renderElement } from '../../test/render';
import { AgentBookingDialog } from '../bookings/AgentBookingDialog';
import { HotelBookingDialog } from '../bookings/HotelBookingDialog';
import { basket } from './basket';

// Issue 39: "Add to quote" in the hotel and transport booking dialogs puts what the dialog would book in the agent's
// basket (the quote's item input: no customer, no price).

const AGENT = meAs({ role: 'b2b_agent', agencyRole: 'owner' });
const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: AGENT } })),
  graphql.query('Quote', () =>
    HttpResponse.json({
      data: {
        quote: { __typename: 'BookingQuote', itemName: 'x', passengerCount: 1, netPriceInPkr: '1000.00', markupInPkr: '0.00', sellingPriceInPkr: '1000.00' },
      },
    }),
  ),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Add to quote in the booking dialogs', () => {
  it('the hotel dialog adds the stay as chosen: dates, room type, rooms and guests', async () => {
    renderElement(
      <HotelBookingDialog
        hotel={{ id: 'h-1', name: 'Clock Tower Hotel' }}
        defaults={{ checkInDate: '2026-12-10', checkOutDate: '2026-12-13', roomCount: 2, guestCount: 4 }}
        open
        onOpenChange={() => undefined}
      />,
    );
    fireEvent.change(await screen.findByTestId('booking-room-type'), { target: { value: 'Deluxe' } });
    fireEvent.click(await screen.findByTestId('add-to-quote'));
    expect((await screen.findByTestId('quote-basket-link')).textContent).toBe('Quote (1)');
    expect(basket.items(AGENT.id)).toEqual([
      expect.objectContaining({
        name: 'Clock Tower Hotel',
        input: { type: 'hotel', hotelId: 'h-1', checkInDate: '2026-12-10', checkOutDate: '2026-12-13', roomCount: 2, guestCount: 4, roomType: 'Deluxe' },
      }),
    ]);
  });

  it('the transport dialog adds the ride for the travellers chosen', async () => {
    renderElement(<AgentBookingDialog type="transport" item={{ id: 't-1', name: 'Makkah to Madinah bus' }} onClose={() => undefined} />);
    fireEvent.change(await screen.findByTestId('booking-passengers'), { target: { value: '3' } });
    fireEvent.click(await screen.findByTestId('add-to-quote'));
    await waitFor(() => expect(basket.items(AGENT.id).map((i) => i.input)).toEqual([{ type: 'transport', transportId: 't-1', passengerCount: 3 }]));
  });

  it('a traveller sees no Add to quote', async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })));
    renderElement(<AgentBookingDialog type="transport" item={{ id: 't-1', name: 'Makkah to Madinah bus' }} onClose={() => undefined} />);
    expect(await screen.findByTestId('booking-passengers')).toBeTruthy();
    expect(screen.queryByTestId('add-to-quote')).toBeNull();
  });
});
