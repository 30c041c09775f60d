import { ObjectType } from 'type-graphql';
import { Page } from '../../graphql/pagination.js';
import { Notification } from './notification.entity.js';

@ObjectType({ description: 'A page of the caller’s notifications, newest first.' })
export class NotificationPage extends Page(Notification, 'notifications', 'newest first') {}
