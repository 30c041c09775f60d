import { isIsoDate } from './dates.js';

// The machine-readable zone of a passport's data page (ICAO Doc 9303, TD3: two lines of 44 characters), pasted by an
// agent to add an Umrah pilgrim (issue 36). Every check digit is verified and the failing one named with its line and
// position, so the agent knows which characters to look at again. Pure: used by the API and the web form alike.

export type MrzFields = {
  documentType: string;
  issuingState: string;
  surname: string;
  givenNames: string;
  passportNumber: string;
  nationality: string;
  dateOfBirth: string;
  gender: 'M' | 'F' | null;
  expiryDate: string;
  personalNumber: string | null;
};

/** `field` names what failed: `lines` (their number, length or characters), a key of MrzFields, or `composite`. */
export type MrzResult = { ok: true; value: MrzFields } | { ok: false; message: string; field: string };

export const MRZ_LINE_LENGTH = 44;

export const MRZ_MESSAGES = {
  lineCount: 'Paste the two lines of the machine-readable zone (MRZ) at the foot of the passport’s data page',
  lineLength: (line: number, length: number) => `Line ${line} of the MRZ must be 44 characters long; it has ${length}`,
  badCharacter: (line: number, position: number) => `Line ${line} of the MRZ has a character other than A–Z, 0–9 or < at position ${position}`,
  notPassport: 'This is not a passport’s MRZ: line 1 must start with P (line 1, position 1)',
  issuingState: 'The issuing state must be a three-letter code (line 1, positions 3–5)',
  surname: 'The surname is missing (line 1, from position 6)',
  passportNumber: 'The passport number is missing (line 2, positions 1–9)',
  nationality: 'The nationality must be a three-letter code (line 2, positions 11–13)',
  gender: 'The sex must be M, F or < (line 2, position 21)',
  passportNumberCheck: 'The passport number’s check digit does not match (line 2, position 10)',
  dateOfBirthCheck: 'The date of birth’s check digit does not match (line 2, position 20)',
  expiryDateCheck: 'The expiry date’s check digit does not match (line 2, position 28)',
  personalNumberCheck: 'The personal number’s check digit does not match (line 2, position 43)',
  compositeCheck: 'The composite check digit does not match (line 2, position 44)',
  dateOfBirth: 'The date of birth is not a real date (line 2, positions 14–19)',
  expiryDate: 'The expiry date is not a real date (line 2, positions 22–27)',
} as const;

const ALLOWED = /^[A-Z0-9<]$/;

function charValue(c: string): number {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 55;
  if (c === '<') return 0;
  throw new Error(`Not an MRZ character: ${JSON.stringify(c)}`);
}

/** The ICAO 9303 check digit of `s` (A–Z, 0–9 and <): values weighted 7, 3, 1 in turn, summed, modulo 10. */
export function mrzCheckDigit(s: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += charValue(s[i]) * weights[i % 3];
  return sum % 10;
}

/** The lines as pasted: split on line breaks, trimmed, upper-cased, blank ones dropped; one run of 88 is cut in two. */
function normalisedLines(lines: readonly string[]): string[] {
  const out = lines
    .flatMap((l) => String(l ?? '').split(/\r?\n|\r/))
    .map((l) => l.trim().toUpperCase())
    .filter((l) => l.length > 0);
  if (out.length === 1 && out[0].length === 2 * MRZ_LINE_LENGTH) return [out[0].slice(0, MRZ_LINE_LENGTH), out[0].slice(MRZ_LINE_LENGTH)];
  return out;
}

const strip = (s: string) => s.replace(/</g, ' ').trim().replace(/\s+/g, ' ');
// a state code is padded with < when shorter than three letters (Germany: D<<)
const stateCode = (s: string) => s.replace(/<+$/, '');
const STATE = /^[A-Z]{1,3}$/;

