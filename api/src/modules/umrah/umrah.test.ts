import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { pdfText } from '../../test/pdf.js';
import { PILGRIM_COLUMNS } from '../../rules/umrah-pilgrim.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { visaSeeder } from '../visa/visa.seed.js';

// Umrah groups through the API on the real PostgreSQL: who may see a group, the manifest (by hand, MRZ, import all
// or nothing), rooms and rooming, hotels booked and paid from the wallet (none left behind when it cannot pay),
// transfers, the readiness list step by step to ready, the visa gate and the documents.

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const TODAY = '2026-12-01';
const ARRIVAL = '2027-01-10';
const DEPARTURE = '2027-01-17';
let agent: User;
let other: User;
let broke: User;
let traveller: User;
let admin: User;
let hotels: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(payload === undefined ? { 'x-requested-with': 'test' } : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function pilgrim(i: number, over: Record<string, string> = {}) {
  return {
    givenNames: ['Imran', 'Ayesha', 'Bilal', 'Fatima', 'Usman', 'Zainab'][i % 6],
    surname: 'Qureshi',
    gender: i % 2 ? 'F' : 'M',
    dateOfBirth: '1980-05-0' + ((i % 9) + 1),
    nationality: 'PAK',
    passportNumber: `AB${String(1000000 + i)}`,
    passportIssueDate: '2022-01-01',
    passportExpiryDate: '2031-01-01',
    meningitisVaccinationDate: '2026-11-01',
    polioVaccinationDate: '2026-11-01',
    ...over,
  };
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
function csvOf(rows: Record<string, string>[]): string {
  const field = (c: string) => c.replace(/_([a-z])/g, (_, l: string) => l.toUpperCase());
  return [PILGRIM_COLUMNS.join(','), ...rows.map((r) => PILGRIM_COLUMNS.map((c) => csvCell(r[field(c)] ?? '')).join(','))].join('\r\n') + '\r\n';
}

function multipart(fileName: string, content: string | Buffer) {
  const boundary = '----umrahtest' + Math.random().toString(36).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
const importFile = (groupId: string, cookie: string, fileName: string, content: string | Buffer) => {
  const m = multipart(fileName, content);
  return t.app.inject({ method: 'POST', url: `/api/umrah/groups/${groupId}/pilgrims/import`, headers: { cookie, 'content-type': m.type, 'x-requested-with': 'test' }, payload: m.body });
};

const groupInput = (over: Record<string, unknown> = {}) => ({
  name: 'Rajab group',
  arrivalDate: ARRIVAL,
  departureDate: DEPARTURE,
  arrivalAirport: 'JED',
  departureAirport: 'MED',
  makkahNights: 4,
  madinahNights: 3,
  firstCity: 'makkah',
  ...over,
});

async function newGroup(user: User, over: Record<string, unknown> = {}): Promise<Loose> {
  const res = await call('POST', '/api/umrah/groups', user.cookie, groupInput(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const readiness = async (id: string, cookie: string) => (await call('GET', `/api/umrah/groups/${id}/readiness`, cookie)).json();
const codes = (r: Loose) => [...new Set((r.missing as { code: string }[]).map((m) => m.code))].sort();
const walletOf = async (u: User) => (await call('GET', '/api/wallet', u.cookie)).json();
async function signIn(u: User): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: { username: u.username, password: 'secret123' } });
  expect(res.statusCode, res.body).toBe(200);
  const header = res.headers['set-cookie'];
  return ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith('sf_sid=')) ?? '').split(';')[0];
}

beforeAll(async () => {
  t.clock.now = new Date(`${TODAY}T06:00:00Z`);
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  [agent, other, broke, traveller, admin] = await Promise.all([signUp('b2b_agent'), signUp('b2b_agent'), signUp('b2b_agent'), signUp('end_user'), signUp('super_admin')]);
  for (const a of [agent, other]) {
    const res = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', { a: a.id, m: '5000000' }, admin.cookie);
    expect(res.errors).toBeUndefined();
  }
  const rows = await sql<{ id: string; slug: string }>('select id, slug from hotel');
  hotels = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
});
afterAll(() => {
  t.clock.now = new Date();
});

describe('who may run a group', () => {
  it('travellers 403, signed out 401, another agent’s group 404, bad trips 400', async () => {
    expect((await call('POST', '/api/umrah/groups', traveller.cookie, groupInput())).statusCode).toBe(403);
    const out = await call('GET', '/api/umrah/groups');
    expect(out.statusCode, out.body).toBe(401);
    const g = await newGroup(agent);
    expect(g).toMatchObject({ name: 'Rajab group', status: 'draft', pilgrimCount: 0, firstCity: 'makkah' });
    expect((await call('GET', `/api/umrah/groups/${g.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, other.cookie, pilgrim(0))).statusCode).toBe(404);
    expect((await call('GET', `/api/umrah/groups/${g.id}/documents/manifest.xlsx`, other.cookie)).statusCode).toBe(404);
    const list = (await call('GET', '/api/umrah/groups', other.cookie)).json();
    expect(list.items).toEqual([]);
    const bad = await call('POST', '/api/umrah/groups', agent.cookie, groupInput({ makkahNights: 5 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Makkah and Madinah nights must add up to the 7 nights from arrival to departure');
    expect((await call('POST', '/api/umrah/groups', agent.cookie, groupInput({ departureDate: '2027-01-09' }))).statusCode).toBe(400);
  });
});

describe('the manifest', () => {
  it('adds a pilgrim; the same passport again is 409 naming it; a name with digits is 400', async () => {
    const g = await newGroup(agent);
    const res = await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, agent.cookie, pilgrim(0));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ passportNumber: 'AB1000000', roomId: null, visaStatus: null });
    const again = await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, agent.cookie, pilgrim(0, { passportNumber: 'ab 1000000' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('AB1000000');
    expect((await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, agent.cookie, pilgrim(1, { givenNames: 'Ay3sha' }))).statusCode).toBe(400);
    const future = await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, agent.cookie, pilgrim(2, { dateOfBirth: '2027-01-01' }));
    expect(future.statusCode).toBe(400);
    // removed, the passport may come back
    const del = await call('DELETE', `/api/umrah/groups/${g.id}/pilgrims/${res.json().id}`, agent.cookie);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().pilgrimCount).toBe(0);
    expect((await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, agent.cookie, pilgrim(0))).statusCode).toBe(201);
  });

  it('imports a good CSV whole; a bad one (or one repeating a passport of the group) imports nothing, errors by row and column', async () => {
    const g = await newGroup(agent);
    const bad = csvOf([pilgrim(0), pilgrim(1, { givenNames: 'Ay3sha' }), pilgrim(2, { gender: 'X' })]);
    const refused = await importFile(g.id, agent.cookie, 'group.csv', bad);
    expect(refused.statusCode, refused.body).toBe(422);
    const errors = refused.json().errors as { row: number; column: string }[];
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'given_names'],
      [4, 'gender'],
    ]);
    expect((await sql('select count(*)::int as n from umrah_pilgrim where group_id = ?', [g.id]))[0].n).toBe(0);

    const good = await importFile(g.id, agent.cookie, 'group.csv', csvOf([0, 1, 2, 3].map((i) => pilgrim(i))));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ imported: 4 });
    const dup = await importFile(g.id, agent.cookie, 'more.csv', csvOf([pilgrim(9), pilgrim(2)]));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual([{ row: 3, column: 'passport_number', message: 'Row 3: a pilgrim with passport AB1000002 is already in this group' }]);
    expect((await sql('select count(*)::int as n from umrah_pilgrim where group_id = ?', [g.id]))[0].n).toBe(4);
    const noFile = await t.app.inject({ method: 'POST', url: `/api/umrah/groups/${g.id}/pilgrims/import`, headers: { cookie: agent.cookie, 'content-type': 'application/json' }, payload: {} });
    expect(noFile.statusCode).toBe(400);
    const big = await importFile(g.id, agent.cookie, 'big.csv', Buffer.alloc(5 * 1024 * 1024 + 100_000, 'a'));
    expect(big.statusCode).toBe(413);
    // a broken envelope (no closing boundary), another field's name, no boundary at all: 400, nothing stored
    const cut = multipart('group.csv', csvOf([pilgrim(20)]));
    const broken = await t.app.inject({ method: 'POST', url: `/api/umrah/groups/${g.id}/pilgrims/import`, headers: { cookie: agent.cookie, 'content-type': cut.type, 'x-requested-with': 'test' }, payload: cut.body.subarray(0, cut.body.length - 30) });
    expect(broken.statusCode, broken.body).toBe(400);
    const other = multipart('group.csv', csvOf([pilgrim(21)]));
    const renamed = other.body.toString('latin1').replace('name="file"', 'name="upload"');
    expect((await t.app.inject({ method: 'POST', url: `/api/umrah/groups/${g.id}/pilgrims/import`, headers: { cookie: agent.cookie, 'content-type': other.type, 'x-requested-with': 'test' }, payload: Buffer.from(renamed, 'latin1') })).statusCode).toBe(400);
    const bare = await t.app.inject({ method: 'POST', url: `/api/umrah/groups/${g.id}/pilgrims/import`, headers: { cookie: agent.cookie, 'content-type': 'multipart/form-data', 'x-requested-with': 'test' }, payload: 'x' });
    expect(bare.statusCode).toBeGreaterThanOrEqual(400);
    expect(bare.statusCode).toBeLessThan(500);
    expect((await sql('select count(*)::int as n from umrah_pilgrim where group_id = ?', [g.id]))[0].n).toBe(4);
  });

  it('POST /api/umrah/mrz reads the ICAO specimen; a wrong check digit is 400 naming it', async () => {
    const lines = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
    const ok = await call('POST', '/api/umrah/mrz', agent.cookie, { lines });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ surname: 'ERIKSSON', givenNames: 'ANNA MARIA', passportNumber: 'L898902C3', dateOfBirth: '1974-08-12', gender: 'F' });
    const bad = await call('POST', '/api/umrah/mrz', agent.cookie, { lines: [lines[0], lines[1].replace('C36', 'C37')] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('check digit');
  });
});

describe('from the first pilgrim to the visas', () => {
  it('rooms, rooming, hotels, transfers: the readiness list shrinks to ready; the visas are submitted; documents download', async () => {
    const g = await newGroup(agent);
    let r = await readiness(g.id, agent.cookie);
    expect(r.ready).toBe(false);
    expect(codes(r)).toEqual(['no_pilgrims', 'transfer_missing']);
    expect((await call('POST', `/api/umrah/groups/${g.id}/visa`, agent.cookie)).statusCode).toBe(409);

    // 12 pilgrims: a family of four (two men, two women), then men and women
    const family = [0, 1, 2, 3].map((i) => pilgrim(i, { family: 'Qureshi' }));
    const rest = [4, 5, 6, 7, 8, 9, 10, 11].map((i) => pilgrim(i, { surname: 'Khan' }));
    expect((await importFile(g.id, agent.cookie, 'g.csv', csvOf([...family, ...rest]))).statusCode).toBe(200);
    r = await readiness(g.id, agent.cookie);
    expect(codes(r)).toEqual(['nights_uncovered', 'transfer_missing', 'unplaced']);
    expect(r.missing[0].message).toBe('No confirmed hotel room for 12 of 12 pilgrims on the nights of 2027-01-10 to 2027-01-16');

    // rooms and rooming
    const rooms = await call('POST', `/api/umrah/groups/${g.id}/rooms`, agent.cookie, { rooms: [{ occupancy: 'quad', count: 3 }] });
    expect(rooms.statusCode, rooms.body).toBe(200);
    expect(rooms.json().rooms).toHaveLength(3);
    const auto = await call('POST', `/api/umrah/groups/${g.id}/rooming/auto`, agent.cookie);
    expect(auto.statusCode, auto.body).toBe(200);
    const allocation = auto.json();
    expect(allocation.unplaced).toEqual([]);
    const group = (await call('GET', `/api/umrah/groups/${g.id}`, agent.cookie)).json();
    const byId = new Map<string, Loose>(group.pilgrims.map((p: Loose) => [p.id, p]));
    for (const room of allocation.rooms as { pilgrimIds: string[] }[]) {
      const people = room.pilgrimIds.map((id) => byId.get(id));
      const families = new Set(people.map((p) => p.family));
      if (families.size > 1 || !people[0].family) expect(new Set(people.map((p) => p.gender)).size).toBe(1);
    }
    const familyRoom = (allocation.rooms as { id: string; pilgrimIds: string[] }[]).find((room) => room.pilgrimIds.some((id) => byId.get(id).family === 'Qureshi'))!;
    expect(familyRoom.pilgrimIds.map((id) => byId.get(id).family)).toEqual(['Qureshi', 'Qureshi', 'Qureshi', 'Qureshi']);
    // the agent mixes a man and a woman of no family: 409 naming them
    const men = group.pilgrims.filter((p: Loose) => !p.family && p.gender === 'M').map((p: Loose) => p.id);
    const women = group.pilgrims.filter((p: Loose) => !p.family && p.gender === 'F').map((p: Loose) => p.id);
    const mixed = await call('PUT', `/api/umrah/groups/${g.id}/rooming`, agent.cookie, { rooms: [{ roomId: familyRoom.id, pilgrimIds: [men[0], women[0]] }] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toContain('cannot share');

    // hotels: Makkah 4 nights, Madinah 3, paid from the wallet
    const before = await walletOf(agent);
    const makkah = await call('POST', `/api/umrah/groups/${g.id}/hotels`, agent.cookie, {
      city: 'makkah', hotelId: hotels['makkah-clock-tower'], roomType: 'Standard', checkInDate: ARRIVAL, checkOutDate: '2027-01-14', roomCount: 6, guestCount: 12,
    });
    expect(makkah.statusCode, makkah.body).toBe(201);
    expect(makkah.json()).toMatchObject({ confirmed: true, hotelName: 'Clock Tower Hotel', roomCount: 6, guestCount: 12 });
    const after = await walletOf(agent);
    expect(Number(before.availableInPkr) - Number(after.availableInPkr)).toBeCloseTo(Number(makkah.json().totalInPkr), 2);
    const nights = await sql<{ rooms_available: number }>(
      `select n.rooms_available from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id
        where rt.hotel_id = ? and rt.kind = 'Standard' and n.night >= ? and n.night < ? order by n.night`,
      [hotels['makkah-clock-tower'], ARRIVAL, '2027-01-14'],
    );
    expect(nights.map((n) => Number(n.rooms_available))).toEqual([4, 4, 4, 4]);
    // a Makkah hotel for Madinah is refused
    const wrong = await call('POST', `/api/umrah/groups/${g.id}/hotels`, agent.cookie, {
      city: 'madinah', hotelId: hotels['makkah-ajyad'], roomType: 'Standard', checkInDate: '2027-01-14', checkOutDate: DEPARTURE, roomCount: 1, guestCount: 2,
    });
    expect(wrong.statusCode).toBe(400);
    r = await readiness(g.id, agent.cookie);
    expect(r.missing.find((m: Loose) => m.code === 'nights_uncovered').message).toBe('No confirmed hotel room for 12 of 12 pilgrims on the nights of 2027-01-14 to 2027-01-16');
    const madinah = await call('POST', `/api/umrah/groups/${g.id}/hotels`, agent.cookie, {
      city: 'madinah', hotelId: hotels['madinah-haram-view'], roomType: 'Standard', checkInDate: '2027-01-14', checkOutDate: DEPARTURE, roomCount: 6, guestCount: 12,
    });
    expect(madinah.statusCode, madinah.body).toBe(201);
    // the refused rooming changed nothing: everyone is still placed
    expect(codes(await readiness(g.id, agent.cookie))).toEqual(['transfer_missing']);

    // the agent's own rooming (the automatic one, as sent back) is saved
    const own = await call('PUT', `/api/umrah/groups/${g.id}/rooming`, agent.cookie, { rooms: allocation.rooms.map((x: Loose) => ({ roomId: x.id, pilgrimIds: x.pilgrimIds })) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().unplaced).toEqual([]);

    // transfers
    for (const leg of [
      { kind: 'arrival', fromPlace: 'JED', toPlace: 'Makkah', date: ARRIVAL },
      { kind: 'intercity', fromPlace: 'Makkah', toPlace: 'Madinah', date: '2027-01-14' },
      { kind: 'departure', fromPlace: 'Madinah', toPlace: 'MED', date: DEPARTURE },
    ]) {
      const res = await call('POST', `/api/umrah/groups/${g.id}/transfers`, agent.cookie, { ...leg, provider: 'Rawasi Transport', confirmationNumber: `RW-${leg.kind}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    r = await readiness(g.id, agent.cookie);
    expect(r).toEqual({ ready: true, missing: [] });
    const full = (await call('GET', `/api/umrah/groups/${g.id}`, agent.cookie)).json();
    expect(full.status).toBe('ready');
    const hotelsTotal = (Number(makkah.json().totalInPkr) + Number(madinah.json().totalInPkr)).toFixed(2);
    expect(full.money).toEqual({ roomsInPkr: '0.00', hotelsInPkr: hotelsTotal, totalInPkr: hotelsTotal });

    // documents
    for (const [name, type] of [
      ['manifest.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['rooming.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['rooming.pdf', 'application/pdf'],
      ['voucher.pdf', 'application/pdf'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/umrah/groups/${g.id}/documents/${name}`, headers: { cookie: agent.cookie } });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.length).toBeGreaterThan(1000);
      if (name === 'rooming.pdf') expect(await pdfText(res.rawPayload)).toContain('Clock Tower Hotel');
    }
    expect((await call('GET', `/api/umrah/groups/${g.id}/documents/other.pdf`, agent.cookie)).statusCode).toBe(404);

    // no open Umrah visa offer yet: 409, nothing changed
    const none = await call('POST', `/api/umrah/groups/${g.id}/visa`, agent.cookie);
    expect(none.statusCode).toBe(409);
    await visaSeeder.run(t.db.orm, t.deps);
    const submitted = await call('POST', `/api/umrah/groups/${g.id}/visa`, agent.cookie);
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json().applications).toHaveLength(12);
    expect(submitted.json().applications.every((a: Loose) => a.status === 'submitted' && a.applicationId)).toBe(true);
    const [{ n }] = await sql('select count(*)::int as n from visa_application where id in (select visa_application_id from umrah_pilgrim where group_id = ?)', [g.id]);
    expect(n).toBe(12);
    const after2 = (await call('GET', `/api/umrah/groups/${g.id}`, agent.cookie)).json();
    expect(after2).toMatchObject({ status: 'visa_submitted', visaLapseWarning: null });
    expect((await call('POST', `/api/umrah/groups/${g.id}/visa`, agent.cookie)).statusCode).toBe(409);
    expect((await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, agent.cookie, pilgrim(40))).statusCode).toBe(409);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);

    // the processor approves them all on 2026-12-05; from day 20 the group page warns of the lapse (day 30)
    await sql(`update visa_application set status = 'approved' where id in (select visa_application_id from umrah_pilgrim where group_id = ?)`, [g.id]);
    await sql(
      `insert into visa_status_change (application_id, from_status, to_status, actor_name, actor_role, created_at)
       select visa_application_id, 'in_process', 'approved', 'processor', 'b2b_agent', '2026-12-05T08:00:00Z' from umrah_pilgrim where group_id = ?`,
      [g.id],
    );
    const q = 'query($id: ID!) { umrahGroup(id: $id) { status visaLapseWarning pilgrims { visaStatus } } }';
    const day19 = await gql(q, { id: g.id }, agent.cookie);
    expect(day19.data?.umrahGroup).toMatchObject({ status: 'visa_issued', visaLapseWarning: null });
    expect(new Set(day19.data?.umrahGroup.pilgrims.map((p: Loose) => p.visaStatus))).toEqual(new Set(['approved']));
    // 20 days on (signed in again: the session went idle)
    t.clock.now = new Date('2026-12-25T06:00:00Z');
    const day20 = await gql(q, { id: g.id }, await signIn(agent));
    expect(day20.data?.umrahGroup.visaLapseWarning).toBe('The visas lapse on 2027-01-04 if unused (30 days after issue)');
    t.clock.now = new Date(`${TODAY}T06:00:00Z`);
    agent.cookie = await signIn(agent);
  });

  it('a group not ready is 409 with the missing list', async () => {
    const g = await newGroup(agent);
    const res = await call('POST', `/api/umrah/groups/${g.id}/visa`, agent.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This group is not ready for visas', code: 'CONFLICT' });
    expect(res.json().missing.map((m: Loose) => m.code)).toContain('no_pilgrims');
  });

  it('a wallet that cannot pay: 402, and no booking is left holding rooms', async () => {
    const g = await newGroup(broke);
    const before = await sql<{ n: number }>(`select sum(rooms_available)::int as n from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id where rt.hotel_id = ?`, [hotels['makkah-aziziyah-inn']]);
    const res = await call('POST', `/api/umrah/groups/${g.id}/hotels`, broke.cookie, {
      city: 'makkah', hotelId: hotels['makkah-aziziyah-inn'], roomType: 'Standard', checkInDate: ARRIVAL, checkOutDate: '2027-01-14', roomCount: 2, guestCount: 4,
    });
    expect(res.statusCode, res.body).toBe(402);
    expect((await sql('select count(*)::int as n from booking where user_id = ?', [broke.id]))[0].n).toBe(0);
    expect((await sql('select count(*)::int as n from umrah_stay where group_id = ?', [g.id]))[0].n).toBe(0);
    const after = await sql<{ n: number }>(`select sum(rooms_available)::int as n from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id where rt.hotel_id = ?`, [hotels['makkah-aziziyah-inn']]);
    expect(after[0].n).toBe(before[0].n);
  });

  it('the templates download without signing in', async () => {
    const csv = await t.app.inject({ method: 'GET', url: '/api/umrah/template.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split(/\r?\n/)[0]).toBe(PILGRIM_COLUMNS.join(','));
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/umrah/template.xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('with a package: only the occupancies it prices; the rooms’ money is beds × its per-bed price', async () => {
    const [pkg] = await sql<{ id: string; price_in_pkr: string }>("select id, price_in_pkr::text from package where slug = 'umrah-economy-karachi'");
    const g = await newGroup(agent, { packageId: pkg.id });
    expect(g.packageName).toBeTruthy();
    const refused = await call('POST', `/api/umrah/groups/${g.id}/rooms`, agent.cookie, { rooms: [{ occupancy: 'double', count: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The group’s package does not offer double rooms');
    expect((await call('POST', `/api/umrah/groups/${g.id}/rooms`, agent.cookie, { rooms: [{ occupancy: 'quad', count: 2 }] })).statusCode).toBe(200);
    const money = (await call('GET', `/api/umrah/groups/${g.id}`, agent.cookie)).json().money;
    const rooms = (Number(pkg.price_in_pkr) * 8).toFixed(2);
    expect(money).toEqual({ roomsInPkr: rooms, hotelsInPkr: '0.00', totalInPkr: rooms });
    // a cancelled pilgrim leaves its room
    const p = (await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, agent.cookie, pilgrim(50))).json();
    await call('POST', `/api/umrah/groups/${g.id}/rooming/auto`, agent.cookie);
    expect((await sql('select room_id from umrah_pilgrim where id = ?', [p.id]))[0].room_id).not.toBeNull();
    await call('DELETE', `/api/umrah/groups/${g.id}/pilgrims/${p.id}`, agent.cookie);
    expect((await sql('select room_id, removed_at from umrah_pilgrim where id = ?', [p.id]))[0]).toMatchObject({ room_id: null });
    // fewer rooms: the pilgrims of the rooms removed become unplaced
    await call('POST', `/api/umrah/groups/${g.id}/pilgrims`, agent.cookie, pilgrim(51));
    await call('POST', `/api/umrah/groups/${g.id}/rooming/auto`, agent.cookie);
    const none = await call('POST', `/api/umrah/groups/${g.id}/rooms`, agent.cookie, { rooms: [] });
    expect(none.json().rooms).toEqual([]);
    expect((await readiness(g.id, agent.cookie)).missing.some((m: Loose) => m.code === 'unplaced')).toBe(true);
  });

  it('the list of groups reads their details together: the same statements for 2 groups as for 6', async () => {
    const u = await signUp('b2b_agent');
    const q = 'query { umrahGroups(pagination: { limit: 10 }) { items { id pilgrimCount readiness { ready missing { code } } money { totalInPkr } } } }';
    const { countStatements } = agentHelpers(t);
    for (let i = 0; i < 2; i++) await newGroup(u);
    const two = await countStatements(() => gql(q, {}, u.cookie));
    for (let i = 0; i < 4; i++) await newGroup(u);
    let answer: Loose;
    const six = await countStatements(async () => (answer = await gql(q, {}, u.cookie)));
    expect(answer.data.umrahGroups.items).toHaveLength(6);
    expect(six.count).toBe(two.count);
  });
});
