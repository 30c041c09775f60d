import type { Catalogue } from '../en';

export default {
  language: 'زبان',
  languageSwitch: 'زبان: {{name}}',
  b2c: 'B2C (کسٹمر)',
  b2b: 'B2B (ایجنٹ)',
  customerOrAgent: 'کسٹمر یا ایجنٹ',
  currency: 'کرنسی: {{code}}',
  notifications: 'اطلاعات',
  dismissNotification: 'اطلاع بند کریں',
} satisfies Catalogue['common'];
