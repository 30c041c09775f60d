import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGENCY_MESSAGES } from '../modules/agency/agency.service.js';
import { UPLOAD_MESSAGES } from '../modules/agent/uploads.service.js';
import { INVOICE_MESSAGES } from '../modules/documents/invoice.service.js';
import { VOUCHER_MESSAGES } from '../modules/documents/voucher.service.js';
import { STATEMENT_MESSAGES } from '../modules/ledger/statements.service.js';
import { PAGINATION_MESSAGES } from '../rest/query.js';
import { AGENT_SALES_MESSAGES } from './agent-sales.js';
import { KINDS_MESSAGES } from './amendment-kinds.js';
import { AMENDMENT_MESSAGES } from './amendments.js';
import { TRAVEL_DATE_MESSAGES } from './bookings.js';
import { forbiddenCharsMessage, tooLongMessage } from './text.js';
import { LEDGER_MESSAGES, PAYOUT_MESSAGES } from './ledger.js';
import { urduMessage } from './messages-ur.js';
import { PACKAGE_MESSAGES } from './packages.js';
import { PAYMENT_MESSAGES, REFUND_TIER_MESSAGES, TRANSFER_REJECTION_MESSAGES } from './payments.js';
import { COMMON_MESSAGES, FLIGHT_MESSAGES, HOTEL_MESSAGES } from './travel.js';
import { VISA_MESSAGES } from './visa.js';
import { WALLET_MESSAGES } from './wallet.js';
import { FLIGHT_ORDER_MESSAGES } from './flights.js';
import { MANIFEST_MESSAGES } from '../modules/umrah/manifest-import.js';
import { ROOMING_MESSAGES } from '../modules/umrah/rooming.js';
import { MRZ_MESSAGES } from './mrz.js';
import { PILGRIM_MESSAGES } from './umrah-pilgrim.js';
import { SEASON_MESSAGES } from './umrah-season.js';

// Issue 21: every message a user can be shown has its Urdu. Two lists: the message tables (the shared rules' and the
// services'), each message, those with a figure made with sample figures; and every message a service throws as a
// literal (`throw new NotFoundError('…')`), found in the source. A new message without Urdu fails here.

const TABLES = {
  AGENCY_MESSAGES,
  FLIGHT_ORDER_MESSAGES,
  UPLOAD_MESSAGES,
  INVOICE_MESSAGES,
  VOUCHER_MESSAGES,
  STATEMENT_MESSAGES,
  PAGINATION_MESSAGES,
  AGENT_SALES_MESSAGES,
  TRAVEL_DATE_MESSAGES,
  LEDGER_MESSAGES,
  PAYOUT_MESSAGES,
  PACKAGE_MESSAGES,
  PAYMENT_MESSAGES,
  REFUND_TIER_MESSAGES,
  TRANSFER_REJECTION_MESSAGES,
  COMMON_MESSAGES,
  FLIGHT_MESSAGES,
  HOTEL_MESSAGES,
  VISA_MESSAGES,
  WALLET_MESSAGES,
  MANIFEST_MESSAGES,
  ROOMING_MESSAGES,
  MRZ_MESSAGES,
  PILGRIM_MESSAGES,
  SEASON_MESSAGES,
  KINDS_MESSAGES,
  AMENDMENT_MESSAGES,
};

