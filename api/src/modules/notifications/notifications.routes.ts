import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../../rest/facade.js';

// GET /api/notifications (?limit, ?offset; newest first, with unreadCount), POST /api/notifications/{id}/read and
// POST /api/notifications/read-all ({markedRead}).

const NOTIFICATION = 'id kind title body link createdAt readAt';
const queryOf = (req: FastifyRequest) => (req.query ?? {}) as Record<string, string | undefined>;
const intOf = (value: string | undefined) => (value === undefined || value === '' ? undefined : /^\d{1,9}$/.test(value) ? Number(value) : value);

export const notificationRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/notifications',
    document: `query RestNotifications($pagination: PaginationInput) {
      notifications(pagination: $pagination) { items { ${NOTIFICATION} } hasMore limit offset }
      unreadNotificationCount
    }`,
    variables: (req) => {
      const q = queryOf(req);
      return { pagination: { limit: intOf(q.limit), offset: intOf(q.offset) } };
    },
    respond: (data) => ({ ...(data.notifications as object), unreadCount: data.unreadNotificationCount }),
  },
  {
    method: 'POST',
    url: '/api/notifications/read-all',
    document: 'mutation RestReadAllNotifications { markAllNotificationsRead }',
    respond: (data) => ({ markedRead: data.markAllNotificationsRead }),
  },
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    document: `mutation RestReadNotification($id: ID!) { markNotificationRead(id: $id) { ${NOTIFICATION} } }`,
    variables: (req) => ({ id: (req.params as { id: string }).id }),
    respond: (data) => data.markNotificationRead,
  },
];
