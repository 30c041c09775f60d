import type { Feature } from '../feature.js';
import { listenForAlerts } from './install.js';
import { Notification } from './notification.entity.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { notificationRestRoutes } from './notifications.routes.js';

// The bell and its e-mails. (Payments and refunds are announced by the settlement pipeline: modules/settlement.ts.)
export const notifications: Feature = {
  name: 'notifications',
  entities: [Notification],
  resolvers: [NotificationsResolver],
  restRoutes: notificationRestRoutes,
  // an agent's low funds are announced after the wallet payment commits; this app's listener stops with it
  install: (deps) => listenForAlerts(deps),
};
