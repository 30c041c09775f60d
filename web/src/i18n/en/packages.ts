import { pageNamespace } from '../page';

// the packages page and its package dialog (web/src/modules/packages).
const strings = {
  title: 'Packages',
  subtitle: 'Umrah, Hajj, holiday, international and domestic packages from trusted agents',
  types: { umrah: 'Umrah', hajj: 'Hajj', holiday: 'Holiday', international: 'International', domestic: 'Domestic' },
  featured: 'Featured',
  from: 'From <city>{{city}}</city>',
  moreInclusions_one: '+{{count}} more inclusions',
  moreInclusions_other: '+{{count}} more inclusions',
  perPerson: 'per person',
  failed: 'Failed to load packages',
  empty: 'No packages available',
};

export type Strings = typeof strings;
export default pageNamespace('packages', strings);
