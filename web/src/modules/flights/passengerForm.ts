import { addDays, marketToday } from '@rules/dates.js';
import {
  contactProblem,
  FLIGHT_NAME_MAX,
  FLIGHT_ORDER_MESSAGES,
  type FlightPassengerValues,
  localDateOf,
  passengerProblems,
} from '@rules/flights.js';
import { FORM_ERROR } from 'final-form';
import { i18n, localMessage } from '../../i18n';
import flightOrdersNs from '../../i18n/en/flightOrders';

// The checkout form's values and checks: the shared passenger rules (api/src/rules/flights.ts), the same the server
// applies, with each problem shown on its field in the reader's language.

export type PassengerValues = FlightPassengerValues;
export type CheckoutValues = { passengers: PassengerValues[]; contact: { email: string; phone: string } };
export type Trip = { today: string; firstTravelDate: string; lastTravelDate: string };
type Slices = ReadonlyArray<{ segments: ReadonlyArray<{ departingAt: string }> }>;

// the words of the flight order namespace, in the current language at the time of the call
const tr = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: flightOrdersNs, ...options });

/** The dates the rules check against, as the server takes them: the first departure's and the last slice's local date. */
export function tripOf(slices: Slices, now = new Date()): Trip {
  const last = slices[slices.length - 1];
  return {
    today: marketToday(now),
    firstTravelDate: localDateOf(slices[0].segments[0].departingAt),
    lastTravelDate: localDateOf(last.segments[last.segments.length - 1].departingAt),
  };
}

/** One empty passenger form per passenger of the offer, in its order; countries default to Pakistan. */
export function initialValues(passengerTypes: readonly string[], email = ''): CheckoutValues {
  return {
    passengers: passengerTypes.map((type) => ({
      type,
      title: '',
      givenName: '',
      familyName: '',
      gender: '',
      bornOn: '',
      passportNumber: '',
      passportCountry: 'PK',
      passportExpiresOn: '',
      nationality: 'PK',
    })),
    contact: { email, phone: '' },
  };
}

/** "Adult 1", "Child 1", "Infant 2": each type counted on its own. */
export function passengerLabels(types: readonly string[]): string[] {
  const seen: Record<string, number> = {};
  return types.map((type) => {
    seen[type] = (seen[type] ?? 0) + 1;
    return tr(`passengerLabel.${type}`, { n: seen[type], defaultValue: `${type} ${seen[type]}` });
  });
}

// the rules' messages, after "Passenger N: ", to the catalogue's keys (problems.<key>)
const PROBLEM_KEYS: Array<[RegExp, string]> = [
  [/^type must/, 'type'],
  [/^title must/, 'title'],
  [/^given name is required/, 'givenNameRequired'],
  [/^given name must be at most/, 'givenNameLong'],
  [/^given name must be letters/, 'givenNameLetters'],
  [/^family name is required/, 'familyNameRequired'],
  [/^family name must be at most/, 'familyNameLong'],
  [/^family name must be letters/, 'familyNameLetters'],
  [/^gender must/, 'gender'],
  [/^date of birth must be a date/, 'bornOnDate'],
  [/^date of birth cannot be in the future/, 'bornOnFuture'],
  [/^date of birth is too far/, 'bornOnPast'],
  [/^an infant must/, 'infantAge'],
  [/^a child must/, 'childAge'],
  [/^an adult must/, 'adultAge'],
  [/^passport number must/, 'passportNumber'],
  [/^issuing country must/, 'passportCountry'],
  [/^passport expiry must be a date/, 'passportExpiryDate'],
  [/^the passport expires before/, 'passportExpired'],
  [/^nationality must/, 'nationality'],
];
const MESSAGE_KEYS: Record<string, string> = {
  [FLIGHT_ORDER_MESSAGES.tooManyInfants]: 'tooManyInfants',
  [FLIGHT_ORDER_MESSAGES.email]: 'email',
  [FLIGHT_ORDER_MESSAGES.phone]: 'phone',
};

/** A rules (or server) message about one field, without its "Passenger 2: ", in the current language. */
export function problemText(message: string): string {
  const bare = message.replace(/^Passenger \d+: /, '');
  const key = MESSAGE_KEYS[bare] ?? PROBLEM_KEYS.find(([re]) => re.test(bare))?.[1];
  if (key) return tr(`problems.${key}`, { max: FLIGHT_NAME_MAX });
  return localMessage(bare.charAt(0).toUpperCase() + bare.slice(1));
}

