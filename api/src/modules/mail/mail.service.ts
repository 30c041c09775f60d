import type { ServiceContext } from '../../core/context.js';
import { AuthError, ForbiddenError, ValidationError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { MAIL_STATUSES, MailMessage, type MailStatus } from './mail.entity.js';

type PageArgs = { limit?: number | null; offset?: number | null } | null | undefined;

/** The outbox for the super admin: every message newest first, optionally of one status. */
export async function listMailOutbox(ctx: ServiceContext, filter: { status?: MailStatus | null }, pagination: PageArgs): Promise<Page<MailMessage>> {
  if (!ctx.viewer) throw new AuthError();
  if (ctx.viewer.role !== 'super_admin') throw new ForbiddenError();
  if (filter.status && !(MAIL_STATUSES as readonly string[]).includes(filter.status)) throw new ValidationError(`status must be one of ${MAIL_STATUSES.join(', ')}`);
  const p = readPagination(pagination);
  const rows = await ctx.em.find(MailMessage, filter.status ? { status: filter.status } : {}, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: p.limit + 1,
    offset: p.offset,
  });
  return toPage(rows, p);
}
