import type { Feature } from '../feature.js';

// The booking's history (issue 37): every event of a booking, who did it and when; the booking page, the API and the
// super admin's search read it.
export const history: Feature = {
  name: 'history',
};
