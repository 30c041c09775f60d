import { describe, expect, it } from 'vitest';
import { urduMessage } from './messages-ur.js';
import { MRZ_MESSAGES, mrzCheckDigit, parseMrz } from './mrz.js';

// the ICAO Doc 9303 specimen (../shared/reference/umrah.md §3)
const SPECIMEN = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
// a Pakistani-looking passport made up for the tests, its check digits worked out by hand (and by mrzCheckDigit)
const PAKISTANI = ['P<PAKKHAN<<MUHAMMAD<IMRAN<<<<<<<<<<<<<<<<<<<', 'AB12345671PAK8503150M30010193520212345671<96'];
const TODAY = '2026-11-27';
/** a line 1 (P<, the state and the name), padded with fillers to 44 */
const l1 = (rest: string) => `P<${rest}`.padEnd(44, '<');

/** line 2 with the character at 1-based `pos` replaced */
const withChar = (line: string, pos: number, c: string) => line.slice(0, pos - 1) + c + line.slice(pos);
const bad = (lines: string[]) => {
  const r = parseMrz(lines, TODAY);
  if (r.ok) throw new Error('parsed');
  return r;
};

/** a TD3 line 2 with every check digit right */
function line2(number: string, nationality: string, birth: string, sex: string, expiry: string, optional = ''): string {
  const n = number.padEnd(9, '<');
  const o = optional.padEnd(14, '<');
  const head = `${n}${mrzCheckDigit(n)}${nationality}${birth}${mrzCheckDigit(birth)}${sex}${expiry}${mrzCheckDigit(expiry)}${o}${optional ? mrzCheckDigit(o) : '<'}`;
  return head + mrzCheckDigit(head.slice(0, 10) + head.slice(13, 20) + head.slice(21, 43));
}

describe('mrzCheckDigit', () => {
  it('gives the specimen’s five check digits', () => {
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
    expect(mrzCheckDigit('ZE184226B<<<<<')).toBe(1);
    expect(mrzCheckDigit('L898902C3674081221204159ZE184226B<<<<<1')).toBe(0);
    expect(mrzCheckDigit('<<<<<<<<<')).toBe(0);
  });
});

