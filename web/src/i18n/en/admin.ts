import { pageNamespace } from '../page';

// the super admin's dashboard: analytics, bookings, agents, packages, payments, mail.
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('admin', strings);
