import type { Feature } from '../feature.js';
import { closeMailTransports, mailSendJob, mailSweepJob } from './delivery.js';
import { MailMessage } from './mail.entity.js';
import { MailResolver } from './mail.resolver.js';

// E-mail through an outbox and the job queue, with attachments rendered when sent.
export const mail: Feature = {
  name: 'mail',
  entities: [MailMessage],
  resolvers: [MailResolver],
  jobs: () => [mailSendJob(), mailSweepJob()],
  // the mail jobs' pooled SMTP connections (idle ones would keep the process alive)
  afterStop: closeMailTransports,
};
