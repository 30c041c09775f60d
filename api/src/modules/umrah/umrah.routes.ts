import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../../rest/facade.js';
import { asInt, asText, bodyOf, fieldsOf, pick } from '../../rest/body.js';
import { queryPagination } from '../../rest/query.js';

export { registerUmrahRoutes } from './files.routes.js';

// The REST facade of Umrah groups (issue 36): each route runs its GraphQL operation. The multipart import, the visa
// submission (its 409 carries the missing list), the documents and the templates are own routes (files.routes.ts).

export const PILGRIM = `id givenNames surname gender dateOfBirth nationality passportNumber passportIssueDate passportExpiryDate cnic family relation
  meningitisVaccinationDate polioVaccinationDate phone roomId visaApplicationId visaStatus`;
const ROOM = 'id occupancy beds pilgrimIds';
const STAY = 'id city hotelName bookingId checkInDate checkOutDate roomType roomCount guestCount totalInPkr confirmed';
const LEG = 'id kind fromPlace toPlace date provider confirmationNumber';
const SUMMARY = `id name packageId packageName arrivalDate departureDate arrivalAirport departureAirport makkahNights madinahNights firstCity status
  pilgrimCount visaSubmittedAt createdAt`;
const GROUP = `${SUMMARY} pilgrims { ${PILGRIM} } rooms { ${ROOM} } stays { ${STAY} } transfers { ${LEG} } readiness { ready missing { code message } }
  visaLapseWarning money { roomsInPkr hotelsInPkr totalInPkr }`;
const ROOMING = `rooms { ${ROOM} } unplaced`;

