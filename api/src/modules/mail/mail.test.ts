import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { systemContext } from '../../core/context.js';
import { JobQueue } from '../../jobs/queue.js';
import { createTestDb, type TestDb } from '../../test/db.js';
import { freePort, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.js';
import { closeMailTransports, deliverMail, mailSendJob, sweepMail } from './delivery.js';
import { enqueueMail, MAIL_SEND_JOB, type MailDraft, registerMailAttachment } from './outbox.js';

// Mail over a real SMTP conversation (smtp-server on a free port) and the real PostgreSQL: a message is stored once
// per key, delivered once with its attachment rendered at send time, kept queued (attempts counted) while the peer is
// down and delivered exactly once when it is back, even by two racing workers; a 550 ends it for good; without
// SMTP_URL it stays in the outbox. Then the whole path through the job queue (pg-boss), including the sweep.

const silent = pino({ level: 'silent' });
let db: TestDb;

// a document kind of the test's own: its "PDF" is the id's bytes, rendered when the message is sent
const rendered: string[] = [];
registerMailAttachment('test_doc', async (_ctx, id) => {
  rendered.push(id);
  return id === 'gone' ? null : { filename: `ticket-${id}.pdf`, content: Buffer.from(`%PDF-test ${id}`), contentType: 'application/pdf' };
});

function ctxFor(env: { SMTP_URL?: string }, at?: Date, log = silent) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  return systemContext({ em: db.orm.em.fork(), config, log, now: at ? () => at : undefined });
}

function draft(key: string, extra: Partial<MailDraft> = {}): MailDraft {
  return { key, to: 'ayesha@example.pk', toName: 'Ayesha Khan', subject: `Booking ${key}`, text: `Hello ${key}`, html: `<p>Hello ${key}</p>`, ...extra };
}

async function enqueueOne(d: MailDraft): Promise<{ inserted: boolean; id: string }> {
  const inserted = await db.orm.em.fork().transactional((tx) => enqueueMail(tx, d));
  const [row] = await db.orm.em.fork().execute<{ id: string }[]>('select id from mail_message where key = ?', [d.key]);
  return { inserted, id: row!.id };
}

type Row = { status: string; attempts: number; last_error: string | null; transport: string | null; sent_at: Date | null; message_id: string | null; next_attempt_at: Date };
async function rowOf(id: string): Promise<Row> {
  // raw rows carry timestamps as text (the ORM's pg type parsers)
  const [row] = await db.orm.em.fork().execute<(Omit<Row, 'sent_at' | 'next_attempt_at'> & { sent_at: string | null; next_attempt_at: string })[]>(
    'select * from mail_message where id = ?',
    [id],
  );
  return { ...row!, sent_at: row!.sent_at ? new Date(row!.sent_at) : null, next_attempt_at: new Date(row!.next_attempt_at) };
}

const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  db = await createTestDb({ poolMax: 6 });
});
afterAll(async () => {
  closeMailTransports();
  await db?.close();
});

describe('mail configuration', () => {
  it('takes smtp:// and smtps:// URLs and a From address, and refuses others', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(loadConfig(base).mail).toEqual({ smtpUrl: undefined, from: 'Safarnama <no-reply@safarnama.pk>' });
    expect(loadConfig({ ...base, SMTP_URL: 'smtps://u:p@mail.example.pk:465', MAIL_FROM: 'bookings@example.pk' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.pk:465',
      from: 'bookings@example.pk',
    });
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.pk' })).toThrow(/SMTP_URL must use smtp: or smtps:/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'Safarnama' })).toThrow(/MAIL_FROM must be an address/);
  });
});

