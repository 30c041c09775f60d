import { pageNamespace } from '../page';

// issue 39 (quotes): web/src/modules/quotes/.
const strings = {
  title: 'quotes',
};

export type Strings = typeof strings;
export default pageNamespace('quotes', strings);
