import { pageNamespace } from '../page';

// the packages page and its package dialog (web/src/modules/packages).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('packages', strings);