describe('mail without a job queue (workers driven directly)', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    closeMailTransports();
    await peer?.close();
  });

  it('stores a message once per key', async () => {
    const first = await enqueueOne(draft('idem-1'));
    const again = await enqueueOne(draft('idem-1', { subject: 'changed', to: 'other@example.pk' }));
    expect(first.inserted).toBe(true);
    expect(again.inserted).toBe(false);
    const rows = await db.orm.em.fork().execute<{ subject: string; to_address: string }[]>("select subject, to_address from mail_message where key = 'idem-1'");
    expect(rows).toEqual([{ subject: 'Booking idem-1', to_address: 'ayesha@example.pk' }]);
    // a rolled-back event leaves no message
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await enqueueMail(tx, draft('idem-rolled-back'));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await db.orm.em.fork().execute("select 1 from mail_message where key = 'idem-rolled-back'")).toEqual([]);
  });

  it('sends over SMTP with its attachment rendered at send time, once', async () => {
    const { id } = await enqueueOne(draft('smtp-1', { attachments: [{ kind: 'test_doc', id: 'BK-42' }], userId: null }));
    expect(await deliverMail(ctxFor({ SMTP_URL: peer.url }), id)).toBe('sent');
    // a retried job finds it sent and sends nothing
    expect(await deliverMail(ctxFor({ SMTP_URL: peer.url }), id)).toBe('skipped');
    const got = peer.received.filter((m) => m.raw.includes('Subject: Booking smtp-1'));
    expect(got).toHaveLength(1);
    const raw = got[0]!.raw;
    expect(got[0]!.to).toEqual(['ayesha@example.pk']);
    expect(raw).toMatch(/^From: Safarnama <no-reply@safarnama\.pk>$/m);
    expect(raw).toMatch(/^To: Ayesha Khan <ayesha@example\.pk>$/m);
    expect(raw).toContain(`Message-ID: <${id}@safarnama.pk>`);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=ticket-BK-42\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=ticket-BK-42\.pdf/);
    expect(raw).toContain(Buffer.from('%PDF-test BK-42').toString('base64'));
    expect(raw).toContain('Hello smtp-1');
    expect(rendered).toContain('BK-42');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', last_error: null, message_id: `<${id}@safarnama.pk>` });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('keeps a message queued while the peer is down and delivers it exactly once when it is back, to racing workers', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const { id } = await enqueueOne(draft('down-1', { attachments: [{ kind: 'test_doc', id: 'D1' }] }));
    expect(await deliverMail(ctxFor({ SMTP_URL: url }), id)).toBe('retry');
    let row = await rowOf(id);
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // not due yet: nothing happens
    expect(await deliverMail(ctxFor({ SMTP_URL: url }, later(10_000)), id)).toBe('skipped');
    expect(await deliverMail(ctxFor({ SMTP_URL: url }, later(61_000)), id)).toBe('retry');
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    // the second wait is twice as long
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 61_000 + 110_000);

    const back = await startSmtpPeer(port);
    try {
      const at = later(10 * 60_000);
      const outcomes = await Promise.all([deliverMail(ctxFor({ SMTP_URL: url }, at), id), deliverMail(ctxFor({ SMTP_URL: url }, at), id), deliverMail(ctxFor({ SMTP_URL: url }, at), id)]);
      expect(outcomes.sort()).toEqual(['sent', 'skipped', 'skipped']);
      expect(await deliverMail(ctxFor({ SMTP_URL: url }, later(3_600_000)), id)).toBe('skipped');
      expect(back.received.filter((m) => m.raw.includes('Subject: Booking down-1'))).toHaveLength(1);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, transport: 'smtp', last_error: null });
    } finally {
      closeMailTransports();
      await back.close();
    }
  });

  it('fails a message for good on a 550 and records the reply', async () => {
    const { id } = await enqueueOne(draft('550-1', { to: 'nobody@example.pk' }));
    expect(await deliverMail(ctxFor({ SMTP_URL: peer.url }), id)).toBe('failed');
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/^550 .*No such user/);
    expect(peer.received.some((m) => m.raw.includes('Subject: Booking 550-1'))).toBe(false);
    expect(await deliverMail(ctxFor({ SMTP_URL: peer.url }, later(3_600_000)), id)).toBe('skipped');
  });

  it('without SMTP_URL keeps the message in the outbox and logs it', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
    const { id } = await enqueueOne(draft('outbox-1'));
    const before = peer.received.length;
    expect(await deliverMail(ctxFor({}, undefined, log), id)).toBe('sent');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', transport: 'outbox', attempts: 1 });
    expect(peer.received.length).toBe(before);
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; mail?: { to: string; subject: string } }).find((l) => l.mail);
    expect(logged).toMatchObject({ msg: 'mail kept in the outbox (no SMTP_URL)', mail: { to: 'ayesha@example.pk', subject: 'Booking outbox-1' } });
  });

  it('the sweep gives back a dead worker’s message once its lease ran out and finds queued messages left without a job', async () => {
    const { id } = await enqueueOne(draft('sweep-1'));
    // a worker claimed it and died mid-send
    await db.orm.em.fork().execute("update mail_message set status = 'sending', attempts = 1, next_attempt_at = now() + interval '5 minutes' where id = ?", [id]);
    expect(await sweepMail(ctxFor({ SMTP_URL: peer.url }))).not.toContain(id);
    expect((await rowOf(id)).status).toBe('sending');
    // lease over: queued again; a minute later with nobody claiming it, the sweep hands it out
    expect(await sweepMail(ctxFor({ SMTP_URL: peer.url }, later(6 * 60_000)))).not.toContain(id);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await sweepMail(ctxFor({ SMTP_URL: peer.url }, later(8 * 60_000)))).toContain(id);
    expect(await deliverMail(ctxFor({ SMTP_URL: peer.url }, later(8 * 60_000)), id)).toBe('sent');
    expect(peer.received.filter((m) => m.raw.includes('Subject: Booking sweep-1'))).toHaveLength(1);
  });
});

