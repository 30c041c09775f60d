import type { Catalogue } from '../en';

export default {
  error: 'خرابی: {{message}}',
  bookNow: 'ابھی بک کریں',
} satisfies Catalogue['catalogue'];
