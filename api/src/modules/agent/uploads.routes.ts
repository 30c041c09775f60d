import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, PACKAGE_MESSAGES } from '../../rules/packages.js';
import { CONTENT_TYPE_BY_EXT, DiskImageStore, type ImageStore } from './image-store.js';
import { storeUpload, UPLOAD_MESSAGES, UPLOAD_PATH, UploadProblem, UPLOADS_MEDIA_PATH } from './uploads.service.js';

// images, and PDF for visa documents (the ticket decides which it takes)
const UPLOAD_CONTENT_TYPES: readonly string[] = [...IMAGE_CONTENT_TYPES, 'application/pdf'];

const FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

export function imageStoreFor(deps: AppDeps): ImageStore {
  return new DiskImageStore(path.join(deps.config.dataDir, 'uploads'));
}

function mediaType(header: string | undefined): string {
  return String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

/**
 * PUT /api/objects/upload/:token stores one image (the URL POST /api/objects/upload handed out);
 * GET /media/uploads/:file serves it. Raw bodies are parsed only here, only for image types, up to 5 MB.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: AppDeps, store: ImageStore = imageStoreFor(deps)): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_req, body, done) => done(null, body));
    // one byte over the limit: a clear 413 (Fastify stops reading at the limit)
    scope.setErrorHandler((err: FastifyError, _req, reply) => {
      if (err.statusCode === 413) return reply.code(413).send({ message: PACKAGE_MESSAGES.imageTooLarge, code: 'PAYLOAD_TOO_LARGE' });
      if (err.statusCode === 415) return reply.code(415).send({ message: UPLOAD_MESSAGES.contentType, code: 'UNSUPPORTED_MEDIA_TYPE' });
      throw err;
    });
    scope.put<{ Params: { token: string } }>(
      `${UPLOAD_PATH}/:token`,
      {
        bodyLimit: MAX_IMAGE_BYTES,
        // refuse other types before reading the body
        onRequest: async (req, reply) => {
          // a PDF is accepted here only to be sniffed: storeUpload refuses it on an image ticket (415)
          if (!UPLOAD_CONTENT_TYPES.includes(mediaType(req.headers['content-type']))) {
            return reply.code(415).send({ message: UPLOAD_MESSAGES.contentType, code: 'UNSUPPORTED_MEDIA_TYPE' });
          }
        },
      },
      async (req, reply) => {
        try {
          const stored = await storeUpload(deps.orm.em.fork(), store, req.params.token, req.body, deps.now(), deps.config.uploadQuotaBytes);
          return reply.code(201).header('cache-control', 'no-store').send(stored);
        } catch (err) {
          if (err instanceof UploadProblem) return reply.code(err.status).send({ message: err.message, code: err.code });
          throw err;
        }
      },
    );
  });

  app.get<{ Params: { file: string } }>(`${UPLOADS_MEDIA_PATH}/:file`, async (req, reply) => {
    const { file } = req.params;
    const notFound = () => reply.code(404).send({ message: 'No such image', code: 'NOT_FOUND' });
    if (!FILE.test(file)) return notFound();
    const found = await store.open(file);
    if (!found) return notFound();
    // a stored file never changes (its name is new for every upload)
    return reply
      .header('content-type', CONTENT_TYPE_BY_EXT[file.slice(file.lastIndexOf('.') + 1)])
      .header('content-length', String(found.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(found.stream);
  });
}
