import { pageNamespace } from '../page';

// booking dialogs, booking statuses and tables (web/src/modules/bookings).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('booking', strings);
