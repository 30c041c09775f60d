import { registerMailAttachment } from '../mail/outbox.js';
import { systemInvoicePdf } from './invoice.service.js';

let installed = false;

/**
 * Registers the mail attachment kind 'invoice' (id = payment id): the payment receipt's PDF, drawn when the message
 * is sent; none for a payment that has not succeeded. Idempotent.
 */
export function installInvoiceAttachments(): void {
  if (installed) return;
  installed = true;
  registerMailAttachment('invoice', async (ctx, paymentId) => {
    const file = await systemInvoicePdf(ctx, paymentId);
    return file ? { filename: file.fileName, content: file.bytes, contentType: 'application/pdf' } : null;
  });
}
