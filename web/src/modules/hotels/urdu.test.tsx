import { addDays, localToday } from '@rules/dates.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hotel, page, transportOption } from '../../test/catalogue';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { providerHotel, providerHotelAnswer } from '../../test/hotels-fixtures';
import { renderElement } from '../../test/render';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';
import { AgentBookingDialog } from '../bookings/AgentBookingDialog';
import { BOOKING_COLUMNS as C, BookingTable } from '../bookings/BookingTable';
import { RecentActivity } from '../bookings/RecentActivity';
import type { BookingRow } from '../bookings/useBookingList';
import { flightSearchHandler, suggestionsHandler } from '../flights/testData';

// Issue 21: hotels, flights, transport, the booking dialogs and the booking statuses and tables, in Urdu. Every state
// a reader can reach is scanned for Latin-script words; content as stored (hotel, airline and city names) is marked
// lang="en" where it is shown and left out.

let role: string | null = null;

// the provider's hotels, the second unrated, with hand-off links without the marker
const providerHotels = [
  providerHotel('h1', 'Al Safwa Tower Hotel Makkah', 4, '141137.00', { link: 'https://search.hotellook.com/hotels?destination=Makkah&id=h1' }),
  providerHotel('h2', 'Makkah Dar Al Salam Residence', 0, '223085.00', { link: 'https://search.hotellook.com/hotels?destination=Makkah&id=h2' }),
];

const quote = (variables: Record<string, unknown>) => ({
  __typename: 'BookingQuote',
  itemName: 'Suzuki Alto, self-drive',
  passengerCount: 1,
  netPriceInPkr: '6500.00',
  markupInPkr: variables.markupInPkr != null ? String(variables.markupInPkr) : '650.00',
  sellingPriceInPkr: '7150.00',
});

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: role ? meAs({ role, language: 'ur' }) : null } })),
  graphql.query('LocalHotels', () =>
    HttpResponse.json({ data: { hotels: page('HotelPage', [hotel(), hotel({ id: 'h-2', name: 'Few Rooms Hotel', availableRooms: 3 }), hotel({ id: 'h-3', name: 'Full Hotel', isAvailable: false, availableRooms: 0 })]) } }),
  ),
  graphql.query('ProviderHotelSearch', ({ variables }) => HttpResponse.json(providerHotelAnswer(variables.input as Record<string, unknown>, providerHotels))),
  graphql.query('Transport', () =>
    HttpResponse.json({
      data: { transport: page('TransportPage', [transportOption(), transportOption({ id: 't-2', type: 'bus', name: 'Daewoo Lahore to Islamabad', toCity: 'Islamabad', seatsAvailable: 12 })]) },
    }),
  ),
  graphql.query('Quote', ({ variables }) => HttpResponse.json({ data: { quote: quote(variables) } })),
  suggestionsHandler,
  flightSearchHandler,
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  role = null;
  window.localStorage.removeItem('safarnama.currency');
  await backToEnglish();
});
afterAll(() => server.close());

