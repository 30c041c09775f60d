import type { Feature } from '../feature.js';
import { Booking, BookingStatsShard, IdempotencyKey } from './booking.entity.js';
import { AnalyticsResolver, BookingsResolver } from './bookings.resolver.js';
import { bookingRestRoutes } from './bookings.routes.js';
import { BookingDeadlinesResolver } from './deadlines.resolver.js';
import { demoBookingsSeeder } from './bookings.seed.js';
import { holdExpiryJob, holdSweepJob } from './holds.js';
import { BookingLifecycle } from './lifecycle.js';
import { AgentMarkup } from './markup.entity.js';
import { BookingReminder } from './reminder.entity.js';
import { overdueBalancesJob } from './overdue.js';
import { remindersJob } from './reminders.js';

// Bookings of packages, hotel stays and transport: holds, reminders, the travelled ones completed, analytics.
export const bookings: Feature = {
  name: 'bookings',
  entities: [Booking, IdempotencyKey, BookingStatsShard, AgentMarkup, BookingReminder],
  resolvers: [BookingsResolver, AnalyticsResolver, BookingDeadlinesResolver],
  restRoutes: bookingRestRoutes,
  jobs: () => [holdExpiryJob(), holdSweepJob(), remindersJob(), overdueBalancesJob()],
  // the demo traveller's bookings, made through the booking service (after the catalogue's seeder)
  seeders: [demoBookingsSeeder],
  background: (deps) => new BookingLifecycle(deps.orm, deps.log),
};
