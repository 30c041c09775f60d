import { pageNamespace } from '../page';

// hotel search results, hotel cards, provider hotel search (web/src/modules/hotels).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('hotels', strings);
