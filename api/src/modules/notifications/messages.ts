import { DateTime } from 'luxon';
import { MARKET_ZONE } from '../../rules/dates.js';
import { formatMoney } from '../../rules/money.js';
import { shortBookingId } from '../../rules/bookings.js';
import type { Lang } from '../../core/i18n.js';

// The words of each announcement (issue 18), in English and Urdu (issue 21: `messagesIn(lang)`, the recipient's
// app_user.language when it is written). A message is one title and sentence for the bell, and an e-mail in plain text
// and HTML saying the same with a link to act on. Everything that came from a user (names, item names, reasons) goes
// through escapeHtml in the HTML.

export type Mail = { subject: string; text: string; html: string };
export type Message = { kind: string; title: string; body: string; link: string; mail: Mail };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const rs = (amountInPkr: string) => formatMoney(amountInPkr, 'PKR');
// dates as people read them, in Pakistan time (the marketplace's): "Tue, 24 Nov 2026, 3:35 pm (Pakistan time)"
const local = (at: Date) => DateTime.fromJSDate(at, { zone: MARKET_ZONE }).setLocale('en-GB');
const when = (at: Date) => `${local(at).toFormat('ccc, d LLL yyyy, h:mm a')} (Pakistan time)`;
const day = (at: Date) => local(at).toFormat('ccc, d LLL yyyy');

// in Urdu: Urdu day and month names, Western digits (as Pakistani businesses print them), the time of day in words:
// "منگل، 24 نومبر 2026، رات 8:35 بجے (پاکستانی وقت)"
const localUr = (at: Date) => DateTime.fromJSDate(at, { zone: MARKET_ZONE }).setLocale('ur-PK').reconfigure({ numberingSystem: 'latn' });
const PERIOD_UR = new Intl.DateTimeFormat('ur-PK', { timeZone: MARKET_ZONE, hour: 'numeric', dayPeriod: 'short' });
const periodUr = (at: Date) => PERIOD_UR.formatToParts(at).find((p) => p.type === 'dayPeriod')?.value ?? '';
export const dayUr = (at: Date) => localUr(at).toFormat('cccc، d LLLL yyyy');
export const whenUr = (at: Date) => `${dayUr(at)}، ${periodUr(at)} ${localUr(at).toFormat('h:mm')} بجے (پاکستانی وقت)`;
// a name, an amount or a reference inside an Urdu sentence, isolated so the bidi algorithm keeps it whole and in place
// (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: invisible, in the text part and the HTML alike)
const iso = (text: string) => `\u2068${text}\u2069`;

/**
 * One message: `lines` are the e-mail's paragraphs (the first is also the bell's body), `action` the button.
 * `site` is the site's absolute origin: an e-mail's links must work outside the app.
 */
export function message(
  site: string,
  kind: string,
  greeting: string,
  title: string,
  lines: string[],
  action: { label: string; link: string },
  lang: Lang = 'en',
): Message {
  const url = `${site.replace(/\/$/, '')}${action.link}`;
  const ur = lang === 'ur';
  const comma = ur ? '،' : ',';
  const signOff = ur ? '— سفرنامہ' : '— Safarnama';
  const text = [`${greeting}${comma}`, '', ...lines.flatMap((l) => [l, '']), `${action.label}: ${url}`, '', signOff].join('\n');
  const html = [
    ur
      ? '<!doctype html><html lang="ur" dir="rtl"><body dir="rtl" style="font-family:\'Noto Nastaliq Urdu\',\'Jameel Noori Nastaleeq\',\'Noto Naskh Arabic\',Tahoma,Arial,sans-serif;color:#1a202c;line-height:2;text-align:right">'
      : '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">',
    `<p>${escapeHtml(greeting)}${comma}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(url)}" style="background:#0f766e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="color:#718096">${signOff}</p></body></html>`,
  ].join('\n');
  return { kind, title, body: lines[0], link: action.link, mail: { subject: title, text, html } };
}

export type BookingFacts = { id: string; itemName: string; forCustomer?: string | null };
const ref = (b: BookingFacts) => shortBookingId(b.id);
const whose = (b: BookingFacts) => (b.forCustomer ? ` for ${b.forCustomer}` : '');

