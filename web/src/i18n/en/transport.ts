import { pageNamespace } from '../page';

// the transport page (web/src/modules/transport).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('transport', strings);
