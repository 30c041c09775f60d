import { describe, expect, it } from 'vitest';
import { urduMessage } from './messages-ur.js';
import {
  DEFAULT_SEASON_LIMITS,
  SEASONS,
  SEASON_MESSAGES,
  minorsProblems,
  pilgrimHealthProblems,
  pilgrimName,
  seasonDateProblems,
  seasonFor,
  visaLapse,
  type HealthPilgrim,
  type Season,
} from './umrah-season.js';

const S1447 = SEASONS.find((s) => s.name === '1447') as Season;
const S1448 = SEASONS.find((s) => s.name === '1448') as Season;
const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe('the seasons', () => {
  it('holds 1447 as published and 1448 as an estimate about 11 days earlier', () => {
    expect(S1447).toMatchObject({ estimated: false, visaIssuanceOpens: '2025-06-10', lastVisaIssuance: '2026-03-20', lastEntry: '2026-04-03', lastDeparture: '2026-04-18' });
    expect(S1448).toMatchObject({ estimated: true, visaIssuanceOpens: '2026-05-31', lastVisaIssuance: '2027-03-09', lastEntry: '2027-03-23', lastDeparture: '2027-04-07' });
    expect(S1447.limits).toEqual({
      passportValidMonthsAfterReturn: 6,
      meningitisMinDaysBeforeArrival: 10,
      meningitisValidYears: 3,
      polioMinDaysBeforeDeparture: 28,
      polioMaxMonthsBeforeDeparture: 6,
      polioNationalities: ['PAK'],
      visaLapseDays: 30,
      visaLapseWarnFromDay: 20,
      maxStayDays: 90,
      adultAge: 18,
    });
  });

  it('finds the season from its visa opening to its last entry, both included', () => {
    expect(seasonFor('2025-06-09')).toBeUndefined();
    expect(seasonFor('2025-06-10')?.name).toBe('1447');
    expect(seasonFor('2026-04-03')?.name).toBe('1447');
    expect(seasonFor('2026-04-04')).toBeUndefined();
    expect(seasonFor('2026-05-30')).toBeUndefined();
    expect(seasonFor('2026-05-31')?.name).toBe('1448');
    expect(seasonFor('2027-03-23')?.name).toBe('1448');
    expect(seasonFor('2027-03-24')).toBeUndefined();
  });
});

describe('seasonDateProblems', () => {
  it('finds nothing wrong with a group inside the season', () => {
    expect(seasonDateProblems({ arrivalDate: '2026-12-10', departureDate: '2026-12-24' }, '2026-11-27')).toEqual([]);
    // the last day of everything is still allowed
    expect(seasonDateProblems({ arrivalDate: '2027-03-23', departureDate: '2027-04-07' }, '2027-03-09')).toEqual([]);
  });

  it('says when no season is open for the arrival', () => {
    expect(seasonDateProblems({ arrivalDate: '2025-06-01', departureDate: '2025-06-15' }, '2025-05-01')).toEqual([
      { code: 'season_none', message: 'No Umrah season open for arrival on 2025-06-01' },
    ]);
    expect(codes(seasonDateProblems({ arrivalDate: '2027-05-01', departureDate: '2027-05-15' }, '2027-01-01'))).toEqual(['season_none']);
  });

  it('names the last entry date missed, and the last departure', () => {
    expect(seasonDateProblems({ arrivalDate: '2026-04-04', departureDate: '2026-04-18' }, '2026-03-01')).toEqual([
      { code: 'season_last_entry', message: 'Arrival on 2026-04-04 is after the last entry date of the 1447 Umrah season (2026-04-03)' },
    ]);
    expect(codes(seasonDateProblems({ arrivalDate: '2026-04-10', departureDate: '2026-04-25' }, '2026-03-01'))).toEqual(['season_last_entry', 'season_last_departure']);
  });

  it('refuses a departure after the season’s last departure', () => {
    expect(seasonDateProblems({ arrivalDate: '2026-04-01', departureDate: '2026-04-19' }, '2026-03-01')).toEqual([
      { code: 'season_last_departure', message: 'Departure on 2026-04-19 is after the last departure date of the 1447 Umrah season (2026-04-18)' },
    ]);
  });

  it('refuses once the last visa issuance day is over', () => {
    expect(codes(seasonDateProblems({ arrivalDate: '2026-04-01', departureDate: '2026-04-10' }, '2026-03-20'))).toEqual([]);
    expect(seasonDateProblems({ arrivalDate: '2026-04-01', departureDate: '2026-04-10' }, '2026-03-21')).toEqual([
      { code: 'season_last_visa', message: 'Visas for the 1447 Umrah season are no longer issued: the last day was 2026-03-20' },
    ]);
  });

  it('allows a stay of 90 days, not 91', () => {
    expect(seasonDateProblems({ arrivalDate: '2026-06-01', departureDate: '2026-08-30' }, '2026-05-01')).toEqual([]);
    expect(seasonDateProblems({ arrivalDate: '2026-06-01', departureDate: '2026-08-31' }, '2026-05-01')).toEqual([
      { code: 'stay_too_long', message: 'The stay of 91 days is longer than the 90 days allowed after entry' },
    ]);
  });

  it('refuses a departure on or before the arrival', () => {
    expect(codes(seasonDateProblems({ arrivalDate: '2026-12-10', departureDate: '2026-12-10' }, '2026-11-27'))).toEqual(['departure_before_arrival']);
    expect(codes(seasonDateProblems({ arrivalDate: '2026-12-10', departureDate: '2026-12-01' }, '2026-11-27'))).toEqual(['departure_before_arrival']);
  });

  it('has a word for an estimated season', () => {
    expect(SEASON_MESSAGES.estimated(S1448.name)).toBe('The 1448 Umrah season’s dates are an estimate until Saudi Arabia publishes its calendar');
  });
});

