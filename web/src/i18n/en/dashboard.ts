import { pageNamespace } from '../page';

// the traveller's dashboard (web/src/modules/dashboard/EndUserDashboard and parts).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('dashboard', strings);
