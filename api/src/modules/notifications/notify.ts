import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueMail, type MailAttachmentRef } from '../mail/outbox.js';

// The one way an event is announced (issue 18): a notification row for the bell and, when the user has an e-mail, the
// same news in the mail outbox, both written in the caller's transaction (a transactional outbox: the fact and its
// announcement commit together, or neither does). Unique (user_id, key): an event is announced once however often
// its hook runs (a replayed webhook, two sweeps), and the e-mail only goes out when the notification went in.

export type NotifyMail = { subject: string; text: string; html: string; attachments?: MailAttachmentRef[] };

export type Announcement = {
  userId: string;
  kind: string;
  // the event, e.g. payment:<id>:succeeded (at most 200 characters)
  key: string;
  title: string;
  body: string;
  link?: string | null;
  // also by e-mail, to the user's address
  mail?: NotifyMail;
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.isInTransaction() ? work(em) : em.transactional(work);
}

/** Announces an event to a user; false when it was already announced (nothing written). */
export async function notify(em: EntityManager, a: Announcement, now: Date = new Date()): Promise<boolean> {
  return inTransaction(em, async (tx) => {
    const rows = await tx.execute<{ email: string; first_name: string; last_name: string }[]>(
      `with added as (
         insert into notification (user_id, kind, key, title, body, link, created_at)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict (user_id, key) do nothing
         returning user_id
       )
       select u.email, u.first_name, u.last_name from added join app_user u on u.id = added.user_id`,
      [a.userId, a.kind, a.key, clip(a.title, 200), a.body, a.link ? clip(a.link, 500) : null, now],
    );
    const user = rows[0];
    if (!user) return false;
    if (a.mail && user.email) {
      await enqueueMail(tx, {
        key: `${a.key}:${a.userId}`,
        to: user.email,
        toName: `${user.first_name} ${user.last_name}`.trim(),
        subject: a.mail.subject,
        text: a.mail.text,
        html: a.mail.html,
        attachments: a.mail.attachments,
        userId: a.userId,
      });
    }
    return true;
  });
}

/**
 * An e-mail to someone without an account (an agent's customer, who gave an address when the agent booked): no bell,
 * the outbox's own key makes it once per event.
 */
export async function mailOnly(em: EntityManager, m: NotifyMail & { key: string; to: string; toName?: string | null }): Promise<boolean> {
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(m.to)) return false;
  return inTransaction(em, (tx) =>
    enqueueMail(tx, { key: `${m.key}:${m.to.toLowerCase()}`.slice(0, 200), to: m.to, toName: m.toName ?? null, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments }),
  );
}
