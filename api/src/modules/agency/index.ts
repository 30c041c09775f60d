import type { Feature } from '../feature.js';
import { AgencyInvitation, AgencyMember } from './agency.entity.js';
import { AgencyResolver } from './agency.resolver.js';

// An agency's staff: invitations, members, their roles and suspension.
export const agency: Feature = {
  name: 'agency',
  entities: [AgencyMember, AgencyInvitation],
  resolvers: [AgencyResolver],
};
