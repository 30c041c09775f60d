import type { Feature } from '../feature.js';
import { installDocumentAttachments } from './attachments.js';
import { installInvoiceAttachments } from './invoice.attachments.js';
import { Invoice, InvoiceCounter } from './invoice.entity.js';
import { PaymentInvoiceResolver, RefundCreditNoteResolver } from './invoice.resolver.js';
import { registerInvoiceRoutes } from './invoice.routes.js';
import { Voucher } from './voucher.entity.js';
import { VoucherResolver } from './voucher.resolver.js';
import { registerVoucherRoutes } from './voucher.routes.js';

// Vouchers (with their public check) and invoices and credit notes, as PDFs; both attachable to mail.
// (Invoices are issued by the settlement pipeline: modules/settlement.ts.)
export const documents: Feature = {
  name: 'documents',
  entities: [Voucher, InvoiceCounter, Invoice],
  resolvers: [PaymentInvoiceResolver, RefundCreditNoteResolver, VoucherResolver],
  routes: (app, { deps, viewerFor }) => {
    registerInvoiceRoutes(app, deps, viewerFor);
    registerVoucherRoutes(app, deps, viewerFor);
  },
  // vouchers and invoices attached to mail are rendered at send time
  install: (deps) => {
    installInvoiceAttachments();
    installDocumentAttachments(deps);
  },
};
