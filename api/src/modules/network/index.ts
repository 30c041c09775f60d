import type { Feature } from '../feature.js';
import { AgencyNetworkLink, NetworkMarkupSetting } from './network.entity.js';
import { NetworkResolver } from './network.resolver.js';
import { networkRestRoutes } from './network.routes.js';

// Agency networks (issue 39): sub-agencies under a master agency, credit carved from its line, the markup chain.
export const network: Feature = {
  name: 'network',
  entities: [AgencyNetworkLink, NetworkMarkupSetting],
  resolvers: [NetworkResolver],
  restRoutes: networkRestRoutes,
};
