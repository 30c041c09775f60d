import { addDays } from '@rules/dates.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { ARRIVAL, dashboardHandlers, DEPARTURE, GROUP_ID, groupAs, groupHandler, pilgrimAs } from './testData';

// Rooms, hotels and transport on the group page (issue 36): rooms bought per occupancy, the automatic allocation,
// moving one person (a 409 shows the broken rule), the unplaced list; a hotel booked with the itinerary's dates; a
// transfer leg.

type Vars = Record<string, unknown>;
const ROOM_A = '9c000000-0000-4000-8000-00000000000a';
const ROOM_B = '9c000000-0000-4000-8000-00000000000b';
const IMRAN = pilgrimAs();
const AYESHA = pilgrimAs({ id: '7a000000-0000-4000-8000-000000000002', givenNames: 'Ayesha', surname: 'Khan', gender: 'F', family: null, passportNumber: 'CD7654321' });
const room = (id: string, pilgrimIds: string[]) => ({ __typename: 'GroupRoom', id, occupancy: 'double', beds: 2, pilgrimIds });
const group = groupAs({ pilgrimCount: 2, pilgrims: [IMRAN, AYESHA], rooms: [room(ROOM_A, [IMRAN.id]), room(ROOM_B, [])] });
const calls: { name: string; variables: Vars }[] = [];
const rooming = { __typename: 'Rooming', rooms: [], unplaced: [] };

