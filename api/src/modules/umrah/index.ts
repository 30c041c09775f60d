import type { Feature } from '../feature.js';
import { GroupRoom, GroupStay, Pilgrim, TransferLeg, UmrahGroup } from './umrah.entity.js';
import { UmrahGroupResolver } from './umrah.resolver.js';
import { registerUmrahRoutes, umrahRestRoutes } from './umrah.routes.js';

// Umrah groups (issue 36): an agent's group from the first passport to the visa: the manifest (by hand, MRZ or a
// spreadsheet), rooms and rooming, hotels booked and paid from the wallet, transfers, the readiness check and the
// visa gate, the documents (rooming lists, manifest, group voucher).
export const umrah: Feature = {
  name: 'umrah',
  entities: [UmrahGroup, Pilgrim, GroupRoom, GroupStay, TransferLeg],
  resolvers: [UmrahGroupResolver],
  restRoutes: umrahRestRoutes,
  routes: (app, { deps, viewerFor }) => registerUmrahRoutes(app, deps, viewerFor),
};
