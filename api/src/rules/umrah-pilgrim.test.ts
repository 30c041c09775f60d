import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ISO_ALPHA3_COUNTRIES } from './iso-countries.data.js';
import {
  COLUMN_LABELS,
  PILGRIM_COLUMN_FIELDS,
  PILGRIM_COLUMNS,
  PILGRIM_FIELD_COLUMNS,
  PILGRIM_MESSAGES,
  PilgrimSchema,
  emptyPilgrim,
  pilgrimDateProblems,
  pilgrimSchemaProblems,
  type PilgrimValues,
} from './umrah-pilgrim.js';

const TODAY = '2026-11-27';
const GOOD = {
  givenNames: 'Muhammad Imran',
  surname: 'Khan',
  gender: 'M',
  dateOfBirth: '1985-03-15',
  nationality: 'PAK',
  passportNumber: 'AB1234567',
  passportIssueDate: '2021-01-02',
  passportExpiryDate: '2031-01-01',
  cnic: '35202-1234567-1',
  family: 'Khan family',
  relation: 'Father',
  meningitisVaccinationDate: '2026-10-01',
  polioVaccinationDate: '2026-10-01',
  phone: '+923001234567',
};

const parse = (over: Record<string, unknown>) => v.safeParse(PilgrimSchema, { ...GOOD, ...over });
const messageOf = (over: Record<string, unknown>) => {
  const r = parse(over);
  return r.success ? undefined : r.issues[0].message;
};
const valueOf = (over: Record<string, unknown>): PilgrimValues => {
  const r = parse(over);
  if (!r.success) throw new Error(r.issues[0].message);
  return r.output;
};

