import { DateTime } from 'luxon';
import { MARKET_ZONE } from '../../rules/dates.js';
import { formatMoney } from '../../rules/money.js';
import { shortBookingId } from '../../rules/bookings.js';

// The words of each announcement (issue 18), in English; the Urdu issue translates this module. A message is one
// title and sentence for the bell, and an e-mail in plain text and HTML saying the same with a link to act on.
// Everything that came from a user (names, item names, reasons) goes through escapeHtml in the HTML.

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

/**
 * One message: `lines` are the e-mail's paragraphs (the first is also the bell's body), `action` the button.
 * `site` is the site's absolute origin: an e-mail's links must work outside the app.
 */
function message(site: string, kind: string, greeting: string, title: string, lines: string[], action: { label: string; link: string }): Message {
  const url = `${site.replace(/\/$/, '')}${action.link}`;
  const text = [`${greeting},`, '', ...lines.flatMap((l) => [l, '']), `${action.label}: ${url}`, '', '— Safarnama'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">',
    `<p>${escapeHtml(greeting)},</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(url)}" style="background:#0f766e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    '<p style="color:#718096">— Safarnama</p></body></html>',
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
