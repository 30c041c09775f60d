import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@rules/money.js';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerSaleAs } from '../../test/agent-fixtures';
import { bookingAs, handlers, markupsAs, meAs } from '../../test/handlers';
import { renderElement } from '../../test/render';
import { CustomerSales } from '../agent/CustomerSales';
import { MarkupsCard } from '../agent/MarkupsCard';
import { AgentBookingDialog } from './AgentBookingDialog';
import { HotelBookingDialog } from './HotelBookingDialog';

// Issue 17: a travel agent books for a customer (details, passports, markup override) and sees net, markup and
// selling price; the agent sets markups per product type.

type Vars = Record<string, unknown>;
const booked: Vars[] = [];
const quoted: Vars[] = [];
const markupsSet: Vars[] = [];
let role = 'b2b_agent';

const PACKAGE = { id: '5b7d1c2e-0000-4000-8000-000000000001', name: 'Economy Umrah from Karachi' };

// the server's quotation: Rs 185,000 a traveller, a 10 % markup unless overridden
function quoteOf(variables: Vars) {
  const input = variables.input as { passengerCount?: number };
  const net = 185000 * (input.passengerCount ?? 1);
  const markup = variables.markupInPkr != null ? Number(variables.markupInPkr) : net / 10;
  return { __typename: 'BookingQuote', itemName: PACKAGE.name, passengerCount: input.passengerCount ?? 1, netPriceInPkr: net.toFixed(2), markupInPkr: markup.toFixed(2), sellingPriceInPkr: (net + markup).toFixed(2) };
}

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role }) } })),
  graphql.query('Quote', ({ variables }) => {
    quoted.push(variables);
    return HttpResponse.json({ data: { quote: quoteOf(variables) } });
  }),
  graphql.mutation('Book', ({ variables }) => {
    booked.push(variables.input as Vars);
    return HttpResponse.json({ data: { book: { ...bookingAs({ status: 'confirmed' }), paymentStatus: 'unpaid', amountPaidInPkr: '0.00', amountDueNowInPkr: '0.00', balanceDueInPkr: '0.00', payable: false, holdExpiresAt: null, balanceDueAt: null, requestAcceptedAt: null } } });
  }),
  graphql.mutation('SetMarkup', ({ variables }) => {
    markupsSet.push(variables);
    return HttpResponse.json({ data: { setMarkup: { __typename: 'AgentMarkup', ...variables, updatedAt: '2026-11-22T10:00:00.000Z' } } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  booked.length = 0;
  quoted.length = 0;
  markupsSet.length = 0;
  role = 'b2b_agent';
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('Book for a customer', () => {
  it('an agent books a package for a customer: passports checked before anything is sent, net, markup and selling price shown', async () => {
    renderElement(<AgentBookingDialog type="package" item={PACKAGE} onClose={() => undefined} />);
    const dialog = await screen.findByTestId('agent-booking-dialog');
    expect(within(dialog).getByTestId('customer-section')).toBeTruthy();
    type('booking-passengers', '2');
    await screen.findByTestId('passenger-1-name');
    type('customer-lead-name', 'Bilal Ahmed');
    type('customer-phone', '+92 300 1234567');
    type('customer-email', 'Bilal@Example.pk');
    type('passenger-0-name', 'Bilal Ahmed');
    type('passenger-0-passport', 'ab1234567');
    type('passenger-1-name', 'Sana Bilal');
    type('passenger-1-passport', 'AB12');

    // the server's figures for two travellers with the agent's own markup
    await waitFor(() => expect(screen.getByTestId('sale-selling').textContent).toBe(formatMoney('407000.00', 'PKR')));
    expect(screen.getByTestId('sale-net').textContent).toBe(formatMoney('370000.00', 'PKR'));
    expect(screen.getByTestId('sale-markup').textContent).toBe(formatMoney('37000.00', 'PKR'));

    fireEvent.click(screen.getByTestId('booking-confirm'));
    expect(await screen.findByText('Passport number must be 6 to 9 letters or digits')).toBeTruthy();
    expect(booked).toHaveLength(0);

    type('passenger-1-passport', 'cd 765432');
    type('customer-markup', '5000');
    await waitFor(() => expect(screen.getByTestId('sale-selling').textContent).toBe(formatMoney('375000.00', 'PKR')));
    expect(quoted.at(-1)).toMatchObject({ markupInPkr: '5000' });
    fireEvent.click(screen.getByTestId('booking-confirm'));
    await waitFor(() => expect(booked).toHaveLength(1));
    expect(booked[0]).toMatchObject({
      type: 'package',
      packageId: PACKAGE.id,
      passengerCount: 2,
      customer: {
        leadName: 'Bilal Ahmed',
        phone: '+92 300 1234567',
        email: 'bilal@example.pk',
        passengers: [
          { name: 'Bilal Ahmed', passportNumber: 'AB1234567' },
          { name: 'Sana Bilal', passportNumber: 'CD765432' },
        ],
        markupInPkr: '5000',
      },
    });
  });

  it('says what is missing: lead name, phone and email, with the API’s messages', async () => {
    renderElement(<AgentBookingDialog type="transport" item={{ id: '5b7d1c2e-0000-4000-8000-000000000002', name: 'Lahore to Islamabad' }} onClose={() => undefined} />);
    await screen.findByTestId('agent-booking-dialog');
    type('customer-phone', '12');
    type('customer-email', 'not-an-email');
    type('customer-markup', '10.505');
    fireEvent.click(screen.getByTestId('booking-confirm'));
    expect(await screen.findByText('Lead passenger name is required')).toBeTruthy();
    expect(screen.getByText('Phone must be a phone number (7 to 15 digits, optionally starting with +)')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Markup must be an amount in PKR with at most 2 decimals, 0 or more')).toBeTruthy();
    // transport asks for no passports
    expect(screen.queryByTestId('passenger-0-name')).toBeNull();
    expect(booked).toHaveLength(0);
  });

  it('the hotel dialog has the section for agents only', async () => {
    role = 'end_user';
    const { unmount } = renderElement(<HotelBookingDialog hotel={{ id: '5b7d1c2e-0000-4000-8000-000000000003', name: 'Makkah Clock Tower' }} open onOpenChange={() => undefined} />);
    await screen.findByTestId('hotel-booking-dialog');
    // let the session load before looking for what it decides
    await waitFor(() => expect(screen.getByTestId('booking-confirm')).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('customer-section')).toBeNull();
    unmount();

    role = 'b2b_agent';
    renderElement(<HotelBookingDialog hotel={{ id: '5b7d1c2e-0000-4000-8000-000000000003', name: 'Makkah Clock Tower' }} open onOpenChange={() => undefined} />);
    expect(await screen.findByTestId('customer-section')).toBeTruthy();
  });
});

describe('Markups', () => {
  it('lists the agent’s markups and saves one, refusing a percent over 100 with the rule’s message', async () => {
    server.use(graphql.query('MyMarkups', () => HttpResponse.json({ data: { myMarkups: markupsAs({ hotel: { kind: 'fixed', value: '2500.00' } }) } })));
    renderElement(<MarkupsCard />);
    const hotelValue = (await screen.findByTestId('markup-hotel-value')) as HTMLInputElement;
    expect(hotelValue.value).toBe('2500.00');
    type('markup-package-value', '150');
    fireEvent.click(screen.getByTestId('markup-package-save'));
    expect(await screen.findByText('Markup percent must be between 0 and 100, with at most 2 decimals')).toBeTruthy();
    expect(markupsSet).toHaveLength(0);
    type('markup-package-value', '12.5');
    fireEvent.click(screen.getByTestId('markup-package-save'));
    await waitFor(() => expect(markupsSet).toEqual([{ productType: 'package', kind: 'percent', value: '12.5' }]));
  });
});

describe('Bookings for customers', () => {
  it('lists the agent’s sales with net, markup and selling price; the voucher shows the customer’s price, never the net', async () => {
    const sale = customerSaleAs({ id: 'c0ffee00-0000-4000-8000-000000000001', itemName: PACKAGE.name, status: 'confirmed', paymentStatus: 'paid', payable: false });
    server.use(graphql.query('CustomerSales', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [sale], hasMore: false } } })));
    renderElement(<CustomerSales />);
    const row = await screen.findByTestId('customer-sale-row');
    expect(within(row).getByText('Bilal Ahmed')).toBeTruthy();
    expect(within(row).getByText(formatMoney('370000.00', 'PKR'))).toBeTruthy();
    expect(within(row).getByText(formatMoney('27121.00', 'PKR'))).toBeTruthy();
    expect(within(row).getByText(formatMoney('397121.00', 'PKR'))).toBeTruthy();
    fireEvent.click(within(row).getByTestId('open-voucher'));
    const voucher = await screen.findByTestId('sale-voucher');
    expect(within(voucher).getByTestId('voucher-price').textContent).toBe(formatMoney('397121.00', 'PKR'));
    expect(within(voucher).getByText('CD765432')).toBeTruthy();
    expect(within(voucher).queryByText(formatMoney('370000.00', 'PKR'))).toBeNull();
  });
});