/** A server message of the flight orders (FLIGHT_ORDER_MESSAGES) in the current language; others as the app does. */
export function serverText(message: string): string {
  const key = Object.entries(FLIGHT_ORDER_MESSAGES).find(([, english]) => english === message)?.[0];
  return key ? tr(`messages.${key}`, { defaultValue: message }) : localMessage(message);
}

// Values that pass a field's rule, put in place of a field already found wrong so that the rules (which name a
// passenger's first problem only) go on to the next field: every field shows its own problem at once.
function passingValue(field: keyof PassengerValues, p: PassengerValues, trip: Trip): string {
  const years = (n: number) => addDays(trip.today, -Math.round(n * 365.25));
  switch (field) {
    case 'title':
      return 'mr';
    case 'givenName':
    case 'familyName':
      return 'A';
    case 'gender':
      return 'm';
    case 'bornOn':
      return p.type === 'infant' ? addDays(trip.today, -30) : p.type === 'child' ? years(6) : years(30);
    case 'passportNumber':
      return 'AB12345';
    case 'passportExpiresOn':
      return addDays(trip.lastTravelDate, 400);
    default:
      return 'PK';
  }
}

/** Each field's problem of one passenger (field → the rules' English message). */
export function passengerFieldProblems(p: PassengerValues, trip: Trip): Partial<Record<keyof PassengerValues, string>> {
  const found: Partial<Record<keyof PassengerValues, string>> = {};
  let current = { ...p };
  for (let i = 0; i < 12; i++) {
    const problem = passengerProblems([current], trip).find((x) => x.index === 0);
    if (!problem || problem.field === 'type' || found[problem.field]) break;
    found[problem.field] = problem.message;
    current = { ...current, [problem.field]: passingValue(problem.field, current, trip) };
  }
  return found;
}

const EMPTY_IS_REQUIRED = new Set(['bornOn', 'passportNumber', 'passportCountry', 'passportExpiresOn', 'nationality']);

type Errors = { passengers?: Array<Record<string, string>>; contact?: Record<string, string>; [FORM_ERROR]?: string };

/** react-final-form's errors: each passenger's fields and the contact's, in the reader's language. */
export function validateCheckout(values: CheckoutValues, trip: Trip): Errors {
  const errors: Errors = {};
  const passengers = (values.passengers ?? []).map((p) => {
    const fields = passengerFieldProblems(p, trip);
    // an empty date, passport number or country: simply "… is required" (the rules' words are for a wrong one)
    const text = (field: string, message: string) =>
      EMPTY_IS_REQUIRED.has(field) && !String(p[field as keyof PassengerValues] ?? '').trim() ? tr('problems.required', { field: tr(`fields.${field}`) }) : problemText(message);
    return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, text(field, message)]));
  });
  if (passengers.some((p) => Object.keys(p).length > 0)) errors.passengers = passengers;
  // the party as a whole (one infant per adult): the offer fixes the party, so only the server could say it
  const party = passengerProblems(values.passengers ?? [], trip).find((x) => x.field === 'type');
  if (party) errors[FORM_ERROR] = problemText(party.message);
  const contact: Record<string, string> = {};
  const email = contactProblem({ email: values.contact?.email, phone: '+920000000' });
  if (email) contact.email = problemText(email.message);
  const phone = contactProblem({ email: 'a@b.pk', phone: values.contact?.phone });
  if (phone) contact.phone = problemText(phone.message);
  if (Object.keys(contact).length) errors.contact = contact;
  return errors;
}

/** A BAD_USER_INPUT's field ('passengers.1.givenName') as react-final-form's submission errors, or the whole form's. */
export function submissionErrors(field: unknown, message: string): Record<string, unknown> {
  const text = problemText(message);
  const path = typeof field === 'string' ? field.split('.') : [];
  if (path[0] === 'passengers' && path.length === 3 && /^\d+$/.test(path[1])) {
    const list: Array<Record<string, string>> = [];
    list[Number(path[1])] = { [path[2]]: text };
    return { passengers: list };
  }
  if (path[0] === 'contact' && path.length === 2) return { contact: { [path[1]]: text } };
  return { [FORM_ERROR]: serverText(message) };
}

/** What createFlightOrder takes of the form: trimmed names, the passport number in capitals, the phone as typed. */
export function orderPassengers(values: CheckoutValues): PassengerValues[] {
  return values.passengers.map((p) => ({
    ...p,
    givenName: p.givenName.trim(),
    familyName: p.familyName.trim(),
    passportNumber: p.passportNumber.trim().toUpperCase(),
    passportCountry: p.passportCountry.trim().toUpperCase(),
    nationality: p.nationality.trim().toUpperCase(),
  }));
}
