import Big from 'big.js';
import type { CreateAirOrderInput } from './airline.js';
import type { DuffelAirlineInitiatedChange, DuffelOffer, DuffelOrder, DuffelSegment, DuffelSlice } from './duffel-types.js';

// Test data for the Duffel adapter's tests (duffel*.test.ts): Duffel API v2 objects in the documented shapes
// (shared/reference/duffel.md), with local times and airports' time zones. Not used by the app.

export const API = 'https://api.duffel.com';
export const TOKEN = 'duffel_test_abc123';
export const NOW = new Date('2026-11-20T10:00:00Z');
// 1 USD = 280 PKR; PKR as is
export const toPkr = (amount: string, currency: string): string => (currency === 'PKR' ? amount : new Big(amount).times(280).toFixed(2));
export const fromPkr = (pkr: string, currency: string): string => (currency === 'PKR' ? pkr : new Big(pkr).div(280).toFixed(2));

export const KHI = { id: 'arp_khi_pk', iata_code: 'KHI', name: 'Jinnah International', type: 'airport', time_zone: 'Asia/Karachi', latitude: 24.9, longitude: 67.16 };
export const DXB = { id: 'arp_dxb_ae', iata_code: 'DXB', name: 'Dubai International', type: 'airport', time_zone: 'Asia/Dubai', latitude: 25.25, longitude: 55.36 };
export const LHR = { id: 'arp_lhr_gb', iata_code: 'LHR', name: 'Heathrow', type: 'airport', time_zone: 'Europe/London', latitude: 51.47, longitude: -0.45 };

const EK = { id: 'arl_ek', iata_code: 'EK', name: 'Emirates' };

export function segment(over: Partial<DuffelSegment> = {}): DuffelSegment {
  return {
    id: 'seg_1',
    origin: KHI,
    destination: DXB,
    departing_at: '2026-12-01T04:35:00',
    arriving_at: '2026-12-01T05:40:00',
    duration: 'PT02H05M',
    aircraft: { name: 'Boeing 777-300ER', iata_code: '77W' },
    marketing_carrier: EK,
    marketing_carrier_flight_number: '601',
    operating_carrier: EK,
    passengers: [
      {
        passenger_id: 'pas_adult1',
        cabin_class: 'economy',
        baggages: [
          { type: 'checked', quantity: 2 },
          { type: 'carry_on', quantity: 1 },
        ],
      },
      { passenger_id: 'pas_child1', cabin_class: 'economy', baggages: [{ type: 'checked', quantity: 1 }] },
    ],
    ...over,
  };
}

export function slice(over: Partial<DuffelSlice> = {}): DuffelSlice {
  return { id: 'sli_1', origin: KHI, destination: DXB, duration: 'PT02H05M', segments: [segment()], ...over };
}

export const returnSlice = slice({
  id: 'sli_2',
  origin: DXB,
  destination: KHI,
  duration: 'PT03H10M',
  segments: [
    segment({ id: 'seg_2', origin: DXB, destination: KHI, departing_at: '2026-12-08T22:10:00', arriving_at: '2026-12-09T02:20:00', duration: 'PT03H10M', marketing_carrier_flight_number: '602' }),
  ],
});

export function offer(over: Partial<DuffelOffer> = {}): DuffelOffer {
  return {
    id: 'off_0001',
    expires_at: '2026-11-20T10:30:00Z',
    total_amount: '150.00',
    total_currency: 'USD',
    owner: EK,
    passengers: [
      { id: 'pas_adult1', type: 'adult', age: null },
      { id: 'pas_child1', type: null, age: 8 },
      { id: 'pas_inf1', type: 'infant_without_seat', age: 1 },
    ],
    conditions: {
      refund_before_departure: { allowed: true, penalty_amount: '40.00', penalty_currency: 'USD' },
      change_before_departure: null,
    },
    payment_requirements: { requires_instant_payment: false, payment_required_by: '2026-11-22T10:00:00Z', price_guarantee_expires_at: '2026-11-21T10:00:00Z' },
    passenger_identity_documents_required: true,
    supported_passenger_identity_document_types: ['passport'],
    slices: [slice(), returnSlice],
    ...over,
  };
}

