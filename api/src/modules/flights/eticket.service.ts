import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../core/context.js';
import { DomainError, NotFoundError } from '../../core/errors.js';
import type { AppDeps } from '../../deps.js';
import { sendAttachment } from '../../rest/download.js';
import { publicOrigin } from '../../rest/origin.js';
import { sendDomainError } from '../../rest/status.js';
import { User } from '../accounts/user.entity.js';
import type { ImageStore } from '../agent/image-store.js';
import { imageStoreFor } from '../agent/uploads.routes.js';
import { SUPPORT_CONTACT } from '../documents/voucher.pdf.js';
import { agencyName, logoOf, voucherCode } from '../documents/voucher.service.js';
import { registerMailAttachment } from '../mail/outbox.js';
import { brandForBooking } from '../brand/documents.js';
import type { RouteWiring } from '../feature.js';
import { type ETicketContent, renderETicket } from './eticket.pdf.js';
import { FlightOrder } from './flight-order.entity.js';
import { findOrder, passengerName } from './orders.service.js';

// The e-ticket itinerary receipt: downloaded from the order (its buyer, the buyer's agency, the super admin) and
// attached to the "tickets issued" e-mail. Its QR code opens the booking's public check page (/v/<code>).

type Options = { origin: string; store: ImageStore | null };
export type ETicketFile = { fileName: string; bytes: Buffer };

async function contentOf(ctx: ServiceContext, order: FlightOrder, opts: Options): Promise<ETicketContent> {
  const booking = order.booking.getEntity();
  if (!order.bookingReference || !order.tickets.length || (order.status !== 'ticketed' && order.status !== 'cancelled')) {
    throw new NotFoundError('This flight order has no e-ticket yet: it is issued once the order is paid');
  }
  const booker = await ctx.em.findOneOrFail(User, { id: booking.user.id });
  const sale = !!booking.customerName;
  const code = await voucherCode(ctx.em, booking.id, ctx.now());
  return {
    orderId: order.id,
    bookingReference: order.bookingReference,
    status: order.status === 'cancelled' ? 'cancelled' : 'ticketed',
    issuedAt: order.ticketedAt ?? order.updatedAt,
    airline: order.owner,
    passengers: order.passengers.map((p, i) => ({
      name: passengerName(p),
      type: p.type,
      passportNumber: p.passportNumber,
      ticketNumber: order.tickets.find((t) => t.passengerIndex === i)?.number ?? null,
    })),
    slices: order.slices,
    conditions: order.conditions,
    totalInPkr: booking.sellingPriceInPkr ?? booking.totalPriceInPkr,
    agency: sale ? await saleAgency(ctx, booking, booker, opts.store) : null,
    support: SUPPORT_CONTACT,
    checkUrl: `${opts.origin}/v/${code}`,
    now: ctx.now(),
  };
}

// an agent's sale: the agency's brand (issue 39) when it has one, else its owner's name and profile picture
async function saleAgency(ctx: ServiceContext, booking: { customerName?: string | null; user: { id: string } }, booker: User, store: ImageStore | null): Promise<NonNullable<ETicketContent['agency']>> {
  const brand = await brandForBooking(ctx, booking, store);
  return { name: brand?.name ?? agencyName(booker), email: booker.email, phone: brand?.phone ?? null, logo: brand?.logo ?? (await logoOf(booker, store, ctx)) };
}

async function render(ctx: ServiceContext, order: FlightOrder, opts: Options): Promise<ETicketFile> {
  const content = await contentOf(ctx, order, opts);
  return { fileName: `e-ticket-${content.bookingReference}.pdf`, bytes: await renderETicket(content) };
}

/** The caller's e-ticket (404 for anyone who may not see the order, or before it is ticketed). */
export async function orderETicket(ctx: ServiceContext, orderId: string, opts: Options): Promise<ETicketFile> {
  return render(ctx, await findOrder(ctx, orderId), opts);
}

/** The 'eticket' mail attachment (id = the order's id), rendered when the message is sent. */
export function installETicketAttachment(deps: AppDeps): void {
  const store = imageStoreFor(deps);
  registerMailAttachment('eticket', async (ctx, orderId) => {
    const order = await ctx.em.findOne(FlightOrder, { id: orderId }, { populate: ['booking'] });
    if (!order || order.status !== 'ticketed') return null;
    const origin = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : `http://localhost:${ctx.config.port}`;
    const file = await render(ctx, order, { origin, store });
    return { filename: file.fileName, content: file.bytes, contentType: 'application/pdf' };
  });
}

/** GET /api/flights/orders/:id/eticket.pdf: always a download. */
export function registerETicketRoute(app: FastifyInstance, deps: AppDeps, viewerFor: RouteWiring['viewerFor']): void {
  const store = imageStoreFor(deps);
  app.get<{ Params: { id: string } }>('/api/flights/orders/:id/eticket.pdf', async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    try {
      const em = deps.orm.em.fork();
      const ctx: ServiceContext = { em, viewer: await viewerFor(req, em), now: deps.now, log: req.log, config: deps.config };
      const file = await orderETicket(ctx, req.params.id, { origin: publicOrigin(req, deps.config), store });
      return sendAttachment(reply, { contentType: 'application/pdf', size: file.bytes.length, fileName: file.fileName }, file.bytes);
    } catch (err) {
      if (err instanceof DomainError) return sendDomainError(reply, err);
      throw err;
    }
  });
}