const param = (req: FastifyRequest, name: string) => (req.params as Record<string, string>)[name];
const GROUP_FIELDS = ['name', 'packageId', 'arrivalDate', 'departureDate', 'arrivalAirport', 'departureAirport', 'firstCity'];
const PILGRIM_FIELDS = ['givenNames', 'surname', 'gender', 'dateOfBirth', 'nationality', 'passportNumber', 'passportIssueDate', 'passportExpiryDate'];
const PILGRIM_OPTIONAL = ['cnic', 'family', 'relation', 'meningitisVaccinationDate', 'polioVaccinationDate', 'phone'];
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const umrahRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/umrah/groups',
    document: `mutation RestCreateUmrahGroup($input: UmrahGroupInput!) { createUmrahGroup(input: $input) { ${GROUP} } }`,
    variables: (req) => {
      const b = bodyOf(req);
      const fields = pick(b, GROUP_FIELDS.filter((f) => f !== 'packageId'), ['packageId']);
      return { input: { ...fields, makkahNights: asInt(b.makkahNights) ?? 0, madinahNights: asInt(b.madinahNights) ?? 0 } };
    },
    respond: (data) => data.createUmrahGroup,
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/umrah/groups',
    document: `query RestUmrahGroups($pagination: PaginationInput) { umrahGroups(pagination: $pagination) { items { ${SUMMARY} readiness { ready } } hasMore limit offset } }`,
    variables: (req) => ({ pagination: queryPagination(req) }),
    respond: (data) => data.umrahGroups,
  },
  {
    method: 'GET',
    url: '/api/umrah/groups/:id',
    document: `query RestUmrahGroup($id: ID!) { umrahGroup(id: $id) { ${GROUP} } }`,
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.umrahGroup,
  },
  {
    method: 'POST',
    url: '/api/umrah/groups/:id/pilgrims',
    document: `mutation RestAddPilgrim($id: ID!, $input: PilgrimInput!) { addPilgrim(groupId: $id, input: $input) { ${PILGRIM} } }`,
    variables: (req) => ({ id: param(req, 'id'), input: pick(bodyOf(req), PILGRIM_FIELDS, PILGRIM_OPTIONAL) }),
    respond: (data) => data.addPilgrim,
    status: 201,
  },
  {
    method: 'DELETE',
    url: '/api/umrah/groups/:id/pilgrims/:pilgrimId',
    document: `mutation RestRemovePilgrim($id: ID!, $pilgrimId: ID!) { removePilgrim(groupId: $id, pilgrimId: $pilgrimId) { ${SUMMARY} } }`,
    variables: (req) => ({ id: param(req, 'id'), pilgrimId: param(req, 'pilgrimId') }),
    respond: (data) => data.removePilgrim,
  },
  {
    method: 'POST',
    url: '/api/umrah/mrz',
    document: 'query RestParseMrz($lines: [String!]!) { parseMrz(lines: $lines) { surname givenNames passportNumber nationality issuingState dateOfBirth gender expiryDate personalNumber } }',
    variables: (req) => ({ lines: listOf(bodyOf(req).lines).map((l) => asText(l) ?? '') }),
    respond: (data) => data.parseMrz,
  },
  {
    method: 'POST',
    url: '/api/umrah/groups/:id/rooms',
    document: `mutation RestSetGroupRooms($id: ID!, $rooms: [RoomCountInput!]!) { setGroupRooms(groupId: $id, rooms: $rooms) { id rooms { ${ROOM} } } }`,
    variables: (req) => ({
      id: param(req, 'id'),
      rooms: listOf(bodyOf(req).rooms).map((r) => ({ occupancy: asText(fieldsOf(r)?.occupancy) ?? '', count: asInt(fieldsOf(r)?.count) ?? 0 })),
    }),
    respond: (data) => ({ rooms: (data.setGroupRooms as { rooms: unknown[] }).rooms }),
  },
  {
    method: 'POST',
    url: '/api/umrah/groups/:id/rooming/auto',
    document: `mutation RestAutoAllocateRooms($id: ID!) { autoAllocateRooms(groupId: $id) { ${ROOMING} } }`,
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.autoAllocateRooms,
  },
  {
    method: 'PUT',
    url: '/api/umrah/groups/:id/rooming',
    document: `mutation RestSetRooming($id: ID!, $rooms: [RoomAssignmentInput!]!) { setRooming(groupId: $id, rooms: $rooms) { ${ROOMING} } }`,
    variables: (req) => ({
      id: param(req, 'id'),
      rooms: listOf(bodyOf(req).rooms).map((r) => ({ roomId: asText(fieldsOf(r)?.roomId) ?? '', pilgrimIds: listOf(fieldsOf(r)?.pilgrimIds).map((p) => asText(p) ?? '') })),
    }),
    respond: (data) => data.setRooming,
  },
  {
    method: 'GET',
    url: '/api/umrah/groups/:id/readiness',
    document: 'query RestUmrahReadiness($id: ID!) { umrahGroup(id: $id) { readiness { ready missing { code message } } } }',
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => (data.umrahGroup as { readiness: unknown }).readiness,
  },
  {
    method: 'POST',
    url: '/api/umrah/groups/:id/hotels',
    document: `mutation RestBookGroupHotel($id: ID!, $input: GroupHotelInput!) { bookGroupHotel(groupId: $id, input: $input) { ${STAY} } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return { id: param(req, 'id'), input: { ...pick(b, ['city', 'hotelId', 'roomType', 'checkInDate', 'checkOutDate']), roomCount: asInt(b.roomCount) ?? 0, guestCount: asInt(b.guestCount) ?? 0 } };
    },
    respond: (data) => data.bookGroupHotel,
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/umrah/groups/:id/transfers',
    document: `mutation RestAddTransferLeg($id: ID!, $input: TransferLegInput!) { addTransferLeg(groupId: $id, input: $input) { ${LEG} } }`,
    variables: (req) => ({ id: param(req, 'id'), input: pick(bodyOf(req), ['kind', 'fromPlace', 'toPlace', 'date', 'provider', 'confirmationNumber']) }),
    respond: (data) => data.addTransferLeg,
    status: 201,
  },
  {
    method: 'DELETE',
    url: '/api/umrah/groups/:id/transfers/:legId',
    document: `mutation RestRemoveTransferLeg($id: ID!, $legId: ID!) { removeTransferLeg(groupId: $id, legId: $legId) { id transfers { ${LEG} } } }`,
    variables: (req) => ({ id: param(req, 'id'), legId: param(req, 'legId') }),
    respond: (data) => data.removeTransferLeg,
  },
];
