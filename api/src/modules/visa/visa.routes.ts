import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/context.js';
import { check } from '../../core/validation.js';
import type { AppDeps } from '../../deps.js';
import type { RestRoute } from '../../rest/facade.js';
import { asText, bodyOf, fieldsOf } from '../../rest/body.js';
import { registerPrivateDownload } from '../../rest/download.js';
import { queryChecked, queryPagination, queryString } from '../../rest/query.js';
import { VisaProcessingSchema, VisaTypeSchema } from '../../rules/visa.js';
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

// Missing fields become '' so the rule's own message answers ('Travel date is required'), not a GraphQL type error;
// an object or a list where text belongs goes on as it came, for GraphQL's String type to refuse (rest/body.ts).
const str = (v: unknown) => asText(v) ?? '';

function applicants(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 50).map((a) => {
    const o = fieldsOf(a) ?? {};
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
      type: queryChecked(req, 'type', VisaTypeSchema),
      ...queryPagination(req),
    }),
    respond: (data) => (data.visaOffers as { items: unknown[] }).items,
  },
  {
    method: 'POST',
    url: '/api/visa/applications',
    document: `mutation RestApplyForVisa($input: ApplyVisaInput!) { applyForVisa(input: $input) { ${APPLICATION} } }`,
    variables: (req) => {
      const b = bodyOf(req);
      // absent: normal; a wrong value gets the rule's message rather than GraphQL's enum error
      const processing = str(b.processing) === '' ? 'normal' : check(VisaProcessingSchema, str(b.processing));
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

/** GET /api/visa/documents/:id: the file of a document, for its applicant, its processor or the super admin. */
export function registerVisaFileRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  viewerFor: (req: FastifyRequest, em: EntityManager) => Promise<Viewer | null>,
  store: ImageStore = imageStoreFor(deps),
): void {
  registerPrivateDownload(app, deps, {
    url: '/api/visa/documents/:id',
    store,
    viewerFor,
    missing: 'Document not found',
    find: async (ctx, id) => {
      const doc = await documentForDownload(ctx, id);
      return { fileName: doc.fileName, contentType: doc.contentType, downloadName: `${doc.kind === 'visa' ? 'visa' : doc.kind.replace(/_/g, '-')}-${doc.id.slice(0, 8)}` };
    },
  });
}
