import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../core/context.js';
import { DomainError, NotFoundError } from '../../core/errors.js';
import { languageOf, translate } from '../../core/i18n.js';
import type { AppDeps } from '../../deps.js';
import { sendDomainError } from '../../rest/status.js';
import { BRAND_MESSAGES } from '../../rules/brand.js';
import { MAX_IMAGE_BYTES, PACKAGE_MESSAGES } from '../../rules/packages.js';
import { actingAgency } from '../agency/agency.service.js';
import type { ImageStore } from '../agent/image-store.js';
import { imageStoreFor } from '../agent/uploads.routes.js';
import { UploadRefused } from '../agent/uploads.service.js';
import type { RouteWiring } from '../feature.js';
import { type AgencyBrandView, myBrand, setBrand } from './brand.service.js';

// The brand's REST routes (issue 39): PUT /api/agency/brand takes multipart/form-data (fields tradingName, phone,
// whatsapp, address, licenceNumber; an optional file part "logo", checked as a package image) or JSON (the fields
// alone) → 200 the brand; GET /api/agency/brand → 200 the brand or 404. Errors {message, code}.

const PATH = '/api/agency/brand';
const FIELDS = ['tradingName', 'phone', 'whatsapp', 'address', 'licenceNumber'] as const;
// one file part (the logo, at most 5 MB) and the five fields
const MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 };

const say = (req: FastifyRequest, message: string) => translate(message, languageOf(req.headers['accept-language']));

/** The brand as REST answers it. */
export function brandJson(b: AgencyBrandView) {
  return { tradingName: b.tradingName, phone: b.phone, whatsapp: b.whatsapp, address: b.address, licenceNumber: b.licenceNumber, logoUrl: b.logoUrl, updatedAt: b.updatedAt.toISOString() };
}

class BadBody extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

/** The fields and the logo of a multipart body, read whole (the logo ≤ 5 MB). */
async function readMultipart(req: FastifyRequest): Promise<{ fields: Record<string, string>; logo: Buffer | null }> {
  const fields: Record<string, string> = {};
  let logo: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'logo' || logo) throw new BadBody(BRAND_MESSAGES.logoField, 400);
        logo = bytes;
      } else if ((FIELDS as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof BadBody) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BadBody(PACKAGE_MESSAGES.imageTooLarge, 413);
    // a broken envelope (busboy: "Unexpected end of form"...) or too many parts is the client's
    throw new BadBody(BRAND_MESSAGES.multipart, 400);
  }
  return { fields, logo };
}

function answerError(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof BadBody) return reply.code(err.status).send({ message: say(req, err.message), code: err.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT' });
  if (err instanceof UploadRefused) return reply.code(415).send({ message: say(req, err.message), code: err.code });
  if (err instanceof DomainError) return sendDomainError(reply, err);
  throw err;
}

export async function registerBrandRoutes(app: FastifyInstance, deps: AppDeps, viewerFor: RouteWiring['viewerFor'], store: ImageStore = imageStoreFor(deps)): Promise<void> {
  const ctxOf = async (req: FastifyRequest): Promise<ServiceContext> => {
    const em = deps.orm.em.fork();
    return { em, viewer: await viewerFor(req, em), now: deps.now, log: req.log, config: deps.config };
  };

  await app.register(async (scope) => {
    // @fastify/multipart (busboy): the parts are streamed in the handler, after the caller is checked
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    scope.setErrorHandler((err: FastifyError, req, reply) => {
      if (err.statusCode === 413) return reply.code(413).send({ message: say(req, PACKAGE_MESSAGES.imageTooLarge), code: 'PAYLOAD_TOO_LARGE' });
      if (err.statusCode === 415 || err.statusCode === 406) return reply.code(415).send({ message: say(req, BRAND_MESSAGES.multipart), code: 'UNSUPPORTED_MEDIA_TYPE' });
      throw err;
    });
    scope.put(PATH, async (req, reply) => {
      try {
        const ctx = await ctxOf(req);
        // who may change it, before the body is read
        await actingAgency(ctx, 'manage');
        if (req.isMultipart()) {
          const { fields, logo } = await readMultipart(req);
          const brand = await setBrand(ctx, fields, logo ? { bytes: logo, store } : null);
          return reply.code(200).send(brandJson(brand));
        }
        const body = req.body;
        if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new BadBody(BRAND_MESSAGES.multipart, 400);
        const fields = Object.fromEntries(FIELDS.map((f) => [f, (body as Record<string, unknown>)[f]]));
        return reply.code(200).send(brandJson(await setBrand(ctx, fields)));
      } catch (err) {
        return answerError(req, reply, err);
      }
    });
  });

  app.get(PATH, async (req, reply) => {
    try {
      const brand = await myBrand(await ctxOf(req));
      if (!brand) throw new NotFoundError(BRAND_MESSAGES.notFound);
      return reply.code(200).send(brandJson(brand));
    } catch (err) {
      return answerError(req, reply, err);
    }
  });
}
