import { addDays, localToday } from '@rules/dates.js';
import { graphql, HttpResponse } from 'msw';
import { agentDashboardHandlers, agentStatsAs } from '../../test/agent-fixtures';

// Umrah groups as the server answers them (issue 36), for the tests of the tab, the group page and its Urdu.

type Vars = Record<string, unknown>;

export const GROUP_ID = '6a1b2c3d-0000-4000-8000-000000000036';
export const ARRIVAL = addDays(localToday(), 60);
export const DEPARTURE = addDays(localToday(), 74);

export const pilgrimAs = (over: Vars = {}) => ({
  __typename: 'Pilgrim',
  id: '7a000000-0000-4000-8000-000000000001',
  givenNames: 'Muhammad Imran',
  surname: 'Qureshi',
  gender: 'M',
  dateOfBirth: '1980-04-12',
  nationality: 'PAK',
  passportNumber: 'AB1234567',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: '2032-01-09',
  cnic: null,
  family: 'Qureshi',
  relation: null,
  meningitisVaccinationDate: null,
  polioVaccinationDate: null,
  phone: null,
  roomId: null,
  visaApplicationId: null,
  visaStatus: null,
  ...over,
});

const missingAs = (code: string, message: string) => ({ __typename: 'ReadinessItem', code, message });

export const MISSING = [
  missingAs('hotel_nights', 'Nights without a confirmed hotel room: 14 of 14'),
  missingAs('transfer_arrival', 'No confirmed transfer from JED to Makkah'),
];

export const groupAs = (over: Vars = {}) => ({
  __typename: 'UmrahGroup',
  id: GROUP_ID,
  name: 'Ramadan Group 1',
  packageId: null,
  packageName: null,
  arrivalDate: ARRIVAL,
  departureDate: DEPARTURE,
  arrivalAirport: 'JED',
  departureAirport: 'MED',
  makkahNights: 9,
  madinahNights: 5,
  firstCity: 'makkah',
  status: 'draft',
  pilgrimCount: 1,
  visaSubmittedAt: null,
  visaLapseWarning: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  pilgrims: [pilgrimAs()],
  rooms: [],
  stays: [],
  transfers: [],
  readiness: { __typename: 'Readiness', ready: false, missing: MISSING },
  money: { __typename: 'GroupMoney', roomsInPkr: '0.00', hotelsInPkr: '0.00', totalInPkr: '0.00' },
  ...over,
});

export const readyGroupAs = (over: Vars = {}) =>
  groupAs({ status: 'ready', readiness: { __typename: 'Readiness', ready: true, missing: [] }, ...over });

/** The list's rows: as umrahGroups answers. */
export const listItemOf = (g: ReturnType<typeof groupAs>) => ({
  __typename: 'UmrahGroup',
  id: g.id,
  name: g.name,
  status: g.status,
  pilgrimCount: g.pilgrimCount,
  arrivalDate: g.arrivalDate,
  departureDate: g.departureDate,
  readiness: g.readiness,
});

export const groupsHandler = (groups: unknown[]) =>
  graphql.query('UmrahGroups', () => HttpResponse.json({ data: { umrahGroups: { __typename: 'UmrahGroupPage', items: groups, hasMore: false } } }));

export const groupHandler = (group: () => unknown) => graphql.query('UmrahGroup', () => HttpResponse.json({ data: { umrahGroup: group() } }));

/** The agent dashboard around the Umrah Groups tab. */
export const dashboardHandlers = (me: Vars = {}) => [
  ...agentDashboardHandlers(me, agentStatsAs()),
  graphql.query('MyUmrahPackages', () =>
    HttpResponse.json({
      data: {
        myPackages: {
          __typename: 'PackagePage',
          items: [{ __typename: 'Package', id: '5b7d1c2e-0000-4000-8000-000000000001', name: 'Economy Umrah 14 Days', makkahNights: 9, madinahNights: 5, startDate: null, endDate: null }],
        },
      },
    }),
  ),
];

// the ICAO 9303 specimen passport's MRZ (its answer made Pakistani: UTO is no country the rules know)
export const MRZ = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
export const mrzAnswer = {
  __typename: 'MrzPassport',
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  passportNumber: 'L898902C3',
  nationality: 'PAK',
  issuingState: 'PAK',
  dateOfBirth: '1974-08-12',
  gender: 'F',
  expiryDate: '2032-04-15',
  personalNumber: 'ZE184226B',
};
