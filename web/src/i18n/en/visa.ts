import { pageNamespace } from '../page';

// visa offers, applying, an application, my applications (web/src/modules/visa).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('visa', strings);
