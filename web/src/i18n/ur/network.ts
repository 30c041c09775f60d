import type { Catalogue } from '../en';

export default {
  title: 'network',
} satisfies Catalogue['network'];
