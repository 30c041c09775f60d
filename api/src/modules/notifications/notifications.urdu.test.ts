import { describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { customerSale } from '../../test/notifications-fixtures.js';
import { book } from '../bookings/bookings.service.js';
import { pay } from '../payments/checkout.service.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { dayUr, messages, messagesUr, whenUr } from './messages.js';

// Issue 21: what the bell and the e-mails say, in the recipient's language (app_user.language, set by setLanguage)
// at the time it is written. An Urdu reader's booking confirmation, its subject, text and HTML (lang="ur" dir="rtl"),
// and bell are Urdu; an English reader's are as before; an agent's customer (no account) reads English.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'notify-urdu-secret-0123456789', PUBLIC_URL: 'https://safarnama.example' } });
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const viewerOf = (u: User, role: Viewer['role'] = 'end_user'): Viewer => ({ id: u.id, username: u.username, role });
const ctx = (viewer: Viewer | null) => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, viewer);
type Row = { kind: string; title: string; body: string };
const notificationsOf = (userId: string) => sql<Row>('select kind, title, body from notification where user_id = ? order by created_at, kind', [userId]);
const mailsTo = (address: string) => sql<{ key: string; subject: string; text_body: string; html_body: string }>('select key, subject, text_body, html_body from mail_message where to_address = ? order by created_at, key', [address]);
const emailOf = (u: User) => `${u.username}@example.pk`;

// Urdu letters, and no English words of our own (names, the item, the amount's "Rs" and the link aside)
const URDU = /[\u0600-\u06FF]/;
const latinWords = (text: string, allowed: string[]) =>
  allowed
    .reduce((s, a) => s.split(a).join(' '), text)
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[A-Za-z]{2,}/g) ?? [];

