import { pageNamespace } from '../page';

// the flights page and its results (web/src/modules/flights).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('flights', strings);
