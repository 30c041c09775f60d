import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Markup, markupAmount, type MarkupProductType } from '../../rules/agent-sales.js';
import { add } from '../../rules/money.js';
import { User } from '../accounts/user.entity.js';
import type { Reserved } from '../bookings/reserve.js';

// The markup chain (issue 39): the platform's net N (what reserve() priced) → the master's margin Mm (the sub-agency's
// own network markup for the product type, else the master's default, else none) → the sub-agency's cost C = N + Mm,
// the booking's total (what the sub pays) → the sub's own markup to its customers. A sub-agency never sees N.
// Flights carry no master margin (flight orders are priced elsewhere).

export type NetworkMargin = { masterId: string; marginInPkr: string };

type Row = { master_id: string; own_kind: Markup['kind'] | null; own_value: string | null; def_kind: Markup['kind'] | null; def_value: string | null };

/** The master's margin on a sub-agency's net price for a product type (null: the agency is no sub-agency). One query. */
export async function networkMargin(em: EntityManager, agencyId: string | null, productType: MarkupProductType, net: string): Promise<NetworkMargin | null> {
  if (!agencyId || productType === 'flight') return null;
  const [row] = await em.execute<Row[]>(
    `select n.master_agency_id as master_id, o.kind as own_kind, o.value::text as own_value, d.kind as def_kind, d.value::text as def_value
       from agency_network n
       left join network_markup o on o.master_agency_id = n.master_agency_id and o.sub_agency_id = n.sub_agency_id and o.product_type = ?
       left join network_markup d on d.master_agency_id = n.master_agency_id and d.sub_agency_id = n.master_agency_id and d.product_type = ?
      where n.sub_agency_id = ?`,
    [productType, productType, agencyId],
  );
  if (!row) return null;
  const setting = row.own_kind ? { kind: row.own_kind, value: String(row.own_value) } : row.def_kind ? { kind: row.def_kind, value: String(row.def_value) } : null;
  return { masterId: row.master_id, marginInPkr: markupAmount(net, setting) };
}

/**
 * What reserve() priced, as the booking agency pays it: for a sub-agency, its cost (the net plus its master's margin)
 * with the booking's network columns; anyone else's unchanged.
 */
export async function withNetworkMargin(em: EntityManager, agencyId: string | null, productType: MarkupProductType, reserved: Reserved): Promise<Reserved> {
  const margin = await networkMargin(em, agencyId, productType, reserved.totalPriceInPkr);
  if (!margin) return reserved;
  return {
    ...reserved,
    totalPriceInPkr: add(reserved.totalPriceInPkr, margin.marginInPkr),
    fields: { ...reserved.fields, networkMaster: ref(User, margin.masterId), networkMarginInPkr: margin.marginInPkr },
  };
}
