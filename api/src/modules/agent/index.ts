import type { Feature } from '../feature.js';
import { UploadCleanup } from './upload-cleanup.js';
import { UploadTicket } from './upload.entity.js';
import { imageStoreFor, registerUploadRoutes } from './uploads.routes.js';
import { WorkspaceResolver } from './workspace.resolver.js';
import { allowEmptyJson, uploadRestRoutes } from './workspace.routes.js';
import { registerRestRoutes } from '../../rest/facade.js';

// The agent's workspace: its packages, statistics and image uploads (with the clean-up of uploads nothing uses).
export const agent: Feature = {
  name: 'agent',
  entities: [UploadTicket],
  resolvers: [WorkspaceResolver],
  routes: async (app, { deps, apollo, makeContext }) => {
    // the upload-URL call may come with an empty JSON body
    await app.register(async (scope) => {
      allowEmptyJson(scope);
      registerRestRoutes(scope, apollo, uploadRestRoutes, makeContext);
    });
    await registerUploadRoutes(app, deps);
  },
  // uploads no record uses, deleted 24 h after upload (row and file)
  background: (deps) => new UploadCleanup(deps.orm, imageStoreFor(deps), deps.log),
};
