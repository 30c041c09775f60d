import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { readPagination, toPage } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { isUuid } from '../../rules/common.js';
import { multiply } from '../../rules/money.js';
import {
  canMove,
  PROCESSING_OPTIONS,
  VISA_DOCUMENT_LABELS,
  VISA_LIMITS,
  VISA_MESSAGES,
  VISA_STATUS_LABELS,
  type VisaApplicationValues,
  VisaApplicationSchema,
  visaDatesProblem,
  VisaNoteSchema,
  type VisaDocumentKindValue,
} from '../../rules/visa.js';
import { AGENCY_ID_OF_USER_SQL } from '../agency/agency.service.js';
import { createUploadTicket } from '../agent/uploads.service.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { visaStatusChangedEvent } from '../webhooks/payloads.js';
import { marketToday } from '../../rules/dates.js';
import { canProcess, type PageArgs, viewerOf } from './visa-access.js';
import { VisaApplicationStatus as S, VisaDocumentKind, VisaPaymentStatus, type VisaProcessing, type VisaType } from './enums.js';
import { VisaApplicant, VisaApplication, VisaDocument, VisaStatusChange } from './visa-application.entity.js';
import { VisaOffer } from './visa-offer.entity.js';

// Visa applications: drafted by the applicant, their documents, and the status machine the processor drives (the
// offers: visa-offers.service.ts).

const NOT_FOUND = 'Visa application not found';

// lists bring their applicants, documents and timeline in one query each (select-in), never one per row
const LIST_POPULATE = ['applicants', 'documents', 'timeline', 'offer'] as const;

// ---- applications ---------------------------------------------------------------------------------------------------

type Access = { applicant: boolean; processor: boolean };

/** How the viewer stands to an application: its applicant and/or its processor. Anyone else gets `notFound` (404, never 403). */
function accessTo(viewer: Viewer, row: { userId: string; sellerId: string | null | undefined }, notFound: string): Access {
  const access = { applicant: row.userId === viewer.id, processor: canProcess(viewer, row.sellerId) };
  if (!access.applicant && !access.processor) throw new NotFoundError(notFound);
  return access;
}

