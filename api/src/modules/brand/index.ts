import type { Feature } from '../feature.js';
import { AgencyBrand } from './brand.entity.js';
import { BrandResolver } from './brand.resolver.js';
import { registerBrandRoutes } from './brand.routes.js';

// The agency's brand (issue 39): logo, trading name, phone, WhatsApp, address, licence on what its customers see.
export const brand: Feature = {
  name: 'brand',
  entities: [AgencyBrand],
  resolvers: [BrandResolver],
  routes: (app, { deps, viewerFor }) => registerBrandRoutes(app, deps, viewerFor),
};
