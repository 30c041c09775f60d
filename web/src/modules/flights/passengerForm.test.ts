import { addDays } from '@rules/dates.js';
import { contactProblem, passengerProblems } from '@rules/flights.js';
import { describe, expect, it } from 'vitest';
import '../../i18n/en/flightOrders';
import { initialValues, passengerFieldProblems, problemText, validateCheckout, type Trip } from './passengerForm';

// The checkout's checks are the shared rules' (api/src/rules/flights.ts): every field's problem at once, worded as the
// rules word it (without "Passenger 2: "), so the form and the server say the same.

const trip: Trip = { today: '2026-11-20', firstTravelDate: '2026-12-20', lastTravelDate: '2027-01-03' };
const good = {
  type: 'adult',
  title: 'mr',
  givenName: 'Imran',
  familyName: 'Ali',
  gender: 'm',
  bornOn: '1985-02-01',
  passportNumber: 'AB1234567',
  passportCountry: 'PK',
  passportExpiresOn: '2030-01-01',
  nationality: 'PK',
};
const capitalised = (m: string) => {
  const bare = m.replace(/^Passenger \d+: /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

describe('the checkout form’s checks', () => {
  it('says what the rules say, field by field (title and gender as a choice to make)', () => {
    const cases: Array<Partial<typeof good>> = [
      { givenName: '' },
      { givenName: 'Imran2' },
      { familyName: 'x'.repeat(51) },
      { bornOn: '2027-01-01' },
      { bornOn: '1880-01-01' },
      { type: 'infant', bornOn: '2020-01-01' },
      { type: 'child', bornOn: '2026-01-01' },
      { bornOn: '2020-01-01' },
      { passportNumber: 'A1' },
      { passportCountry: 'PAK' },
      { passportExpiresOn: '2027-01-03' },
      { nationality: 'p' },
    ];
    for (const change of cases) {
      const [rule] = passengerProblems([{ ...good, ...change }], trip);
      expect(problemText(rule.message)).toBe(capitalised(rule.message));
    }
    const contact = contactProblem({ email: 'nobody', phone: '' });
    expect(problemText(contact!.message)).toBe(contact!.message);
    expect(problemText(passengerProblems([{ ...good, title: '' }], trip)[0].message)).toBe('Choose a title');
  });

  it('finds every field’s problem of a passenger, not only the first', () => {
    const problems = passengerFieldProblems({ ...good, title: '', givenName: 'Imran2', passportExpiresOn: addDays(trip.lastTravelDate, -1), nationality: '' }, trip);
    expect(Object.keys(problems).sort()).toEqual(['givenName', 'nationality', 'passportExpiresOn', 'title']);
    expect(passengerFieldProblems(good, trip)).toEqual({});
  });

  it('an empty form: a problem on each required field, the countries defaulting to PK', () => {
    const values = initialValues(['adult', 'child'], 'a@b.pk');
    const errors = validateCheckout(values, trip);
    expect(Object.keys(errors.passengers![1]).sort()).toEqual(['bornOn', 'familyName', 'gender', 'givenName', 'passportExpiresOn', 'passportNumber', 'title']);
    // an empty date or number is simply required; a wrong one gets the rule's words
    expect(errors.passengers![1].bornOn).toBe('Date of birth is required');
    expect(errors.passengers![1].passportNumber).toBe('Passport number is required');
    expect(errors.contact).toEqual({ phone: 'Contact phone must be a phone number (7 to 15 digits, optionally starting with +)' });
  });
});
