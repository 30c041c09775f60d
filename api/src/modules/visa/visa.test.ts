import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../rules/packages.js';
import { canMove, VISA_MESSAGES, VISA_STATUSES, type VisaStatusValue } from '../../rules/visa.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { makePng } from '../../test/png.js';
import { DiskImageStore } from '../agent/image-store.js';
import { deleteUnusedUploads } from '../agent/upload-cleanup.js';
import { visaSeeder } from './visa.seed.js';

// A 1 MB upload quota keeps the quota test small; the rule is the same at the default 200 MB.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-visa-'));
const t = useTestApp({ env: { DATA_DIR: dataDir, UPLOAD_QUOTA_MB: '1' } });
const { signUp, gql, sql, countStatements } = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');
const TRAVEL = '2027-01-15';

type User = { cookie: string; id: string; username: string };
let seller: User;
let offerId: string; // sold by `seller`: passport scan and photo required, no urgent option
let platformOfferId: string;

const pdf = (text = 'visa') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

const applicant = (over: Record<string, string> = {}) => ({
  fullName: 'Ayesha Khan',
  passportNumber: 'ab 1234567',
  nationality: 'Pakistan',
  dateOfBirth: '1990-04-12',
  passportExpiry: '2029-03-01',
  ...over,
});

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/visa/applications',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });

const APP = `id status viewerIsApplicant viewerCanProcess offer { id documents { kind } } paymentStatus totalPriceInPkr statusNote dueAt submittedAt refundDueInPkr appliedBy
  applicants { id fullName } documents { id kind applicantId supersededAt downloadUrl } timeline { fromStatus toStatus note actorName actorRole }`;

beforeAll(async () => {
  t.clock.now = NOW;
  seller = await signUp('b2b_agent', 'Seller');
  const [o] = await sql<{ id: string }>(
    `insert into visa_offer (slug, country_code, country, visa_type, title, entries, validity_days, stay_days, price_normal_pkr,
       price_express_pkr, required_documents, seller_id, refund_percent_on_rejection)
     values ('test-uae', 'AE', 'United Arab Emirates', 'tourist', 'UAE test visa', 'single', 60, 30, '32000.50', '38500', '{passport_scan,photo}', ?, 50)
     returning id`,
    [seller.id],
  );
  offerId = o.id;
  await visaSeeder.run(t.db.orm, t.deps);
  const [p] = await sql<{ id: string }>("select id from visa_offer where slug = 'uk-standard-visitor-6-months'");
  platformOfferId = p.id;
});

