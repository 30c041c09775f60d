// The Duffel API v2 shapes the adapter reads (shared/reference/duffel.md): only the fields used, all as Duffel
// sends them (snake_case, decimal strings). Optional or nullable where the reference says a field can be missing.

export interface DuffelPlace {
  id?: string;
  iata_code: string;
  name?: string;
  type?: string;
  time_zone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface DuffelCarrier {
  id?: string;
  iata_code: string;
  name: string;
}

export interface DuffelBaggage {
  type: 'checked' | 'carry_on' | string;
  quantity: number;
}

export interface DuffelSegmentPassenger {
  passenger_id: string;
  cabin_class?: string;
  baggages?: DuffelBaggage[] | null;
}

export interface DuffelSegment {
  id: string;
  origin: DuffelPlace;
  destination: DuffelPlace;
  departing_at: string; // local time at the origin, no offset
  arriving_at: string; // local time at the destination, no offset
  duration?: string | null; // ISO 8601, e.g. PT02H26M
  aircraft?: { name?: string | null; iata_code?: string | null } | null;
  marketing_carrier: DuffelCarrier;
  marketing_carrier_flight_number: string;
  operating_carrier?: DuffelCarrier | null;
  passengers?: DuffelSegmentPassenger[] | null;
}

export interface DuffelSlice {
  id?: string;
  origin: DuffelPlace;
  destination: DuffelPlace;
  duration?: string | null;
  segments: DuffelSegment[];
}

export interface DuffelCondition {
  allowed: boolean;
  penalty_amount: string | null;
  penalty_currency: string | null;
}

export interface DuffelConditions {
  refund_before_departure?: DuffelCondition | null;
  change_before_departure?: DuffelCondition | null;
}

export interface DuffelPassenger {
  id: string;
  type?: 'adult' | 'child' | 'infant_without_seat' | string | null;
  age?: number | null;
}

export interface DuffelOffer {
  id: string;
  expires_at: string;
  total_amount: string;
  total_currency: string;
  owner: DuffelCarrier;
  passengers: DuffelPassenger[];
  conditions?: DuffelConditions | null;
  payment_requirements?: {
    requires_instant_payment: boolean;
    price_guarantee_expires_at?: string | null;
    payment_required_by?: string | null;
  } | null;
  passenger_identity_documents_required?: boolean;
  supported_passenger_identity_document_types?: string[] | null;
  slices: DuffelSlice[];
}

export interface DuffelOfferRequest {
  id: string;
  offers?: DuffelOffer[];
}

export interface DuffelAirlineInitiatedChange {
  id: string;
  order_id: string;
  added: DuffelSlice[];
  removed: DuffelSlice[];
  action_taken: 'accepted' | 'cancelled' | 'changed' | null;
  action_taken_at?: string | null;
  available_actions?: string[];
  created_at: string;
}

export interface DuffelDocument {
  type: string;
  unique_identifier: string;
  passenger_ids: string[];
}

export interface DuffelOrder {
  id: string;
  booking_reference?: string | null;
  cancelled_at?: string | null;
  total_amount: string;
  total_currency: string;
  slices?: DuffelSlice[] | null;
  passengers?: DuffelPassenger[] | null;
  documents?: DuffelDocument[] | null;
  conditions?: DuffelConditions | null;
  payment_status?: {
    awaiting_payment: boolean;
    payment_required_by?: string | null;
    price_guarantee_expires_at?: string | null;
    paid_at?: string | null;
  } | null;
  airline_initiated_changes?: DuffelAirlineInitiatedChange[] | null;
  metadata?: Record<string, string> | null;
}

export interface DuffelPayment {
  id: string;
  order_id: string;
  amount: string;
  currency: string;
  status?: 'succeeded' | 'failed' | 'pending' | 'cancelled' | string;
  failure_reason?: string | null;
}

export interface DuffelOrderCancellation {
  id: string;
  order_id: string;
  refund_amount: string | null;
  refund_currency: string | null;
  refund_to: string;
  expires_at: string;
  confirmed_at?: string | null;
}

export interface DuffelErrorItem {
  type?: string;
  code?: string;
  title?: string;
  message?: string;
}

export interface DuffelErrorEnvelope {
  meta?: { status?: number; request_id?: string };
  errors?: DuffelErrorItem[];
}