export function change(over: Partial<DuffelAirlineInitiatedChange> = {}): DuffelAirlineInitiatedChange {
  return {
    id: 'aic_0001',
    order_id: 'ord_0001',
    removed: [slice()],
    added: [slice({ segments: [segment({ departing_at: '2026-12-01T05:35:00', arriving_at: '2026-12-01T06:40:00' })] })],
    action_taken: null,
    action_taken_at: null,
    available_actions: ['accept', 'cancel', 'change'],
    created_at: '2026-11-21T08:00:00Z',
    ...over,
  };
}

export function order(over: Partial<DuffelOrder> = {}): DuffelOrder {
  return {
    id: 'ord_0001',
    booking_reference: 'RZPVXB',
    cancelled_at: null,
    total_amount: '150.00',
    total_currency: 'USD',
    slices: [slice(), returnSlice],
    passengers: [
      { id: 'pas_adult1', type: 'adult' },
      { id: 'pas_child1', type: 'child' },
      { id: 'pas_inf1', type: 'infant_without_seat' },
    ],
    documents: [
      { type: 'electronic_ticket', unique_identifier: '1762106312811', passenger_ids: ['pas_child1'] },
      { type: 'electronic_ticket', unique_identifier: '1762106312810', passenger_ids: ['pas_adult1'] },
      { type: 'electronic_miscellaneous_document_standalone', unique_identifier: '1769999999999', passenger_ids: ['pas_adult1'] },
      { type: 'electronic_ticket', unique_identifier: '1762106312812', passenger_ids: ['pas_inf1'] },
    ],
    conditions: offer().conditions,
    payment_status: { awaiting_payment: false, payment_required_by: null, price_guarantee_expires_at: null, paid_at: '2026-11-20T10:01:00Z' },
    airline_initiated_changes: [],
    metadata: { safarnama_ref: 'FO-1001' },
    ...over,
  };
}

/** A held (unpaid) order. */
export function heldOrder(over: Partial<DuffelOrder> = {}): DuffelOrder {
  return order({
    documents: [],
    payment_status: { awaiting_payment: true, payment_required_by: '2026-11-22T10:00:00Z', price_guarantee_expires_at: '2026-11-21T10:00:00Z', paid_at: null },
    ...over,
  });
}

export function orderInput(over: Partial<CreateAirOrderInput> = {}): CreateAirOrderInput {
  const passport = { passportCountry: 'PK', passportExpiresOn: '2031-01-01', nationality: 'PK' };
  return {
    offerId: 'off_0001',
    type: 'instant',
    totalPkr: '42000.00',
    passengers: [
      { type: 'adult', title: 'mr', givenName: 'Ali', familyName: 'Khan', gender: 'm', bornOn: '1985-03-02', passportNumber: 'AB1234561', ...passport },
      { type: 'child', title: 'miss', givenName: 'Sara', familyName: 'Khan', gender: 'f', bornOn: '2018-05-10', passportNumber: 'AB1234562', ...passport },
      { type: 'infant', title: 'mr', givenName: 'Omar', familyName: 'Khan', gender: 'm', bornOn: '2026-01-15', passportNumber: 'AB1234563', ...passport },
    ],
    contact: { email: 'ali@example.com', phone: '+923001234567' },
    reference: 'FO-1001',
    ...over,
  };
}

/** Duffel's error envelope. */
export function duffelError(status: number, type: string, code: string, message = 'An error occurred', requestId = 'req_123') {
  return {
    meta: { status, request_id: requestId },
    errors: [{ type, code, title: 'Error', message, documentation_url: 'https://duffel.com/docs/api/overview/errors' }],
  };
}
