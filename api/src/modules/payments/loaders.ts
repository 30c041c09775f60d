import { User } from '../accounts/user.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { Payment, Refund, SandboxTransaction } from './payment.entity.js';
import { batchLoader } from './scope.js';

// One query per level of a GraphQL answer, whatever the list's length (no N+1): bookings' payments and refunds,
// payments' bookings, payers and sandbox checkouts.

// a booking's attempts are few (one per click on a method); a runaway list is still cut
const PER_BOOKING = 50;

function grouped<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row)) ?? [];
    if (list.length < PER_BOOKING) list.push(row);
    out.set(key(row), list);
  }
  return out;
}

export const paymentsOfBooking = batchLoader<Payment[]>(async (em, ids) => {
  const rows = await em.find(Payment, { booking: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return grouped(rows, (p) => p.booking?.id ?? '');
}, () => []);

export const refundsOfBooking = batchLoader<Refund[]>(async (em, ids) => {
  const rows = await em.find(Refund, { booking: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return grouped(rows, (r) => r.booking.id);
}, () => []);

export const bookingById = batchLoader<Booking | null>(async (em, ids) => {
  const rows = await em.find(Booking, { id: { $in: ids } });
  return new Map(rows.map((b) => [b.id, b]));
}, () => null);

export const usernameById = batchLoader<string>(async (em, ids) => {
  const rows = await em.find(User, { id: { $in: ids } }, { fields: ['id', 'username'] });
  return new Map(rows.map((u) => [u.id, u.username]));
}, () => '');

export const sandboxStatusByReference = batchLoader<string | null>(async (em, refs) => {
  const rows = await em.find(SandboxTransaction, { reference: { $in: refs } }, { fields: ['reference', 'status'] });
  return new Map(rows.map((t) => [t.reference, t.status]));
}, () => null);
