import type { AppDeps } from '../../deps.js';
import { registerMailAttachment } from '../mail/outbox.js';
import { imageStoreFor } from '../agent/uploads.routes.js';
import { systemVoucher } from './voucher.service.js';

// Documents the mail outbox attaches, rendered when the message is sent (so a voucher shows the booking as it is
// then). The QR code needs an absolute URL without a request to take the origin from: PUBLIC_URL, else this server.

/** Registers the 'voucher' attachment kind (id = booking id; none for a booking without a voucher). Called again (another app in the same process), the last app's store wins. */
export function installDocumentAttachments(deps: AppDeps): void {
  const store = imageStoreFor(deps);
  registerMailAttachment('voucher', async (ctx, bookingId) => {
    const origin = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : `http://localhost:${ctx.config.port}`;
    const file = await systemVoucher(ctx, bookingId, { origin, store });
    return file ? { filename: file.fileName, content: file.bytes, contentType: 'application/pdf' } : null;
  });
}