/** The application if the viewer may see it (applicant, its processor, the super admin); otherwise 404. */
async function loadFor(em: EntityManager, viewer: Viewer, id: string, lock = false): Promise<Access & { app: VisaApplication }> {
  const app = isUuid(id)
    ? await em.findOne(VisaApplication, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
    : null;
  if (!app) throw new NotFoundError(NOT_FOUND);
  return { app, ...accessTo(viewer, { userId: app.user.id, sellerId: app.sellerId }, NOT_FOUND) };
}

export async function getApplication(ctx: ServiceContext, id: string): Promise<VisaApplication> {
  return (await loadFor(ctx.em, viewerOf(ctx), id)).app;
}

export function logChange(tx: EntityManager, app: VisaApplication, viewer: Viewer, from: S | null, to: S, note: string | null, at: Date) {
  tx.create(VisaStatusChange, {
    application: app,
    fromStatus: from,
    toStatus: to,
    note,
    actorId: viewer.id,
    actorName: viewer.username,
    actorRole: viewer.role,
    createdAt: at,
  });
}

/**
 * A draft application: the offer must be active and offer the processing; every applicant's passport must be valid
 * six months after travel. The server prices it (offer price × applicants). Documents follow, then submission.
 */
export async function createApplication(ctx: ServiceContext, input: Record<string, unknown>): Promise<VisaApplication> {
  const viewer = viewerOf(ctx);
  const values: VisaApplicationValues = check(VisaApplicationSchema, input);
  const now = ctx.now();
  const problem = visaDatesProblem(values, marketToday(now));
  if (problem) throw new ValidationError(problem.message, problem.field);
  return ctx.em.transactional(async (tx) => {
    const offer = await tx.findOne(VisaOffer, { id: values.offerId });
    if (!offer) throw new NotFoundError('Visa offer not found');
    if (!offer.active) throw new ConflictError('This visa offer is not open for applications');
    const price = offer.priceFor(values.processing as VisaProcessing);
    if (price === undefined) throw new ValidationError(VISA_MESSAGES.processingUnavailable, 'processing');
    const app = tx.create(VisaApplication, {
      user: viewer.id,
      offer,
      sellerId: offer.seller?.id ?? null,
      country: offer.country,
      visaType: offer.visaType as VisaType,
      title: offer.title,
      processing: values.processing as VisaProcessing,
      travelDate: values.travelDate,
      applicantCount: values.applicants.length,
      pricePerApplicantInPkr: price,
      totalPriceInPkr: multiply(price, values.applicants.length),
      paymentStatus: VisaPaymentStatus.unpaid,
      status: S.draft,
      createdAt: now,
      updatedAt: now,
    });
    values.applicants.forEach((a, i) => tx.create(VisaApplicant, { application: app, position: i + 1, ...a }));
    logChange(tx, app, viewer, null, S.draft, null, now);
    await tx.flush();
    return app;
  });
}

/** The caller's own applications, newest first. */
export async function myApplications(ctx: ServiceContext, pagination: PageArgs) {
  const viewer = viewerOf(ctx);
  const page = readPagination(pagination);
  const rows = await ctx.em.find(
    VisaApplication,
    { user: viewer.id },
    { populate: [...LIST_POPULATE], strategy: 'select-in', orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit + 1, offset: page.offset },
  );
  return toPage(rows, page);
}

export type QueueArgs = { status?: S[] | null; overdue?: boolean | null; pagination?: PageArgs };

const QUEUE_STATUSES: S[] = [S.submitted, S.documents_requested, S.in_process, S.approved, S.rejected];

/**
 * The processor's queue: applications of the offers the agent sells (every one for the super admin), drafts left
 * out, soonest due first. Filters: statuses, overdue (due before now and not decided).
 */
export async function queue(ctx: ServiceContext, args: QueueArgs) {
  const viewer = viewerOf(ctx);
  if (viewer.role !== 'b2b_agent' && viewer.role !== 'super_admin') throw new ForbiddenError('Only travel agents and administrators process visas');
  const page = readPagination(args.pagination);
  const statuses = args.status?.length ? args.status.filter((s) => QUEUE_STATUSES.includes(s)) : QUEUE_STATUSES;
  const where: Record<string, unknown> = { status: { $in: statuses } };
  if (viewer.role !== 'super_admin') where.sellerId = viewer.id;
  if (args.overdue) {
    where.dueAt = { $lt: ctx.now() };
    where.status = { $in: statuses.filter((s) => s !== S.approved && s !== S.rejected) };
  }
  const rows = await ctx.em.find(VisaApplication, where, {
    populate: [...LIST_POPULATE, 'user'],
    strategy: 'select-in',
    orderBy: { dueAt: 'asc', id: 'asc' },
    limit: page.limit + 1,
    offset: page.offset,
  });
  return toPage(rows, page);
}

// ---- documents ------------------------------------------------------------------------------------------------------

/** A single-use URL to PUT one document (PDF or image, ≤ 5 MB) to; any signed-in person, same limits as images. */
export function createDocumentUploadUrl(ctx: ServiceContext, origin: string) {
  return createUploadTicket(ctx, { origin, purpose: 'document' });
}

/**
 * Claims an uploaded file for a document: the upload must be the caller's own document upload, not attached
 * elsewhere. Locks its ticket (`for update`: two claims of one file queue, the second sees the first) so the unused-upload
 * cleanup, which skips locked tickets, cannot delete it meanwhile.
 */
async function claimUpload(tx: EntityManager, viewer: Viewer, file: string): Promise<{ contentType: string; size: number }> {
  const rows = await tx.execute<{ user_id: string; purpose: string; content_type: string; size_bytes: number }[]>(
    'select user_id, purpose, content_type, size_bytes from upload_ticket where file_name = ? for update',
    [file],
  );
  const t = rows[0];
  if (!t || t.user_id !== viewer.id || t.purpose !== 'document') throw new ValidationError('Upload the document first: this file is not one of your uploads', 'file');
  const [used] = await tx.execute<{ id: string }[]>('select id from visa_document where file_name = ?', [file]);
  if (used) throw new ConflictError('This upload is already attached to a document');
  return { contentType: t.content_type, size: Number(t.size_bytes) };
}

async function addDocument(
  tx: EntityManager,
  app: VisaApplication,
  viewer: Viewer,
  kind: VisaDocumentKind,
  applicantId: string | null,
  file: string,
  now: Date,
): Promise<VisaDocument> {
  const upload = await claimUpload(tx, viewer, file);
  const [{ n }] = await tx.execute<{ n: number }[]>('select count(*)::int as n from visa_document where application_id = ?', [app.id]);
  if (n >= VISA_LIMITS.documentsPerApplication) throw new ConflictError(VISA_MESSAGES.tooManyDocuments);
  // the newest upload of a kind is the one that counts; older ones stay on record
  await tx.execute(
    'update visa_document set superseded_at = ? where application_id = ? and kind = ? and applicant_id is not distinct from ? and superseded_at is null',
    [now, app.id, kind, applicantId],
  );
  const doc = tx.create(VisaDocument, {
    application: app,
    applicantId,
    kind,
    fileName: file,
    contentType: upload.contentType,
    sizeBytes: upload.size,
    uploadedBy: viewer.id,
    createdAt: now,
  });
  await tx.flush();
  return doc;
}

/** The applicant attaches an uploaded document to one applicant, while a draft or when documents were requested. */
export async function attachDocument(
  ctx: ServiceContext,
  input: { applicationId: string; applicantId: string; kind: VisaDocumentKind; file: string },
): Promise<VisaDocument> {
  const viewer = viewerOf(ctx);
  if (input.kind === VisaDocumentKind.visa) throw new ValidationError('The issued visa is uploaded by the processor when approving', 'kind');
  if (!/^d-[0-9a-f-]{36}\.(pdf|jpg|png|webp|gif)$/.test(input.file)) throw new ValidationError('Upload the document first: this file is not one of your uploads', 'file');
  const now = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const { app, applicant } = await loadFor(tx, viewer, input.applicationId, true);
    if (!applicant) throw new ForbiddenError('Only the applicant adds documents');
    if (app.status !== S.draft && app.status !== S.documents_requested) {
      throw new ConflictError('Documents can be added only to a draft or when documents were requested');
    }
    const [person] = isUuid(input.applicantId)
      ? await tx.execute<{ id: string }[]>('select id from visa_applicant where id = ? and application_id = ?', [input.applicantId, app.id])
      : [];
    if (!person) throw new NotFoundError('Applicant not found');
    const doc = await addDocument(tx, app, viewer, input.kind, person.id, input.file, now);
    app.updatedAt = now;
    await tx.flush();
    return doc;
  });
}

