import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../graphql/context.js';
import { DomainError, ERROR_STATUS, ValidationError } from '../../graphql/errors.js';
import { VISA_MESSAGES, VISA_PROCESSING, VISA_TYPES } from '../../rules/visa.js';
import type { AppDeps } from '../../deps.js';
import type { RestRoute } from '../../rest/facade.js';
import { queryInt, queryString } from '../../rest/query.js';
import { imageStoreFor } from '../agent/uploads.routes.js';
import type { ImageStore } from '../agent/image-store.js';
import { documentForDownload } from './visa.service.js';

const OFFER = `id country countryCode visaType title entries validityDays stayDays soldBy sellerId
  processingOptions { processing label days priceInPkr } documents { kind label }`;

const APPLICATION = `id status offerId country visaType title processing travelDate applicantCount pricePerApplicantInPkr
  totalPriceInPkr paymentStatus refundDueInPkr statusNote submittedAt dueAt decidedAt createdAt updatedAt
  applicants { id position fullName passportNumber nationality dateOfBirth passportExpiry }
  documents { id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl }
  timeline { fromStatus toStatus note actorName actorRole createdAt }`;

function picked<T extends string>(values: readonly T[], raw: string | undefined, message: string): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!(values as readonly string[]).includes(raw)) throw new ValidationError(message);
  return raw as T;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : String(v));

function body(req: FastifyRequest): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}

// Missing fields become '' so the rule's own message answers ('Travel date is required'), not a GraphQL type error.
function applicants(value: unknown): Record<string, string>[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 50).map((a) => {
    const o = a && typeof a === 'object' ? (a as Record<string, unknown>) : {};
    return {
      fullName: str(o.fullName),
      passportNumber: str(o.passportNumber),
      nationality: str(o.nationality),
      dateOfBirth: str(o.dateOfBirth),
      passportExpiry: str(o.passportExpiry),
    };
  });
}

// GET /api/visa/offers, POST /api/visa/applications, GET /api/visa/applications/{id}
export const visaRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/visa/offers',
    document: `query RestVisaOffers($to: String, $type: VisaType, $limit: Int, $offset: Int) {
      visaOffers(destination: $to, type: $type, pagination: { limit: $limit, offset: $offset }) { items { ${OFFER} } }
    }`,
    variables: (req) => ({
      to: queryString(req, 'to') || undefined,
      // checked here so a wrong value gets the rule's message rather than GraphQL's enum error
      type: picked(VISA_TYPES, queryString(req, 'type'), 'Choose a visa type'),
      limit: queryInt(req, 'limit', 'Limit must be a whole number'),
      offset: queryInt(req, 'offset', 'Offset must be a whole number'),
    }),
    respond: (data) => (data.visaOffers as { items: unknown[] }).items,
  },
  {
    method: 'POST',
    url: '/api/visa/applications',
    document: `mutation RestApplyForVisa($input: ApplyVisaInput!) { applyForVisa(input: $input) { ${APPLICATION} } }`,
    variables: (req) => {
      const b = body(req);
      const processing = picked(VISA_PROCESSING, str(b.processing), VISA_MESSAGES.processing) ?? 'normal';
      return { input: { offerId: str(b.offerId), processing, travelDate: str(b.travelDate), applicants: applicants(b.applicants) } };
    },
    respond: (data) => data.applyForVisa,
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/visa/applications/:id',
    document: `query RestVisaApplication($id: ID!) { visaApplication(id: $id) { ${APPLICATION} } }`,
    variables: (req) => ({ id: (req.params as { id: string }).id }),
    respond: (data) => data.visaApplication,
  },
];

const DOWNLOAD_EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * GET /api/visa/documents/:id: the file of a document, for its applicant, its processor or the super admin (signed
 * out 401, anyone else 404). Private: never cached by shared caches, always downloaded, never rendered inline.
 */
export function registerVisaFileRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  viewerFor: (req: FastifyRequest, em: EntityManager) => Promise<Viewer | null>,
  store: ImageStore = imageStoreFor(deps),
): void {
  app.get<{ Params: { id: string } }>('/api/visa/documents/:id', async (req, reply: FastifyReply) => {
    const em = deps.orm.em.fork();
    try {
      const doc = await documentForDownload(em, await viewerFor(req, em), req.params.id);
      const found = await store.open(doc.fileName);
      if (!found) return reply.code(404).send({ message: 'Document not found', code: 'NOT_FOUND' });
      const name = `${doc.kind === 'visa' ? 'visa' : doc.kind.replace(/_/g, '-')}-${doc.id.slice(0, 8)}.${DOWNLOAD_EXT[doc.contentType] ?? 'bin'}`;
      return reply
        .header('content-type', doc.contentType)
        .header('content-length', String(found.size))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(found.stream);
    } catch (err) {
      if (err instanceof DomainError) return reply.code(ERROR_STATUS[err.code]).send({ message: err.message, code: err.code });
      throw err;
    }
  });
}
