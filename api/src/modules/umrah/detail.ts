import type { EntityManager } from '@mikro-orm/postgresql';
import type { OccupancyPrice } from '../../rules/umrah.js';
import { Package } from '../catalogue/package.entity.js';
import { GroupRoom, GroupStay, Pilgrim, TransferLeg, type UmrahGroup } from './umrah.entity.js';

// Everything of one or more groups, read at once for the views, the readiness check, the documents and the money:
// one query per kind for all the groups asked (a list of 20 groups is 6 queries, not 120).

export type StayFacts = GroupStay & { totalInPkr: string; confirmed: boolean; bookingStatus: string };
export type VisaFacts = { status: string; approvedAt: Date | null };
export type GroupDetail = {
  group: UmrahGroup;
  pkg: { name: string; priceInPkr: string; occupancyPrices: OccupancyPrice[] } | null;
  pilgrims: Pilgrim[];
  rooms: GroupRoom[];
  stays: StayFacts[];
  transfers: TransferLeg[];
  visas: Map<string, VisaFacts>;
};

const marks = (list: readonly unknown[]) => list.map(() => '?').join(', ');

function byGroup<T extends { groupId: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(r.groupId, [...(out.get(r.groupId) ?? []), r]);
  return out;
}

/** The details of `groups` (stays with their bookings' status and total; pilgrims' visas with their approval). */
export async function loadDetails(em: EntityManager, groups: readonly UmrahGroup[]): Promise<Map<string, GroupDetail>> {
  if (!groups.length) return new Map();
  const ids = groups.map((g) => g.id);
  const packageIds = [...new Set(groups.flatMap((g) => (g.packageId ? [g.packageId] : [])))];
  const [pilgrims, rooms, stayRows, transfers, packages] = await Promise.all([
    em.find(Pilgrim, { groupId: { $in: ids }, removedAt: null }, { orderBy: { groupId: 'asc', position: 'asc' } }),
    em.find(GroupRoom, { groupId: { $in: ids } }, { orderBy: { groupId: 'asc', position: 'asc' } }),
    em.find(GroupStay, { groupId: { $in: ids } }, { orderBy: { groupId: 'asc', checkInDate: 'asc', createdAt: 'asc' } }),
    em.find(TransferLeg, { groupId: { $in: ids } }, { orderBy: { groupId: 'asc', date: 'asc', createdAt: 'asc' } }),
    packageIds.length ? em.find(Package, { id: { $in: packageIds } }, { fields: ['name', 'priceInPkr', 'occupancyPrices'] }) : Promise.resolve([]),
  ]);
  const bookings = stayRows.length
    ? await em.execute<{ id: string; status: string; total_price_in_pkr: string }[]>(
        `select id, status, total_price_in_pkr from booking where id in (${marks(stayRows)})`,
        stayRows.map((s) => s.bookingId),
      )
    : [];
  const bookingOf = new Map(bookings.map((b) => [b.id, b]));
  const stays: StayFacts[] = stayRows.map((s) => {
    const b = bookingOf.get(s.bookingId);
    const status = b?.status ?? 'cancelled';
    return Object.assign(s, { totalInPkr: String(b?.total_price_in_pkr ?? '0.00'), confirmed: status === 'confirmed' || status === 'completed', bookingStatus: status });
  });
  const appIds = pilgrims.flatMap((p) => (p.visaApplicationId ? [p.visaApplicationId] : []));
  const visas = new Map<string, VisaFacts>();
  if (appIds.length) {
    const rows = await em.execute<{ id: string; status: string; approved_at: Date | null }[]>(
      `select a.id, a.status, (select max(c.created_at) from visa_status_change c where c.application_id = a.id and c.to_status = 'approved') as approved_at
         from visa_application a where a.id in (${marks(appIds)})`,
      appIds,
    );
    for (const r of rows) visas.set(r.id, { status: r.status, approvedAt: r.approved_at ? new Date(r.approved_at) : null });
  }
  const [p, r, s, t] = [byGroup(pilgrims), byGroup(rooms), byGroup(stays), byGroup(transfers)];
  const pkgOf = new Map(packages.map((x) => [x.id, x]));
  return new Map(
    groups.map((group) => {
      const pkg = group.packageId ? pkgOf.get(group.packageId) : undefined;
      const own = p.get(group.id) ?? [];
      const ownVisas = new Map(own.flatMap((x) => (x.visaApplicationId && visas.has(x.visaApplicationId) ? [[x.visaApplicationId, visas.get(x.visaApplicationId)!] as const] : [])));
      return [
        group.id,
        {
          group,
          pkg: pkg ? { name: pkg.name, priceInPkr: String(pkg.priceInPkr), occupancyPrices: pkg.occupancyPrices ?? [] } : null,
          pilgrims: own,
          rooms: r.get(group.id) ?? [],
          stays: s.get(group.id) ?? [],
          transfers: t.get(group.id) ?? [],
          visas: ownVisas,
        },
      ];
    }),
  );
}

/** One group's detail. */
export async function loadDetail(em: EntityManager, group: UmrahGroup): Promise<GroupDetail> {
  return (await loadDetails(em, [group])).get(group.id)!;
}
