import { fireEvent, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { meAs } from './handlers';
import { packageAs } from './packages';

// Fixtures shared by the agent dashboard's tests (English and Urdu): its answers, the package dialog's filling,
// the Staff tab's people, the wallet statement and a sale for a customer.

type Vars = Record<string, unknown>;

/** agentStats as the server answers it. */
export const agentStatsAs = (over: Vars = {}) => ({
  __typename: 'AgentStats',
  totalPackages: 24,
  packagesAddedThisMonth: 3,
  activePackages: 20,
  activeBookings: 12,
  pendingBookings: 5,
  totalBookings: 40,
  bookingConversionPercent: 85,
  monthlyEarnings: '125000.00',
  lastMonthEarnings: '111607.14',
  earningsChangePercent: 12,
  averageRating: 4.8,
  reviewCount: 48,
  ...over,
});

/** The dashboard around a tab: Imran of alnoor signed in (`me` over that), `agentStats`, nothing else yet. */
export const agentDashboardHandlers = (me: Vars = {}, agentStats: unknown = null) => [
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent', firstName: 'Imran', username: 'alnoor', ...me }) } })),
  graphql.query('AgentStats', () => HttpResponse.json({ data: { agentStats } })),
  graphql.query('AgentActivity', () => HttpResponse.json({ data: { agentActivity: [] } })),
  graphql.query('AgentMonthly', () => HttpResponse.json({ data: { agentMonthly: [] } })),
  graphql.query('SoldBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [], hasMore: false } } })),
];

/** A myPackages answer. */
export const myPackagesPage = (items: unknown[], hasMore = false) =>
  HttpResponse.json<{ data: Record<string, unknown> }>({ data: { myPackages: { __typename: 'PackagePage', items, hasMore, offset: 0 } } });

/** The agent's second package: Murree Weekend, domestic, inactive, not featured, no departure city, not rated. */
export const murreeWeekendAs = (over: Vars = {}) =>
  packageAs({
    id: '5b7d1c2e-0000-4000-8000-000000000002',
    name: 'Murree Weekend',
    type: 'domestic',
    status: 'inactive',
    featured: false,
    departureCity: null,
    rating: null,
    ...over,
  });

/** Types `value` into the field `testId` inside `root`. */
export const typeInto = (root: HTMLElement, testId: string, value: string) => fireEvent.change(within(root).getByTestId(testId), { target: { value } });

/** Fills the package dialog (its Basic tab open) with a valid holiday package: Hunza Valley Escape, Hotel stay included. */
export function fillHolidayPackage(dialog: HTMLElement) {
  typeInto(dialog, 'pkg-name', 'Hunza Valley Escape');
  typeInto(dialog, 'pkg-type', 'holiday');
  typeInto(dialog, 'pkg-description', 'Karimabad, Attabad Lake and the Passu Cones.');
  typeInto(dialog, 'pkg-duration', '6 days');
  typeInto(dialog, 'pkg-priceInPkr', '85000');
  typeInto(dialog, 'pkg-maxCapacity', '20');
  fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
  typeInto(dialog, 'pkg-inclusions-draft', 'Hotel stay');
  fireEvent.click(within(dialog).getByTestId('pkg-inclusions-add'));
}

/** createPackage failing on the server. */
export const createPackageFails = () =>
  graphql.mutation('CreatePackage', () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));

/** A PNG of `size` bytes. */
export const pngFile = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** A member of the agency: Sana Iqbal, active staff. */
export const agencyMember = (over: Vars) => ({
  __typename: 'AgencyMemberType',
  userId: 'u-1',
  username: 'sana.staff',
  email: 'sana@example.pk',
  firstName: 'Sana',
  lastName: 'Iqbal',
  role: 'staff',
  status: 'active',
  invitedBy: 'alnoor',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** An invitation: to late@example.pk as staff, expired. */
export const agencyInvitation = (over: Vars) => ({
  __typename: 'AgencyInvitationType',
  id: 'i-1',
  email: 'late@example.pk',
  role: 'staff',
  expiresAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-10-25T10:00:00.000Z',
  expired: true,
  ...over,
});

/** A line of the wallet statement: a wallet payment for a hotel in Lahore. */
export const statementLine = (id: string, over: Vars) => ({
  __typename: 'StatementLine',
  id,
  date: '2026-11-10',
  time: '12:30',
  kind: 'wallet_payment',
  description: 'Hotel in Lahore',
  bookingReference: 'A1B2C3D4',
  actorUsername: null,
  debitInPkr: null,
  creditInPkr: null,
  balanceInPkr: '0.00',
  ...over,
});

/** The statement's first line: a top-up of Rs 1,000.10 on 1 November. */
export const topUpLine = () =>
  statementLine('1', { kind: 'top_up', description: 'Top-up by sandbox', bookingReference: null, creditInPkr: '1000.10', balanceInPkr: '38499.85', date: '2026-11-01', time: '00:00' });

/** The walletStatement for the query's `vars`: two lines, a top-up and a payment of Rs 40,000 (`over` over that). */
export const statementAs = (vars: Vars, over: Vars = {}) => ({
  __typename: 'Statement',
  agentId: 'agent-1',
  agencyName: 'Imran Tester',
  account: vars.account ?? 'wallet',
  from: vars.from,
  to: vars.to,
  openingBalanceInPkr: '37499.75',
  closingBalanceInPkr: '-3500.10',
  totalDebitsInPkr: '42000.00',
  totalCreditsInPkr: '1000.15',
  lineCount: 2,
  csvUrl: `/api/wallet/statement?account=wallet&from=${vars.from}&to=${vars.to}&format=csv`,
  xlsxUrl: `/api/wallet/statement?account=wallet&from=${vars.from}&to=${vars.to}&format=xlsx`,
  lines: {
    __typename: 'StatementLinePage',
    hasMore: false,
    limit: 50,
    offset: 0,
    items: [topUpLine(), statementLine('2', { debitInPkr: '40000.00', balanceInPkr: '-1500.15' })],
  },
  ...over,
});

/** A booking an agent made for a customer, Bilal Ahmed with Sana Bilal: Economy Umrah from Karachi, marked up. */
export const customerSaleAs = (over: Vars) => ({
  __typename: 'Booking',
  id: 'c1c2c3c4-0000-4000-8000-000000000001',
  type: 'package',
  itemName: 'Economy Umrah from Karachi',
  passengerCount: 2,
  totalPriceInPkr: '370000.00',
  markupInPkr: '27121.00',
  sellingPriceInPkr: '397121.00',
  status: 'pending',
  paymentStatus: 'unpaid',
  payable: true,
  travelDate: '2099-01-01T00:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  roomType: null,
  checkInDate: null,
  checkOutDate: null,
  voucherUrl: null,
  flightOrderId: null,
  payBy: null,
  freeCancellationUntil: null,
  customer: {
    __typename: 'BookingCustomer',
    leadName: 'Bilal Ahmed',
    phone: '+92 300 1234567',
    email: 'bilal@example.pk',
    passengers: [
      { __typename: 'BookingPassenger', name: 'Bilal Ahmed', passportNumber: 'AB1234567' },
      { __typename: 'BookingPassenger', name: 'Sana Bilal', passportNumber: 'CD765432' },
    ],
  },
  ...over,
});
