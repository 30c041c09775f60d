import type { AmendmentKindValue } from '../../rules/amendments.js';
import { datesHandler } from './kinds-dates.js';
import type { AmendmentHandler } from './kinds.types.js';
import { nameHandler } from './kinds-name.js';
import { roomsHandler } from './kinds-rooms.js';
import { travellersHandler } from './kinds-travellers.js';

// Each kind's handler (its interface: kinds.types.ts, which the handlers import; this registry imports them).
export type { AmendmentHandler, AmendmentInputValues, AmendmentKind, AmendmentPlan } from './kinds.types.js';

export const AMENDMENT_HANDLERS: Record<AmendmentKindValue, AmendmentHandler> = {
  dates: datesHandler,
  travellers: travellersHandler,
  name: nameHandler,
  rooms: roomsHandler,
};
