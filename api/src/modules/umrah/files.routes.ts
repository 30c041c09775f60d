import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../core/context.js';
import { DomainError } from '../../core/errors.js';
import { languageOf, translate } from '../../core/i18n.js';
import type { AppDeps } from '../../deps.js';
import { marketToday } from '../../rules/dates.js';
import { sendAttachment } from '../../rest/download.js';
import { sendDomainError } from '../../rest/status.js';
import type { RouteWiring } from '../feature.js';
import { groupDocument } from './documents.service.js';
import { MANIFEST_LIMITS, parseManifest } from './manifest-import.js';
import { templateCsv, templateXlsx } from './manifest-template.js';
import { UMRAH_MESSAGES as M } from './messages.js';
import { importPilgrims, ManifestRejected } from './pilgrims.service.js';
import { NotReadyError, submitGroupVisas } from './visa-gate.js';
import { loadDetail } from './detail.js';
import { findGroup } from './umrah.service.js';

// The umrah module's own routes: the manifest import (multipart, field "file", ≤ 5 MB: 200 {imported} or 422
// {message, errors}), the visa submission (201 {applications} or 409 {message, missing}), a group's documents and
// the manifest templates.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// one file part (the manifest, at most 5 MB) and a few small fields at most
const MULTIPART_LIMITS = { fileSize: MANIFEST_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 };

type Params = { id: string; name?: string };

function contextOf(deps: AppDeps, viewerFor: RouteWiring['viewerFor']) {
  return async (req: FastifyRequest): Promise<ServiceContext> => {
    const em = deps.orm.em.fork();
    return { em, viewer: await viewerFor(req, em), now: deps.now, log: req.log, config: deps.config };
  };
}

const say = (req: FastifyRequest, message: string) => translate(message, languageOf(req.headers['accept-language']));

function answerError(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof NotReadyError) {
    return reply.code(409).send({ message: say(req, err.message), code: err.code, missing: err.missing.map((m) => ({ code: m.code, message: say(req, m.message) })) });
  }
  if (err instanceof ManifestRejected) {
    return reply.code(422).send({ message: say(req, err.message), code: 'UNPROCESSABLE_ENTITY', errors: err.errors.map((e) => ({ ...e, message: say(req, e.message) })) });
  }
  if (err instanceof DomainError) return sendDomainError(reply, err);
  throw err;
}

/** The part named "file" of a multipart body, read whole (≤ 5 MB); null for a body that is not one, or is broken. */
async function uploadedFile(req: FastifyRequest): Promise<{ fileName: string; bytes: Buffer } | null | 'too large'> {
  if (!req.isMultipart()) return null;
  try {
    const part = await req.file();
    if (!part || part.fieldname !== 'file') return null;
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) return 'too large';
    // a broken envelope (busboy: "Unexpected end of form", "Malformed part header"...) is the client's
    return null;
  }
}

export async function registerUmrahRoutes(app: FastifyInstance, deps: AppDeps, viewerFor: RouteWiring['viewerFor']): Promise<void> {
  const ctxOf = contextOf(deps, viewerFor);

  await app.register(async (scope) => {
    // @fastify/multipart (busboy): the file is streamed in the handler, after the caller and the group are checked
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    scope.setErrorHandler((err: FastifyError, req, reply) => {
      if (err.statusCode === 413) return reply.code(413).send({ message: say(req, M.importTooLarge), code: 'PAYLOAD_TOO_LARGE' });
      if (err.statusCode === 415 || err.statusCode === 406) return reply.code(415).send({ message: say(req, M.importFile), code: 'UNSUPPORTED_MEDIA_TYPE' });
      throw err;
    });
    scope.post<{ Params: Params }>('/api/umrah/groups/:id/pilgrims/import', async (req, reply) => {
      try {
        const ctx = await ctxOf(req);
        // who may import, and whose group, before the file is read
        await findGroup(ctx, req.params.id);
        const file = await uploadedFile(req);
        if (file === 'too large') return reply.code(413).send({ message: say(req, M.importTooLarge), code: 'PAYLOAD_TOO_LARGE' });
        if (!file) return reply.code(400).send({ message: say(req, M.importFile), code: 'BAD_USER_INPUT' });
        const parsed = await parseManifest(file.bytes, file.fileName, marketToday(ctx.now()));
        if (!parsed.ok) throw new ManifestRejected(parsed.message, parsed.errors);
        const imported = await importPilgrims(ctx, req.params.id, parsed.pilgrims);
        return reply.code(200).send({ imported });
      } catch (err) {
        return answerError(req, reply, err);
      }
    });
  });

  app.post<{ Params: Params }>('/api/umrah/groups/:id/visa', async (req, reply) => {
    try {
      const ctx = await ctxOf(req);
      await submitGroupVisas(ctx, req.params.id);
      const group = await findGroup(ctx, req.params.id);
      const detail = await loadDetail(ctx.em, group);
      const applications = detail.pilgrims.map((p) => ({
        pilgrimId: p.id,
        applicationId: p.visaApplicationId,
        status: p.visaApplicationId ? (detail.visas.get(p.visaApplicationId)?.status ?? null) : null,
      }));
      return reply.code(201).send({ applications });
    } catch (err) {
      return answerError(req, reply, err);
    }
  });

  app.get<{ Params: Params }>('/api/umrah/groups/:id/documents/:name', async (req, reply) => {
    try {
      const ctx = await ctxOf(req);
      const file = await groupDocument(ctx, req.params.id, req.params.name ?? '');
      return sendAttachment(reply, { contentType: file.contentType, size: file.bytes.length, fileName: file.fileName }, file.bytes);
    } catch (err) {
      return answerError(req, reply, err);
    }
  });

  // the templates: anyone may read them (signed in or not: the columns are public)
  app.get('/api/umrah/template.csv', async (_req, reply) => {
    const bytes = Buffer.from(templateCsv(), 'utf8');
    return sendAttachment(reply, { contentType: 'text/csv; charset=utf-8', size: bytes.length, fileName: 'umrah-manifest-template.csv' }, bytes);
  });
  app.get('/api/umrah/template.xlsx', async (_req, reply) => {
    const bytes = await templateXlsx();
    return sendAttachment(reply, { contentType: XLSX, size: bytes.length, fileName: 'umrah-manifest-template.xlsx' }, bytes);
  });
}
