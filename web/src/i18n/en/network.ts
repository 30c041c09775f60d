import { pageNamespace } from '../page';

// issue 39 (network): web/src/modules/network/.
const strings = {
  title: 'network',
};

export type Strings = typeof strings;
export default pageNamespace('network', strings);
