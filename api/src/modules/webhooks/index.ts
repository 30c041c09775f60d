import type { Feature } from '../feature.js';

// Partners' webhooks (issue 38): signed events pushed to their HTTPS endpoints. CONTRACT: filled by the webhooks helper.
export const webhooks: Feature = {
  name: 'webhooks',
};