describe('pilgrimHealthProblems', () => {
  const group = { arrivalDate: '2026-12-10', departureDate: '2026-12-24' };
  const imran: HealthPilgrim = {
    givenNames: 'Muhammad Imran',
    surname: 'Khan',
    dateOfBirth: '1985-03-15',
    nationality: 'PAK',
    passportExpiryDate: '2031-01-01',
    meningitisVaccinationDate: '2026-10-01',
    polioVaccinationDate: '2026-10-01',
  };
  const problems = (over: Partial<HealthPilgrim>) => pilgrimHealthProblems({ ...imran, ...over }, group, S1448);

  it('finds nothing wrong with a ready pilgrim', () => {
    expect(problems({})).toEqual([]);
  });

  it('needs the passport valid 6 months after return, the day itself allowed', () => {
    expect(problems({ passportExpiryDate: '2027-06-24' })).toEqual([]);
    expect(problems({ passportExpiryDate: '2027-06-23' })).toEqual([
      { code: 'passport_validity', message: 'Muhammad Imran Khan’s passport expires on 2027-06-23: it must be valid until at least 2027-06-24 (6 months after return)' },
    ]);
    // a month-end return: 31 Mar + 6 months is 30 Sep
    const monthEnd = { arrivalDate: '2026-12-10', departureDate: '2027-03-31' };
    expect(codes(pilgrimHealthProblems({ ...imran, passportExpiryDate: '2027-09-30' }, monthEnd, S1448))).toEqual([]);
    expect(codes(pilgrimHealthProblems({ ...imran, passportExpiryDate: '2027-09-29' }, monthEnd, S1448))).toEqual(['passport_validity']);
  });

  it('needs a meningitis vaccination at least 10 days before arrival', () => {
    expect(problems({ meningitisVaccinationDate: null })).toEqual([{ code: 'meningitis_missing', message: 'Muhammad Imran Khan has no meningitis (ACWY) vaccination date' }]);
    expect(problems({ meningitisVaccinationDate: '' })[0].code).toBe('meningitis_missing');
    expect(problems({ meningitisVaccinationDate: '2026-11-30' })).toEqual([]);
    expect(problems({ meningitisVaccinationDate: '2026-12-01' })).toEqual([
      { code: 'meningitis_too_late', message: 'Muhammad Imran Khan’s meningitis vaccination (2026-12-01) must be at least 10 days before arrival (2026-12-10)' },
    ]);
    // a vaccination after arrival is too late as well
    expect(codes(problems({ meningitisVaccinationDate: '2026-12-12' }))).toEqual(['meningitis_too_late']);
  });

  it('takes a meningitis vaccination up to exactly 3 years old on arrival', () => {
    expect(problems({ meningitisVaccinationDate: '2023-12-10' })).toEqual([]);
    expect(problems({ meningitisVaccinationDate: '2023-12-09' })).toEqual([
      { code: 'meningitis_expired', message: 'Muhammad Imran Khan’s meningitis vaccination (2023-12-09) is more than 3 years old on arrival (2026-12-10)' },
    ]);
  });

  it('needs a polio vaccination for Pakistanis, 28 days to 6 months before leaving', () => {
    expect(problems({ polioVaccinationDate: null })).toEqual([{ code: 'polio_missing', message: 'Muhammad Imran Khan has no polio vaccination date (required for nationality PAK)' }]);
    expect(problems({ polioVaccinationDate: '2026-11-12' })).toEqual([]);
    expect(problems({ polioVaccinationDate: '2026-11-13' })).toEqual([
      { code: 'polio_too_late', message: 'Muhammad Imran Khan’s polio vaccination (2026-11-13) must be at least 28 days before departure from Pakistan (2026-12-10)' },
    ]);
    expect(problems({ polioVaccinationDate: '2026-06-10' })).toEqual([]);
    expect(problems({ polioVaccinationDate: '2026-06-09' })).toEqual([
      { code: 'polio_too_old', message: 'Muhammad Imran Khan’s polio vaccination (2026-06-09) is more than 6 months old on departure from Pakistan (2026-12-10)' },
    ]);
  });

  it('needs no polio vaccination for other nationalities', () => {
    expect(problems({ nationality: 'GBR', polioVaccinationDate: null })).toEqual([]);
    expect(problems({ nationality: 'GBR', polioVaccinationDate: '2020-01-01' })).toEqual([]);
  });

  it('lists every problem of the pilgrim, each naming them', () => {
    const all = problems({ passportExpiryDate: '2027-01-01', meningitisVaccinationDate: null, polioVaccinationDate: null });
    expect(codes(all)).toEqual(['passport_validity', 'meningitis_missing', 'polio_missing']);
    expect(all.every((p) => p.message.startsWith('Muhammad Imran Khan'))).toBe(true);
    expect(pilgrimName({ givenNames: ' Ayesha ', surname: 'Bibi' })).toBe('Ayesha Bibi');
    expect(pilgrimName({ givenNames: '', surname: 'Imran' })).toBe('Imran');
  });
});

