import { pageNamespace } from '../page';

// the public voucher check page and voucher downloads (web/src/modules/vouchers).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('vouchers', strings);