/** The file behind a document, if the viewer may see its application (404 otherwise). */
export async function documentForDownload(ctx: ServiceContext, id: string) {
  const viewer = viewerOf(ctx);
  const doc = isUuid(id) ? await ctx.em.findOne(VisaDocument, { id }) : null;
  if (!doc) throw new NotFoundError('Document not found');
  const [row] = await ctx.em.execute<{ user_id: string; seller_id: string | null }[]>('select user_id, seller_id from visa_application where id = ?', [
    doc.application.id,
  ]);
  accessTo(viewer, { userId: row.user_id, sellerId: row.seller_id }, 'Document not found');
  return doc;
}

// ---- the status machine ---------------------------------------------------------------------------------------------

export type Move = { to: S; note?: string | null; file?: string | null };

async function requireDocuments(tx: EntityManager, app: VisaApplication): Promise<void> {
  const offer = await tx.findOneOrFail(VisaOffer, { id: app.offer.id });
  const applicants = await tx.find(VisaApplicant, { application: app.id }, { orderBy: { position: 'asc' } });
  const docs = await tx.execute<{ applicant_id: string; kind: string }[]>(
    'select applicant_id, kind from visa_document where application_id = ? and superseded_at is null and applicant_id is not null',
    [app.id],
  );
  const have = new Set(docs.map((d) => `${d.applicant_id}:${d.kind}`));
  for (const a of applicants) {
    for (const kind of offer.requiredDocuments) {
      if (!have.has(`${a.id}:${kind}`)) {
        throw new ValidationError(VISA_MESSAGES.documentsMissing(VISA_DOCUMENT_LABELS[kind as VisaDocumentKindValue] ?? kind, a.fullName), 'documents');
      }
    }
  }
}