async function apply(user: User, over: Record<string, unknown> = {}): Promise<Loose> {
  const res = await post(
    {
      offerId,
      processing: 'express',
      travelDate: TRAVEL,
      applicants: [applicant(), applicant({ fullName: 'Bilal Khan', passportNumber: 'CD7654321' })],
      ...over,
    },
    user.cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function uploadDocument(user: User, body: Buffer = pdf(), contentType = 'application/pdf'): Promise<Loose> {
  const url = await gql('mutation { createVisaDocumentUploadUrl { uploadURL } }', {}, user.cookie);
  expect(url.errors, JSON.stringify(url.errors)).toBeUndefined();
  const res = await t.app.inject({
    method: 'PUT',
    url: new URL(url.data?.createVisaDocumentUploadUrl.uploadURL).pathname,
    payload: body,
    headers: { 'content-type': contentType },
  });
  return res;
}

async function upload(user: User, body?: Buffer): Promise<string> {
  const res = await uploadDocument(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file as string;
}

const ATTACH = `mutation Attach($input: AttachVisaDocumentInput!) { attachVisaDocument(input: $input) { id kind applicantId } }`;

async function attachAll(user: User, app: Loose): Promise<void> {
  for (const a of app.applicants) {
    for (const kind of ['passport_scan', 'photo']) {
      const r = await gql(
        ATTACH,
        {
          input: {
            applicationId: app.id,
            applicantId: a.id,
            kind,
            file: await upload(user),
          },
        },
        user.cookie,
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    }
  }
}

const move = {
  submitted: (id: string, cookie: string) => gql(`mutation($id: ID!) { submitVisaApplication(id: $id) { ${APP} } }`, { id }, cookie),
  documents_requested: (id: string, cookie: string, note = 'Photo must have a white background') =>
    gql(`mutation($id: ID!, $note: String!) { requestVisaDocuments(id: $id, note: $note) { ${APP} } }`, { id, note }, cookie),
  in_process: (id: string, cookie: string) => gql(`mutation($id: ID!) { startVisaProcessing(id: $id) { ${APP} } }`, { id }, cookie),
  approved: (id: string, cookie: string, file: string) =>
    gql(`mutation($id: ID!, $file: String!) { approveVisaApplication(id: $id, file: $file) { ${APP} } }`, { id, file }, cookie),
  rejected: (id: string, cookie: string, reason = 'Insufficient travel history') =>
    gql(`mutation($id: ID!, $reason: String!) { rejectVisaApplication(id: $id, reason: $reason) { ${APP} } }`, { id, reason }, cookie),
};

const code = (r: { errors?: Array<{ extensions: { code: string } }> }) => r.errors?.[0]?.extensions.code;

describe('GET /api/visa/offers', () => {
  it('lists active offers by destination as typed and by type, with the spec’s processing labels and PKR prices', async () => {
    const res = await t.app.inject({
      url: '/api/visa/offers?to=UAE&type=tourist',
    });
    expect(res.statusCode).toBe(200);
    const offers = res.json();
    expect(offers.map((o: Loose) => o.country)).toEqual(['United Arab Emirates', 'United Arab Emirates', 'United Arab Emirates']);
    const mine = offers.find((o: Loose) => o.id === offerId);
    expect(mine).toMatchObject({
      visaType: 'tourist',
      processingOptions: [
        {
          processing: 'normal',
          label: 'Normal 7-10 days',
          days: '7-10',
          priceInPkr: '32000.50',
        },
        {
          processing: 'express',
          label: 'Express 3-5 days',
          days: '3-5',
          priceInPkr: '38500.00',
        },
      ],
      documents: [
        { kind: 'passport_scan', label: 'Passport scan (bio page)' },
        { kind: 'photo', label: 'Passport-size photo (white background)' },
      ],
      soldBy: 'Seller Tester',
    });
    const urgent = offers.find((o: Loose) => o.processingOptions.length === 3);
    expect(urgent.processingOptions[2]).toMatchObject({
      processing: 'urgent',
      label: 'Urgent 24-48 hours',
      days: '1-2',
    });
    // cheapest first
    const prices = offers.map((o: Loose) => Number(o.processingOptions[0].priceInPkr));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    expect((await t.app.inject({ url: '/api/visa/offers?to=dubai' })).json()).toHaveLength(5);
    expect(
      (
        await t.app.inject({
          url: '/api/visa/offers?to=Saudi%20Arabia&type=umrah',
        })
      )
        .json()
        .map((o: Loose) => o.title),
    ).toEqual(['Saudi Umrah visa with insurance']);
    expect((await t.app.inject({ url: '/api/visa/offers?to=Narnia' })).json()).toEqual([]);
    // every destination of the issue has offers
    for (const to of ['UAE', 'Saudi', 'Qatar', 'Turkey', 'UK', 'Schengen', 'Malaysia', 'Thailand', 'Azerbaijan']) {
      expect((await t.app.inject({ url: `/api/visa/offers?to=${to}` })).json().length, to).toBeGreaterThan(0);
    }
    const all = (await t.app.inject({ url: '/api/visa/offers?limit=100' })).json();
    expect(all).toHaveLength(18);
    // the demo seeder is idempotent
    await visaSeeder.run(t.db.orm, t.deps);
    expect((await t.app.inject({ url: '/api/visa/offers?limit=100' })).json()).toHaveLength(18);
  });

  it('answers bad filters with 400 and the rule’s message', async () => {
    const bad = await t.app.inject({ url: '/api/visa/offers?type=holiday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Choose a visa type', code: 'BAD_USER_INPUT' });
    expect((await t.app.inject({ url: '/api/visa/offers?limit=ten' })).json()).toEqual({ message: 'Limit must be a whole number', code: 'BAD_USER_INPUT' });
    const ctl = await t.app.inject({ url: '/api/visa/offers?to=UAE%00' });
    expect(ctl.statusCode).toBe(400);
    expect(ctl.json().message).toBe('Destination must not contain control characters');
    expect((await t.app.inject({ url: `/api/visa/offers?to=${'x'.repeat(101)}` })).json().message).toBe('Destination must be at most 100 characters');
    expect((await t.app.inject({ url: '/api/visa/offers?limit=500' })).statusCode).toBe(400);
  });

  it('hides inactive offers; their seller switches them (others 403)', async () => {
    const other = await signUp();
    const off = await gql('mutation($id: ID!) { setVisaOfferActive(id: $id, active: false) { id active } }', { id: offerId }, other.cookie);
    expect(code(off)).toBe('FORBIDDEN');
    const mine = await gql('mutation($id: ID!) { setVisaOfferActive(id: $id, active: false) { id active } }', { id: offerId }, seller.cookie);
    expect(mine.data?.setVisaOfferActive.active).toBe(false);
    expect((await t.app.inject({ url: '/api/visa/offers?to=UAE' })).json().some((o: Loose) => o.id === offerId)).toBe(false);
    const traveller = await signUp('end_user');
    const refused = await post(
      {
        offerId,
        processing: 'normal',
        travelDate: TRAVEL,
        applicants: [applicant()],
      },
      traveller.cookie,
    );
    expect(refused.statusCode).toBe(409);
    const listed = await gql('{ mySellerVisaOffers { items { id active } } }', {}, seller.cookie);
    expect(listed.data?.mySellerVisaOffers.items).toEqual([{ id: offerId, active: false }]);
    await gql('mutation($id: ID!) { setVisaOfferActive(id: $id, active: true) { id } }', { id: offerId }, seller.cookie);
  });
});

describe('POST /api/visa/applications', () => {
  it('creates an unpaid draft priced by the server (price × applicants); 401 signed out', async () => {
    const traveller = await signUp('end_user');
    const app = await apply(traveller);
    expect(app).toMatchObject({
      status: 'draft',
      paymentStatus: 'unpaid',
      totalPriceInPkr: '77000.00',
      pricePerApplicantInPkr: '38500.00',
      applicantCount: 2,
    });
    expect(app.applicants.map((a: Loose) => a.passportNumber)).toEqual(['AB1234567', 'CD7654321']);
    expect(app.timeline).toEqual([
      {
        fromStatus: null,
        toStatus: 'draft',
        note: null,
        actorName: traveller.username,
        actorRole: 'end_user',
        createdAt: NOW.toISOString(),
      },
    ]);
    const out = await post({
      offerId,
      processing: 'normal',
      travelDate: TRAVEL,
      applicants: [applicant()],
    });
    expect(out.statusCode).toBe(401);
  });

  it('refuses a passport expiring less than 6 months after travel (400) and creates nothing', async () => {
    const traveller = await signUp('end_user');
    const res = await post(
      {
        offerId,
        processing: 'normal',
        travelDate: TRAVEL,
        applicants: [applicant(), applicant({ passportExpiry: '2027-07-14' })],
      },
      traveller.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Passport must be valid for at least 6 months after travel',
      code: 'BAD_USER_INPUT',
    });
    // exactly six months is enough
    expect(
      (
        await post(
          {
            offerId,
            processing: 'normal',
            travelDate: TRAVEL,
            applicants: [applicant({ passportExpiry: '2027-07-15' })],
          },
          traveller.cookie,
        )
      ).statusCode,
    ).toBe(201);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from visa_application where user_id = ?', [traveller.id]);
    expect(n).toBe(1);
  });

  it('answers each bad field with its own message', async () => {
    const traveller = await signUp('end_user');
    const base = {
      offerId,
      processing: 'normal',
      travelDate: TRAVEL,
      applicants: [applicant()],
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ travelDate: '' }, VISA_MESSAGES.travelDate],
      [{ travelDate: '2027-02-30' }, VISA_MESSAGES.travelDate],
      [{ travelDate: '2026-11-22' }, VISA_MESSAGES.travelPast],
      [{ travelDate: '2028-01-15' }, VISA_MESSAGES.travelFar],
      [{ processing: 'urgent' }, VISA_MESSAGES.processingUnavailable],
      [{ processing: 'slow' }, VISA_MESSAGES.processing],
      [{ offerId: 'nope' }, VISA_MESSAGES.offerRequired],
      [{ applicants: [] }, VISA_MESSAGES.applicantsMin],
      [{ applicants: Array.from({ length: 11 }, () => applicant()) }, VISA_MESSAGES.applicantsMax],
      [{ applicants: [applicant({ fullName: '' })] }, VISA_MESSAGES.fullName],
      [{ applicants: [applicant({ fullName: 'Ayesha\u0007Khan' })] }, 'Full name must not contain control characters'],
      [{ applicants: [applicant({ fullName: 'A'.repeat(101) })] }, VISA_MESSAGES.fullNameMax],
      [{ applicants: [applicant({ fullName: '<script>' })] }, VISA_MESSAGES.fullNameChars],
      [{ applicants: [applicant({ passportNumber: 'AB12' })] }, VISA_MESSAGES.passportFormat],
      [{ applicants: [applicant({ nationality: '' })] }, VISA_MESSAGES.nationality],
      [{ applicants: [applicant({ dateOfBirth: '2030-01-01' })] }, VISA_MESSAGES.dateOfBirthPast],
      [{ applicants: [applicant({ passportExpiry: 'soon' })] }, VISA_MESSAGES.passportExpiry],
    ];
    for (const [over, message] of cases) {
      const res = await post({ ...base, ...over }, traveller.cookie);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await post({ ...base, offerId: '00000000-0000-4000-8000-000000000000' }, traveller.cookie)).statusCode).toBe(404);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from visa_application where user_id = ?', [traveller.id]);
    expect(n).toBe(0);
  });
});