/** YYMMDD as yyyy-MM-dd in the given century, or undefined when it is not a real date. */
function mrzDate(yymmdd: string, century: number): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  const iso = `${century + Number(yymmdd.slice(0, 2))}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** Surname before `<<`, given names after it separated by single `<` (a lone `<` in the surname is a space). */
function names(field: string): { surname: string; givenNames: string } {
  const cut = field.indexOf('<<');
  if (cut < 0) return { surname: strip(field), givenNames: '' };
  return { surname: strip(field.slice(0, cut)), givenNames: strip(field.slice(cut + 2)) };
}

const fail = (message: string, field: string): MrzResult => ({ ok: false, message, field });

/**
 * Parses a TD3 passport MRZ. `today` (yyyy-MM-dd) settles the century of the date of birth: a two-digit year that
 * would put the birth after today is read in the 1900s; the expiry date is always read in the 2000s.
 */
export function parseMrz(lines: readonly string[], today: string): MrzResult {
  const ls = normalisedLines(lines);
  if (ls.length !== 2) return fail(MRZ_MESSAGES.lineCount, 'lines');
  for (const [i, l] of ls.entries()) if (l.length !== MRZ_LINE_LENGTH) return fail(MRZ_MESSAGES.lineLength(i + 1, l.length), 'lines');
  for (const [i, l] of ls.entries()) {
    const bad = [...l].findIndex((c) => !ALLOWED.test(c));
    if (bad >= 0) return fail(MRZ_MESSAGES.badCharacter(i + 1, bad + 1), 'lines');
  }
  const [l1, l2] = ls;
  if (l1[0] !== 'P') return fail(MRZ_MESSAGES.notPassport, 'documentType');
  const issuingState = stateCode(l1.slice(2, 5));
  if (!STATE.test(issuingState)) return fail(MRZ_MESSAGES.issuingState, 'issuingState');
  const { surname, givenNames } = names(l1.slice(5));
  if (!surname) return fail(MRZ_MESSAGES.surname, 'surname');

  const number = l2.slice(0, 9);
  const birth = l2.slice(13, 19);
  const expiry = l2.slice(21, 27);
  const optional = l2.slice(28, 42);
  const digit = (pos: number) => l2[pos - 1];
  if (String(mrzCheckDigit(number)) !== digit(10)) return fail(MRZ_MESSAGES.passportNumberCheck, 'passportNumber');
  if (String(mrzCheckDigit(birth)) !== digit(20)) return fail(MRZ_MESSAGES.dateOfBirthCheck, 'dateOfBirth');
  if (String(mrzCheckDigit(expiry)) !== digit(28)) return fail(MRZ_MESSAGES.expiryDateCheck, 'expiryDate');
  const optionalEmpty = /^<+$/.test(optional);
  if (!(optionalEmpty && digit(43) === '<') && String(mrzCheckDigit(optional)) !== digit(43)) return fail(MRZ_MESSAGES.personalNumberCheck, 'personalNumber');
  const composite = l2.slice(0, 10) + l2.slice(13, 20) + l2.slice(21, 43);
  if (String(mrzCheckDigit(composite)) !== digit(44)) return fail(MRZ_MESSAGES.compositeCheck, 'composite');

  const passportNumber = number.replace(/</g, '');
  if (!passportNumber) return fail(MRZ_MESSAGES.passportNumber, 'passportNumber');
  const nationality = stateCode(l2.slice(10, 13));
  if (!STATE.test(nationality)) return fail(MRZ_MESSAGES.nationality, 'nationality');
  const recent = mrzDate(birth, 2000);
  const dateOfBirth = recent !== undefined && recent > today ? mrzDate(birth, 1900) : recent;
  if (!dateOfBirth) return fail(MRZ_MESSAGES.dateOfBirth, 'dateOfBirth');
  const sex = digit(21);
  if (sex !== 'M' && sex !== 'F' && sex !== '<' && sex !== 'X') return fail(MRZ_MESSAGES.gender, 'gender');
  const expiryDate = mrzDate(expiry, 2000);
  if (!expiryDate) return fail(MRZ_MESSAGES.expiryDate, 'expiryDate');

  return {
    ok: true,
    value: {
      documentType: strip(l1.slice(0, 2)),
      issuingState,
      surname,
      givenNames,
      passportNumber,
      nationality,
      dateOfBirth,
      gender: sex === 'M' || sex === 'F' ? sex : null,
      expiryDate,
      personalNumber: strip(optional) || null,
    },
  };
}
