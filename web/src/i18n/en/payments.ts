import { pageNamespace } from '../page';

// checkout, the sandbox payment page, payment results (web/src/modules/payments).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('payments', strings);