/**
 * Tells partners of a move (visa_application.status_changed, issue 38), in its transaction: the applicant, the
 * applicant's agency when they are one's staff member, and the processor.
 */
async function publishStatusChange(tx: EntityManager, app: VisaApplication, from: S, now: Date): Promise<void> {
  const [row] = await tx.execute<{ agency_id: string }[]>(`select ${AGENCY_ID_OF_USER_SQL} as agency_id`, [app.user.id, app.user.id]);
  await publishWebhookEvent(tx, visaStatusChangedEvent(app, from, row?.agency_id ?? null, now));
}

/**
 * Moves an application along the machine in rules/visa.ts under a row lock: someone else's application is 404, a
 * move that is not in the table (backwards, skipping, repeating, leaving a decision) 409, a move that is the other
 * side's 403, a missing note, document or re-upload 400. Each move is logged with who and when.
 */
export async function transition(ctx: ServiceContext, id: string, move: Move): Promise<VisaApplication> {
  const viewer = viewerOf(ctx);
  const now = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const { app, applicant, processor } = await loadFor(tx, viewer, id, true);
    const from = app.status;
    const who = canMove(from, move.to);
    if (!who) throw new ConflictError(`An application that is ${VISA_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${VISA_STATUS_LABELS[move.to].toLowerCase()}`);
    if (who === 'applicant' && !applicant) throw new ForbiddenError('Only the applicant submits the application');
    if (who === 'processor' && !processor) throw new ForbiddenError('Only the visa processor (the selling agent or the administrator) does this');

    let note: string | null = move.note?.trim() ? check(VisaNoteSchema(VISA_MESSAGES.noteRequired), move.note) : null;
    switch (move.to) {
      case S.submitted: {
        await requireDocuments(tx, app);
        if (from === S.documents_requested) {
          // something must have been uploaded since the request
          const [{ n }] = await tx.execute<{ n: number }[]>(
            `select count(*)::int as n from visa_document d
              where d.application_id = ? and d.created_at > (select max(created_at) from visa_status_change where application_id = ? and to_status = 'documents_requested')`,
            [app.id, app.id],
          );
          if (n === 0) throw new ValidationError(VISA_MESSAGES.reuploadNeeded, 'documents');
        }
        app.submittedAt = now;
        app.dueAt = new Date(now.getTime() + PROCESSING_OPTIONS[app.processing].maxDays * 86_400_000);
        app.statusNote = null;
        break;
      }
      case S.documents_requested:
        note = check(VisaNoteSchema(VISA_MESSAGES.noteRequired), move.note ?? '');
        app.statusNote = note;
        break;
      case S.in_process:
        app.statusNote = null;
        break;
      case S.approved: {
        if (!move.file) throw new ValidationError(VISA_MESSAGES.visaDocumentRequired, 'file');
        await addDocument(tx, app, viewer, VisaDocumentKind.visa, null, move.file, now);
        app.decidedAt = now;
        app.statusNote = note;
        break;
      }
      case S.rejected: {
        note = check(VisaNoteSchema(VISA_MESSAGES.reasonRequired), move.note ?? '');
        app.statusNote = note;
        app.decidedAt = now;
        // the payments issue refunds; here the debt is only recorded, per the offer's policy
        if (app.paymentStatus === VisaPaymentStatus.paid) {
          const offer = await tx.findOneOrFail(VisaOffer, { id: app.offer.id });
          if (offer.refundPercentOnRejection > 0) {
            app.paymentStatus = VisaPaymentStatus.refund_due;
            app.refundDueInPkr = multiply(app.totalPriceInPkr, offer.refundPercentOnRejection / 100);
          }
        }
        break;
      }
      default:
        break;
    }
    app.status = move.to;
    app.updatedAt = now;
    logChange(tx, app, viewer, from, move.to, note, now);
    await tx.flush();
    await publishStatusChange(tx, app, from, now);
    return app;
  });
}
