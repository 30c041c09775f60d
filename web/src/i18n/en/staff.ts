import { pageNamespace } from '../page';

// the agency's staff tab (web/src/modules/agency/StaffTab).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('staff', strings);
