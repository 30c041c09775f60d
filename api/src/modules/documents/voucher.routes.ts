import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { DomainError } from '../../core/errors.js';
import type { AppDeps } from '../../deps.js';
import { sendAttachment } from '../../rest/download.js';
import { publicOrigin } from '../../rest/origin.js';
import { sendDomainError } from '../../rest/status.js';
import { imageStoreFor } from '../agent/uploads.routes.js';
import { bookingVoucher, checkVoucher } from './voucher.service.js';

/**
 * GET /api/bookings/:id/voucher.pdf: the booking's e-voucher (its booker, seller or the super admin; signed out 401,
 * anyone else 404), always a download, never cached by shared caches.
 * GET /api/vouchers/:code: the public check the voucher's QR code leads to (through the web page /v/:code).
 */
export function registerVoucherRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  viewerFor: (req: FastifyRequest, em: EntityManager) => Promise<Viewer | null>,
): void {
  const store = imageStoreFor(deps);
  const contextFor = async (req: FastifyRequest): Promise<ServiceContext> => {
    const em = deps.orm.em.fork();
    return { em, viewer: await viewerFor(req, em), now: deps.now, log: req.log, config: deps.config };
  };

  app.get<{ Params: { id: string } }>('/api/bookings/:id/voucher.pdf', async (req, reply: FastifyReply) => {
    try {
      const file = await bookingVoucher(await contextFor(req), req.params.id, { origin: publicOrigin(req, deps.config), store });
      return sendAttachment(reply, { contentType: 'application/pdf', size: file.bytes.length, fileName: file.fileName }, file.bytes);
    } catch (err) {
      if (err instanceof DomainError) return sendDomainError(reply, err);
      throw err;
    }
  });

  app.get<{ Params: { code: string } }>('/api/vouchers/:code', async (req, reply: FastifyReply) => {
    try {
      const view = await checkVoucher(await contextFor(req), req.params.code);
      // the status changes (a cancellation): always asked afresh; no personal data, so shared caches may not keep it either
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(view);
    } catch (err) {
      if (err instanceof DomainError) return sendDomainError(reply, err);
      throw err;
    }
  });
}