// sample figures for the messages that carry one: numbers where a count goes, words where a name or a state goes
const SAMPLE: Record<string, unknown[][]> = {
  'AGENT_SALES_MESSAGES.passengerCount': [[3]],
  'AGENT_SALES_MESSAGES.passengersOver': [[4]],
  'TRAVEL_DATE_MESSAGES.packageStart': [['2027-01-08']],
  'PAYOUT_MESSAGES.moreThanAvailable': [['12,500']],
  'PAYMENT_MESSAGES.methodUnavailable': [['JazzCash']],
  'PAYMENT_MESSAGES.reviewClosed': [['succeeded'], ['failed']],
  'PAYMENT_MESSAGES.attemptClosed': [['expired'], ['cancelled']],
  'VISA_MESSAGES.documentsMissing': [['Passport scan', 'Ali Raza']],
  'WALLET_MESSAGES.amountTooLarge': [['10,000,000']],
  'MANIFEST_MESSAGES.problems': [[1], [7]],
  'MANIFEST_MESSAGES.missingColumn': [['passport_number']],
  'MANIFEST_MESSAGES.unknownColumn': [['notes']],
  'MANIFEST_MESSAGES.columnTwice': [['surname']],
  'ROOMING_MESSAGES.roomTwice': [['Room 2 (quad)']],
  'ROOMING_MESSAGES.placedTwice': [['Ali Khan']],
  'ROOMING_MESSAGES.overBeds': [['Room 2 (quad)', 5, 4]],
  'ROOMING_MESSAGES.mixed': [['Ali Khan', 'Ayesha Bibi', 'Room 1 (double)']],
  'MRZ_MESSAGES.lineLength': [[1, 43], [2, 45]],
  'MRZ_MESSAGES.badCharacter': [[2, 12]],
  'SEASON_MESSAGES.noSeason': [['2026-04-10']],
  'SEASON_MESSAGES.afterLastEntry': [['2026-04-04', '1447', '2026-04-03']],
  'SEASON_MESSAGES.afterLastDeparture': [['2026-04-19', '1447', '2026-04-18']],
  'SEASON_MESSAGES.visaIssuanceClosed': [['1447', '2026-03-20']],
  'SEASON_MESSAGES.stayTooLong': [[91, 90]],
  'SEASON_MESSAGES.estimated': [['1448']],
  'SEASON_MESSAGES.passportValidity': [['Muhammad Imran Khan', '2027-06-23', '2027-06-24', 6]],
  'SEASON_MESSAGES.meningitisMissing': [['Ayesha Bibi']],
  'SEASON_MESSAGES.meningitisTooLate': [['Ayesha Bibi', '2026-12-01', 10, '2026-12-10']],
  'SEASON_MESSAGES.meningitisExpired': [['Ayesha Bibi', '2023-12-09', 3, '2026-12-10']],
  'SEASON_MESSAGES.polioMissing': [['Ayesha Bibi', 'PAK']],
  'SEASON_MESSAGES.polioTooLate': [['Ayesha Bibi', '2026-11-13', 28, '2026-12-10']],
  'SEASON_MESSAGES.polioTooOld': [['Ayesha Bibi', '2026-06-09', 6, '2026-12-10']],
  'SEASON_MESSAGES.minorNoAdult': [['Sara Khan', 18]],
  'SEASON_MESSAGES.minorNoFamilyAdult': [['Sara Khan', 18, 'Khan 1']],
  'SEASON_MESSAGES.visaLapseWarning': [['2026-12-31', 30]],
  'SEASON_MESSAGES.visaLapsed': [['2026-12-31', 30]],
  'KINDS_MESSAGES.travellerIndexRange': [[1], [3]],
  'AMENDMENT_MESSAGES.notAmendable': [['cancelled'], ['completed'], ['expired']],
};

type Table = { [key: string]: string | ((...args: never[]) => string) | Table };
function tableMessages(table: string = '', messages: Table = TABLES as Table): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, message]): Array<[string, string]> => {
    const name = table ? `${table}.${key}` : key;
    if (typeof message === 'string') return [[name, message]];
    if (typeof message === 'function')
      return (SAMPLE[name] ?? [Array.from({ length: message.length }, () => 5)]).map((args) => [name, (message as (...a: unknown[]) => string)(...args)]);
    return tableMessages(name, message);
  });
}

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return f === 'test' ? [] : sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