describe('parseMrz', () => {
  it('parses the ICAO specimen', () => {
    expect(parseMrz(SPECIMEN, TODAY)).toEqual({
      ok: true,
      value: {
        documentType: 'P',
        issuingState: 'UTO',
        surname: 'ERIKSSON',
        givenNames: 'ANNA MARIA',
        passportNumber: 'L898902C3',
        nationality: 'UTO',
        dateOfBirth: '1974-08-12',
        gender: 'F',
        expiryDate: '2012-04-15',
        personalNumber: 'ZE184226B',
      },
    });
  });

  it('tolerates spaces around the lines, lower case, both lines in one string, and one run of 88 characters', () => {
    expect(parseMrz([`  ${SPECIMEN[0].toLowerCase()} `, ` ${SPECIMEN[1]}\t`], TODAY).ok).toBe(true);
    expect(parseMrz([`${SPECIMEN[0]}\r\n${SPECIMEN[1]}\n`], TODAY).ok).toBe(true);
    expect(parseMrz([SPECIMEN.join('')], TODAY).ok).toBe(true);
  });

  it('parses a Pakistani passport with a CNIC in the optional data', () => {
    const r = parseMrz(PAKISTANI, TODAY);
    expect(r).toEqual({
      ok: true,
      value: {
        documentType: 'P',
        issuingState: 'PAK',
        surname: 'KHAN',
        givenNames: 'MUHAMMAD IMRAN',
        passportNumber: 'AB1234567',
        nationality: 'PAK',
        dateOfBirth: '1985-03-15',
        gender: 'M',
        expiryDate: '2030-01-01',
        personalNumber: '3520212345671',
      },
    });
  });

  it('names each check digit that does not match, with its line and position', () => {
    const cases: Array<[number, string, string]> = [
      [10, MRZ_MESSAGES.passportNumberCheck, 'passportNumber'],
      [20, MRZ_MESSAGES.dateOfBirthCheck, 'dateOfBirth'],
      [28, MRZ_MESSAGES.expiryDateCheck, 'expiryDate'],
      [43, MRZ_MESSAGES.personalNumberCheck, 'personalNumber'],
      [44, MRZ_MESSAGES.compositeCheck, 'composite'],
    ];
    for (const [pos, message, field] of cases) {
      const digit = SPECIMEN[1][pos - 1];
      const wrong = String((Number(digit) + 1) % 10);
      expect(bad([SPECIMEN[0], withChar(SPECIMEN[1], pos, wrong)]), `position ${pos}`).toEqual({ ok: false, message, field });
    }
    expect(MRZ_MESSAGES.passportNumberCheck).toBe('The passport number’s check digit does not match (line 2, position 10)');
  });

  it('finds a misread character in a field through its check digit', () => {
    // OCR reading the passport number's C as G, the birth month 08 as 06, the expiry year as 13
    expect(bad([SPECIMEN[0], withChar(SPECIMEN[1], 8, 'G')]).message).toBe(MRZ_MESSAGES.passportNumberCheck);
    expect(bad([SPECIMEN[0], withChar(SPECIMEN[1], 17, '6')]).message).toBe(MRZ_MESSAGES.dateOfBirthCheck);
    expect(bad([SPECIMEN[0], withChar(SPECIMEN[1], 23, '3')]).message).toBe(MRZ_MESSAGES.expiryDateCheck);
    expect(bad([SPECIMEN[0], withChar(SPECIMEN[1], 30, 'F')]).message).toBe(MRZ_MESSAGES.personalNumberCheck);
    // the sex (position 21) is covered by no check digit, the composite included: a misread one still parses
    expect(parseMrz([SPECIMEN[0], withChar(SPECIMEN[1], 21, 'M')], TODAY).ok).toBe(true);
  });

  it('takes < as the optional data’s check digit only when the optional data is all fillers', () => {
    const empty = line2('CD7654321', 'PAK', '150720', 'F', '310505');
    expect(empty).toBe('CD76543219PAK1507207F3105054<<<<<<<<<<<<<<<8');
    const r = parseMrz([l1('PAKBIBI<<AYESHA'), empty], TODAY);
    expect(r.ok && r.value).toMatchObject({ surname: 'BIBI', givenNames: 'AYESHA', dateOfBirth: '2015-07-20', personalNumber: null, gender: 'F' });
    // 0 is the digit of an all-filler field too
    const zero = withChar(empty, 43, '0');
    const fixed = withChar(zero, 44, String(mrzCheckDigit(zero.slice(0, 10) + zero.slice(13, 20) + zero.slice(21, 43))));
    expect(parseMrz([l1('PAKBIBI<<AYESHA'), fixed], TODAY).ok).toBe(true);
    // a filled field with < as its digit is refused
    expect(bad([SPECIMEN[0], withChar(SPECIMEN[1], 43, '<')]).message).toBe(MRZ_MESSAGES.personalNumberCheck);
  });

  it('refuses a wrong length, naming the line and its length', () => {
    expect(bad([SPECIMEN[0], SPECIMEN[1].slice(0, 43)])).toEqual({ ok: false, field: 'lines', message: 'Line 2 of the MRZ must be 44 characters long; it has 43' });
    expect(bad([`${SPECIMEN[0]}<`, SPECIMEN[1]]).message).toBe('Line 1 of the MRZ must be 44 characters long; it has 45');
    expect(bad([SPECIMEN[0]]).message).toBe(MRZ_MESSAGES.lineCount);
    expect(bad([]).message).toBe(MRZ_MESSAGES.lineCount);
    expect(bad([...SPECIMEN, SPECIMEN[1]]).message).toBe(MRZ_MESSAGES.lineCount);
  });

  it('refuses characters other than A–Z, 0–9 and <, naming the line and position', () => {
    expect(bad([withChar(SPECIMEN[0], 12, ' '), SPECIMEN[1]]).message).toBe('Line 1 of the MRZ has a character other than A–Z, 0–9 or < at position 12');
    expect(bad([SPECIMEN[0], withChar(SPECIMEN[1], 3, '«')]).message).toBe('Line 2 of the MRZ has a character other than A–Z, 0–9 or < at position 3');
    expect(bad([SPECIMEN[0], withChar(SPECIMEN[1], 40, '-')]).message).toBe('Line 2 of the MRZ has a character other than A–Z, 0–9 or < at position 40');
  });

  it('refuses a document that is not a passport', () => {
    expect(bad([withChar(SPECIMEN[0], 1, 'I'), SPECIMEN[1]])).toEqual({ ok: false, message: MRZ_MESSAGES.notPassport, field: 'documentType' });
  });

  it('refuses dates that are not real, even with their check digits right', () => {
    expect(bad([l1('PAKKHAN<<ALI'), line2('AB1234567', 'PAK', '741312', 'M', '300101')])).toEqual({
      ok: false,
      message: MRZ_MESSAGES.dateOfBirth,
      field: 'dateOfBirth',
    });
    expect(bad([l1('PAKKHAN<<ALI'), line2('AB1234567', 'PAK', '850230', 'M', '300101')]).message).toBe(MRZ_MESSAGES.dateOfBirth);
    expect(bad([l1('PAKKHAN<<ALI'), line2('AB1234567', 'PAK', '850115', 'M', '310431')]).message).toBe(MRZ_MESSAGES.expiryDate);
  });

  it('reads a birth year in the future in the 1900s, and an expiry always in the 2000s', () => {
    const born = (yymmdd: string, today = TODAY) => {
      const r = parseMrz([l1('PAKKHAN<<ALI'), line2('AB1234567', 'PAK', yymmdd, 'M', '950101')], today);
      return r.ok ? [r.value.dateOfBirth, r.value.expiryDate] : r.message;
    };
    expect(born('261127')).toEqual(['2026-11-27', '2095-01-01']);
    expect(born('261128')).toEqual(['1926-11-28', '2095-01-01']);
    expect(born('000229')).toEqual(['2000-02-29', '2095-01-01']);
    expect(born('450101')).toEqual(['1945-01-01', '2095-01-01']);
    expect(born('100615', '2009-01-01')).toEqual(['1910-06-15', '2095-01-01']);
  });

  it('reads surnames of several words, a single name, and the sex < as unknown', () => {
    const r = parseMrz([l1('PAKAL<HASSAN<<FATIMA<ZAHRA'), line2('AB1234567', 'PAK', '900101', '<', '300101')], TODAY);
    expect(r.ok && [r.value.surname, r.value.givenNames, r.value.gender]).toEqual(['AL HASSAN', 'FATIMA ZAHRA', null]);
    const one = parseMrz([l1('PAKIMRAN'), line2('AB1234567', 'PAK', '900101', 'M', '300101')], TODAY);
    expect(one.ok && [one.value.surname, one.value.givenNames]).toEqual(['IMRAN', '']);
    expect(bad([l1('PAK<<IMRAN'), line2('AB1234567', 'PAK', '900101', 'M', '300101')]).message).toBe(MRZ_MESSAGES.surname);
    expect(bad([l1('PAKKHAN<<ALI'), line2('AB1234567', 'PAK', '900101', 'Q', '300101')]).message).toBe(MRZ_MESSAGES.gender);
  });

  it('reads a state code padded with fillers (Germany: D<<)', () => {
    const r = parseMrz([l1('D<<MUELLER<<ANNA'), line2('C01X00T47', 'D<<', '830812', 'F', '270101')], TODAY);
    expect(r.ok && [r.value.issuingState, r.value.nationality]).toEqual(['D', 'D']);
    expect(bad([l1('123KHAN<<ALI'), line2('AB1234567', 'PAK', '900101', 'M', '300101')]).message).toBe(MRZ_MESSAGES.issuingState);
    expect(bad([l1('PAKKHAN<<ALI'), line2('AB1234567', 'P4K', '900101', 'M', '300101')]).message).toBe(MRZ_MESSAGES.nationality);
    expect(bad([l1('PAKKHAN<<ALI'), line2('', 'PAK', '900101', 'M', '300101')]).message).toBe(MRZ_MESSAGES.passportNumber);
  });
});

describe('the MRZ messages in Urdu', () => {
  it('keep the line and the position', () => {
    expect(urduMessage(MRZ_MESSAGES.lineLength(2, 43))).toBe('MRZ کی سطر 2 میں 44 حروف ہونے چاہییں؛ اس میں 43 ہیں');
    expect(urduMessage(MRZ_MESSAGES.passportNumberCheck)).toBe('پاسپورٹ نمبر کا چیک ڈیجٹ درست نہیں (سطر 2، مقام 10)');
    expect(Object.values(MRZ_MESSAGES).filter((m) => typeof m === 'string' && urduMessage(m) === undefined)).toEqual([]);
  });
});
