import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { ServiceContext } from '../../core/context.js';
import { PAYMENT_METHOD_LABELS } from '../../rules/payments.js';
import type { MailAttachmentRef } from '../mail/outbox.js';
import { brandCustomerMail } from '../brand/mail.js';
import type { Lang } from '../../core/i18n.js';
import { type BookingFacts, type Message, METHOD_UR, messagesIn } from './messages.js';
import { mailOnly, notify } from './notify.js';

// Who hears what about a booking, called inside the transactions that make the news (services and the payment and
// refund hooks, install.ts). A traveller's booking: the traveller, in the app and by e-mail. An agent's sale to a
// customer: the agent in the app (its own bookings tab), the customer by e-mail when the agent gave an address
// (the customer has no account, so no bell); payment reminders go to the agent alone, who pays.
// Each in the recipient's language (issue 21): an account holder's app_user.language when the news is written; an
// agent's customer, who has no account, in English.

/** The site's origin for links in e-mails (PUBLIC_URL; in development the local server). */
export function siteOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export const methodLabel = (method: string, lang: Lang = 'en') =>
  lang === 'ur' ? (METHOD_UR[method] ?? method) : method === 'bank_transfer' ? 'bank transfer' : (PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? method);

/** A user's language for what is written to them now ('en' or 'ur'). */
export const langOf = (language: string | null | undefined): Lang => (language === 'ur' ? 'ur' : 'en');

type Row = {
  id: string;
  item_name: string;
  status: string;
  user_id: string;
  role: string;
  first_name: string;
  language: string;
  customer_name: string | null;
  customer_email: string | null;
};

async function bookingRow(em: EntityManager, bookingId: string): Promise<Row | null> {
  const rows = await em.execute<Row[]>(
    `select b.id, b.item_name, b.status, b.user_id, u.role, u.first_name, u.language, b.customer_name, b.customer_email
       from booking b join app_user u on u.id = b.user_id where b.id = ?`,
    [bookingId],
  );
  return rows[0] ?? null;
}

export const dashboardOf = (role: string) => (role === 'b2b_agent' ? '/dashboard/b2b-agent?tab=bookings' : role === 'super_admin' ? '/dashboard/super-admin' : '/dashboard/end-user');
export const checkoutOf = (bookingId: string) => `/checkout/${bookingId}`;

export type BookingNews = {
  // the event (e.g. booking:<id>:confirmed): the notification's key, the e-mail's with the recipient added
  key: string;
  // the message for a recipient, in their language: `b` names the customer for the agent, `link` is where the button goes
  build: (site: string, name: string, b: BookingFacts, link: string, lang: Lang) => Message;
  // the link for the booker (default: their bookings)
  link?: (row: Row) => string;
  attachments?: MailAttachmentRef[];
  // the customer of an agent's sale hears it too (by e-mail); false for payment reminders (the agent pays)
  toCustomer?: boolean;
};

/** Announces news about a booking to whoever should hear it; in the caller's transaction. */
export async function announceBooking(ctx: ServiceContext, bookingId: string, news: BookingNews): Promise<void> {
  const em = ctx.em as EntityManager;
  const row = await bookingRow(em, bookingId);
  if (!row) return;
  const site = siteOf(ctx.config);
  const link = news.link?.(row) ?? dashboardOf(row.role);
  if (row.customer_name) {
    const forAgent = news.build(site, row.first_name, { id: row.id, itemName: row.item_name, forCustomer: row.customer_name }, link, langOf(row.language));
    await notify(em, { userId: row.user_id, kind: forAgent.kind, key: news.key, title: forAgent.title, body: forAgent.body, link: forAgent.link }, ctx.now());
    if (row.customer_email && news.toCustomer !== false) {
      const forCustomer = news.build(site, row.customer_name, { id: row.id, itemName: row.item_name }, '/', 'en');
      // the agency's brand on it when it has one (issue 39)
      const mail = await brandCustomerMail(em, row.user_id, forCustomer.mail, site);
      await mailOnly(em, { key: news.key, to: row.customer_email, toName: row.customer_name, ...mail, attachments: news.attachments });
    }
    return;
  }
  const m = news.build(site, row.first_name, { id: row.id, itemName: row.item_name }, link, langOf(row.language));
  await notify(em, { userId: row.user_id, kind: m.kind, key: news.key, title: m.title, body: m.body, link: m.link, mail: { ...m.mail, attachments: news.attachments } }, ctx.now());
}

/** A message to one user (their wallet, payouts, account), in the app and by e-mail, in their language. */
export async function announceToUser(
  ctx: ServiceContext,
  userId: string,
  key: string,
  build: (site: string, name: string, lang: Lang) => Message,
  attachments?: MailAttachmentRef[],
): Promise<void> {
  const em = ctx.em as EntityManager;
  const [user] = await em.execute<{ first_name: string; language: string }[]>('select first_name, language from app_user where id = ?', [userId]);
  if (!user) return;
  const m = build(siteOf(ctx.config), user.first_name, langOf(user.language));
  await notify(em, { userId, kind: m.kind, key, title: m.title, body: m.body, link: m.link, mail: { ...m.mail, attachments } }, ctx.now());
}

// ---- the service points ----

/** accounts.register: a new account is welcomed. */
export function announceWelcome(ctx: ServiceContext, user: { id: string; role: string }): Promise<void> {
  return announceToUser(ctx, user.id, 'welcome', (site, name, lang) => messagesIn(lang).welcome(site, name, dashboardOf(user.role).replace('?tab=bookings', '')));
}

