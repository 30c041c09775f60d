import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext, Viewer } from '../core/context.js';
import { DomainError } from '../core/errors.js';
import type { AppDeps } from '../deps.js';
import { sendDomainError } from './status.js';

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Where private files are kept (the uploads' store): what registerPrivateDownload reads a file from. */
export type FileStore = { open: (name: string) => Promise<{ stream: Readable; size: number } | null> };

/** A stored private file, as a service found it for the caller: what to read and how to name the download. */
export type PrivateFile = { fileName: string; contentType: string; downloadName: string };

/** A download route: its URL (with an `:id`), how the caller's file is found, the 404 message when its bytes are gone. */
export type DownloadSpec = { url: string; find: (ctx: ServiceContext, id: string) => Promise<PrivateFile>; missing: string };

/** A download as it is sent: its type, its length in bytes and the name it is saved under. */
export type Attachment = { contentType: string; size: number; fileName: string };

/**
 * Sends a private file (a stored one, a PDF drawn for the request) as a download: never cached by shared caches, saved
 * rather than rendered inline, its type never sniffed.
 */
export function sendAttachment(reply: FastifyReply, file: Attachment, body: Buffer | Readable): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(body);
}

/**
 * GET `url` (with an `:id`): a private stored file (a visa document, a bank transfer's proof) for whoever `find` lets
 * see it (signed out 401, anyone else the service's 404). Never cached by shared caches, always downloaded, never
 * rendered inline.
 */
export function registerPrivateDownload(
  app: FastifyInstance,
  deps: AppDeps,
  opts: DownloadSpec & { store: FileStore; viewerFor: (req: FastifyRequest, em: EntityManager) => Promise<Viewer | null> },
): void {
  app.get<{ Params: { id: string } }>(opts.url, async (req, reply: FastifyReply) => {
    const em = deps.orm.em.fork();
    try {
      const ctx: ServiceContext = { em, viewer: await opts.viewerFor(req, em), now: deps.now, log: req.log, config: deps.config };
      const file = await opts.find(ctx, req.params.id);
      const found = await opts.store.open(file.fileName);
      if (!found) return reply.code(404).send({ message: opts.missing, code: 'NOT_FOUND' });
      const fileName = `${file.downloadName}.${EXT[file.contentType] ?? 'bin'}`;
      return sendAttachment(reply, { contentType: file.contentType, size: found.size, fileName }, found.stream);
    } catch (err) {
      if (err instanceof DomainError) return sendDomainError(reply, err);
      throw err;
    }
  });
}
