import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { ValidationError } from '../../core/errors.js';
import { isPersonName, KINDS_MESSAGES, PLATFORM_NAME_CHANGE_FEE_IN_PKR } from '../../rules/amendment-kinds.js';
import { AMENDMENT_MESSAGES, type AmendmentInputValues } from '../../rules/amendments.js';
import { multiply, subtract } from '../../rules/money.js';
import { type Booking, BookingType } from '../bookings/booking.entity.js';
import { packageRow } from './kinds-common.js';
import type { AmendmentHandler, AmendmentPlan } from './kinds.types.js';

// Correcting a traveller's name (issue 37) on a booking that lists its travellers (an agent's sale): letters, spaces,
// dots, apostrophes and hyphens only, as on a passport. The seller's fee: the package's nameChangeFeeInPkr, the
// platform's own for hotels and transport. Flights change names through their provider (the framework refuses them).

/** What correcting a name on this booking costs: the package's fee, else the platform's. */
export async function nameChangeFee(tx: EntityManager, booking: Pick<Booking, 'type' | 'packageId'>): Promise<string> {
  if (booking.type === BookingType.package) return multiply(String((await packageRow(tx, booking.packageId)).name_change_fee_in_pkr), 1);
  return PLATFORM_NAME_CHANGE_FEE_IN_PKR;
}

/** The traveller and the corrected name, checked against the booking's list. */
function correction(booking: Booking, input: AmendmentInputValues): { index: number; name: string; old: string } {
  if (booking.type === BookingType.flight) throw new ValidationError(AMENDMENT_MESSAGES.flights);
  const list = booking.passengers ?? [];
  if (!list.length) throw new ValidationError(KINDS_MESSAGES.noPassengerList, 'travellerIndex');
  const index = input.travellerIndex;
  if (index == null) throw new ValidationError(KINDS_MESSAGES.travellerIndexRequired, 'travellerIndex');
  if (index >= list.length) throw new ValidationError(KINDS_MESSAGES.travellerIndexRange(list.length), 'travellerIndex');
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw new ValidationError(KINDS_MESSAGES.nameRequired, 'name');
  if (!isPersonName(name)) throw new ValidationError(KINDS_MESSAGES.nameChars, 'name');
  const old = list[index].name;
  if (old === name) throw new ValidationError(KINDS_MESSAGES.nameSame, 'name');
  return { index, name, old };
}

export const nameHandler: AmendmentHandler = {
  async plan(_ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues): Promise<AmendmentPlan> {
    const { index, name, old } = correction(booking, input);
    const field = `passengers[${index}].name`;
    return {
      summary: `Traveller ${index + 1}’s name ${old} → ${name}`,
      before: { [field]: old },
      after: { [field]: name },
      // nothing is re-priced: the fee is the change's whole price (what earlier changes kept, the framework adds back)
      newTotalInPkr: subtract(booking.totalPriceInPkr, booking.retainedInPkr),
      feeInPkr: await nameChangeFee(tx, booking),
      reducesInventory: false,
    };
  },
  async apply(_ctx: ServiceContext, _tx: EntityManager, booking: Booking, input: AmendmentInputValues): Promise<void> {
    const { index, name, old } = correction(booking, input);
    // the lead passenger is the customer the sale is made out to
    if (booking.customerName === old) booking.customerName = name;
    booking.passengers = (booking.passengers ?? []).map((p, i) => (i === index ? { ...p, name } : { ...p }));
  },
};
