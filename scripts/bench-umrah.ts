import ExcelJS from 'exceljs';
import pg from 'pg';
import { startBenchServer } from './lib/bench.js';

// Umrah groups (issue 36): importing a 500-pilgrim manifest (POST /api/umrah/groups/{id}/pilgrims/import: parse,
// validate, store in one transaction) and allocating their rooms (POST /api/umrah/groups/{id}/rooming/auto), on the
// built app (`npm run build -w api` first) with its own scratch database on BENCH_DATABASE_URL (default the local
// server, postgres://postgres@127.0.0.1:5432/postgres; dropped at the end). Each run imports a newly generated file
// (names, genders, families of 1 to 6, passports different every run; CSV and XLSX in turn) into a new group, buys
// rooms for everyone, and allocates them. Prints the median and the range of each step's time (the request as the
// server answers it on localhost) and, as a bare baseline in the same run, one plain INSERT of 500 pilgrim rows.
// BENCH_RUNS (default 7), BENCH_PILGRIMS (default 500).

const runs = Number(process.env.BENCH_RUNS ?? 7);
const size = Number(process.env.BENCH_PILGRIMS ?? 500);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const COLUMNS = ['given_names', 'surname', 'gender', 'date_of_birth', 'nationality', 'passport_number', 'passport_issue_date', 'passport_expiry_date', 'cnic', 'family', 'relation', 'meningitis_vaccination_date', 'polio_vaccination_date', 'phone'];
const MEN = ['Muhammad', 'Imran', 'Bilal', 'Usman', 'Hamza', 'Ali', 'Tariq', 'Faisal', 'Zubair', 'Kamran'];
const WOMEN = ['Ayesha', 'Fatima', 'Zainab', 'Maryam', 'Hira', 'Sana', 'Amna', 'Rabia', 'Khadija', 'Saima'];
const SURNAMES = ['Qureshi', 'Khan', 'Butt', 'Malik', 'Chaudhry', 'Sheikh', 'Siddiqui', 'Awan', 'Raja', 'Mirza'];

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]) => list[rand(list.length)];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rand(26))).join('');

/** 500 pilgrims, in families of 1 to 6 (single people have no family), every value new. */
function pilgrims(run: number): string[][] {
  const rows: string[][] = [];
  let f = 0;
  while (rows.length < size) {
    const members = Math.min(size - rows.length, 1 + rand(6));
    const surname = pick(SURNAMES);
    const family = members > 1 ? `${surname} ${run}-${++f}` : '';
    for (let i = 0; i < members; i++) {
      const woman = Math.random() < 0.5;
      rows.push([
        `${pick(woman ? WOMEN : MEN)} ${pick(woman ? WOMEN : MEN)}`,
        surname,
        woman ? 'F' : 'M',
        `${1950 + rand(55)}-${pad(1 + rand(12))}-${pad(1 + rand(28))}`,
        'PAK',
        `${letters(2)}${pad(rand(10_000_000), 7)}`,
        `202${rand(5)}-${pad(1 + rand(12))}-${pad(1 + rand(28))}`,
        `203${1 + rand(5)}-${pad(1 + rand(12))}-${pad(1 + rand(28))}`,
        `${pad(rand(100_000), 5)}-${pad(rand(10_000_000), 7)}-${rand(10)}`,
        family,
        family ? (i === 0 ? 'Head of family' : 'Family') : '',
        '2026-10-01',
        '2026-10-01',
        `+92300${pad(rand(10_000_000), 7)}`,
      ]);
    }
  }
  return rows;
}

