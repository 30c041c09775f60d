import { holdExpiryJob, holdSweepJob } from '../modules/bookings/holds.js';
import { remindersJob } from '../modules/bookings/reminders.js';
import { sandboxWebhookJob } from '../modules/payments/gateways/sandbox.js';
import { reconcileJob } from '../modules/payments/reconcile.js';
import { refundJob } from '../modules/payments/refunds.service.js';
import { booksCheckJob } from '../modules/ledger/books-check.js';
import { commissionJob } from '../modules/ledger/postings.js';
import { mailSendJob, mailSweepJob } from '../modules/mail/delivery.js';
import type { Config } from '../config.js';
import type { AnyJobDefinition } from './queue.js';

// Every job the app runs. A module adds its job definitions here (like db/entities.ts for entities).
export function appJobs(config?: Pick<Config, 'payments'>): AnyJobDefinition[] {
  return [sandboxWebhookJob(), holdExpiryJob(), holdSweepJob(), remindersJob(), refundJob(), reconcileJob(), commissionJob(config?.payments.commissionSweepSeconds), booksCheckJob(), mailSendJob(), mailSweepJob()];
}
