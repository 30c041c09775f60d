import { pageNamespace } from '../page';

// shared catalogue pieces: ratings, prices, cards (web/src/modules/catalogue).
const strings = {
  error: 'Error: {{message}}',
  bookNow: 'Book Now',
};

export type Strings = typeof strings;
export default pageNamespace('catalogue', strings);