export const messages = {
  welcome: (site: string, name: string, dashboard: string) =>
    message(site, 'welcome', `Dear ${name}`, 'Welcome to Safarnama', [
      'Your account is ready: book packages, hotels and transport, and follow your bookings and payments from your dashboard.',
    ], { label: 'Open your dashboard', link: dashboard }),

  bookingReceived: (site: string, name: string, b: BookingFacts, dueNowInPkr: string, holdExpiresAt: Date | null, link: string) =>
    message(site, 'booking_received', `Dear ${name}`, `Booking ${ref(b)} received`, [
      `We received your booking of ${b.itemName}${whose(b)} (booking ${ref(b)}). ${rs(dueNowInPkr)} is due now` +
        (holdExpiresAt ? `; we hold it for you until ${when(holdExpiresAt)}.` : '.'),
      'Pay by then to confirm it; after that the places are given back.',
    ], { label: 'Pay now', link }),

  paymentReceipt: (site: string, name: string, b: BookingFacts, amountInPkr: string, method: string, link: string) =>
    message(site, 'payment_receipt', `Dear ${name}`, `Payment of ${rs(amountInPkr)} received`, [
      `We received ${rs(amountInPkr)} by ${method} for ${b.itemName}${whose(b)} (booking ${ref(b)}).`,
      'The invoice is attached to this e-mail.',
    ], { label: 'View your bookings', link }),

  bookingConfirmed: (site: string, name: string, b: BookingFacts, link: string) =>
    message(site, 'booking_confirmed', `Dear ${name}`, `Booking ${ref(b)} confirmed`, [
      `Your booking of ${b.itemName}${whose(b)} (booking ${ref(b)}) is confirmed.`,
      'The e-voucher is attached: show it at the hotel or the transfer desk.',
    ], { label: 'View the booking', link }),

  balanceDueSoon: (site: string, name: string, b: BookingFacts, balanceInPkr: string, dueAt: Date, link: string) =>
    message(site, 'balance_due_soon', `Dear ${name}`, `Balance of ${rs(balanceInPkr)} due ${day(dueAt)}`, [
      `The remaining ${rs(balanceInPkr)} for ${b.itemName}${whose(b)} (booking ${ref(b)}) is due on ${day(dueAt)}.`,
    ], { label: 'Pay the balance', link }),

  holdExpiring: (site: string, name: string, b: BookingFacts, dueNowInPkr: string, holdExpiresAt: Date, link: string) =>
    message(site, 'hold_expiring', `Dear ${name}`, `Booking ${ref(b)}: hold ends in 5 minutes`, [
      `Your hold on ${b.itemName}${whose(b)} (booking ${ref(b)}) ends at ${when(holdExpiresAt)}. Pay ${rs(dueNowInPkr)} before then to keep it.`,
    ], { label: 'Pay now', link }),

  // issue 37: 7 days, 3 days, 1 day and 2 hours before payBy (`left`: '7 days'…); `balance`: a confirmed booking's
  // balance (unpaid, it is cancelled by its policy), else a pending hold's first payment (unpaid, it expires)
  paymentDue: (site: string, name: string, b: BookingFacts, amountInPkr: string, payBy: Date, left: string, balance: boolean, link: string) =>
    message(site, 'payment_due', `Dear ${name}`, `Booking ${ref(b)}: ${rs(amountInPkr)} due in ${left}`, [
      `${rs(amountInPkr)} for ${b.itemName}${whose(b)} (booking ${ref(b)}) is due by ${when(payBy)}.`,
      balance
        ? 'Unpaid by then, the booking is cancelled under its cancellation policy.'
        : 'Unpaid by then, the hold ends and the places are given back.',
    ], { label: 'Pay now', link }),

  bookingCancelled: (site: string, name: string, b: BookingFacts, refundInPkr: string, link: string) =>
    message(site, 'booking_cancelled', `Dear ${name}`, `Booking ${ref(b)} cancelled`, [
      `Your booking of ${b.itemName}${whose(b)} (booking ${ref(b)}) is cancelled.` +
        (Number(refundInPkr) > 0 ? ` ${rs(refundInPkr)} will be refunded the way it was paid.` : ' Nothing is to be refunded.'),
    ], { label: 'View your bookings', link }),

  refundSent: (site: string, name: string, b: BookingFacts, amountInPkr: string, method: string, link: string) =>
    message(site, 'refund_sent', `Dear ${name}`, `Refund of ${rs(amountInPkr)} sent`, [
      `${rs(amountInPkr)} for ${b.itemName}${whose(b)} (booking ${ref(b)}) went back to you by ${method}.`,
      'It can take a few working days to show on your statement.',
    ], { label: 'View your bookings', link }),

  lowFunds: (site: string, name: string, thresholdPercent: number, availableInPkr: string, creditLimitInPkr: string) =>
    message(site, 'wallet_low_funds', `Dear ${name}`, `Wallet funds under ${thresholdPercent} %`, [
      `Your wallet has ${rs(availableInPkr)} available, under ${thresholdPercent} % of your ${rs(creditLimitInPkr)} credit limit. Top it up to keep booking without interruption.`,
    ], { label: 'Top up the wallet', link: '/dashboard/b2b-agent?tab=wallet' }),

  topUpReceived: (site: string, name: string, amountInPkr: string, method: string) =>
    message(site, 'wallet_top_up', `Dear ${name}`, method === 'bank transfer' ? 'Bank transfer confirmed' : `Wallet topped up with ${rs(amountInPkr)}`, [
      `${rs(amountInPkr)} by ${method} was credited to your wallet.`,
    ], { label: 'Open the wallet', link: '/dashboard/b2b-agent?tab=wallet' }),

  transferRejected: (site: string, name: string, amountInPkr: string, reason: string, link: string) =>
    message(site, 'bank_transfer_rejected', `Dear ${name}`, 'Bank transfer rejected', [
      `Your bank transfer of ${rs(amountInPkr)} was not accepted: ${reason}`,
      'If you did send the money, reply with the bank’s receipt.',
    ], { label: 'See the payment', link }),

  payoutSent: (site: string, name: string, amountInPkr: string, reference: string) =>
    message(site, 'payout_sent', `Dear ${name}`, `Payout of ${rs(amountInPkr)} sent`, [
      `${rs(amountInPkr)} was transferred to your bank account (reference ${reference}).`,
    ], { label: 'See your earnings', link: '/dashboard/b2b-agent?tab=earnings' }),

  payoutRejected: (site: string, name: string, amountInPkr: string, reason: string) =>
    message(site, 'payout_rejected', `Dear ${name}`, `Payout of ${rs(amountInPkr)} rejected`, [
      `Your payout request of ${rs(amountInPkr)} was rejected: ${reason}`,
    ], { label: 'See your earnings', link: '/dashboard/b2b-agent?tab=earnings' }),
};

