import type { EntityManager } from '@mikro-orm/postgresql';
import { marketToday } from '../../rules/dates.js';
import { add, multiply } from '../../rules/money.js';
import { OCCUPANCY_BEDS, perBedPrice } from '../../rules/umrah.js';
import { visaLapse } from '../../rules/umrah-season.js';
import { readinessOf } from './readiness.js';
import type { GroupRoom, Pilgrim, TransferLeg, UmrahGroup } from './umrah.entity.js';
import { type GroupDetail, loadDetails, type StayFacts } from './detail.js';
import type {
  GroupMoneyView,
  GroupStayView,
  PilgrimView,
  ReadinessView,
  RoomingView,
  TransferLegView,
  UmrahGroupView,
} from './umrah.types.js';
import { roomView } from './umrah.types.js';

// Entities and a group's detail as the GraphQL shapes; the readiness list, the money and the visa lapse warning are
// computed here from the detail (one load per group per request).

const ENTITY = Symbol('umrahGroup');
export type GroupRoot = UmrahGroupView & { [ENTITY]: UmrahGroup; detail?: Promise<GroupDetail> };

export function groupView(group: UmrahGroup, pilgrimCount: number): GroupRoot {
  return {
    [ENTITY]: group,
    id: group.id,
    name: group.name,
    packageId: group.packageId,
    packageName: null,
    arrivalDate: group.arrivalDate,
    departureDate: group.departureDate,
    arrivalAirport: group.arrivalAirport,
    departureAirport: group.departureAirport,
    makkahNights: group.makkahNights,
    madinahNights: group.madinahNights,
    firstCity: group.firstCity,
    status: group.status,
    pilgrimCount,
    visaSubmittedAt: group.visaSubmittedAt,
    createdAt: group.createdAt,
  };
}

// the groups whose detail a request's field resolvers asked for in one tick: loaded together (a list's groups at once)
const pending = new WeakMap<EntityManager, Map<string, { group: UmrahGroup; waiters: ((d: Promise<GroupDetail>) => void)[] }>>();

/** The group's detail, loaded once per view object; the groups of one list level are loaded in one batch. */
export function detailFor(em: EntityManager, root: GroupRoot): Promise<GroupDetail> {
  if (root.detail) return root.detail;
  const group = root[ENTITY];
  let queue = pending.get(em);
  if (!queue) {
    const batch = new Map<string, { group: UmrahGroup; waiters: ((d: Promise<GroupDetail>) => void)[] }>();
    pending.set(em, (queue = batch));
    // after the resolvers of this tick have asked (like DataLoader)
    void Promise.resolve().then(() =>
      process.nextTick(() => {
        if (pending.get(em) === batch) pending.delete(em);
        const loaded = loadDetails(em, [...batch.values()].map((b) => b.group));
        for (const [id, b] of batch) for (const w of b.waiters) w(loaded.then((all) => all.get(id)!));
      }),
    );
  }
  const entry = queue.get(group.id) ?? { group, waiters: [] };
  queue.set(group.id, entry);
  root.detail = new Promise<GroupDetail>((resolve, reject) => entry.waiters.push((d) => d.then(resolve, reject)));
  return root.detail;
}

export function pilgrimView(p: Pilgrim, visaStatus: string | null = null): PilgrimView {
  return {
    id: p.id,
    givenNames: p.givenNames,
    surname: p.surname,
    gender: p.gender,
    dateOfBirth: p.dateOfBirth,
    nationality: p.nationality,
    passportNumber: p.passportNumber,
    passportIssueDate: p.passportIssueDate,
    passportExpiryDate: p.passportExpiryDate,
    cnic: p.cnic,
    family: p.family,
    relation: p.relation,
    meningitisVaccinationDate: p.meningitisVaccinationDate,
    polioVaccinationDate: p.polioVaccinationDate,
    phone: p.phone,
    roomId: p.roomId,
    visaApplicationId: p.visaApplicationId,
    visaStatus,
  };
}

export const pilgrimViews = (d: GroupDetail): PilgrimView[] =>
  d.pilgrims.map((p) => pilgrimView(p, p.visaApplicationId ? (d.visas.get(p.visaApplicationId)?.status ?? null) : null));

export function roomingOf(rooms: readonly Pick<GroupRoom, 'id' | 'occupancy'>[], pilgrims: readonly Pick<Pilgrim, 'id' | 'roomId'>[]): RoomingView {
  const byRoom = new Map<string, string[]>(rooms.map((r) => [r.id, []]));
  const unplaced: string[] = [];
  for (const p of pilgrims) {
    const list = p.roomId ? byRoom.get(p.roomId) : undefined;
    if (list) list.push(p.id);
    else unplaced.push(p.id);
  }
  return { rooms: rooms.map((r) => roomView({ id: r.id, occupancy: r.occupancy, pilgrimIds: byRoom.get(r.id) ?? [] })), unplaced };
}

export const stayView = (s: StayFacts): GroupStayView => ({
  id: s.id,
  city: s.city,
  hotelName: s.hotelName,
  bookingId: s.bookingId,
  checkInDate: s.checkInDate,
  checkOutDate: s.checkOutDate,
  roomType: s.roomType,
  roomCount: s.roomCount,
  guestCount: s.guestCount,
  totalInPkr: s.totalInPkr,
  confirmed: s.confirmed,
});

export const legView = (t: TransferLeg): TransferLegView => ({
  id: t.id,
  kind: t.kind,
  fromPlace: t.fromPlace,
  toPlace: t.toPlace,
  date: t.date,
  provider: t.provider,
  confirmationNumber: t.confirmationNumber,
});

export function readinessFor(d: GroupDetail, now: Date): ReadinessView {
  return readinessOf({
    group: d.group,
    pilgrims: d.pilgrims,
    roomIds: d.rooms.map((r) => r.id),
    stays: d.stays,
    transfers: d.transfers,
    today: marketToday(now),
  });
}

/** Rooms at the package's per-bed prices (beds × price, when it has a package and offers the occupancy), hotels at their bookings' totals. */
export function moneyOf(d: GroupDetail): GroupMoneyView {
  let rooms = '0.00';
  if (d.pkg) {
    for (const r of d.rooms) {
      const price = perBedPrice(d.pkg, r.occupancy);
      if (price !== undefined) rooms = add(rooms, multiply(price, OCCUPANCY_BEDS[r.occupancy]));
    }
  }
  const hotels = d.stays.filter((s) => s.bookingStatus !== 'cancelled' && s.bookingStatus !== 'expired').reduce((sum, s) => add(sum, s.totalInPkr), '0.00');
  return { roomsInPkr: rooms, hotelsInPkr: hotels, totalInPkr: add(rooms, hotels) };
}

/** The warning from day 20 after the visas were approved (the first approval counts: its visa lapses first), or null. */
export function visaLapseWarningOf(d: GroupDetail, now: Date): string | null {
  const approvals = [...d.visas.values()].flatMap((v) => (v.status === 'approved' && v.approvedAt ? [v.approvedAt] : []));
  if (!approvals.length) return null;
  const issued = new Date(Math.min(...approvals.map((a) => a.getTime())));
  return visaLapse(marketToday(issued), marketToday(now)).warning;
}
