import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { systemContext } from '../../core/context.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { payBooking } from '../../test/payments.js';
import { pdfText } from '../../test/pdf.js';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { closeMailTransports, deliverMail } from './delivery.js';

// Issue 18's "done when": a traveller pays, and the booking confirmation reaches a real SMTP server (smtp-server) with
// the e-voucher PDF attached, rendered at send time by the documents module's renderer. The test app runs no job
// queue, so the test plays the worker (deliverMail), as the mail_send job would.

const t = useTestApp({ env: { PUBLIC_URL: 'https://safarnama.test' } });
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer();
  await seedCatalogue(t.db.orm, fixtureCatalogue, new Date().toISOString().slice(0, 10));
});
afterAll(async () => {
  closeMailTransports();
  await peer?.close();
});

// the base64 body of the MIME part with this content type (nodemailer: headers, a blank line, 76-column base64)
function attachmentOf(raw: string, contentType: string): { filename: string; bytes: Buffer } | undefined {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) return undefined;
  const part = raw.slice(start);
  const filename = /filename=("?)([^";\r\n]+)\1/.exec(part)?.[2] ?? '';
  const body = part.slice(part.search(/\r?\n\r?\n/)).trimStart();
  const base64 = body.slice(0, body.indexOf('--')).replace(/\s+/g, '');
  return { filename, bytes: Buffer.from(base64, 'base64') };
}

describe('booking confirmation e-mail', () => {
  it('goes over SMTP once, with the voucher PDF attached', async () => {
    const username = `mailconf${Date.now() % 100000}`;
    const reg = await t.app.inject({ method: 'POST', url: '/api/register', payload: { username, email: `${username}@example.pk`, password: 'secret123', firstName: 'Ayesha', lastName: 'Siddiqui', role: 'end_user' } });
    expect(reg.statusCode, reg.body).toBe(201);
    const header = reg.headers['set-cookie'];
    const cookie = ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0]!;
    const [pkg] = await t.db.orm.em.fork().execute<{ id: string }[]>("select id from package where slug = 'umrah-economy-karachi'");
    const booked = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: { type: 'package', packageId: pkg!.id, passengerCount: 2 } });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().id as string;
    await payBooking(t, cookie, bookingId);

    const rows = await t.db.orm.em.fork().execute<{ id: string; key: string; subject: string; attachments: { kind: string; id: string }[] }[]>(
      "select id, key, subject, attachments from mail_message where to_address = ? and status = 'queued' order by created_at",
      [`${username}@example.pk`],
    );
    const confirmation = rows.find((r) => r.attachments.some((a) => a.kind === 'voucher' && a.id === bookingId));
    expect(confirmation, JSON.stringify(rows.map((r) => r.key))).toBeDefined();

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://safarnama.test', SMTP_URL: peer.url });
    const ctx = () => systemContext({ em: t.db.orm.em.fork(), config, log: pino({ level: 'silent' }) });
    for (const row of rows) expect(await deliverMail(ctx(), row.id)).toBe('sent');
    // the job again (a retry, the sweep): nothing more is sent
    for (const row of rows) expect(await deliverMail(ctx(), row.id)).toBe('skipped');

    const got = peer.received.filter((m) => m.raw.includes(`Message-ID: <${confirmation!.id}@safarnama.pk>`));
    expect(got).toHaveLength(1);
    expect(peer.received).toHaveLength(rows.length);
    const pdf = attachmentOf(got[0]!.raw, 'application/pdf');
    expect(pdf?.filename).toMatch(/\.pdf$/);
    expect(pdf!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf!.bytes);
    expect(text).toContain(bookingId.slice(0, 8).toUpperCase());
    expect(text).toContain('Ayesha');
  });
});
