import { describe, expect, it } from 'vitest';
import { urduMessage } from '../../rules/messages-ur.js';
import { UMRAH_MESSAGES, UMRAH_TEXT } from './messages.js';
import { plannedCity, READINESS_MESSAGES, type ReadinessInput, readinessOf } from './readiness.js';

// The visa gate's readiness list, rule by rule, from plain data: a ready group, then each rule broken on its own.

const pilgrim = (i: number, over: Partial<ReadinessInput['pilgrims'][number]> = {}) => ({
  id: `p${i}`,
  givenNames: `Name${'abcdefghijkl'[i]}`,
  surname: 'Khan',
  dateOfBirth: '1980-01-01',
  nationality: 'PAK',
  passportExpiryDate: '2031-01-01',
  meningitisVaccinationDate: '2026-11-01',
  polioVaccinationDate: '2026-11-01',
  family: null,
  roomId: 'r1',
  ...over,
});

function ready(over: Partial<ReadinessInput> = {}): ReadinessInput {
  return {
    group: { arrivalDate: '2027-01-10', departureDate: '2027-01-17', arrivalAirport: 'JED', departureAirport: 'MED', makkahNights: 4, madinahNights: 3, firstCity: 'makkah' },
    pilgrims: [0, 1, 2, 3].map((i) => pilgrim(i)),
    roomIds: ['r1'],
    stays: [
      { city: 'makkah', checkInDate: '2027-01-10', checkOutDate: '2027-01-14', guestCount: 4, confirmed: true },
      { city: 'madinah', checkInDate: '2027-01-14', checkOutDate: '2027-01-17', guestCount: 4, confirmed: true },
    ],
    transfers: [{ kind: 'arrival' }, { kind: 'intercity' }, { kind: 'departure' }],
    today: '2026-12-01',
    ...over,
  };
}
const codesOf = (input: ReadinessInput) => readinessOf(input).missing.map((m) => m.code);

