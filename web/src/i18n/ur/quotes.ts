import type { Catalogue } from '../en';

export default {
  title: 'quotes',
} satisfies Catalogue['quotes'];
