import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { PaginationInput } from '../../graphql/pagination.js';
import { Notification } from './notification.entity.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadNotificationCount } from './notifications.service.js';
import { NotificationPage } from './notifications.types.js';

@Resolver(() => Notification)
export class NotificationsResolver {
  @Authorized()
  @Query(() => NotificationPage, { description: 'The caller’s notifications, newest first (the bell).' })
  notifications(
    @Ctx() ctx: Context,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' }) pagination?: PaginationInput | null,
  ): Promise<NotificationPage> {
    return listNotifications(ctx, pagination);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many of the caller’s notifications are unread (polled by the bell).' })
  unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return unreadNotificationCount(ctx);
  }

  @Authorized()
  @Mutation(() => Notification, { description: 'Marks one of the caller’s notifications read (404 for anyone else’s).' })
  markNotificationRead(@Arg('id', () => ID, { description: 'The notification.' }) id: string, @Ctx() ctx: Context): Promise<Notification> {
    return markNotificationRead(ctx, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks all of the caller’s notifications read; returns how many were unread.' })
  markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return markAllNotificationsRead(ctx);
  }
}
