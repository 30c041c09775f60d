import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import {
  VISA_DOCUMENT_KINDS,
  VISA_DOCUMENT_LABELS,
  VISA_PAYMENT_STATUSES,
  VISA_PROCESSING,
  VISA_STATUSES,
  VISA_TYPES,
  type VisaDocumentKindValue,
} from '../../rules/visa.js';

// GraphQL enums whose values are the rules' own lists (rules/visa.ts).
export const VisaType = graphqlEnum('VisaType', VISA_TYPES, 'What the visa is for.', {
  tourist: 'Tourism and family visits.',
  business: 'Business meetings and trade.',
  transit: 'Passing through on the way elsewhere.',
  student: 'Study.',
  umrah: 'Umrah pilgrimage (Saudi Arabia).',
});
export type VisaType = ValueOf<typeof VisaType>;

export const VisaProcessing = graphqlEnum('VisaProcessing', VISA_PROCESSING, 'How fast the application is processed.', {
  normal: 'Normal 7-10 days.',
  express: 'Express 3-5 days.',
  urgent: 'Urgent 24-48 hours.',
});
export type VisaProcessing = ValueOf<typeof VisaProcessing>;

export const VisaApplicationStatus = graphqlEnum(
  'VisaApplicationStatus',
  VISA_STATUSES,
  'draft → submitted → (documents_requested → submitted)* → in_process → approved | rejected.',
  {
    draft: 'Being prepared by the applicant; documents can be added.',
    submitted: 'Sent to the processor.',
    documents_requested: 'The processor asked for documents (see the note); the applicant re-uploads and submits again.',
    in_process: 'Being processed with the embassy.',
    approved: 'Visa issued; its document can be downloaded.',
    rejected: 'Refused, with a reason.',
  },
);
export type VisaApplicationStatus = ValueOf<typeof VisaApplicationStatus>;

export const VisaPaymentStatus = graphqlEnum('VisaPaymentStatus', VISA_PAYMENT_STATUSES, 'Payment state. Until online payments exist, applications are submitted unpaid.', {
  unpaid: 'Not paid yet (submitted without payment).',
  paid: 'Paid.',
  refund_due: 'Rejected after payment: a refund per the offer’s policy is owed.',
  refunded: 'Refunded.',
});
export type VisaPaymentStatus = ValueOf<typeof VisaPaymentStatus>;

// what travellers upload, and the issued visa the processor attaches when approving
export const VisaDocumentKind = graphqlEnum(
  'VisaDocumentKind',
  [...VISA_DOCUMENT_KINDS, 'visa'],
  'What a document is.',
  Object.fromEntries(Object.entries(VISA_DOCUMENT_LABELS).map(([k, label]) => [k, `${label}.`])) as Record<VisaDocumentKindValue | 'visa', string>,
);
export type VisaDocumentKind = ValueOf<typeof VisaDocumentKind>;