describe('the manifest columns', () => {
  it('are the issue’s fourteen, in its order, each with a label and a field', () => {
    expect(PILGRIM_COLUMNS.join(',')).toBe(
      'given_names,surname,gender,date_of_birth,nationality,passport_number,passport_issue_date,passport_expiry_date,cnic,family,relation,meningitis_vaccination_date,polio_vaccination_date,phone',
    );
    expect(COLUMN_LABELS.given_names).toBe('Given names');
    expect(COLUMN_LABELS.meningitis_vaccination_date).toBe('Meningitis vaccination date');
    expect(Object.keys(COLUMN_LABELS)).toEqual([...PILGRIM_COLUMNS]);
    expect(PILGRIM_COLUMN_FIELDS.date_of_birth).toBe('dateOfBirth');
    expect(PILGRIM_FIELD_COLUMNS.polioVaccinationDate).toBe('polio_vaccination_date');
    // every field of the schema has its column
    expect(Object.values(PILGRIM_COLUMN_FIELDS).sort()).toEqual(Object.keys(PilgrimSchema.entries).sort());
  });

  it('knows the 249 ISO 3166 alpha-3 codes', () => {
    expect(Object.keys(ISO_ALPHA3_COUNTRIES)).toHaveLength(249);
    expect(ISO_ALPHA3_COUNTRIES.PAK).toBe('Pakistan');
    expect(ISO_ALPHA3_COUNTRIES.SAU).toBe('Saudi Arabia');
    expect(Object.keys(ISO_ALPHA3_COUNTRIES).every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
  });
});

describe('PilgrimSchema', () => {
  it('takes a complete pilgrim', () => {
    expect(valueOf({})).toEqual(GOOD);
  });

  it('takes the optional fields absent, null or blank, as null', () => {
    const optional = ['cnic', 'family', 'relation', 'meningitisVaccinationDate', 'polioVaccinationDate', 'phone'];
    for (const blank of [undefined, null, '', '   ']) {
      const out = valueOf(Object.fromEntries(optional.map((k) => [k, blank])));
      for (const k of optional) expect(out[k as keyof PilgrimValues], `${k} ${JSON.stringify(blank)}`).toBeNull();
    }
    expect(v.safeParse(PilgrimSchema, { ...emptyPilgrim(), ...GOOD, cnic: '' }).success).toBe(true);
  });

  it('takes names in any script, with spaces, apostrophes and hyphens; refuses digits and other signs', () => {
    expect(valueOf({ givenNames: ' محمد عمران ', surname: 'خان' })).toMatchObject({ givenNames: 'محمد عمران', surname: 'خان' });
    expect(valueOf({ givenNames: 'عَبْدُ الله', surname: "O'Brien-Smith" }).surname).toBe("O'Brien-Smith");
    expect(messageOf({ surname: 'Khan2' })).toBe('Surname must contain letters only');
    expect(messageOf({ givenNames: 'Ali 3' })).toBe(PILGRIM_MESSAGES.givenNamesLetters);
    expect(messageOf({ surname: 'Khan.' })).toBe(PILGRIM_MESSAGES.surnameLetters);
    expect(messageOf({ surname: '-Khan' })).toBe(PILGRIM_MESSAGES.surnameLetters);
    expect(messageOf({ surname: '' })).toBe(PILGRIM_MESSAGES.surname);
    expect(messageOf({ givenNames: undefined })).toBe(PILGRIM_MESSAGES.givenNames);
    expect(messageOf({ givenNames: 'A'.repeat(101) })).toBe(PILGRIM_MESSAGES.givenNamesMax);
    expect(messageOf({ surname: 'A'.repeat(101) })).toBe(PILGRIM_MESSAGES.surnameMax);
  });

  it('takes gender M or F, in either case', () => {
    expect(valueOf({ gender: 'f' }).gender).toBe('F');
    expect(messageOf({ gender: 'X' })).toBe(PILGRIM_MESSAGES.gender);
    expect(messageOf({ gender: '' })).toBe(PILGRIM_MESSAGES.gender);
    expect(messageOf({ gender: 'Male' })).toBe(PILGRIM_MESSAGES.gender);
  });

  it('takes a real ISO alpha-3 nationality, stored upper-case', () => {
    expect(valueOf({ nationality: 'sau' }).nationality).toBe('SAU');
    for (const bad of ['PK', 'Pakistan', 'XYZ', 'UTO', 'PAK1', '']) expect(messageOf({ nationality: bad }), bad).toBe(PILGRIM_MESSAGES.nationality);
  });

  it('takes a passport number of 6 to 9 letters or digits, written any way', () => {
    expect(valueOf({ passportNumber: ' ab 123-4567 ' }).passportNumber).toBe('AB1234567');
    expect(valueOf({ passportNumber: 'AB1234' }).passportNumber).toBe('AB1234');
    for (const bad of ['AB123', 'AB12345678', 'AB12345/6', 'پاسپورٹ', '']) expect(messageOf({ passportNumber: bad }), bad).toBe(PILGRIM_MESSAGES.passportNumber);
  });

  it('takes a CNIC of 13 digits with or without its dashes, stored with them', () => {
    expect(valueOf({ cnic: '3520212345671' }).cnic).toBe('35202-1234567-1');
    expect(valueOf({ cnic: '35202-1234567-1' }).cnic).toBe('35202-1234567-1');
    for (const bad of ['352021234567', '35202123456712', '3520-21234567-1', '35202 1234567 1', 'ABCDE-1234567-1']) expect(messageOf({ cnic: bad }), bad).toBe(PILGRIM_MESSAGES.cnic);
  });

  it('takes a phone of 7 to 15 digits, optionally after +', () => {
    expect(valueOf({ phone: '+92 300 123-4567' }).phone).toBe('+923001234567');
    expect(valueOf({ phone: '0300 1234567' }).phone).toBe('03001234567');
    expect(valueOf({ phone: '1234567' }).phone).toBe('1234567');
    for (const bad of ['123456', '+1234567890123456', '0300-CALL-ME', '++923001234567']) expect(messageOf({ phone: bad }), bad).toBe(PILGRIM_MESSAGES.phone);
  });

  it('takes real yyyy-MM-dd dates only', () => {
    const fields = [
      ['dateOfBirth', PILGRIM_MESSAGES.dateOfBirth],
      ['passportIssueDate', PILGRIM_MESSAGES.passportIssueDate],
      ['passportExpiryDate', PILGRIM_MESSAGES.passportExpiryDate],
      ['meningitisVaccinationDate', PILGRIM_MESSAGES.meningitisVaccinationDate],
      ['polioVaccinationDate', PILGRIM_MESSAGES.polioVaccinationDate],
    ] as const;
    for (const [field, message] of fields) {
      for (const bad of ['2026-02-30', '15/03/1985', '1985-3-15', 'soon']) expect(messageOf({ [field]: bad }), `${field} ${bad}`).toBe(message);
    }
    expect(messageOf({ dateOfBirth: '' })).toBe(PILGRIM_MESSAGES.dateOfBirth);
  });

  it('bounds family and relation, and squeezes their spaces', () => {
    expect(valueOf({ family: '  Khan   family ' }).family).toBe('Khan family');
    expect(messageOf({ family: 'F'.repeat(51) })).toBe(PILGRIM_MESSAGES.familyMax);
    expect(messageOf({ relation: 'R'.repeat(51) })).toBe(PILGRIM_MESSAGES.relationMax);
    expect(messageOf({ relation: 'Son\u0000' })).toBe('Relation must not contain control characters');
  });

  it('lists the first problem of each field', () => {
    expect(pilgrimSchemaProblems({ ...GOOD, surname: 'K2', gender: 'Q', cnic: '1' })).toEqual([
      { field: 'surname', message: PILGRIM_MESSAGES.surnameLetters },
      { field: 'gender', message: PILGRIM_MESSAGES.gender },
      { field: 'cnic', message: PILGRIM_MESSAGES.cnic },
    ]);
    expect(pilgrimSchemaProblems(GOOD)).toEqual([]);
  });
});

describe('pilgrimDateProblems', () => {
  const good = valueOf({});
  const problems = (over: Partial<PilgrimValues>) => pilgrimDateProblems({ ...good, ...over }, TODAY);

  it('finds nothing wrong with sensible dates, today included', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ dateOfBirth: TODAY, passportIssueDate: TODAY, meningitisVaccinationDate: TODAY, polioVaccinationDate: TODAY })).toEqual([]);
    expect(problems({ meningitisVaccinationDate: null, polioVaccinationDate: null })).toEqual([]);
  });

  it('refuses a date of birth after today or before 1900', () => {
    expect(problems({ dateOfBirth: '2026-11-28', passportIssueDate: '2026-11-28' })).toContainEqual({ field: 'dateOfBirth', message: 'Date of birth is after today' });
    expect(problems({ dateOfBirth: '1899-12-31' })).toEqual([{ field: 'dateOfBirth', message: PILGRIM_MESSAGES.dateOfBirthTooOld }]);
  });

  it('refuses a passport issued after today or before birth', () => {
    expect(problems({ passportIssueDate: '2026-11-28', passportExpiryDate: '2036-11-27' })).toEqual([{ field: 'passportIssueDate', message: PILGRIM_MESSAGES.issueAfterToday }]);
    expect(problems({ passportIssueDate: '1985-03-14' })).toEqual([{ field: 'passportIssueDate', message: PILGRIM_MESSAGES.issueBeforeBirth }]);
  });

  it('refuses an expiry on or before the issue date', () => {
    expect(problems({ passportExpiryDate: '2020-12-31' })).toEqual([{ field: 'passportExpiryDate', message: PILGRIM_MESSAGES.expiryNotAfterIssue }]);
    expect(problems({ passportExpiryDate: good.passportIssueDate })).toEqual([{ field: 'passportExpiryDate', message: PILGRIM_MESSAGES.expiryNotAfterIssue }]);
  });

  it('refuses vaccinations after today or before birth', () => {
    expect(problems({ meningitisVaccinationDate: '2026-11-28' })).toEqual([{ field: 'meningitisVaccinationDate', message: 'Meningitis vaccination date is after today' }]);
    expect(problems({ polioVaccinationDate: '2027-01-01' })).toEqual([{ field: 'polioVaccinationDate', message: PILGRIM_MESSAGES.polioAfterToday }]);
    expect(problems({ meningitisVaccinationDate: '1980-01-01' })).toEqual([{ field: 'meningitisVaccinationDate', message: PILGRIM_MESSAGES.meningitisBeforeBirth }]);
    expect(problems({ polioVaccinationDate: '1980-01-01' })).toEqual([{ field: 'polioVaccinationDate', message: PILGRIM_MESSAGES.polioBeforeBirth }]);
  });

  it('lists every problem at once, in field order', () => {
    expect(problems({ dateOfBirth: '2027-01-01', passportIssueDate: '2027-01-02', passportExpiryDate: '2027-01-01', meningitisVaccinationDate: null, polioVaccinationDate: '2027-02-01' }).map((p) => p.field)).toEqual([
      'dateOfBirth',
      'passportIssueDate',
      'passportExpiryDate',
      'polioVaccinationDate',
    ]);
  });
});
