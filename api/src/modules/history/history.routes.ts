import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../../rest/facade.js';
import { restEvent } from './history.service.js';

type Event = Parameters<typeof restEvent>[0];

export const historyRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/bookings/:id/history',
    document: `query RestBookingHistory($id: ID!) {
      bookingHistory(bookingId: $id) { at actor { role name } kind summary changes { field before after } amountInPkr }
    }`,
    variables: (req: FastifyRequest) => ({ id: (req.params as { id: string }).id }),
    respond: (data) => (data.bookingHistory as Event[]).map(restEvent),
  },
];
