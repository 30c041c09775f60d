import type { Feature } from '../feature.js';

// The agency's brand (issue 39): logo, trading name, phone, WhatsApp, address, licence on what its customers see.
export const brand: Feature = {
  name: 'brand',
};
