import type { Feature } from '../feature.js';
import { VisaApplicant, VisaApplication, VisaDocument, VisaStatusChange } from './visa-application.entity.js';
import { VisaOffer } from './visa-offer.entity.js';
import { VisaApplicationResolver, VisaOfferResolver } from './visa.resolver.js';
import { registerVisaFileRoutes, visaRestRoutes } from './visa.routes.js';
import { visaSeeder } from './visa.seed.js';

// Visa services: offers, applications with their applicants and documents, the processing queue.
export const visa: Feature = {
  name: 'visa',
  entities: [VisaOffer, VisaApplication, VisaApplicant, VisaDocument, VisaStatusChange],
  resolvers: [VisaOfferResolver, VisaApplicationResolver],
  restRoutes: visaRestRoutes,
  routes: (app, { deps, viewerFor }) => registerVisaFileRoutes(app, deps, viewerFor),
  // visa offers of the platform and the demo agents
  seeders: [visaSeeder],
};
