import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { DomainError } from '../../core/errors.js';
import type { AppDeps } from '../../deps.js';
import { sendAttachment } from '../../rest/download.js';
import { sendDomainError } from '../../rest/status.js';
import { creditNotePdf, invoicePdf } from './invoice.service.js';

type Render = (ctx: ServiceContext, id: string) => Promise<{ fileName: string; bytes: Buffer }>;

/**
 * GET /api/payments/{id}/invoice.pdf and GET /api/refunds/{id}/credit-note.pdf: the document for whoever may see the
 * payment or refund (signed out 401, anyone else 404, as for the payment itself). Drawn on each request from the
 * frozen snapshot; private, never cached by shared caches, downloaded rather than shown inline.
 */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  viewerFor: (req: FastifyRequest, em: EntityManager) => Promise<Viewer | null>,
): void {
  const route = (url: string, render: Render) =>
    app.get<{ Params: { id: string } }>(url, async (req, reply: FastifyReply) => {
      const em = deps.orm.em.fork();
      try {
        const ctx: ServiceContext = { em, viewer: await viewerFor(req, em), now: deps.now, log: req.log, config: deps.config };
        const { fileName, bytes } = await render(ctx, req.params.id);
        return sendAttachment(reply, { contentType: 'application/pdf', size: bytes.length, fileName }, bytes);
      } catch (err) {
        if (err instanceof DomainError) return sendDomainError(reply, err);
        throw err;
      }
    });
  route('/api/payments/:id/invoice.pdf', invoicePdf);
  route('/api/refunds/:id/credit-note.pdf', creditNotePdf);
}