const server = setupServer(
  ...dashboardHandlers(),
  groupHandler(() => group),
  graphql.mutation('SetGroupRooms', ({ variables }) => (calls.push({ name: 'rooms', variables }), HttpResponse.json({ data: { setGroupRooms: group } }))),
  graphql.mutation('AutoAllocateRooms', ({ variables }) => (calls.push({ name: 'auto', variables }), HttpResponse.json({ data: { autoAllocateRooms: rooming } }))),
  graphql.mutation('SetRooming', ({ variables }) => (calls.push({ name: 'rooming', variables }), HttpResponse.json({ data: { setRooming: rooming } }))),
  graphql.query('UmrahHotels', ({ variables }) => {
    calls.push({ name: 'hotels', variables });
    const roomTypes = [{ __typename: 'HotelRoomOffer', kind: 'Standard', maxOccupancy: 4, isAvailable: true, availableRooms: 10, pricePerNightInPkr: '45000.00' }];
    return HttpResponse.json({ data: { hotels: { __typename: 'HotelPage', items: [{ __typename: 'Hotel', id: 'h-1', name: 'Swissotel Makkah', rating: 5, roomTypes }] } } });
  }),
  graphql.mutation('BookGroupHotel', ({ variables }) => (calls.push({ name: 'book', variables }), HttpResponse.json({ data: { bookGroupHotel: { __typename: 'GroupStay', id: 's-1' } } }))),
  graphql.mutation('AddTransferLeg', ({ variables }) => (calls.push({ name: 'leg', variables }), HttpResponse.json({ data: { addTransferLeg: { __typename: 'TransferLeg', id: 't-1' } } }))),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const made = (name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

async function openTab(tab: 'rooms' | 'hotels') {
  renderApp(`/dashboard/b2b-agent/umrah/${GROUP_ID}`);
  fireEvent.click(await screen.findByTestId(`umrah-tab-${tab}`));
}

describe('rooms', () => {
  it('the rooms with their people, the unplaced, buying rooms and the automatic allocation', async () => {
    await openTab('rooms');
    const [first, second] = await screen.findAllByTestId('rooming-room');
    expect(within(first).getByRole('heading').textContent).toBe('Room 1 · Double · 1/2');
    expect(first.textContent).toContain('Muhammad Imran Qureshi');
    expect(within(second).getByText('Empty')).toBeTruthy();
    expect(within(screen.getByTestId('rooming-unplaced')).getByText('Ayesha Khan')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Room for Ayesha Khan' })).toBeTruthy();

    expect((screen.getByLabelText('Double rooms') as HTMLInputElement).value).toBe('2');
    fireEvent.change(screen.getByLabelText('Quad rooms'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('rooms-save'));
    await waitFor(() => expect(made('rooms')).toHaveLength(1));
    expect(made('rooms')[0].rooms).toEqual([
      { occupancy: 'sharing', count: 0 },
      { occupancy: 'quad', count: 3 },
      { occupancy: 'triple', count: 0 },
      { occupancy: 'double', count: 2 },
      { occupancy: 'single', count: 0 },
    ]);
    fireEvent.click(screen.getByTestId('rooms-auto'));
    await waitFor(() => expect(made('auto')).toEqual([{ groupId: GROUP_ID }]));
  });

  it('moving a person sends the whole rooming; a broken rule is shown in words', async () => {
    await openTab('rooms');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Room for Ayesha Khan' }), { target: { value: ROOM_A } });
    await waitFor(() => expect(made('rooming')).toHaveLength(1));
    expect(made('rooming')[0]).toEqual({
      groupId: GROUP_ID,
      rooms: [
        { roomId: ROOM_A, pilgrimIds: [IMRAN.id, AYESHA.id] },
        { roomId: ROOM_B, pilgrimIds: [] },
      ],
    });
    const rule = 'Room 1 would put Muhammad Imran Qureshi and Ayesha Khan together: men and women share a room only within one family';
    server.use(graphql.mutation('SetRooming', () => HttpResponse.json({ errors: [{ message: rule, extensions: { code: 'CONFLICT' } }], data: null })));
    fireEvent.change(screen.getByRole('combobox', { name: 'Room for Ayesha Khan' }), { target: { value: ROOM_A } });
    expect((await screen.findByTestId('rooming-error')).textContent).toContain(rule);
  });
});

describe('hotels and transport', () => {
  it("books a hotel with the itinerary's dates, and records a transfer leg", async () => {
    await openTab('hotels');
    // Makkah first: arrival to arrival + 9 nights
    expect(((await screen.findByLabelText('Check-in')) as HTMLInputElement).value).toBe(ARRIVAL);
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe(addDays(ARRIVAL, 9));
    expect((screen.getByLabelText('Guests') as HTMLInputElement).value).toBe('2');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Swissotel Makkah' })).toBeTruthy());
    // the hotel search allows a traveller's party (5 rooms, 6 guests): the group asks for one room and keeps the room
    // types with its rooms and beds left
    expect(made('hotels')[0]).toMatchObject({ city: 'Makkah', checkInDate: ARRIVAL, checkOutDate: addDays(ARRIVAL, 9), rooms: 1, guests: 1 });
    expect((screen.getByTestId('hotel-book') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Hotel'), { target: { value: 'h-1' } });
    fireEvent.change(screen.getByLabelText('Room type'), { target: { value: 'Standard' } });
    fireEvent.click(screen.getByTestId('hotel-book'));
    await waitFor(() => expect(made('book')).toHaveLength(1));
    expect(made('book')[0]).toEqual({
      groupId: GROUP_ID,
      input: { city: 'makkah', hotelId: 'h-1', roomType: 'Standard', checkInDate: ARRIVAL, checkOutDate: addDays(ARRIVAL, 9), roomCount: 2, guestCount: 2 },
    });
    // Madinah: from the switch to departure
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'madinah' } });
    expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe(addDays(ARRIVAL, 9));
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe(DEPARTURE);

    const form = screen.getByTestId('transfer-form');
    expect((within(form).getByLabelText('From') as HTMLInputElement).value).toBe('JED');
    expect((within(form).getByLabelText('To') as HTMLInputElement).value).toBe('Makkah');
    fireEvent.change(within(form).getByLabelText('Provider'), { target: { value: 'Rawaf Transport' } });
    fireEvent.change(within(form).getByLabelText('Confirmation number'), { target: { value: 'RW-88120' } });
    fireEvent.click(screen.getByTestId('transfer-add'));
    await waitFor(() => expect(made('leg')).toHaveLength(1));
    expect(made('leg')[0]).toEqual({
      groupId: GROUP_ID,
      input: { kind: 'arrival', fromPlace: 'JED', toPlace: 'Makkah', date: ARRIVAL, provider: 'Rawaf Transport', confirmationNumber: 'RW-88120' },
    });
  });
});