async function newPackage(price: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers, start_date)
     values ('notify-ur-' || gen_random_uuid(), 'Economy Umrah 14 Days', 'A package for the Urdu notification tests.', 'umrah', '14 days', ?, 20, 20, 100,
             '[{"minDaysBefore":0,"refundPercent":100}]', now() + interval '60 days') returning id`,
    [price],
  );
  return row.id;
}

async function payBySandbox(u: User, bookingId: string): Promise<void> {
  const started = await pay(ctx(viewerOf(u)), { bookingId, method: PaymentMethod.sandbox });
  const sandbox = paymentGateways(t.deps.config).sandbox;
  const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(null), em }, started.payment.gatewayReference ?? '', 'success'));
  await receivePaymentEvent(ctx(null), sandbox.eventOf(decided.body ?? ''));
}

async function inUrdu(u: User): Promise<void> {
  const res = await gql('mutation { setLanguage(language: ur) { id language } }', {}, u.cookie);
  expect(res.errors).toBeUndefined();
}

describe('notifications and e-mails in the reader’s language', () => {
  it('an Urdu reader: the booking received, paid and confirmed, in Urdu in the bell and the e-mails', async () => {
    const u = await signUp('end_user', 'Ayesha');
    await inUrdu(u);
    const booking = await book(ctx(viewerOf(u)), { type: 'package', packageId: await newPackage(125000), passengerCount: 1 });
    await payBySandbox(u, booking.id);
    const ref = booking.id.slice(0, 8).toUpperCase();

    const rows = await notificationsOf(u.id);
    const confirmed = rows.find((r) => r.kind === 'booking_confirmed')!;
    expect(confirmed.title).toBe(`بکنگ \u2068${ref}\u2069 کنفرم ہو گئی`);
    expect(confirmed.body).toBe(`آپ کی \u2068Economy Umrah 14 Days\u2069 کی بکنگ (بکنگ نمبر \u2068${ref}\u2069) کنفرم ہو گئی ہے۔`);
    const receipt = rows.find((r) => r.kind === 'payment_receipt')!;
    expect(receipt.title).toBe('ادائیگی موصول ہو گئی: \u2068Rs 125,000\u2069');
    const received = rows.find((r) => r.kind === 'booking_received')!;
    // the hold's end: Urdu day and month names, the time of day (two words in the afternoon: سہ پہر), Western digits, Pakistan time
    expect(received.body).toMatch(/تک آپ کے لیے محفوظ رکھیں گے۔$/);
    expect(received.body).toMatch(/(پیر|منگل|بدھ|جمعرات|جمعہ|ہفتہ|اتوار)، \d{1,2} (جنوری|فروری|مارچ|اپریل|مئی|جون|جولائی|اگست|ستمبر|اکتوبر|نومبر|دسمبر) \d{4}، (صبح|دوپہر|سہ پہر|شام|رات) \d{1,2}:\d{2} بجے \(پاکستانی وقت\)/);
    // the welcome was written before the reader chose Urdu: English, as it was
    expect(rows.find((r) => r.kind === 'welcome')?.title).toBe('Welcome to Safarnama');
    for (const r of rows.filter((x) => x.kind !== 'welcome')) {
      expect(r.title, r.kind).toMatch(URDU);
      expect(latinWords(`${r.title} ${r.body}`, ['Economy Umrah 14 Days', 'Rs ', ref]), r.kind).toEqual([]);
    }

    const mail = (await mailsTo(emailOf(u))).find((m) => m.key.startsWith(`booking:${booking.id}:confirmed`))!;
    expect(mail.subject).toBe(`بکنگ \u2068${ref}\u2069 کنفرم ہو گئی`);
    expect(mail.text_body.split('\n')).toEqual([
      'السلام علیکم \u2068Ayesha\u2069،',
      '',
      `آپ کی \u2068Economy Umrah 14 Days\u2069 کی بکنگ (بکنگ نمبر \u2068${ref}\u2069) کنفرم ہو گئی ہے۔`,
      '',
      'ای واؤچر اس ای میل کے ساتھ منسلک ہے: اسے ہوٹل یا ٹرانسفر ڈیسک پر دکھائیں۔',
      '',
      'بکنگ دیکھیں: https://safarnama.example/dashboard/end-user',
      '',
      '— سفرنامہ',
    ]);
    expect(mail.html_body).toContain('<html lang="ur" dir="rtl">');
    expect(mail.html_body).toContain('<body dir="rtl"');
    expect(mail.html_body).toContain('ای واؤچر اس ای میل کے ساتھ منسلک ہے');
    expect(mail.html_body).toContain('>بکنگ دیکھیں</a>');
    // every line of the text part starts with Urdu, so a mail reader sets each paragraph right to left
    for (const line of mail.text_body.split('\n').filter((l) => l && !l.startsWith('—'))) expect(line[0], line).toMatch(URDU);
  });

  it('an English reader: the same events, the same English as before', async () => {
    const u = await signUp('end_user', 'Bilal');
    const booking = await book(ctx(viewerOf(u)), { type: 'package', packageId: await newPackage(125000), passengerCount: 1 });
    await payBySandbox(u, booking.id);
    const ref = booking.id.slice(0, 8).toUpperCase();
    const rows = await notificationsOf(u.id);
    expect(rows.find((r) => r.kind === 'booking_confirmed')).toEqual({ kind: 'booking_confirmed', title: `Booking ${ref} confirmed`, body: `Your booking of Economy Umrah 14 Days (booking ${ref}) is confirmed.` });
    const mail = (await mailsTo(emailOf(u))).find((m) => m.key.startsWith(`booking:${booking.id}:confirmed`))!;
    expect(mail.subject).toBe(`Booking ${ref} confirmed`);
    expect(mail.text_body.startsWith('Dear Bilal,\n')).toBe(true);
    expect(mail.html_body.startsWith('<!doctype html><html><body style="font-family:Arial')).toBe(true);
    expect(mail.text_body).not.toMatch(URDU);
  });

  it('an Urdu-reading agent’s customer, who has no account, gets English; the agent’s bell is Urdu', async () => {
    const agent = await signUp('b2b_agent', 'Kamran');
    await inUrdu(agent);
    const customerEmail = `cust-ur-${agent.id.slice(0, 8)}@example.pk`;
    const booking = await book(ctx(viewerOf(agent, 'b2b_agent')), customerSale(await newPackage(12000), customerEmail));
    await payBySandbox(agent, booking.id);
    const bell = (await notificationsOf(agent.id)).find((r) => r.kind === 'booking_confirmed')!;
    expect(bell.body).toContain('(برائے \u2068Hina Raza\u2069)');
    const customer = (await mailsTo(customerEmail)).find((m) => m.key.startsWith(`booking:${booking.id}:confirmed`))!;
    expect(customer.text_body).toContain('Dear Hina Raza,');
    expect(customer.subject).toMatch(/^Booking [0-9A-F]{8} confirmed$/);
  });

  it('an agency invitation from an Urdu-reading owner is in Urdu (the invitee has no account yet)', async () => {
    const owner = await signUp('b2b_agent', 'Kamran');
    await inUrdu(owner);
    const email = `invitee-ur-${owner.id.slice(0, 8)}@example.pk`;
    const res = await gql('mutation($e: String!) { inviteAgencyMember(email: $e, role: staff) { path } }', { e: email }, owner.cookie);
    expect(res.errors).toBeUndefined();
    const [mail] = await mailsTo(email);
    expect(mail.subject).toMatch(/نے آپ کو سفرنامہ پر .+ میں شامل ہونے کی دعوت دی ہے$/);
    expect(mail.text_body).toContain('بطور اسٹاف ممبر شامل ہونے کی دعوت دی ہے۔');
    expect(mail.text_body).toContain(`https://safarnama.example${res.data?.inviteAgencyMember.path}`);
    expect(mail.html_body).toContain('<html lang="ur" dir="rtl">');
  });

  it('every message has its Urdu, with the figures as Pakistani businesses print them', () => {
    expect(Object.keys(messagesUr).sort()).toEqual(Object.keys(messages).sort());
    const at = new Date('2026-11-24T15:35:00Z'); // 8:35 pm in Karachi
    expect(dayUr(at)).toBe('منگل، 24 نومبر 2026');
    expect(whenUr(at)).toBe('منگل، 24 نومبر 2026، رات 8:35 بجے (پاکستانی وقت)');
    const b = { id: 'f92e1215-0281-47f6-a7d0-e06db8f9c5b4', itemName: 'Hilton Makkah' };
    const all = [
      messagesUr.welcome('https://s.pk', 'Ayesha', '/dashboard/end-user'),
      messagesUr.bookingReceived('https://s.pk', 'Ayesha', b, '125000.00', at, '/checkout/x'),
      messagesUr.paymentReceipt('https://s.pk', 'Ayesha', b, '125000.00', 'جاز کیش', '/'),
      messagesUr.bookingConfirmed('https://s.pk', 'Ayesha', b, '/'),
      messagesUr.balanceDueSoon('https://s.pk', 'Ayesha', b, '125000.00', at, '/'),
      messagesUr.holdExpiring('https://s.pk', 'Ayesha', b, '125000.00', at, '/'),
      ...['7 days', '3 days', '1 day', '2 hours'].flatMap((left) => [
        messagesUr.paymentDue('https://s.pk', 'Ayesha', b, '125000.00', at, left, true, '/checkout/x'),
        messagesUr.paymentDue('https://s.pk', 'Ayesha', b, '125000.00', at, left, false, '/checkout/x'),
      ]),
      messagesUr.bookingCancelled('https://s.pk', 'Ayesha', b, '125000.00', '/'),
      messagesUr.bookingCancelled('https://s.pk', 'Ayesha', b, '0.00', '/'),
      messagesUr.refundSent('https://s.pk', 'Ayesha', b, '125000.00', 'والیٹ', '/'),
      messagesUr.lowFunds('https://s.pk', 'Ayesha', 20, '125000.00', '1000000.00'),
      messagesUr.topUpReceived('https://s.pk', 'Ayesha', '125000.00', 'بینک ٹرانسفر'),
      messagesUr.topUpReceived('https://s.pk', 'Ayesha', '125000.00', 'جاز کیش'),
      messagesUr.transferRejected('https://s.pk', 'Ayesha', '125000.00', 'Amount did not arrive', '/'),
      messagesUr.payoutSent('https://s.pk', 'Ayesha', '125000.00', 'TRX-123'),
      messagesUr.payoutRejected('https://s.pk', 'Ayesha', '125000.00', 'Wrong IBAN'),
    ];
    for (const m of all) {
      expect(m.title, m.kind).toMatch(URDU);
      expect(m.mail.html).toContain('<html lang="ur" dir="rtl">');
      expect(latinWords(m.mail.text, ['Ayesha', 'Hilton Makkah', 'Rs ', 'Amount did not arrive', 'Wrong IBAN', 'TRX-123']), m.kind).toEqual([]);
      // amounts in the spec's format, Western digits
      if (!['welcome', 'booking_confirmed'].includes(m.kind) && !m.body.includes('کوئی ریفنڈ نہیں')) expect(m.mail.text, m.kind).toContain('Rs 125,000');
      expect(m.mail.text).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/);
    }
  });
});