// a literal message given to a user-facing error (not the 500s' internal Error, whose message no user sees)
const THROWN = /new (ValidationError|AuthError|ForbiddenError|NotFoundError|ConflictError|PayloadTooLargeError|TooManyRequestsError|InsufficientFundsError)\(\s*(['"])((?:(?!\2).)+)\2/g;
// answers to a payment gateway's webhook, read by its servers and the operators' logs, never shown to a user
const MACHINE_ONLY = new Set([
  'modules/payments/gateways/jazzcash.ts',
  'Malformed webhook payload: not JSON',
  'Missing or malformed webhook signature',
  'Webhook signature has expired',
  'Invalid webhook signature',
]);
function thrownMessages(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const file of sources(SRC).filter((f) => !MACHINE_ONLY.has(path.relative(SRC, f)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(THROWN)) if (!MACHINE_ONLY.has(m[3])) out.push([path.relative(SRC, file), m[3].replace(/\\'/g, "'")]);
  }
  return out;
}

// the messages written into the validation schemas themselves: valibot actions' last argument
// (`v.minLength(1, 'City is required')`), required-text helpers, and the single- and multi-line checks' labels
const SCHEMA = /\bv\.\w+\([^'\n]*?'([A-Z][^'\n]*?)'\s*\)|\brequiredText\(\s*'([^'\n]+)'/g;
const LINE_LABEL = /\b(?:singleLine|multiLine)\(\s*'([^'\n]+)'\s*\)/g;
// config.ts's messages are for whoever runs the server (its environment), not for users; a literal without a space is
// a label or a default value, not a message
const NOT_FOR_USERS = new Set(['config.ts', 'modules/payments/gateways/sandbox.ts', 'modules/payments/gateways/jazzcash.ts', 'Search text']);
function schemaMessages(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const file of sources(SRC).filter((f) => !NOT_FOR_USERS.has(path.relative(SRC, f)))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(SCHEMA)) out.push([path.relative(SRC, file), m[1] ?? m[2]]);
    for (const m of text.matchAll(LINE_LABEL)) out.push([path.relative(SRC, file), forbiddenCharsMessage(m[1])]);
    for (const m of text.matchAll(LINE_LABEL)) out.push([path.relative(SRC, file), tooLongMessage(m[1])]);
  }
  return out.filter(([, m]) => /\s/.test(m) && !NOT_FOR_USERS.has(m));
}

describe('server messages in Urdu', () => {
  it('every message of the message tables has its Urdu', () => {
    const all = tableMessages();
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter(([, m]) => urduMessage(m) === undefined).map(([name, m]) => `${name}: ${m}`)).toEqual([]);
  });

  it('every literal message a service throws has its Urdu', () => {
    const all = thrownMessages();
    expect(all.length).toBeGreaterThan(30);
    expect([...new Set(all.filter(([, m]) => urduMessage(m) === undefined).map(([file, m]) => `${file}: ${m}`))]).toEqual([]);
  });

  it('every message written into a validation schema has its Urdu', () => {
    const all = schemaMessages();
    expect(all.length).toBeGreaterThan(50);
    expect([...new Set(all.filter(([, m]) => urduMessage(m) === undefined).map(([file, m]) => `${file}: ${m}`))]).toEqual([]);
  });

  it('keeps figures as they are, in Western digits', () => {
    expect(urduMessage(AGENT_SALES_MESSAGES.passengerCount(3))).toContain('3');
    expect(urduMessage(WALLET_MESSAGES.amountTooLarge('10,000,000'))).toContain('Rs 10,000,000');
    expect(urduMessage(PAYOUT_MESSAGES.moreThanAvailable('12,500'))).toContain('Rs 12,500');
    expect(Object.values(TABLES).length).toBe(27);
  });

  it('every flight passenger problem has its Urdu, naming the passenger', async () => {
    const { passengerProblems } = await import('./flights.js');
    const base = { type: 'adult', title: 'mr', givenName: 'Imran', familyName: 'Ali', gender: 'm', bornOn: '1980-01-01', passportNumber: 'AB123456', passportCountry: 'PK', passportExpiresOn: '2030-01-01', nationality: 'PK' };
    const trip = { today: '2026-11-27', firstTravelDate: '2027-01-10', lastTravelDate: '2027-01-20' };
    const broken = [
      { type: 'pilot' }, { title: 'sir' }, { givenName: '' }, { familyName: 'A'.repeat(51) }, { givenName: 'Imran2' }, { gender: 'x' }, { bornOn: 'soon' },
      { bornOn: '2030-01-01' }, { bornOn: '1850-01-01' }, { type: 'infant', bornOn: '2020-01-01' }, { type: 'child', bornOn: '2000-01-01' },
      { type: 'adult', bornOn: '2020-01-01' }, { passportNumber: '1' }, { passportCountry: 'Pakistan' }, { passportExpiresOn: 'x' },
      { passportExpiresOn: '2027-01-01' }, { nationality: 'pk' },
    ].map((over) => ({ ...base, ...over }));
    const messages = passengerProblems(broken, trip).map((p) => p.message);
    messages.push(...passengerProblems([{ ...base, type: 'infant', bornOn: '2026-06-01' }], trip).map((p) => p.message));
    expect(messages.length).toBeGreaterThanOrEqual(18);
    expect(messages.filter((m) => urduMessage(m) === undefined)).toEqual([]);
    expect(urduMessage('Passenger 3: the passport expires before the end of the trip')).toBe('مسافر 3: پاسپورٹ سفر ختم ہونے سے پہلے ختم ہو رہا ہے');
  });
});