const csvOf = (rows: string[][]) => Buffer.from([COLUMNS, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n');
async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pilgrims');
  sheet.addRow(COLUMNS);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(fileName: string, bytes: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${Date.now().toString(36)}${rand(1e9)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

const median = (list: number[]) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const figures = (list: number[]) => `median ${median(list).toFixed(1)} ms (min ${Math.min(...list).toFixed(1)}, max ${Math.max(...list).toFixed(1)}, ${list.length} runs)`;

const dbName = `bench_umrah_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database "${dbName}"`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const server = await startBenchServer({ DATABASE_URL: dbUrl.toString(), SEED_DEMO: 'false' });
const db = new pg.Client({ connectionString: dbUrl.toString() });

try {
  await db.connect();
  const base = server.url;
  const name = `bench${Date.now().toString(36)}`;
  const reg = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.pk`, password: 'bench-agent-123', firstName: 'Bench', lastName: 'Agent', role: 'b2b_agent' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = (reg.headers.getSetCookie().find((c) => c.startsWith('sf_sid=')) ?? '').split(';')[0];
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers: { cookie, ...(body ? { 'content-type': 'application/json' } : { 'x-requested-with': 'bench' }) }, body: body ? JSON.stringify(body) : undefined });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  const times = { csv: [] as number[], xlsx: [] as number[], allocate: [] as number[], baseline: [] as number[] };
  let unplaced = 0;
  for (let run = 0; run < runs; run++) {
    const group = await json('POST', '/api/umrah/groups', {
      name: `Bench ${run}`, arrivalDate: day(40), departureDate: day(47), arrivalAirport: 'JED', departureAirport: 'MED', makkahNights: 4, madinahNights: 3, firstCity: 'makkah',
    });
    const rows = pilgrims(run);
    const kind = run % 2 ? 'xlsx' : 'csv';
    const file = kind === 'csv' ? csvOf(rows) : await xlsxOf(rows);
    const m = multipart(`manifest.${kind}`, file);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/umrah/groups/${String(group.id)}/pilgrims/import`, { method: 'POST', headers: { cookie, 'content-type': m.type, 'x-requested-with': 'bench' }, body: new Uint8Array(m.body) });
    times[kind].push(performance.now() - t0);
    const answer = await res.text();
    if (res.status !== 200) throw new Error(`import: ${res.status} ${answer.slice(0, 500)}`);
    // beds for everyone with some to spare: quads, triples and doubles
    await json('POST', `/api/umrah/groups/${String(group.id)}/rooms`, { rooms: [{ occupancy: 'quad', count: Math.ceil(size / 6) }, { occupancy: 'triple', count: Math.ceil(size / 9) }, { occupancy: 'double', count: Math.ceil(size / 6) }] });
    const t1 = performance.now();
    const rooming = await json('POST', `/api/umrah/groups/${String(group.id)}/rooming/auto`);
    times.allocate.push(performance.now() - t1);
    unplaced += (rooming.unplaced as unknown[]).length;

    // the baseline: the same 500 rows (new passports) in one plain INSERT, in a group of their own
    const [{ id: owner }] = (await db.query<{ id: string }>('select owner_id as id from umrah_group where id = $1', [group.id])).rows;
    const { rows: [g] } = await db.query<{ id: string }>(
      `insert into umrah_group (owner_id, created_by, name, arrival_date, departure_date, arrival_airport, departure_airport, makkah_nights, madinah_nights, first_city, created_at, updated_at)
       values ($1, $1, 'baseline', $2, $3, 'JED', 'MED', 4, 3, 'makkah', now(), now()) returning id`,
      [owner, day(40), day(47)],
    );
    const values: unknown[] = [];
    const tuples = pilgrims(run + 1000).map((r, i) => {
      const at = values.length;
      values.push(g.id, i + 1, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9] || null, r[10] || null, r[11], r[12], r[13]);
      return `(${Array.from({ length: 16 }, (_, k) => `$${at + k + 1}`).join(', ')}, now())`;
    });
    const t2 = performance.now();
    await db.query(
      `insert into umrah_pilgrim (group_id, position, given_names, surname, gender, date_of_birth, nationality, passport_number, passport_issue_date, passport_expiry_date,
        cnic, family, relation, meningitis_vaccination_date, polio_vaccination_date, phone, created_at) values ${tuples.join(', ')}`,
      values,
    );
    times.baseline.push(performance.now() - t2);
  }

  console.log(`Umrah groups, ${size} pilgrims per group, ${runs} runs (each a new file and a new group):`);
  console.log(`  import CSV  (parse, validate, store; one transaction): ${figures(times.csv)}`);
  console.log(`  import XLSX (parse, validate, store; one transaction): ${figures(times.xlsx)}`);
  console.log(`  automatic rooming of ${size} (allocate and save):      ${figures(times.allocate)}; unplaced in all runs: ${unplaced}`);
  console.log(`  baseline: one plain INSERT of ${size} pilgrim rows:    ${figures(times.baseline)}`);
} finally {
  await db.end().catch(() => {});
  await server.stop();
  await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => {});
  await admin.end();
}
