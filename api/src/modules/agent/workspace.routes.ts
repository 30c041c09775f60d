import type { FastifyInstance } from 'fastify';
import type { RestRoute } from '../../rest/facade.js';

// POST /api/objects/upload (spec point 7): no body, JSON content type → {uploadURL}.
export const uploadRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/objects/upload',
    document: 'mutation RestUploadUrl { createUploadUrl { uploadURL expiresAt maxBytes } }',
    respond: (data) => data.createUploadUrl,
  },
];

/** The spec's client sends Content-Type: application/json with no body here (Fastify would refuse empty JSON); any body is ignored. */
export function allowEmptyJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, undefined));
}
