import type { ServiceContext } from '../../core/context.js';
import { NotFoundError } from '../../core/errors.js';
import { shortBookingId } from '../../rules/bookings.js';
import { OCCUPANCIES, OCCUPANCY_LABELS } from '../../rules/umrah.js';
import { User } from '../accounts/user.entity.js';
import { agencyName } from '../documents/voucher.service.js';
import { UMRAH_MESSAGES as M } from './messages.js';
import { manifestXlsx, type RoomingData, roomingXlsx, type VoucherData } from './umrah-documents.js';
import { groupVoucherPdf, roomingPdf } from './umrah-documents.pdf.js';
import { type GroupDetail, loadDetail } from './detail.js';
import { findGroup } from './umrah.service.js';

// A group's documents (issue 36), drawn for the request from its detail by umrah-documents(.pdf).ts: the rooming list
// per hotel (PDF, XLSX), the manifest for the Saudi operator (XLSX), the group voucher (PDF).

export const GROUP_DOCUMENTS = ['manifest.xlsx', 'rooming.pdf', 'rooming.xlsx', 'voucher.pdf'] as const;
export type GroupDocumentName = (typeof GROUP_DOCUMENTS)[number];
export type GroupDocument = { fileName: string; contentType: string; bytes: Buffer };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const live = (d: GroupDetail) => d.stays.filter((s) => s.bookingStatus !== 'cancelled' && s.bookingStatus !== 'expired');

function roomingData(d: GroupDetail, agency: string): RoomingData {
  const byId = new Map(d.pilgrims.map((p) => [p.id, p]));
  const rooms = d.rooms.map((r, i) => ({
    roomNo: i + 1,
    occupancy: r.occupancy,
    people: d.pilgrims
      .filter((p) => p.roomId === r.id)
      .map((p) => byId.get(p.id)!)
      .map((p) => ({ givenNames: p.givenNames, surname: p.surname, gender: p.gender, passportNumber: p.passportNumber })),
  }));
  return {
    groupName: d.group.name,
    agencyName: agency,
    hotels: live(d).map((s) => ({ hotelName: s.hotelName, city: s.city, checkIn: s.checkInDate, checkOut: s.checkOutDate, rooms })),
  };
}

function voucherData(d: GroupDetail, agency: User): VoucherData {
  const roomWords = OCCUPANCIES.flatMap((occ) => {
    const n = d.rooms.filter((r) => r.occupancy === occ).length;
    return n ? [`${n} × ${OCCUPANCY_LABELS[occ]}`] : [];
  }).join(', ');
  return {
    groupName: d.group.name,
    agencyName: agencyName(agency),
    agencyPhone: null,
    arrivalAirport: d.group.arrivalAirport,
    arrivalDate: d.group.arrivalDate,
    departureAirport: d.group.departureAirport,
    departureDate: d.group.departureDate,
    stays: live(d).map((s) => ({
      hotelName: s.hotelName,
      city: s.city,
      checkIn: s.checkInDate,
      checkOut: s.checkOutDate,
      confirmation: shortBookingId(s.bookingId),
      rooms: `${s.roomCount} × ${s.roomType}${roomWords ? ` (${roomWords})` : ''}`,
    })),
    transfers: d.transfers.map((t) => ({ kind: t.kind, from: t.fromPlace, to: t.toPlace, date: t.date, provider: t.provider, confirmationNumber: t.confirmationNumber })),
    pilgrimCount: d.pilgrims.length,
  };
}

/** One of the caller's group's documents (404 for anyone else's group or another name). */
export async function groupDocument(ctx: ServiceContext, groupId: string, name: string): Promise<GroupDocument> {
  if (!(GROUP_DOCUMENTS as readonly string[]).includes(name)) throw new NotFoundError(M.documentUnknown);
  const group = await findGroup(ctx, groupId);
  const detail = await loadDetail(ctx.em, group);
  const agency = await ctx.em.findOneOrFail(User, { id: group.ownerId });
  const base = `umrah-group-${group.id.slice(0, 8)}`;
  const now = ctx.now();
  switch (name as GroupDocumentName) {
    case 'manifest.xlsx':
      return { fileName: `${base}-manifest.xlsx`, contentType: XLSX, bytes: await manifestXlsx({ groupName: group.name, pilgrims: detail.pilgrims }) };
    case 'rooming.xlsx':
      return { fileName: `${base}-rooming.xlsx`, contentType: XLSX, bytes: await roomingXlsx(roomingData(detail, agencyName(agency))) };
    case 'rooming.pdf':
      return { fileName: `${base}-rooming.pdf`, contentType: 'application/pdf', bytes: await roomingPdf(roomingData(detail, agencyName(agency)), now) };
    case 'voucher.pdf':
      return { fileName: `${base}-voucher.pdf`, contentType: 'application/pdf', bytes: await groupVoucherPdf(voucherData(detail, agency), now) };
  }
}