describe('minorsProblems', () => {
  const arrival = '2026-12-10';
  const adult = (givenNames: string, family: string | null = null) => ({ givenNames, surname: 'Khan', dateOfBirth: '1985-03-15', family });
  const child = (givenNames: string, family: string | null = null, dateOfBirth = '2015-07-20') => ({ givenNames, surname: 'Khan', dateOfBirth, family });

  it('finds nothing wrong with adults only, or children with their family’s adult', () => {
    expect(minorsProblems([adult('Imran')], arrival, 18)).toEqual([]);
    expect(minorsProblems([adult('Imran', 'Khan 1'), child('Sara', ' khan  1 ')], arrival, 18)).toEqual([]);
    expect(minorsProblems([], arrival, 18)).toEqual([]);
  });

  it('takes 18 on the arrival day as adult, 18 the day after as a minor', () => {
    expect(minorsProblems([child('Ali', null, '2008-12-10')], arrival, 18)).toEqual([]);
    expect(minorsProblems([child('Ali', null, '2008-12-11')], arrival, 18)).toEqual([{ code: 'minor_no_adult', message: 'Ali Khan is under 18 on arrival and the group has no adult' }]);
  });

  it('reports each minor of a group without any adult', () => {
    expect(codes(minorsProblems([child('Sara'), child('Omar', 'Khan 1')], arrival, 18))).toEqual(['minor_no_adult', 'minor_no_adult']);
  });

  it('lets a minor without a family travel with any adult of the group', () => {
    expect(minorsProblems([adult('Imran', 'Khan 1'), child('Sara')], arrival, 18)).toEqual([]);
  });

  it('needs an adult of the same family for a minor with a family', () => {
    expect(minorsProblems([adult('Imran', 'Khan 1'), child('Omar', 'Raza 2'), child('Sara', 'Khan 1')], arrival, 18)).toEqual([
      { code: 'minor_no_family_adult', message: 'Omar Khan is under 18 on arrival and no adult of the family “Raza 2” is in the group' },
    ]);
    // an adult without a family does not answer for a family's child
    expect(codes(minorsProblems([adult('Imran'), child('Omar', 'Raza 2')], arrival, 18))).toEqual(['minor_no_family_adult']);
  });

  it('follows the season’s adult age', () => {
    expect(minorsProblems([child('Sara', null, '2010-01-01')], arrival, 16)).toEqual([]);
    expect(codes(minorsProblems([child('Sara', null, '2010-01-01')], arrival, 18))).toEqual(['minor_no_adult']);
  });
});