describe('readiness', () => {
  it('a group with everything booked is ready', () => {
    expect(readinessOf(ready())).toEqual({ ready: true, missing: [] });
  });

  it('no pilgrims', () => {
    expect(codesOf(ready({ pilgrims: [] }))).toEqual(['no_pilgrims']);
  });

  it('nights not covered name the pilgrims short and the first nights, in runs', () => {
    const input = ready({
      pilgrims: [...Array(12).keys()].map((i) => pilgrim(i)),
      stays: [
        { city: 'makkah', checkInDate: '2027-01-10', checkOutDate: '2027-01-14', guestCount: 8, confirmed: true },
        { city: 'madinah', checkInDate: '2027-01-14', checkOutDate: '2027-01-17', guestCount: 12, confirmed: true },
      ],
    });
    expect(readinessOf(input).missing).toEqual([{ code: 'nights_uncovered', message: 'No confirmed hotel room for 4 of 12 pilgrims on the nights of 2027-01-10 to 2027-01-13' }]);
    // an unpaid (unconfirmed) stay does not count; one night alone is "the night of"
    const unpaid = ready({ stays: [...ready().stays.slice(0, 1), { city: 'madinah', checkInDate: '2027-01-14', checkOutDate: '2027-01-15', guestCount: 4, confirmed: true }] });
    expect(readinessOf(unpaid).missing.map((m) => m.message)).toEqual(['No confirmed hotel room for 4 of 4 pilgrims on the nights of 2027-01-15 to 2027-01-16']);
    const gap = ready({ stays: [{ ...ready().stays[0], checkOutDate: '2027-01-13' }, ready().stays[1], { ...ready().stays[0], confirmed: false }] });
    expect(readinessOf(gap).missing.map((m) => m.message)).toEqual(['No confirmed hotel room for 4 of 4 pilgrims on the night of 2027-01-13']);
  });

  it('nights in the wrong city, against the plan’s order', () => {
    const swapped = ready({
      stays: [
        { city: 'madinah', checkInDate: '2027-01-10', checkOutDate: '2027-01-14', guestCount: 4, confirmed: true },
        { city: 'makkah', checkInDate: '2027-01-14', checkOutDate: '2027-01-17', guestCount: 4, confirmed: true },
      ],
    });
    const missing = readinessOf(swapped).missing;
    expect(missing.map((m) => m.code)).toContain('city_nights');
    expect(missing.find((m) => m.code === 'city_nights')?.message).toBe('The night of 2027-01-10 is booked in Madinah, but the plan has Makkah that night');
    expect(plannedCity(ready().group, '2027-01-13')).toBe('makkah');
    expect(plannedCity(ready().group, '2027-01-14')).toBe('madinah');
  });

  it('transfer legs: arrival, intercity when both cities, departure', () => {
    expect(readinessOf(ready({ transfers: [] })).missing.map((m) => m.message)).toEqual([
      'No arrival transfer (JED → Makkah) is recorded',
      'No transfer between Makkah and Madinah is recorded',
      'No departure transfer (Madinah → MED) is recorded',
    ]);
    const makkahOnly = ready({
      group: { ...ready().group, makkahNights: 7, madinahNights: 0, departureAirport: 'JED' },
      stays: [{ city: 'makkah', checkInDate: '2027-01-10', checkOutDate: '2027-01-17', guestCount: 4, confirmed: true }],
      transfers: [{ kind: 'arrival' }],
    });
    expect(readinessOf(makkahOnly).missing.map((m) => m.message)).toEqual(['No departure transfer (Makkah → JED) is recorded']);
  });

  it('pilgrims without a room (or in a room no longer there)', () => {
    const input = ready({ pilgrims: [pilgrim(0), pilgrim(1, { roomId: null }), pilgrim(2, { roomId: 'gone' }), pilgrim(3)] });
    expect(readinessOf(input).missing).toEqual([{ code: 'unplaced', message: '2 pilgrim(s) have no room: Nameb Khan, Namec Khan' }]);
  });

  it('passports, vaccinations and minors by the season rules', () => {
    expect(codesOf(ready({ pilgrims: [pilgrim(0, { passportExpiryDate: '2027-05-01' }), pilgrim(1), pilgrim(2), pilgrim(3)] }))).toEqual(['passport_validity']);
    expect(codesOf(ready({ pilgrims: [pilgrim(0, { meningitisVaccinationDate: '2027-01-05' }), pilgrim(1), pilgrim(2), pilgrim(3)] }))).toEqual(['meningitis']);
    expect(codesOf(ready({ pilgrims: [pilgrim(0, { meningitisVaccinationDate: null }), pilgrim(1), pilgrim(2), pilgrim(3)] }))).toEqual(['meningitis']);
    expect(codesOf(ready({ pilgrims: [pilgrim(0, { polioVaccinationDate: '2026-01-01' }), pilgrim(1), pilgrim(2), pilgrim(3)] }))).toEqual(['polio']);
    // polio is asked of Pakistani travellers only
    expect(codesOf(ready({ pilgrims: [pilgrim(0, { polioVaccinationDate: null, nationality: 'GBR' }), pilgrim(1), pilgrim(2), pilgrim(3)] }))).toEqual([]);
    const children = [0, 1, 2, 3].map((i) => pilgrim(i, { dateOfBirth: '2015-01-01' }));
    expect(codesOf(ready({ pilgrims: children }))).toEqual(['minor_alone', 'minor_alone', 'minor_alone', 'minor_alone']);
  });

  it('the season’s dates', () => {
    const late = ready({ group: { ...ready().group, arrivalDate: '2027-03-25', departureDate: '2027-04-01' }, stays: [], transfers: [{ kind: 'arrival' }, { kind: 'intercity' }, { kind: 'departure' }] });
    expect(codesOf(late)).toContain('season');
  });
});

describe('the module’s messages in Urdu', () => {
  it('every message has its Urdu', () => {
    const samples = [
      ...Object.values(UMRAH_MESSAGES),
      UMRAH_TEXT.nightsSum(7),
      UMRAH_TEXT.duplicatePassport('AB1234567'),
      UMRAH_TEXT.importDuplicate(3, 'AB1234567'),
      UMRAH_TEXT.occupancyNotOffered('quad'),
      UMRAH_TEXT.hotelCity('Clock Tower Hotel', 'Madinah'),
      UMRAH_TEXT.stayOutside('2027-01-10', '2027-01-17'),
      UMRAH_TEXT.legOutside('2027-01-10', '2027-01-17'),
      UMRAH_TEXT.visaNote('Rajab group'),
      READINESS_MESSAGES.noPilgrims,
      READINESS_MESSAGES.intercityLeg,
      READINESS_MESSAGES.nightUncovered(4, 12, '2027-01-05'),
      READINESS_MESSAGES.nightsUncovered(4, 12, '2027-01-05', '2027-01-07'),
      READINESS_MESSAGES.wrongCity('2027-01-05', 'Madinah', 'Makkah'),
      READINESS_MESSAGES.arrivalLeg('JED', 'Makkah'),
      READINESS_MESSAGES.departureLeg('Madinah', 'MED'),
      READINESS_MESSAGES.unplaced(2, 'Ali Khan, Sara Khan'),
      'Occupancy must be one of sharing, quad, triple, double, single',
    ];
    expect(samples.filter((m) => urduMessage(m) === undefined)).toEqual([]);
    expect(urduMessage(READINESS_MESSAGES.nightUncovered(4, 12, '2027-01-05'))).toContain('2027-01-05');
  });
});
