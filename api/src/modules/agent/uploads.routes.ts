import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context.js';
import { DomainError } from '../../core/errors.js';
import type { AppDeps } from '../../deps.js';
import { sendDomainError } from '../../rest/status.js';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, PACKAGE_MESSAGES } from '../../rules/packages.js';
import { CONTENT_TYPE_BY_EXT, DiskImageStore, type ImageStore } from './image-store.js';
import { S3ImageStore } from './s3-image-store.js';
import { storeUpload, UPLOAD_MESSAGES, UPLOAD_PATH, UploadRefused, UPLOADS_MEDIA_PATH } from './uploads.service.js';

const REFUSED_STATUS: Record<UploadRefused['code'], number> = { GONE: 410, UNSUPPORTED_MEDIA_TYPE: 415 };

// images, and PDF for visa documents (the ticket decides which it takes)
const UPLOAD_CONTENT_TYPES: readonly string[] = [...IMAGE_CONTENT_TYPES, 'application/pdf'];

const FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

// one S3 client (and its connection pool) per configuration, shared by uploads, media, visa documents and the cleanup
const s3Stores = new WeakMap<object, S3ImageStore>();

/** The S3-compatible bucket when S3_BUCKET is set (several machines), else DATA_DIR/uploads. */
export function imageStoreFor(deps: AppDeps): ImageStore {
  const { s3 } = deps.config;
  if (!s3) return new DiskImageStore(path.join(deps.config.dataDir, 'uploads'));
  let store = s3Stores.get(s3);
  if (!store) s3Stores.set(s3, (store = new S3ImageStore(s3)));
  return store;
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
          // the URL's token is the credential: no session, no viewer
          const ctx: ServiceContext = { em: deps.orm.em.fork(), viewer: null, now: deps.now, log: req.log, config: deps.config };
          const stored = await storeUpload(ctx, store, { token: req.params.token, body: req.body });
          return reply.code(201).header('cache-control', 'no-store').send(stored);
        } catch (err) {
          if (err instanceof DomainError) return sendDomainError(reply, err);
          if (err instanceof UploadRefused) return reply.code(REFUSED_STATUS[err.code]).send({ message: err.message, code: err.code });
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
