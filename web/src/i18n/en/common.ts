// Words used across areas.
export default {
  language: 'Language',
  languageSwitch: 'Language: {{name}}',
  b2c: 'B2C (Customer)',
  b2b: 'B2B (Agent)',
  customerOrAgent: 'Customer or agent',
  currency: 'Currency: {{code}}',
  notifications: 'Notifications',
  dismissNotification: 'Dismiss notification',
};