describe('visaLapse', () => {
  it('says nothing before day 20', () => {
    expect(visaLapse('2026-12-01', '2026-12-01', DEFAULT_SEASON_LIMITS)).toEqual({ daysSinceIssue: 0, lapsed: false, warning: null });
    expect(visaLapse('2026-12-01', '2026-12-20', DEFAULT_SEASON_LIMITS)).toEqual({ daysSinceIssue: 19, lapsed: false, warning: null });
  });

  it('warns from day 20, naming the lapse date', () => {
    expect(visaLapse('2026-12-01', '2026-12-21', DEFAULT_SEASON_LIMITS)).toEqual({
      daysSinceIssue: 20,
      lapsed: false,
      warning: 'The visas lapse on 2026-12-31 if unused (30 days after issue)',
    });
    expect(visaLapse('2026-12-01', '2026-12-30').warning).toBe('The visas lapse on 2026-12-31 if unused (30 days after issue)');
  });

  it('lapses on day 30', () => {
    expect(visaLapse('2026-12-01', '2026-12-31', DEFAULT_SEASON_LIMITS)).toEqual({
      daysSinceIssue: 30,
      lapsed: true,
      warning: 'Unused visas lapsed on 2026-12-31 (30 days after issue)',
    });
    expect(visaLapse('2026-12-01T09:30:00.000Z', '2027-02-01').lapsed).toBe(true);
  });

  it('follows the season’s limits', () => {
    expect(visaLapse('2026-12-01', '2026-12-11', { visaLapseDays: 14, visaLapseWarnFromDay: 10 }).warning).toBe('The visas lapse on 2026-12-15 if unused (14 days after issue)');
  });
});

describe('the messages in Urdu', () => {
  it('every problem the checks make has its Urdu, naming the pilgrim and keeping the dates', () => {
    const p: HealthPilgrim = { givenNames: 'Anne', surname: 'O’Brien', dateOfBirth: '1985-03-15', nationality: 'PAK', passportExpiryDate: '2027-01-01' };
    const group = { arrivalDate: '2026-12-10', departureDate: '2026-12-24' };
    const messages = [
      ...pilgrimHealthProblems(p, group, S1448),
      ...pilgrimHealthProblems({ ...p, meningitisVaccinationDate: '2026-12-05', polioVaccinationDate: '2026-12-01' }, group, S1448),
      ...pilgrimHealthProblems({ ...p, meningitisVaccinationDate: '2020-01-01', polioVaccinationDate: '2026-01-01' }, group, S1448),
      ...seasonDateProblems({ arrivalDate: '2026-04-10', departureDate: '2026-04-25' }, '2026-03-01'),
      ...seasonDateProblems({ arrivalDate: '2026-04-01', departureDate: '2026-03-01' }, '2026-03-25'),
      ...seasonDateProblems({ arrivalDate: '2025-01-01', departureDate: '2025-01-10' }, '2025-01-01'),
      ...seasonDateProblems({ arrivalDate: '2026-06-01', departureDate: '2026-09-01' }, '2026-05-01'),
      ...minorsProblems([{ givenNames: 'Sara', surname: 'Khan', dateOfBirth: '2015-01-01' }], '2026-12-10', 18),
      ...minorsProblems([{ givenNames: 'Sara', surname: 'Khan', dateOfBirth: '1985-01-01' }, { givenNames: 'Ali', surname: 'Raza', dateOfBirth: '2015-01-01', family: 'Raza' }], '2026-12-10', 18),
    ].map((x) => x.message);
    messages.push(visaLapse('2026-12-01', '2026-12-25').warning as string, visaLapse('2026-12-01', '2027-01-25').warning as string);
    expect(messages.length).toBe(19);
    expect(messages.filter((m) => urduMessage(m) === undefined)).toEqual([]);
    expect(urduMessage(messages[0])).toBe('Anne O’Brien کا پاسپورٹ 2027-01-01 کو ختم ہو رہا ہے: اسے کم از کم 2027-06-24 تک کارآمد ہونا چاہیے (واپسی کے 6 ماہ بعد تک)');
  });
});
