import { beforeAll, describe, expect, it } from 'vitest';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { enqueueMail } from './outbox.js';

// The super admin's outbox over GraphQL: newest first, by status, paged; anyone else is refused like other admin
// queries (403 signed in, 401 signed out).

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);

const OUTBOX = `query O($status: MailStatus, $p: PaginationInput) {
  mailOutbox(status: $status, pagination: $p) { hasMore limit offset items { id toAddress toName subject textBody status attempts lastError createdAt sentAt transport attachments { kind id } } }
}`;

let admin: { cookie: string };
let traveller: { cookie: string };
beforeAll(async () => {
  admin = await signUp('super_admin', 'Admin');
  traveller = await signUp('end_user', 'Traveller');
  // signing up mails a welcome: this file's list is its own three messages
  await sql('delete from mail_message');
  for (let i = 1; i <= 3; i++) {
    await t.db.orm.em.fork().transactional((tx) =>
      enqueueMail(tx, { key: `admin-${i}`, to: `t${i}@example.pk`, toName: `T ${i}`, subject: `Subject ${i}`, text: `Body ${i}`, html: `<p>Body ${i}</p>`, attachments: i === 3 ? [{ kind: 'voucher', id: 'b-3' }] : [] }),
    );
    // distinct creation times, so "newest first" is a fact to check
    await sql(`update mail_message set created_at = now() - make_interval(mins => ${10 - i}) where key = 'admin-${i}'`);
  }
  await sql(`update mail_message set status = 'failed', last_error = '550 5.1.1 No such user here', attempts = 1 where key = 'admin-2'`);
});

describe('mailOutbox', () => {
  it('lists every message newest first for the super admin, by status and by page', async () => {
    const all = await gql(OUTBOX, {}, admin.cookie);
    expect(all.errors).toBeUndefined();
    const items = all.data?.mailOutbox.items as { subject: string; status: string; attachments: unknown[] }[];
    expect(items.map((m) => m.subject)).toEqual(['Subject 3', 'Subject 2', 'Subject 1']);
    expect(items[0]).toMatchObject({ status: 'queued', attachments: [{ kind: 'voucher', id: 'b-3' }], textBody: 'Body 3', toAddress: 't3@example.pk', toName: 'T 3' });
    const failed = await gql(OUTBOX, { status: 'failed' }, admin.cookie);
    expect(failed.data?.mailOutbox.items).toEqual([expect.objectContaining({ subject: 'Subject 2', status: 'failed', lastError: '550 5.1.1 No such user here', attempts: 1 })]);
    const page = await gql(OUTBOX, { p: { limit: 2, offset: 0 } }, admin.cookie);
    expect(page.data?.mailOutbox).toMatchObject({ hasMore: true, limit: 2, offset: 0 });
    const next = await gql(OUTBOX, { p: { limit: 2, offset: 2 } }, admin.cookie);
    expect(next.data?.mailOutbox).toMatchObject({ hasMore: false, items: [expect.objectContaining({ subject: 'Subject 1' })] });
  });

  it('is the super admin’s only', async () => {
    expect((await gql(OUTBOX, {}, traveller.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(OUTBOX, {})).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