// ---- Urdu (issue 21) ----

const refUr = (b: BookingFacts) => iso(ref(b));
// the booked item, and for an agent whom it is for: "Economy Umrah (برائے Ayesha Khan)"
const itemUr = (b: BookingFacts) => iso(b.itemName) + (b.forCustomer ? ` (برائے ${iso(b.forCustomer)})` : '');
const rsUr = (amountInPkr: string) => iso(rs(amountInPkr));
const hello = (name: string) => `السلام علیکم ${iso(name)}`;

/** The payment methods' names in Urdu (payment methods' labels in rules/payments.ts). */
export const METHOD_UR: Record<string, string> = { sandbox: 'سینڈ باکس (ٹیسٹ ادائیگی)', jazzcash: 'جاز کیش', bank_transfer: 'بینک ٹرانسفر', wallet: 'والیٹ' };

// the reminders' lead times (rules/deadlines.ts PAYMENT_REMINDER_WINDOWS labels) in Urdu
const LEFT_UR: Record<string, string> = { '7 days': '7 دن', '3 days': '3 دن', '1 day': '1 دن', '2 hours': '2 گھنٹے' };

export const messagesUr: typeof messages = {
  welcome: (site, name, dashboard) =>
    message(site, 'welcome', hello(name), 'سفرنامہ میں خوش آمدید', [
      'آپ کا اکاؤنٹ تیار ہے: اب آپ پیکج، ہوٹل اور ٹرانسپورٹ بک کر سکتے ہیں، اور اپنی بکنگز اور ادائیگیوں کی تفصیل اپنے ڈیش بورڈ پر دیکھ سکتے ہیں۔',
    ], { label: 'اپنا ڈیش بورڈ کھولیں', link: dashboard }, 'ur'),

  bookingReceived: (site, name, b, dueNowInPkr, holdExpiresAt, link) =>
    message(site, 'booking_received', hello(name), `بکنگ ${refUr(b)} موصول ہو گئی`, [
      `ہمیں آپ کی ${itemUr(b)} کی بکنگ (بکنگ نمبر ${refUr(b)}) موصول ہو گئی ہے۔ ابھی ${rsUr(dueNowInPkr)} کی ادائیگی کرنی ہے` +
        (holdExpiresAt ? `؛ ہم یہ بکنگ ${whenUr(holdExpiresAt)} تک آپ کے لیے محفوظ رکھیں گے۔` : '۔'),
      'بکنگ کنفرم کرنے کے لیے اس وقت تک ادائیگی کر دیں؛ اس کے بعد یہ جگہیں دوسروں کے لیے کھول دی جائیں گی۔',
    ], { label: 'ابھی ادائیگی کریں', link }, 'ur'),

  paymentReceipt: (site, name, b, amountInPkr, method, link) =>
    message(site, 'payment_receipt', hello(name), `ادائیگی موصول ہو گئی: ${rsUr(amountInPkr)}`, [
      `ہمیں ${method} کے ذریعے ${itemUr(b)} (بکنگ نمبر ${refUr(b)}) کے لیے ${rsUr(amountInPkr)} موصول ہو گئے ہیں۔`,
      'انوائس اس ای میل کے ساتھ منسلک ہے۔',
    ], { label: 'اپنی بکنگز دیکھیں', link }, 'ur'),

  bookingConfirmed: (site, name, b, link) =>
    message(site, 'booking_confirmed', hello(name), `بکنگ ${refUr(b)} کنفرم ہو گئی`, [
      `آپ کی ${itemUr(b)} کی بکنگ (بکنگ نمبر ${refUr(b)}) کنفرم ہو گئی ہے۔`,
      'ای واؤچر اس ای میل کے ساتھ منسلک ہے: اسے ہوٹل یا ٹرانسفر ڈیسک پر دکھائیں۔',
    ], { label: 'بکنگ دیکھیں', link }, 'ur'),

  balanceDueSoon: (site, name, b, balanceInPkr, dueAt, link) =>
    message(site, 'balance_due_soon', hello(name), `بقایا رقم ${rsUr(balanceInPkr)}، آخری تاریخ ${dayUr(dueAt)}`, [
      `آپ کی ${itemUr(b)} کی بکنگ (بکنگ نمبر ${refUr(b)}) کی بقایا رقم ${rsUr(balanceInPkr)} ${dayUr(dueAt)} تک ادا کرنی ہے۔`,
    ], { label: 'بقایا رقم ادا کریں', link }, 'ur'),

  holdExpiring: (site, name, b, dueNowInPkr, holdExpiresAt, link) =>
    message(site, 'hold_expiring', hello(name), `بکنگ ${refUr(b)}: مہلت 5 منٹ میں ختم ہو رہی ہے`, [
      `آپ کی ${itemUr(b)} کی بکنگ (بکنگ نمبر ${refUr(b)}) کی مہلت ${whenUr(holdExpiresAt)} ختم ہو جائے گی۔ بکنگ برقرار رکھنے کے لیے اس سے پہلے ${rsUr(dueNowInPkr)} ادا کر دیں۔`,
    ], { label: 'ابھی ادائیگی کریں', link }, 'ur'),

  paymentDue: (site, name, b, amountInPkr, payBy, left, balance, link) =>
    message(site, 'payment_due', hello(name), `بکنگ ${refUr(b)}: ${rsUr(amountInPkr)} کی ادائیگی ${LEFT_UR[left] ?? iso(left)} میں`, [
      `آپ کی ${itemUr(b)} کی بکنگ (بکنگ نمبر ${refUr(b)}) کے ${rsUr(amountInPkr)} ${whenUr(payBy)} تک ادا کرنے ہیں۔`,
      balance
        ? 'اس وقت تک ادائیگی نہ ہوئی تو بکنگ منسوخی کی پالیسی کے مطابق منسوخ کر دی جائے گی۔'
        : 'اس وقت تک ادائیگی نہ ہوئی تو مہلت ختم ہو جائے گی اور یہ جگہیں دوسروں کے لیے کھول دی جائیں گی۔',
    ], { label: 'ابھی ادائیگی کریں', link }, 'ur'),

  bookingCancelled: (site, name, b, refundInPkr, link) =>
    message(site, 'booking_cancelled', hello(name), `بکنگ ${refUr(b)} منسوخ ہو گئی`, [
      `آپ کی ${itemUr(b)} کی بکنگ (بکنگ نمبر ${refUr(b)}) منسوخ ہو گئی ہے۔` +
        (Number(refundInPkr) > 0 ? ` ${rsUr(refundInPkr)} اسی طریقے سے ریفنڈ کیے جائیں گے جس سے ادائیگی کی گئی تھی۔` : ' اس بکنگ پر کوئی ریفنڈ نہیں بنتا۔'),
    ], { label: 'اپنی بکنگز دیکھیں', link }, 'ur'),

  refundSent: (site, name, b, amountInPkr, method, link) =>
    message(site, 'refund_sent', hello(name), `ریفنڈ بھیج دیا گیا: ${rsUr(amountInPkr)}`, [
      `آپ کی ${itemUr(b)} کی بکنگ (بکنگ نمبر ${refUr(b)}) کے ${rsUr(amountInPkr)} ${method} کے ذریعے آپ کو واپس بھیج دیے گئے ہیں۔`,
      'آپ کی اسٹیٹمنٹ میں یہ رقم نظر آنے میں چند کاروباری دن لگ سکتے ہیں۔',
    ], { label: 'اپنی بکنگز دیکھیں', link }, 'ur'),

  lowFunds: (site, name, thresholdPercent, availableInPkr, creditLimitInPkr) =>
    message(site, 'wallet_low_funds', hello(name), `والیٹ میں رقم ${iso(`${thresholdPercent} %`)} سے کم رہ گئی ہے`, [
      `آپ کے والیٹ میں ${rsUr(availableInPkr)} دستیاب ہیں، جو آپ کی ${rsUr(creditLimitInPkr)} کی کریڈٹ حد کے ${iso(`${thresholdPercent} %`)} سے کم ہے۔ بکنگ بلا تعطل جاری رکھنے کے لیے والیٹ ٹاپ اَپ کریں۔`,
    ], { label: 'والیٹ ٹاپ اَپ کریں', link: '/dashboard/b2b-agent?tab=wallet' }, 'ur'),

  topUpReceived: (site, name, amountInPkr, method) =>
    message(site, 'wallet_top_up', hello(name), method === METHOD_UR.bank_transfer ? 'بینک ٹرانسفر کی تصدیق ہو گئی' : `والیٹ میں ${rsUr(amountInPkr)} جمع ہو گئے`, [
      `${method} کے ذریعے ${rsUr(amountInPkr)} آپ کے والیٹ میں جمع کر دیے گئے ہیں۔`,
    ], { label: 'والیٹ کھولیں', link: '/dashboard/b2b-agent?tab=wallet' }, 'ur'),

  transferRejected: (site, name, amountInPkr, reason, link) =>
    message(site, 'bank_transfer_rejected', hello(name), 'بینک ٹرانسفر مسترد کر دیا گیا', [
      `آپ کا ${rsUr(amountInPkr)} کا بینک ٹرانسفر قبول نہیں کیا گیا: ${iso(reason)}`,
      'اگر آپ رقم بھیج چکے ہیں تو جواب میں بینک کی رسید بھیج دیں۔',
    ], { label: 'ادائیگی دیکھیں', link }, 'ur'),

  payoutSent: (site, name, amountInPkr, reference) =>
    message(site, 'payout_sent', hello(name), `پے آؤٹ بھیج دیا گیا: ${rsUr(amountInPkr)}`, [
      `آپ کے بینک اکاؤنٹ میں ${rsUr(amountInPkr)} منتقل کر دیے گئے ہیں (ریفرنس ${iso(reference)})۔`,
    ], { label: 'اپنی کمائی دیکھیں', link: '/dashboard/b2b-agent?tab=earnings' }, 'ur'),

  payoutRejected: (site, name, amountInPkr, reason) =>
    message(site, 'payout_rejected', hello(name), `پے آؤٹ کی درخواست مسترد: ${rsUr(amountInPkr)}`, [
      `آپ کی ${rsUr(amountInPkr)} کی پے آؤٹ درخواست مسترد کر دی گئی ہے: ${iso(reason)}`,
    ], { label: 'اپنی کمائی دیکھیں', link: '/dashboard/b2b-agent?tab=earnings' }, 'ur'),
};

/** The messages in `lang` (the recipient's language). */
export const messagesIn = (lang: Lang | string | null | undefined): typeof messages => (lang === 'ur' ? messagesUr : messages);