/** bookings.book, in its transaction: received (with the payment link and the hold's end), or confirmed at once. */
export function announceBookingMade(
  ctx: ServiceContext,
  booking: { id: string; status: string; totalPriceInPkr: string; advanceInPkr?: string | null; holdExpiresAt?: Date | null },
): Promise<void> {
  if (booking.status === 'confirmed') return announceConfirmed(ctx, booking.id);
  return announceBooking(ctx, booking.id, {
    key: `booking:${booking.id}:received`,
    link: (row) => (row.role === 'super_admin' ? dashboardOf(row.role) : checkoutOf(row.id)),
    build: (site, name, b, link, lang) => messagesIn(lang).bookingReceived(site, name, b, booking.advanceInPkr ?? booking.totalPriceInPkr, booking.holdExpiresAt ?? null, link),
    toCustomer: false,
  });
}

/** A booking became confirmed (paid, or nothing due): once per booking, the voucher attached. */
export function announceConfirmed(ctx: ServiceContext, bookingId: string): Promise<void> {
  return announceBooking(ctx, bookingId, {
    key: `booking:${bookingId}:confirmed`,
    build: (site, name, b, link, lang) => messagesIn(lang).bookingConfirmed(site, name, b, link),
    attachments: [{ kind: 'voucher', id: bookingId }],
  });
}

/** bookings.cancelBooking, in its transaction. */
export function announceCancelled(ctx: ServiceContext, bookingId: string, refundInPkr: string): Promise<void> {
  return announceBooking(ctx, bookingId, {
    key: `booking:${bookingId}:cancelled`,
    build: (site, name, b, link, lang) => messagesIn(lang).bookingCancelled(site, name, b, refundInPkr, link),
  });
}

/** bookings/reminders.ts, in the transaction that records the reminder. */
export function announceBalanceDueSoon(ctx: ServiceContext, bookingId: string, balanceInPkr: string, balanceDueAt: Date): Promise<void> {
  return announceBooking(ctx, bookingId, {
    key: `booking:${bookingId}:balance_due_soon`,
    link: (row) => checkoutOf(row.id),
    build: (site, name, b, link, lang) => messagesIn(lang).balanceDueSoon(site, name, b, balanceInPkr, balanceDueAt, link),
    toCustomer: false,
  });
}

/** bookings/reminders.ts, in the transaction that records the reminder. */
export function announceHoldExpiring(ctx: ServiceContext, bookingId: string, dueNowInPkr: string, holdExpiresAt: Date): Promise<void> {
  return announceBooking(ctx, bookingId, {
    key: `booking:${bookingId}:hold_expiring`,
    link: (row) => checkoutOf(row.id),
    build: (site, name, b, link, lang) => messagesIn(lang).holdExpiring(site, name, b, dueNowInPkr, holdExpiresAt, link),
    toCustomer: false,
  });
}

/**
 * bookings/reminders.ts (issue 37), in the transaction that records the reminder: `amountInPkr` due by `payBy` (`left`
 * before it). Keyed by the deadline too, so a new deadline (an amendment's) is reminded again.
 */
export function announcePaymentDue(
  ctx: ServiceContext,
  bookingId: string,
  r: { kind: string; amountInPkr: string; payBy: Date; left: string; balance: boolean },
): Promise<void> {
  return announceBooking(ctx, bookingId, {
    key: `booking:${bookingId}:${r.kind}:${r.payBy.toISOString()}`,
    link: (row) => checkoutOf(row.id),
    build: (site, name, b, link, lang) => messagesIn(lang).paymentDue(site, name, b, r.amountInPkr, r.payBy, r.left, r.balance, link),
    toCustomer: false,
  });
}

/** A payment's receipt (the invoice attached), to whoever hears about its booking. */
export function announcePaymentReceipt(ctx: ServiceContext, bookingId: string, payment: { id: string; amountInPkr: string; method: string }): Promise<void> {
  return announceBooking(ctx, bookingId, {
    key: `payment:${payment.id}:succeeded`,
    build: (site, name, b, link, lang) => messagesIn(lang).paymentReceipt(site, name, b, payment.amountInPkr, methodLabel(payment.method, lang), link),
    attachments: [{ kind: 'invoice', id: payment.id }],
    // an agent's payment is the agency's net price to the platform, its invoice the platform's to the agency: an
    // agent's customer never sees either (they would give the agency's markup away); the customer's voucher comes
    // with the confirmation
    toCustomer: false,
  });
}

/** A refund went back (by its gateway, by hand, or straight to a wallet). */
export function announceRefundSent(ctx: ServiceContext, refund: { id: string; bookingId: string; amountInPkr: string; method: string }): Promise<void> {
  return announceBooking(ctx, refund.bookingId, {
    key: `refund:${refund.id}:sent`,
    build: (site, name, b, link, lang) => messagesIn(lang).refundSent(site, name, b, refund.amountInPkr, methodLabel(refund.method, lang), link),
    // what goes back to an agent is its net, not what its customer paid it (see the receipt above)
    toCustomer: false,
  });
}

/** ledger/payouts.service.ts: the admin recorded the payout's transfer. */
export function announcePayoutSent(ctx: ServiceContext, payout: { id: string; agentId: string; amountInPkr: string }, reference: string): Promise<void> {
  return announceToUser(ctx, payout.agentId, `payout:${payout.id}:paid`, (site, name, lang) => messagesIn(lang).payoutSent(site, name, payout.amountInPkr, reference));
}

/** ledger/payouts.service.ts: the admin rejected a payout request. */
export function announcePayoutRejected(ctx: ServiceContext, payout: { id: string; agentId: string; amountInPkr: string }, reason: string): Promise<void> {
  return announceToUser(ctx, payout.agentId, `payout:${payout.id}:rejected`, (site, name, lang) => messagesIn(lang).payoutRejected(site, name, payout.amountInPkr, reason));
}