describe('mail through the job queue', () => {
  let peer: SmtpPeer;
  let queue: JobQueue;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: peer.url });
    queue = await JobQueue.start({ connectionString: db.url, orm: db.orm, config, log: silent, jobs: [mailSendJob()], pollingIntervalSeconds: 0.5, poolMax: 2 });
  });
  afterAll(async () => {
    await queue?.stop(1000);
    closeMailTransports();
    await peer?.close();
  });

  async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('delivers a message enqueued in a transaction once, with its attachment', async () => {
    const { id } = await enqueueOne(draft('queue-1', { attachments: [{ kind: 'test_doc', id: 'Q1' }, { kind: 'test_doc', id: 'gone' }] }));
    queue.wake(MAIL_SEND_JOB);
    await until(async () => (await rowOf(id)).status === 'sent');
    // a few more polls: nothing sends it again
    await new Promise((r) => setTimeout(r, 1200));
    const got = peer.received.filter((m) => m.raw.includes('Subject: Booking queue-1'));
    expect(got).toHaveLength(1);
    expect(got[0]!.raw).toContain('filename=ticket-Q1.pdf');
    // a document gone since is left out, not a reason to hold the mail back
    expect(got[0]!.raw).not.toContain('ticket-gone');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp' });
  });

  it('the sweep delivers a message whose job was lost', async () => {
    // as if written by a process without a queue (a seed) or its job lost: no job, due two minutes ago
    const [{ id }] = await db.orm.em.fork().execute<{ id: string }[]>(
      `insert into mail_message (id, key, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at)
       values (gen_random_uuid(), 'lost-1', 'bilal@example.pk', 'Booking lost-1', 'Hi', '<p>Hi</p>', 'queued', 0, now() - interval '2 minutes', now()) returning id`,
    );
    const ctx = ctxFor({ SMTP_URL: peer.url });
    expect(await sweepMail(ctx)).toContain(id);
    // a second sweep in the same window adds no second job
    expect(await sweepMail(ctx)).not.toContain(id);
    await until(async () => (await rowOf(id!)).status === 'sent');
    await new Promise((r) => setTimeout(r, 1200));
    expect(peer.received.filter((m) => m.raw.includes('Subject: Booking lost-1'))).toHaveLength(1);
  });
});
