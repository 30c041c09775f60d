import { addDays, localToday } from '@rules/dates.js';
import { graphql, HttpResponse } from 'msw';

// msw answers for selling flights (issue 35): a priced offer (Lahore to Jeddah and back, an adult and an infant, in
// 30 days), flight orders in each status, cancellation quotes, an airline change.

type Vars = Record<string, unknown>;

export const OFFER_ID = 'sbxa.eyJsaGUiOiJqZWQifQ.k3x9';
export const ORDER_ID = '0f1e2d3c-0000-4000-8000-000000000035';
export const ORDER_BOOKING_ID = 'b00c1d2e-0000-4000-8000-000000000035';

export const OUT_DATE = addDays(localToday(), 30);
export const BACK_DATE = addDays(localToday(), 44);

const segment = (over: Vars = {}) => ({
  __typename: 'FlightOrderSegment',
  origin: 'LHE',
  destination: 'JED',
  departingAt: `${OUT_DATE}T02:10:00+05:00`,
  arrivingAt: `${OUT_DATE}T05:25:00+03:00`,
  durationMinutes: 315,
  carrier: 'PK',
  carrierName: 'Pakistan International Airlines',
  flightNumber: 'PK 741',
  aircraft: 'Boeing 777-200ER',
  baggage: { __typename: 'FlightBaggage', checkedPieces: 1, checkedKg: 30, carryOnPieces: 1 },
  ...over,
});

export const sliceAs = (over: Vars = {}, segments: unknown[] = [segment()]) => ({
  __typename: 'FlightOrderSlice',
  origin: 'LHE',
  destination: 'JED',
  durationMinutes: 315,
  segments,
  ...over,
});

export const SLICES = [
  sliceAs(),
  sliceAs({ origin: 'JED', destination: 'LHE', durationMinutes: 300 }, [
    segment({
      origin: 'JED',
      destination: 'LHE',
      departingAt: `${BACK_DATE}T14:00:00+03:00`,
      arrivingAt: `${BACK_DATE}T21:00:00+05:00`,
      durationMinutes: 300,
      flightNumber: 'PK 742',
    }),
  ]),
];

const conditions = (over: Vars = {}) => ({
  __typename: 'FareConditions',
  refundable: true,
  refundPenaltyInPkr: '15000.00',
  changeable: true,
  changePenaltyInPkr: '5000.00',
  ...over,
});

export const HOLD_DEADLINE = new Date(Date.now() + 20 * 3_600_000).toISOString();

export function pricedAs(over: Vars = {}, offer: Vars = {}) {
  return {
    __typename: 'PricedFlightOffer',
    priceChanged: false,
    previousTotalInPkr: null,
    ...over,
    offer: {
      __typename: 'SellableFlightOffer',
      id: OFFER_ID,
      totalInPkr: '187500.00',
      airlineTotalInPkr: '185000.00',
      serviceFeeInPkr: '2500.00',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      holdable: true,
      paymentRequiredBy: HOLD_DEADLINE,
      passengerTypes: ['adult', 'infant'],
      owner: { __typename: 'FlightCarrier', code: 'PK', name: 'Pakistan International Airlines' },
      conditions: conditions(),
      slices: SLICES,
      ...offer,
    },
  };
}

const passenger = (over: Vars = {}) => ({
  __typename: 'FlightPassenger',
  type: 'adult',
  title: 'mrs',
  givenName: 'Ayesha',
  familyName: 'Khan',
  gender: 'f',
  bornOn: '1990-04-12',
  passportNumber: 'AB1234567',
  passportCountry: 'PK',
  passportExpiresOn: '2031-01-01',
  nationality: 'PK',
  ...over,
});

export function orderAs(over: Vars = {}) {
  return {
    __typename: 'FlightOrder',
    id: ORDER_ID,
    bookingId: ORDER_BOOKING_ID,
    type: 'hold',
    status: 'held',
    bookingReference: 'QX7PLM',
    provider: 'sandbox',
    failure: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ticketedAt: null,
    cancelledAt: null,
    paymentRequiredBy: new Date(Date.now() + 5 * 3_600_000 + 30_000).toISOString(),
    totalInPkr: '187500.00',
    airlineTotalInPkr: '185000.00',
    serviceFeeInPkr: '2500.00',
    sellingPriceInPkr: null,
    amountPaidInPkr: '0.00',
    amountRefundedInPkr: '0.00',
    owner: { __typename: 'FlightCarrier', code: 'PK', name: 'Pakistan International Airlines' },
    slices: SLICES,
    passengers: [passenger(), passenger({ type: 'infant', title: 'miss', givenName: 'Zara', bornOn: addDays(localToday(), -200) })],
    contact: { __typename: 'FlightContact', email: 'ayesha@example.pk', phone: '+923001234567' },
    conditions: conditions(),
    tickets: [],
    changes: [],
    cancellationQuote: null,
    ...over,
  };
}

export const ticketedAs = (over: Vars = {}) =>
  orderAs({
    status: 'ticketed',
    paymentRequiredBy: null,
    amountPaidInPkr: '187500.00',
    ticketedAt: '2026-11-20T11:00:00.000Z',
    tickets: [
      { __typename: 'FlightTicket', passengerName: 'Ayesha Khan', number: '2141234567890' },
      { __typename: 'FlightTicket', passengerName: 'Zara Khan', number: '2141234567891' },
    ],
    ...over,
  });

export const changeAs = (over: Vars = {}) => ({
  __typename: 'AirlineChange',
  id: 'chg-1',
  status: 'pending',
  detectedAt: '2026-11-21T08:00:00.000Z',
  before: [SLICES[0]],
  after: [
    sliceAs({ durationMinutes: 315 }, [segment({ departingAt: `${OUT_DATE}T05:50:00+05:00`, arrivingAt: `${OUT_DATE}T09:05:00+03:00` })]),
  ],
  ...over,
});

export const quoteAs = (over: Vars = {}) => ({
  __typename: 'FlightCancellationQuote',
  id: 'quote-1',
  refundInPkr: '172500.00',
  penaltyInPkr: '15000.00',
  refundTo: 'original_method',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  ...over,
});

/** A GraphQL error answer, as the server gives one (code and extras in extensions). */
export const graphqlError = (message: string, extensions: Vars) => HttpResponse.json({ data: null, errors: [{ message, extensions }] });

/** Each call takes the next answer (a function of the variables); the last one repeats. The calls' variables are kept. */
export function sequence(answers: Array<(vars: Vars) => Response>) {
  const calls: Vars[] = [];
  return {
    calls,
    next: (vars: Vars) => {
      calls.push(vars);
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      return answer(vars);
    },
  };
}

export const flightOrderHandler = (answer: () => unknown) =>
  graphql.query('FlightOrder', () => HttpResponse.json({ data: { flightOrder: answer() } }));

export const flightOrdersHandler = (items: unknown[]) =>
  graphql.query('FlightOrders', () => HttpResponse.json({ data: { flightOrders: { __typename: 'FlightOrderPage', items, hasMore: false } } }));
