import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../api/src/test/pdf.js';
import { PILGRIM_COLUMNS } from '../../api/src/rules/umrah-pilgrim.js';
import { useServerAndBrowser } from './harness.js';

// Issue 36 in Chromium against the built app: an agent imports a 12-pilgrim XLSX with two bad rows (every error shown
// by row and column, nothing imported), fixes the file and imports it, buys three quads and allocates them
// automatically (the family of four together, men and women apart), reads the readiness list, books the Makkah and
// Madinah hotels (paid from the wallet) and the three transfers, sees "ready", submits for visas (12 applications),
// and downloads the rooming list PDF (its text read back) and the manifest XLSX (its cells read back).

const ADMIN = { username: 'e2e_umrah_admin', password: 'e2e-umrah-admin-password' };
const e2e = useServerAndBrowser({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const ARRIVAL = inDays(30);
const DEPARTURE = inDays(37);

type Row = [string, string, 'M' | 'F', string, string?];
// given names, surname, gender, date of birth, family
const PEOPLE: Row[] = [
  ['Muhammad Imran', 'Qureshi', 'M', '1975-04-02', 'Qureshi'],
  ['Nadia', 'Qureshi', 'F', '1979-08-19', 'Qureshi'],
  ['Hamza', 'Qureshi', 'M', '2001-01-15', 'Qureshi'],
  ['Maryam', 'Qureshi', 'F', '2003-06-30', 'Qureshi'],
  ['Abdul Rehman', 'Khan', 'M', '1962-03-11'],
  ['Bilal', 'Ahmed', 'M', '1988-12-01'],
  ['Tariq', 'Mehmood', 'M', '1970-07-07'],
  ['Usman', 'Ghani', 'M', '1991-09-23'],
  ['Ayesha', 'Siddiqui', 'F', '1985-02-14'],
  ['Fatima', 'Zahra', 'F', '1993-10-05'],
  ['Rukhsana', 'Begum', 'F', '1958-05-20'],
  ['Sadia', 'Noor', 'F', '1990-11-11'],
];

/** The 12 pilgrims as the template's spreadsheet; `spoil` changes cells by row index (0 = the first pilgrim). */
async function manifest(spoil: Record<number, Partial<Record<(typeof PILGRIM_COLUMNS)[number], string>>> = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pilgrims');
  sheet.addRow([...PILGRIM_COLUMNS]);
  PEOPLE.forEach(([given, surname, gender, born, family], i) => {
    const row: Record<string, string> = {
      given_names: given,
      surname,
      gender,
      date_of_birth: born,
      nationality: 'PAK',
      passport_number: `AB${String(1234560 + i)}`,
      passport_issue_date: '2022-01-10',
      passport_expiry_date: '2032-01-09',
      cnic: `35202-${String(1234560 + i)}-${i % 10}`,
      family: family ?? '',
      relation: family ? (i === 0 ? 'Head' : i === 1 ? 'Wife' : i === 2 ? 'Son' : 'Daughter') : '',
      meningitis_vaccination_date: inDays(-60),
      polio_vaccination_date: inDays(-20),
      phone: `+92300${String(1000000 + i)}`,
      ...spoil[i],
    };
    sheet.addRow(PILGRIM_COLUMNS.map((c) => row[c]));
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  await page.getByTestId('import-submit').click();
}

/** Books `city`'s nights for the 12 in 3 suites (4 beds each) of the first hotel that has them, and waits for the stay. */
async function bookHotel(page: Page, city: 'makkah' | 'madinah', staysBefore: number): Promise<void> {
  await page.getByTestId('hotel-city').selectOption(city);
  await page.getByTestId('hotel-roomCount').fill('3');
  await page.getByTestId('hotel-guestCount').fill('12');
  const hotels = page.getByTestId('hotel-choice').locator('option:not([value=""])');
  await expect.poll(() => hotels.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const ids = await hotels.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  for (const id of ids) {
    await page.getByTestId('hotel-choice').selectOption(id);
    if ((await page.getByTestId('hotel-roomType').locator('option[value="Suite"]').count()) > 0) break;
  }
  await page.getByTestId('hotel-roomType').selectOption('Suite');
  await page.getByTestId('hotel-book').click();
  await expect.poll(() => page.getByTestId('stay').count(), { timeout: 15_000 }).toBe(staysBefore + 1);
}

async function addLeg(page: Page, kind: string, from: string, to: string, date: string, confirmation: string): Promise<void> {
  const before = await page.getByTestId('transfer-leg').count();
  await page.getByTestId('transfer-kind').selectOption(kind);
  await page.getByTestId('transfer-from').fill(from);
  await page.getByTestId('transfer-to').fill(to);
  await page.getByTestId('transfer-date').fill(date);
  await page.getByTestId('transfer-provider').fill('Rawaf Mina Transport');
  await page.getByTestId('transfer-confirmation').fill(confirmation);
  await page.getByTestId('transfer-add').click();
  await expect.poll(() => page.getByTestId('transfer-leg').count(), { timeout: 15_000 }).toBe(before + 1);
}

describe('Umrah groups in Chromium', () => {
  it('imports 12 pilgrims (two bad rows first), rooms them, books hotels and transfers, submits 12 visas, downloads the rooming list and manifest', async () => {
    const agent = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const registered = await agent.request.post(`${e2e.server.url}/api/register`, {
      data: { username: 'imran_umrah', email: 'imran@example.pk', password: 'secret123', firstName: 'Imran', lastName: 'Umrah Services', role: 'b2b_agent' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const admin = await e2e.browser.newContext();
    expect((await admin.request.post(`${e2e.server.url}/api/login`, { data: ADMIN })).ok()).toBe(true);
    const agentId = ((await (await agent.request.get(`${e2e.server.url}/api/user`)).json()) as { id: string }).id;
    const credit = await admin.request.post(`${e2e.server.url}/graphql`, {
      data: { query: 'mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', variables: { a: agentId, m: '5000000' } },
    });
    expect(((await credit.json()) as { errors?: unknown }).errors).toBeUndefined();

    const page = await agent.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // a new group from the dashboard's Umrah Groups tab
    await page.goto(`${e2e.server.url}/dashboard/b2b-agent`);
    await page.getByTestId('agent-tab-umrah').click();
    await page.getByTestId('umrah-new-group').click();
    await expect.poll(() => page.getByTestId('umrah-group-dialog').isVisible()).toBe(true);
    await page.getByTestId('group-name').fill('Rajab group 1448');
    await page.getByTestId('group-arrivalDate').fill(ARRIVAL);
    await page.getByTestId('group-departureDate').fill(DEPARTURE);
    await page.getByTestId('group-arrivalAirport').selectOption('JED');
    await page.getByTestId('group-departureAirport').selectOption('MED');
    await page.getByTestId('group-makkahNights').fill('4');
    await page.getByTestId('group-madinahNights').fill('3');
    await page.getByTestId('group-firstCity').selectOption('makkah');
    await page.getByTestId('group-submit').click();
    await expect.poll(() => page.getByTestId('umrah-group-page').isVisible(), { timeout: 15_000 }).toBe(true);
    const groupId = new URL(page.url()).pathname.split('/').pop() as string;

    // the spreadsheet with two bad rows: every error by row and column, nothing imported
    await page.getByTestId('umrah-tab-pilgrims').click();
    await page.getByTestId('pilgrim-import').click();
    await importFile(page, 'pilgrims.xlsx', await manifest({ 2: { date_of_birth: inDays(10) }, 7: { surname: 'Gh4ni' } }));
    await expect.poll(() => page.getByTestId('import-error').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const listed = (await page.getByTestId('import-error').allTextContents()).join('\n');
    // the header is row 1: the third pilgrim is row 4, the eighth row 9 (a birth date in the future also puts the
    // row's other dates before the birth: each said)
    expect(new Set(listed.match(/Row \d+/g)), listed).toEqual(new Set(['Row 4', 'Row 9']));
    expect(listed).toContain('Row 4, date_of_birth: Date of birth is after today');
    expect(listed).toContain('Row 9, surname: Surname must contain letters only');
    expect(await page.getByTestId('pilgrim-row').count()).toBe(0);

    // fixed: all 12 in
    await importFile(page, 'pilgrims-fixed.xlsx', await manifest());
    await expect.poll(() => page.getByTestId('import-done').textContent(), { timeout: 15_000 }).toMatch(/12/);
    await expect.poll(() => page.getByTestId('pilgrim-row').count(), { timeout: 15_000 }).toBe(12);

    // three quads, allocated automatically
    await page.getByTestId('umrah-tab-rooms').click();
    await page.getByTestId('rooms-count-quad').fill('3');
    await page.getByTestId('rooms-save').click();
    await expect.poll(() => page.getByTestId('rooming-room').count(), { timeout: 15_000 }).toBe(3);
    await page.getByTestId('rooms-auto').click();
    await expect.poll(() => page.getByTestId('rooming-all-placed').isVisible(), { timeout: 15_000 }).toBe(true);
    const rooms = await page.getByTestId('rooming-room').evaluateAll((els) =>
      els.map((el) => Array.from(el.querySelectorAll('[data-testid="rooming-person"]'), (p) => p.textContent ?? '')),
    );
    const family = rooms.find((r) => r.some((n) => n.includes('Qureshi')));
    expect(family?.filter((n) => n.includes('Qureshi'))).toHaveLength(4);
    const group = (await (await agent.request.get(`${e2e.server.url}/api/umrah/groups/${groupId}`)).json()) as {
      pilgrims: { id: string; gender: string; family: string | null }[];
      rooms: { pilgrimIds: string[] }[];
    };
    const byId = new Map(group.pilgrims.map((p) => [p.id, p]));
    for (const room of group.rooms) {
      const people = room.pilgrimIds.map((id) => byId.get(id));
      expect(people).toHaveLength(4);
      const oneFamily = new Set(people.map((p) => p?.family)).size === 1 && people[0]?.family;
      if (!oneFamily) expect(new Set(people.map((p) => p?.gender)).size, 'men and women apart').toBe(1);
    }

    // the readiness list names what is missing: hotels and transfers
    await page.getByTestId('umrah-tab-visa').click();
    await expect.poll(() => page.getByTestId('readiness-item').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const missing = (await page.getByTestId('readiness-item').allTextContents()).join('\n');
    expect(missing).toMatch(/hotel/i);
    expect(missing).toMatch(/transfer|transport/i);
    expect(await page.getByTestId('visa-submit').isDisabled()).toBe(true);

    // hotels in Makkah (4 nights) and Madinah (3), paid from the wallet, and the three transfers
    await page.getByTestId('umrah-tab-hotels').click();
    await bookHotel(page, 'makkah', 0);
    await bookHotel(page, 'madinah', 1);
    expect(await page.getByTestId('stay-confirmed').allTextContents()).toEqual(['Confirmed', 'Confirmed']);
    await addLeg(page, 'arrival', 'JED', 'Makkah', ARRIVAL, 'RMT-1001');
    await addLeg(page, 'intercity', 'Makkah', 'Madinah', inDays(34), 'RMT-1002');
    await addLeg(page, 'departure', 'Madinah', 'MED', DEPARTURE, 'RMT-1003');

    // ready: submit for visas, 12 applications
    await page.getByTestId('umrah-tab-visa').click();
    await expect.poll(() => page.getByTestId('readiness-badge').textContent(), { timeout: 15_000 }).toMatch(/Ready/);
    await page.getByTestId('visa-submit').click();
    const statuses = page.getByTestId('visa-statuses').getByTestId('pilgrim-visa-status');
    await expect.poll(() => statuses.count(), { timeout: 15_000 }).toBe(12);
    await expect.poll(async () => (await statuses.allTextContents()).filter((s) => s === 'Not submitted').length, { timeout: 15_000 }).toBe(0);
    const apps = (await (await agent.request.get(`${e2e.server.url}/api/umrah/groups/${groupId}`)).json()) as { status: string; pilgrims: { visaApplicationId: string | null }[] };
    expect(apps.status).toBe('visa_submitted');
    expect(new Set(apps.pilgrims.map((p) => p.visaApplicationId).filter(Boolean)).size).toBe(12);

    // the rooming list PDF and the manifest XLSX
    await page.getByTestId('umrah-tab-documents').click();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('doc-rooming.pdf').click()]);
    const text = await pdfText(await readFile((await pdf.path()) ?? ''));
    for (const [given, surname] of PEOPLE) expect(text.toUpperCase()).toContain(`${given} ${surname}`.toUpperCase());
    expect(text).toContain('AB1234560');
    expect(text).toMatch(/Quad/);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('doc-manifest.xlsx').click()]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await xlsx.path()) ?? '')) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...PILGRIM_COLUMNS]);
    expect(sheet.actualRowCount).toBe(13);
    const col = (name: string) => PILGRIM_COLUMNS.indexOf(name as (typeof PILGRIM_COLUMNS)[number]) + 1;
    const passports = Array.from({ length: 12 }, (_, i) => String(sheet.getRow(i + 2).getCell(col('passport_number')).value)).sort();
    expect(passports).toEqual(PEOPLE.map((_, i) => `AB${1234560 + i}`).sort());
    const imran = Array.from({ length: 12 }, (_, i) => sheet.getRow(i + 2)).find((r) => r.getCell(col('given_names')).value === 'Muhammad Imran');
    expect(imran?.getCell(col('surname')).value).toBe('Qureshi');
    expect(imran?.getCell(col('date_of_birth')).value).toBe('1975-04-02');

    expect(errors).toEqual([]);
    await Promise.all([agent.close(), admin.close()]);
  });
});
