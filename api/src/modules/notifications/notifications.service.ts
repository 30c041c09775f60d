import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, NotFoundError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { isUuid } from '../../rules/common.js';
import { Notification } from './notification.entity.js';

// The bell (issue 18): a signed-in user's own notifications only; another user's id is simply not found.

const NOT_FOUND = 'Notification not found';

function viewerId(ctx: ServiceContext): string {
  if (!ctx.viewer) throw new AuthError();
  return ctx.viewer.id;
}

/** The caller's notifications, newest first (read through notification_user_created_idx). */
export async function listNotifications(ctx: ServiceContext, pagination: { limit?: number | null; offset?: number | null } | null | undefined): Promise<Page<Notification>> {
  const userId = viewerId(ctx);
  const page = readPagination(pagination);
  const rows = await ctx.em.find(Notification, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit + 1, offset: page.offset });
  return toPage(rows, page);
}

/** How many of the caller's notifications are unread (an index-only count over notification_unread_idx). */
export async function unreadNotificationCount(ctx: ServiceContext): Promise<number> {
  const userId = viewerId(ctx);
  const [row] = await (ctx.em as EntityManager).execute<{ n: string }[]>('select count(*) as n from notification where user_id = ? and read_at is null', [userId]);
  return Number(row?.n ?? 0);
}

/** Marks one of the caller's notifications read (read again: unchanged); 404 for anyone else's. */
export async function markNotificationRead(ctx: ServiceContext, id: string): Promise<Notification> {
  const userId = viewerId(ctx);
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const em = ctx.em as EntityManager;
  // the first reading's time stays
  await em.execute('update notification set read_at = coalesce(read_at, ?) where id = ? and user_id = ?', [ctx.now(), id, userId]);
  const found = await em.findOne(Notification, { id, user: userId }, { refresh: true });
  if (!found) throw new NotFoundError(NOT_FOUND);
  return found;
}

/** Marks all of the caller's unread notifications read; returns how many were unread. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<number> {
  const userId = viewerId(ctx);
  return ctx.em.nativeUpdate(Notification, { user: userId, readAt: null }, { readAt: ctx.now() });
}