describe('ownership', () => {
  it('GET /api/visa/applications/{id}: the applicant, the selling agent and the admin see it; others 404; signed out 401', async () => {
    const traveller = await signUp('end_user');
    const app = await apply(traveller);
    const get = (cookie?: string, id = app.id) =>
      t.app.inject({
        url: `/api/visa/applications/${id}`,
        headers: cookie ? { cookie } : {},
      });
    expect((await get()).statusCode).toBe(401);
    expect((await get(traveller.cookie)).json()).toMatchObject({
      id: app.id,
      status: 'draft',
    });
    expect((await get(seller.cookie)).statusCode).toBe(200);
    const admin = await signUp('super_admin');
    expect((await get(admin.cookie)).statusCode).toBe(200);
    const otherAgent = await signUp();
    const otherTraveller = await signUp('end_user');
    for (const cookie of [otherAgent.cookie, otherTraveller.cookie]) {
      const res = await get(cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Visa application not found',
        code: 'NOT_FOUND',
      });
    }
    expect((await get(traveller.cookie, 'not-a-uuid')).statusCode).toBe(404);
    // nor can they act on it, nor attach to it
    expect(code(await move.in_process(app.id, otherAgent.cookie))).toBe('NOT_FOUND');
    const file = await upload(otherTraveller);
    expect(
      code(
        await gql(
          ATTACH,
          {
            input: {
              applicationId: app.id,
              applicantId: app.applicants[0].id,
              kind: 'photo',
              file,
            },
          },
          otherTraveller.cookie,
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('an agent applying for a customer owns that application; the platform’s offers are processed by the admin only', async () => {
    const agent = await signUp();
    const res = await post(
      {
        offerId: platformOfferId,
        processing: 'normal',
        travelDate: TRAVEL,
        applicants: [applicant()],
      },
      agent.cookie,
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    await sql("update visa_application set status = 'submitted' where id = ?", [id]);
    expect(code(await move.in_process(id, agent.cookie))).toBe('FORBIDDEN'); // theirs to submit, not to process
    expect(code(await move.in_process(id, seller.cookie))).toBe('NOT_FOUND');
    const admin = await signUp('super_admin');
    expect((await move.in_process(id, admin.cookie)).data?.startVisaProcessing.status).toBe('in_process');
  });

  it('lists: the traveller sees their own; the queue shows the seller’s non-drafts soonest due first, the admin all', async () => {
    const traveller = await signUp('end_user');
    const a = await apply(traveller);
    const b = await apply(traveller, { processing: 'normal' });
    await attachAll(traveller, a);
    await attachAll(traveller, b);
    expect((await move.submitted(b.id, traveller.cookie)).errors).toBeUndefined();
    expect((await move.submitted(a.id, traveller.cookie)).errors).toBeUndefined();
    t.clock.now = new Date(NOW.getTime() + 1000);
    const draft = await apply(traveller);
    t.clock.now = NOW;

    const mine = await gql('{ myVisaApplications { items { id status } } }', {}, traveller.cookie);
    // newest first (a and b were made in the same instant: id order between them)
    expect(mine.data?.myVisaApplications.items.map((x: Loose) => x.id)).toEqual([draft.id, ...[a.id, b.id].sort().reverse()]);

    const q = await gql('{ visaQueue(pagination: { limit: 100 }) { items { id status dueAt appliedBy } } }', {}, seller.cookie);
    const ids = q.data?.visaQueue.items.map((x: Loose) => x.id);
    expect(ids).not.toContain(draft.id);
    // express (5 days) is due before normal (10 days)
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const dueA = q.data?.visaQueue.items.find((x: Loose) => x.id === a.id);
    expect(dueA).toMatchObject({
      dueAt: new Date(NOW.getTime() + 5 * 86_400_000).toISOString(),
      appliedBy: traveller.username,
    });

    const otherAgent = await signUp();
    expect((await gql('{ visaQueue { items { id } } }', {}, otherAgent.cookie)).data?.visaQueue.items).toEqual([]);
    expect(code(await gql('{ visaQueue { items { id } } }', {}, traveller.cookie))).toBe('FORBIDDEN');
    const admin = await signUp('super_admin');
    const all = await gql('{ visaQueue(pagination: { limit: 100 }) { items { id } } }', {}, admin.cookie);
    expect(all.data?.visaQueue.items.map((x: Loose) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    const inProcess = await gql('{ visaQueue(status: [in_process]) { items { id } } }', {}, seller.cookie);
    expect(inProcess.data?.visaQueue.items.filter((x: Loose) => [a.id, b.id].includes(x.id))).toEqual([]);
    // a's due date passes (express: 5 days; b, normal, is due later)
    await sql('update visa_application set due_at = ? where id = ?', [new Date(NOW.getTime() - 1000), a.id]);
    const overdue = await gql('{ visaQueue(overdue: true) { items { id } } }', {}, seller.cookie);
    expect(overdue.data?.visaQueue.items.map((x: Loose) => x.id)).toContain(a.id);
    expect(overdue.data?.visaQueue.items.map((x: Loose) => x.id)).not.toContain(b.id);
  });

  it('the queue costs the same few statements for 1 or 8 applications (no N+1)', async () => {
    const agent = await signUp();
    const [o] = await sql<{ id: string }>(
      `insert into visa_offer (slug, country_code, country, visa_type, title, entries, validity_days, stay_days, price_normal_pkr, required_documents, seller_id)
       values ('n1-' || gen_random_uuid(), 'QA', 'Qatar', 'tourist', 'Q', 'single', 30, 30, '1000', '{photo}', ?) returning id`,
      [agent.id],
    );
    const traveller = await signUp('end_user');
    const Q = `{ visaQueue(pagination: { limit: 50 }) { items { ${APP} } } }`;
    const counts: number[] = [];
    for (const n of [1, 8]) {
      while (((await gql(Q, {}, agent.cookie)).data?.visaQueue.items.length ?? 0) < n) {
        const app = (
          await post(
            {
              offerId: o.id,
              processing: 'normal',
              travelDate: TRAVEL,
              applicants: [applicant(), applicant()],
            },
            traveller.cookie,
          )
        ).json();
        await sql("update visa_application set status = 'submitted', due_at = now() where id = ?", [app.id]);
      }
      counts.push((await countStatements(() => gql(Q, {}, agent.cookie))).count);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});

describe('documents', () => {
  it('takes PDFs and images by their bytes (415 otherwise, 413 over 5 MB); never serves them publicly', async () => {
    const traveller = await signUp('end_user');
    const ok = await uploadDocument(traveller);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      file: expect.stringMatching(/^d-[0-9a-f-]{36}\.pdf$/),
      contentType: 'application/pdf',
    });
    const png = await uploadDocument(traveller, makePng(4, 4), 'application/pdf');
    expect(png.json()).toMatchObject({
      file: expect.stringMatching(/\.png$/),
      contentType: 'image/png',
    });
    // a web page declared as a PDF
    const html = await uploadDocument(traveller, Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf');
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(VISA_MESSAGES.notADocument);
    const big = await uploadDocument(traveller, Buffer.concat([pdf(), Buffer.alloc(5_242_881 - pdf().length)]));
    expect(big.statusCode).toBe(413);
    expect((await uploadDocument(traveller, pdf(), 'text/plain')).statusCode).toBe(415);
    // private: not at the public media path
    expect((await t.app.inject({ url: `/media/uploads/${ok.json().file}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/uploads/${ok.json().file.slice(2)}` })).statusCode).toBe(404);
  });

  it('keeps the image checks for package images: a PDF on an image upload URL is 415', async () => {
    const agent = await signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { 'content-type': 'application/json', cookie: agent.cookie },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: new URL(res.json().uploadURL).pathname,
      payload: pdf(),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(415);
    expect(put.json().message).toBe(PACKAGE_MESSAGES.notAnImage);
    // and travellers still cannot upload package images
    const traveller = await signUp('end_user');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/objects/upload',
          headers: {
            'content-type': 'application/json',
            cookie: traveller.cookie,
          },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('counts documents against the uploader’s quota (413 with a message, nothing stored)', async () => {
    const traveller = await signUp('end_user');
    const chunk = Buffer.concat([pdf(), Buffer.alloc(400_000)]);
    expect((await uploadDocument(traveller, chunk)).statusCode).toBe(201);
    expect((await uploadDocument(traveller, chunk)).statusCode).toBe(201);
    const third = await uploadDocument(traveller, chunk);
    expect(third.statusCode).toBe(413);
    expect(third.json().message).toBe('Upload quota of 1 MB reached: unused uploads are deleted 24 hours after upload');
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from upload_ticket where user_id = ? and file_name is not null', [
      traveller.id,
    ]);
    expect(n).toBe(2);
  });

  it('attaches only the caller’s own document uploads, once; replaces the same kind; the cleanup keeps attached ones', async () => {
    const traveller = await signUp('end_user');
    const app = await apply(traveller);
    const [first, second] = app.applicants;
    const file = await upload(traveller);
    const attach = (f: string, kind = 'passport_scan', who = traveller, applicantId = first.id) =>
      gql(ATTACH, { input: { applicationId: app.id, applicantId, kind, file: f } }, who.cookie);
    expect((await attach(file)).data?.attachVisaDocument).toMatchObject({
      kind: 'passport_scan',
      applicantId: first.id,
    });
    expect(code(await attach(file, 'photo'))).toBe('CONFLICT');
    // another person's upload, a package image name, a made-up name
    const stranger = await signUp('end_user');
    expect(code(await attach(await upload(stranger)))).toBe('BAD_USER_INPUT');
    expect(code(await attach('00000000-0000-4000-8000-000000000000.png'))).toBe('BAD_USER_INPUT');
    expect(code(await attach('d-00000000-0000-4000-8000-000000000000.pdf'))).toBe('BAD_USER_INPUT');
    expect(code(await attach(await upload(traveller), 'visa'))).toBe('BAD_USER_INPUT');
    expect(code(await attach(await upload(traveller), 'photo', traveller, '00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    // the seller does not add the applicant's documents
    expect(code(await attach(await upload(seller), 'photo', seller))).toBe('FORBIDDEN');

    const newer = await upload(traveller);
    await attach(newer);
    const docs = await sql<{ file_name: string; superseded_at: Date | null }>(
      'select file_name, superseded_at from visa_document where application_id = ? and applicant_id = ? order by created_at, superseded_at nulls last',
      [app.id, first.id],
    );
    expect(docs.map((d) => [d.file_name, d.superseded_at !== null])).toEqual([
      [file, true],
      [newer, false],
    ]);
    await attach(await upload(traveller), 'photo', traveller, second.id);

    const unattached = await upload(traveller);
    const store = new DiskImageStore(path.join(dataDir, 'uploads'));
    await deleteUnusedUploads(t.db.orm.em.fork(), store, new Date(NOW.getTime() + 25 * 3600 * 1000));
    expect(fs.existsSync(path.join(dataDir, 'uploads', unattached))).toBe(false);
    for (const f of [file, newer]) expect(fs.existsSync(path.join(dataDir, 'uploads', f)), f).toBe(true);
  });
});

describe('the status machine', () => {
  it('allows exactly the moves of the table; every other move is 409 and changes nothing', async () => {
    const traveller = await signUp('end_user');
    const app = await apply(traveller);
    await attachAll(traveller, app);
    // an old documents request, so a re-submission finds uploads newer than it
    await sql(
      "insert into visa_status_change (application_id, to_status, actor_name, actor_role, created_at) values (?, 'documents_requested', 'x', 'b2b_agent', '2000-01-01')",
      [app.id],
    );
    const targets: Array<Exclude<VisaStatusValue, 'draft'>> = ['submitted', 'documents_requested', 'in_process', 'approved', 'rejected'];
    let allowed = 0;
    let refused = 0;
    let tick = 0;
    try {
      for (const from of VISA_STATUSES) {
        for (const to of targets) {
          t.clock.now = new Date(NOW.getTime() + ++tick * 1000);
          await sql('update visa_application set status = ? where id = ?', [from, app.id]);
          if (from === 'documents_requested' && to === 'submitted') {
            // the re-upload a re-submission needs
            await gql(
              ATTACH,
              {
                input: {
                  applicationId: app.id,
                  applicantId: app.applicants[0].id,
                  kind: 'photo',
                  file: await upload(traveller),
                },
              },
              traveller.cookie,
            );
          }
          const [{ n: before }] = await sql<{ n: number }>('select count(*)::int as n from visa_status_change where application_id = ?', [app.id]);
          const res =
            to === 'submitted'
              ? await move.submitted(app.id, traveller.cookie)
              : to === 'approved'
                ? await move.approved(app.id, seller.cookie, await upload(seller))
                : await move[to](app.id, seller.cookie);
          const [{ status, n }] = await sql<{ status: string; n: number }>(
            'select status, (select count(*)::int from visa_status_change where application_id = a.id) as n from visa_application a where id = ?',
            [app.id],
          );
          if (canMove(from, to)) {
            allowed++;
            expect(res.errors, `${from} → ${to}: ${JSON.stringify(res.errors)}`).toBeUndefined();
            expect(status).toBe(to);
            expect(n).toBe(before + 1);
          } else {
            refused++;
            expect(code(res), `${from} → ${to}`).toBe('CONFLICT');
            expect(status).toBe(from);
            expect(n).toBe(before);
          }
        }
      }
    } finally {
      t.clock.now = NOW;
    }
    expect([allowed, refused]).toEqual([6, 24]);
  });

  it('checks who moves: the applicant submits, the processor does the rest (403 the other way round)', async () => {
    const traveller = await signUp('end_user');
    const app = await apply(traveller);
    await attachAll(traveller, app);
    expect(code(await move.submitted(app.id, seller.cookie))).toBe('FORBIDDEN');
    expect((await move.submitted(app.id, traveller.cookie)).errors).toBeUndefined();
    for (const name of ['documents_requested', 'in_process'] as const) expect(code(await move[name](app.id, traveller.cookie))).toBe('FORBIDDEN');
  });

  it('needs every required document to submit, a note to request documents, a reason to reject, the visa to approve', async () => {
    const traveller = await signUp('end_user');
    const app = await apply(traveller);
    const missing = await move.submitted(app.id, traveller.cookie);
    expect(missing.errors?.[0].message).toBe('Passport scan (bio page) is missing for Ayesha Khan');
    await attachAll(traveller, app);
    expect((await move.submitted(app.id, traveller.cookie)).errors).toBeUndefined();
    expect((await move.documents_requested(app.id, seller.cookie, '  ')).errors?.[0].message).toBe(VISA_MESSAGES.noteRequired);
    expect((await move.documents_requested(app.id, seller.cookie, 'x'.repeat(1001))).errors?.[0].message).toBe(VISA_MESSAGES.noteMax);
    expect((await move.documents_requested(app.id, seller.cookie, 'bad\u0000note')).errors?.[0].message).toBe(
      'Note must not contain control characters',
    );
    expect((await move.in_process(app.id, seller.cookie)).errors).toBeUndefined();
    expect((await move.rejected(app.id, seller.cookie, '')).errors?.[0].message).toBe(VISA_MESSAGES.reasonRequired);
    expect((await move.approved(app.id, seller.cookie, '')).errors?.[0].message).toBe(VISA_MESSAGES.visaDocumentRequired);
    // the traveller's own upload is not the processor's visa
    expect(code(await move.approved(app.id, seller.cookie, await upload(traveller)))).toBe('BAD_USER_INPUT');
    const [{ status }] = await sql<{ status: string }>('select status from visa_application where id = ?', [app.id]);
    expect(status).toBe('in_process');
  });

  it('full round: documents requested → re-upload → submitted again → in process → approved; the visa downloads for the applicant', async () => {
    const traveller = await signUp('end_user');
    const app = await apply(traveller);
    await attachAll(traveller, app);
    await move.submitted(app.id, traveller.cookie);
    const req = await move.documents_requested(app.id, seller.cookie, 'Photo of Bilal Khan must have a white background');
    expect(req.data?.requestVisaDocuments).toMatchObject({
      status: 'documents_requested',
      statusNote: 'Photo of Bilal Khan must have a white background',
    });
    // nothing new uploaded yet
    expect((await move.submitted(app.id, traveller.cookie)).errors?.[0].message).toBe(VISA_MESSAGES.reuploadNeeded);
    t.clock.now = new Date(NOW.getTime() + 60_000);
    try {
      const r = await gql(
        ATTACH,
        {
          input: {
            applicationId: app.id,
            applicantId: app.applicants[1].id,
            kind: 'photo',
            file: await upload(traveller, makePng(6, 8)),
          },
        },
        traveller.cookie,
      );
      expect(r.errors).toBeUndefined();
      const again = await move.submitted(app.id, traveller.cookie);
      expect(again.data?.submitVisaApplication).toMatchObject({
        status: 'submitted',
        statusNote: null,
        dueAt: new Date(NOW.getTime() + 60_000 + 5 * 86_400_000).toISOString(),
      });
      // documents are closed while processing
      const late = await gql(
        ATTACH,
        {
          input: {
            applicationId: app.id,
            applicantId: app.applicants[1].id,
            kind: 'photo',
            file: await upload(traveller),
          },
        },
        traveller.cookie,
      );
      expect(code(late)).toBe('CONFLICT');
      await move.in_process(app.id, seller.cookie);
      const visa = pdf('the issued visa');
      const done = await move.approved(app.id, seller.cookie, await upload(seller, visa));
      const approved = done.data?.approveVisaApplication;
      expect(approved.status).toBe('approved');
      expect(approved.timeline.map((c: Loose) => `${c.fromStatus ?? '-'}>${c.toStatus}:${c.actorRole}`)).toEqual([
        '->draft:end_user',
        'draft>submitted:end_user',
        'submitted>documents_requested:b2b_agent',
        'documents_requested>submitted:end_user',
        'submitted>in_process:b2b_agent',
        'in_process>approved:b2b_agent',
      ]);
      const visaDoc = approved.documents.find((d: Loose) => d.kind === 'visa');
      expect(visaDoc.applicantId).toBeNull();
      const download = (cookie?: string) =>
        t.app.inject({
          url: visaDoc.downloadUrl,
          headers: cookie ? { cookie } : {},
        });
      const got = await download(traveller.cookie);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload).toEqual(visa);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toMatch(/^attachment; filename="visa-[0-9a-f]{8}\.pdf"$/);
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect((await download()).statusCode).toBe(401);
      expect((await download((await signUp()).cookie)).statusCode).toBe(404);
      expect((await download(seller.cookie)).statusCode).toBe(200);
      expect(
        (
          await t.app.inject({
            url: '/api/visa/documents/nope',
            headers: { cookie: traveller.cookie },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('a rejection of a paid application records the refund due per the offer (50 %); an unpaid one stays unpaid', async () => {
    const traveller = await signUp('end_user');
    for (const paid of [true, false]) {
      const app = await apply(traveller);
      await sql(`update visa_application set status = 'in_process', payment_status = ? where id = ?`, [paid ? 'paid' : 'unpaid', app.id]);
      const res = (await move.rejected(app.id, seller.cookie)).data?.rejectVisaApplication;
      expect(res).toMatchObject(
        paid
          ? {
              status: 'rejected',
              paymentStatus: 'refund_due',
              refundDueInPkr: '38500.00',
            }
          : {
              status: 'rejected',
              paymentStatus: 'unpaid',
              refundDueInPkr: null,
            },
      );
      expect(res.statusNote).toBe('Insufficient travel history');
    }
  });

  it('50 processors moving one application at once: exactly one wins, the rest get 409', async () => {
    const traveller = await signUp('end_user');
    const app = await apply(traveller);
    await sql("update visa_application set status = 'submitted' where id = ?", [app.id]);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? move.in_process(app.id, seller.cookie) : move.documents_requested(app.id, seller.cookie))),
    );
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => code(r) === 'CONFLICT')).toHaveLength(49);
    const [{ n }] = await sql<{ n: number }>(
      "select count(*)::int as n from visa_status_change where application_id = ? and from_status = 'submitted'",
      [app.id],
    );
    expect(n).toBe(1);
  });
});
