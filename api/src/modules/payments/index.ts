import { registerPrivateDownload } from '../../rest/download.js';
import { imageStoreFor } from '../agent/uploads.routes.js';
import type { Feature } from '../feature.js';
import { sandboxWebhookJob } from './gateways/sandbox.js';
import { Payment, PaymentEvent, Refund, SandboxTransaction } from './payment.entity.js';
import { PaymentsResolver } from './payments.resolver.js';
import { paymentProofDownload, paymentRestRoutes, registerPaymentRoutes } from './payments.routes.js';
import { reconcileJob } from './reconcile.js';
import { refundJob } from './refunds.service.js';

// Payments through gateways (sandbox, JazzCash, bank transfer, the wallet), their webhooks, refunds and reconciling.
export const payments: Feature = {
  name: 'payments',
  entities: [Payment, PaymentEvent, SandboxTransaction, Refund],
  resolvers: [PaymentsResolver],
  restRoutes: paymentRestRoutes,
  routes: async (app, { deps, viewerFor }) => {
    await registerPaymentRoutes(app, deps);
    registerPrivateDownload(app, deps, { ...paymentProofDownload, store: imageStoreFor(deps), viewerFor });
  },
  jobs: () => [sandboxWebhookJob(), refundJob(), reconcileJob()],
};