const today = localToday();
const checkIn = addDays(today, 10);
const checkOut = addDays(today, 17);
const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/hotels in Urdu', () => {
  it('before a search: the prompt, the rules’ messages and the Invalid Date toast', async () => {
    await renderInUrdu('/hotels');
    const form = await screen.findByTestId('local-hotel-form');
    expect(await screen.findByText('قیمتیں اور دستیاب کمرے دیکھنے کے لیے شہر اور تاریخیں منتخب کریں۔')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ہوٹل');
    expect(latinWords(document.body)).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: /ہوٹل تلاش کریں/ }));
    expect(await within(form).findByText('شہر لکھنا ضروری ہے')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('شہر'), { target: { value: 'Makkah' } });
    fireEvent.change(within(form).getByLabelText('چیک اِن'), { target: { value: today } });
    fireEvent.click(within(form).getByRole('button', { name: /ہوٹل تلاش کریں/ }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('تاریخ درست نہیں')).toBeTruthy();
    expect(within(toast).getByText('چیک اِن کی تاریخ آج کے بعد کی ہو')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);

    // the provider search's form, with its own rules
    fireEvent.click(screen.getByTestId('hotel-search-submit'));
    expect(await screen.findByText('مقام لکھنا ضروری ہے')).toBeTruthy();
    change('hotel-rooms', '3');
    change('hotel-adults', '2');
    expect(await screen.findByText('ہر کمرے میں کم از کم ایک بالغ ہو')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
  });

  it('local and provider results, the price breakdown, and the hotel booking dialog with its messages', async () => {
    await renderInUrdu(`/hotels?location=Makkah&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&rooms=1`);
    const cards = await screen.findAllByTestId('hotel-card');
    await screen.findAllByTestId('provider-hotel');
    expect(within(cards[0]).getByTestId('hotel-total').textContent).toBe('3 راتیں، 1 کمرہ: Rs 330,600');
    expect(within(cards[0]).getByLabelText('5 اسٹار ہوٹل')).toBeTruthy();
    expect(within(cards[0]).getByText('مزید 2')).toBeTruthy();
    expect(within(cards[1]).getByText('آپ کی تاریخوں کے لیے صرف 3 کمرے باقی ہیں')).toBeTruthy();
    expect(within(cards[2]).getByRole('button', { name: 'دستیاب نہیں' })).toBeTruthy();
    expect(screen.getByTestId('provider-hotel-search').textContent).toContain('7 راتیں · 1 کمرہ · 2 بالغ');
    // the search's toast names the city the provider resolved, in Urdu where the catalogue knows it
    expect(await screen.findByText('ہوٹلوں کی تلاش مکمل')).toBeTruthy();
    expect(screen.getByText('مکہ مکرمہ میں 2 ہوٹل ملے')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);

    fireEvent.click(within(cards[0]).getByTestId('breakdown-toggle'));
    await within(cards[0]).findByTestId('currency-breakdown');
    expect(within(cards[0]).getByText('ٹیکس (خدمات پر 16% سیلز ٹیکس)')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);

    fireEvent.click(within(cards[0]).getByRole('button', { name: 'ابھی بک کریں' }));
    const dialog = await screen.findByTestId('hotel-booking-dialog');
    expect(within(dialog).getByRole('button', { name: 'بکنگ کی تصدیق کریں' })).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);

    change('booking-check-out', checkIn);
    fireEvent.click(within(dialog).getByTestId('booking-confirm'));
    expect(await within(dialog).findByText('چیک آؤٹ کی تاریخ چیک اِن کے بعد ہو')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);

    change('booking-check-out', checkOut);
    change('booking-rooms', '9');
    expect(await within(dialog).findByText('کمروں کی تعداد 1 سے 5 کے درمیان ہو')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);
  });

  it('an agent’s hotel booking dialog has the customer section in Urdu', async () => {
    role = 'b2b_agent';
    await renderInUrdu(`/hotels?location=Makkah&checkIn=${checkIn}&checkOut=${checkOut}`);
    const [card] = await screen.findAllByTestId('hotel-card');
    fireEvent.click(within(card).getByRole('button', { name: 'ابھی بک کریں' }));
    const dialog = await screen.findByTestId('hotel-booking-dialog');
    fireEvent.click(await within(dialog).findByTestId('for-customer'));
    expect(await within(dialog).findByText('مرکزی مسافر کا نام')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('sale-selling').textContent).toBe('Rs 7,150'));
    fireEvent.click(within(dialog).getByTestId('booking-confirm'));
    expect(await within(dialog).findByText('مرکزی مسافر کا نام لکھنا ضروری ہے')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);
  });
});

describe('/flights in Urdu', () => {
  it('before a search, and the results with their sorts, journeys and sandbox note', async () => {
    const first = await renderInUrdu('/flights');
    await screen.findByTestId('flight-search-form');
    expect(await screen.findByText('روانگی اور منزل منتخب کر کے تلاش کریں: کرائے یہاں نظر آئیں گے، سب سے سستا پہلے۔')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
    fireEvent.click(screen.getByTestId('flight-search-submit'));
    expect(await screen.findByText('روانگی کا ایئرپورٹ لکھنا ضروری ہے')).toBeTruthy();
    expect(screen.getByText('منزل کا ایئرپورٹ لکھنا ضروری ہے')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
    first.unmount();

    const dep = addDays(today, 20);
    const ret = addDays(today, 27);
    await renderInUrdu(`/flights?origin=KHI&destination=DXB&departureDate=${dep}&returnDate=${ret}&tripType=roundtrip`);
    const offers = await screen.findAllByTestId('flight-offer');
    expect(offers.length).toBeGreaterThan(0);
    expect(screen.getByTestId('sort-price').textContent).toBe('سب سے سستی');
    expect(within(offers[0]).getByRole('button', { name: 'بک کریں' })).toBeTruthy();
    expect(await screen.findByText('KHI سے DXB کی فلائٹس مل گئیں')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);

    fireEvent.click(screen.getByTestId('sort-duration'));
    expect(latinWords(document.body)).toEqual([]);
  });

  it('asks a signed-out traveller to sign in before booking', async () => {
    const dep = addDays(today, 20);
    await renderInUrdu(`/flights?origin=KHI&destination=DXB&departureDate=${dep}&tripType=oneway`);
    const [offer] = await screen.findAllByTestId('flight-offer');
    fireEvent.click(within(offer).getByTestId('book-flight'));
    expect(await screen.findByText('فلائٹ بک کرنے کے لیے سائن اِن کریں')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
  });

  it('no flights', async () => {
    server.use(
      graphql.query('FlightSearch', ({ variables }) => {
        const input = variables.input as Record<string, unknown>;
        return HttpResponse.json({
          data: {
            flightSearch: {
              __typename: 'FlightSearchResult',
              flights: [],
              searchParams: {
                __typename: 'FlightSearchParams',
                ...input,
                returnDate: null,
                provider: 'sandbox',
                sandbox: true,
                marker: 'm',
                notice: null,
                total: 0,
                limit: 50,
                offset: 0,
              },
            },
          },
        });
      }),
    );
    await renderInUrdu(`/flights?origin=KHI&destination=DXB&departureDate=${addDays(today, 20)}&tripType=oneway`);
    expect(await screen.findByText('کوئی فلائٹ نہیں ملی')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
  });
});

describe('/transport in Urdu', () => {
  it('the tabs and cards; a traveller signed out is asked to sign in', async () => {
    await renderInUrdu('/transport');
    const cards = await screen.findAllByTestId('transport-card');
    expect(screen.getByTestId('tab-car_rental').textContent).toBe('کرائے کی گاڑی');
    expect(within(cards[0]).getByTestId('transport-price').textContent).toBe('PKR 6,500 یومیہ');
    expect(within(cards[1]).getByText('· 12 سیٹیں باقی')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);

    fireEvent.click(within(cards[0]).getByRole('button', { name: 'ابھی بک کریں' }));
    expect(await screen.findByText('ٹرانسپورٹ بک کرنے کے لیے سائن اِن کریں')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
  });

  it('says when a type has nothing, and shows a failed list', async () => {
    server.use(graphql.query('Transport', () => HttpResponse.json({ data: { transport: page('TransportPage', []) } })));
    const first = await renderInUrdu('/transport?type=train');
    expect(await screen.findByText('کوئی آپشن دستیاب نہیں')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
    first.unmount();

    server.use(graphql.query('Transport', () => HttpResponse.json({ errors: [{ message: 'ٹرانسپورٹ نہیں ملی' }] })));
    await renderInUrdu('/transport?type=bus');
    expect((await screen.findByTestId('error-card')).textContent).toBe('خرابی: ٹرانسپورٹ نہیں ملی');
    expect(latinWords(document.body)).toEqual([]);
  });

  it('a travel agent books through the dialog: the customer section, its figures and its messages', async () => {
    role = 'b2b_agent';
    await renderInUrdu('/transport');
    const [card] = await screen.findAllByTestId('transport-card');
    fireEvent.click(within(card).getByRole('button', { name: 'ابھی بک کریں' }));
    const dialog = await screen.findByTestId('agent-booking-dialog');
    expect(within(dialog).getByText('کسٹمر کے لیے بکنگ')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('sale-net').textContent).toBe('Rs 6,500'));
    expect(within(dialog).getByText('نیٹ قیمت (آپ ادا کریں گے)')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);

    change('booking-passengers', '11');
    change('customer-phone', '12');
    change('customer-email', 'not-an-email');
    change('customer-markup', '10.505');
    fireEvent.click(within(dialog).getByTestId('booking-confirm'));
    expect(await within(dialog).findByText('مرکزی مسافر کا نام لکھنا ضروری ہے')).toBeTruthy();
    expect(within(dialog).getByText('مسافروں کی تعداد 1 سے 10 تک ہونی چاہیے')).toBeTruthy();
    expect(within(dialog).getByText('درست فون نمبر لکھیں (7 سے 15 ہندسے، شروع میں + ہو سکتا ہے)')).toBeTruthy();
    expect(within(dialog).getByText('درست ای میل ایڈریس لکھیں')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);
  });
});

describe('a package booked for a customer, in Urdu', () => {
  it('asks for each passenger’s name and passport', async () => {
    role = 'b2b_agent';
    window.localStorage.setItem('safarnama.language', 'ur');
    renderElement(<AgentBookingDialog type="package" item={{ id: '5b7d1c2e-0000-4000-8000-000000000001', name: 'Economy Umrah from Karachi' }} onClose={() => undefined} />);
    await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
    const dialog = await screen.findByTestId('agent-booking-dialog');
    change('booking-passengers', '2');
    await screen.findByTestId('passenger-1-name');
    expect(within(dialog).getByText('مسافر 2 کا نام')).toBeTruthy();
    change('passenger-0-passport', 'AB12');
    fireEvent.click(within(dialog).getByTestId('booking-confirm'));
    expect(await within(dialog).findByText('پاسپورٹ نمبر 6 سے 9 حروف یا ہندسوں کا ہو')).toBeTruthy();
    expect(within(dialog).getAllByText('مسافر کا نام لکھنا ضروری ہے').length).toBe(2);
    expect(latinWords(dialog)).toEqual([]);
  });
});

describe('booking statuses and tables in Urdu', () => {
  const rows = [
    bookingAs({ status: 'confirmed', voucherUrl: '/api/vouchers/a1b2c3d4.pdf' }),
    bookingAs({ id: 'b2b2c3d4-0000-4000-8000-000000000002', type: 'hotel', itemName: 'Fairmont Makkah', status: 'pending' }),
    bookingAs({ id: 'c3b2c3d4-0000-4000-8000-000000000003', type: 'transport', itemName: 'Daewoo Lahore to Islamabad', status: 'cancelled' }),
    bookingAs({ id: 'd4b2c3d4-0000-4000-8000-000000000004', type: 'flight', itemName: 'KHI to DXB', status: 'completed' }),
    bookingAs({ id: 'e5b2c3d4-0000-4000-8000-000000000005', status: 'expired' }),
  ];

  it('the table’s headings, types, dates and statuses; the recent activity list', async () => {
    role = 'end_user';
    server.use(graphql.query('MyBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: rows, hasMore: false } } })));
    window.localStorage.setItem('safarnama.language', 'ur');
    renderElement(
      <>
        <BookingTable
          rows={rows as unknown as BookingRow[]}
          columns={[C.type, C.item, C.bookedBy, C.passengers, C.total, C.status, C.created, C.travelDate, C.id, C.voucher]}
          label="بکنگز"
          testId="bookings-table"
          rowTestId="booking-row"
        />
        <RecentActivity />
      </>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
    const table = await screen.findByTestId('bookings-table');
    await waitFor(() => expect(within(table).getAllByRole('columnheader')[0].textContent).toBe('قسم'));
    const badges = within(table).getAllByTestId('status-badge').map((b) => b.textContent);
    expect(badges).toEqual(['تصدیق شدہ', 'زیرِ التوا', 'منسوخ', 'مکمل', 'میعاد ختم']);
    expect(within(table).getAllByTestId('booking-row')[1].textContent).toContain('ہوٹل');
    expect(within(table).getByTestId('download-voucher').textContent).toContain('واؤچر');
    await screen.findByTestId('recent-activity');
    expect(latinWords(document.body)).toEqual([]);
  });

  it('no recent activity', async () => {
    role = 'end_user';
    window.localStorage.setItem('safarnama.language', 'ur');
    renderElement(<RecentActivity />);
    await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
    expect(await screen.findByText('ابھی کوئی حالیہ سرگرمی نہیں۔ آپ کی بکنگز یہاں نظر آئیں گی۔')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
  });
});
