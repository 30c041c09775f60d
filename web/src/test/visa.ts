// Visa fixtures for the web tests, shaped like the API's answers.

type Vars = Record<string, unknown>;
export const OFFER_ID = '0a1b2c3d-0000-4000-8000-000000000001';
export const APP_ID = '0a1b2c3d-0000-4000-8000-0000000000aa';

export const visaOfferAs = (over: Vars = {}) => ({
  __typename: 'VisaOffer',
  id: OFFER_ID,
  title: 'UAE 30-day tourist visa',
  country: 'United Arab Emirates',
  visaType: 'tourist',
  entries: 'single',
  validityDays: 60,
  stayDays: 30,
  soldBy: 'Imran Qureshi',
  notes: null,
  refundPolicy: null,
  active: true,
  processingOptions: [
    { __typename: 'VisaProcessingOption', processing: 'normal', label: 'Normal 7-10 days', priceInPkr: '32000.00' },
    { __typename: 'VisaProcessingOption', processing: 'express', label: 'Express 3-5 days', priceInPkr: '38500.00' },
  ],
  documents: [
    { __typename: 'VisaRequiredDocument', kind: 'passport_scan', label: 'Passport scan (bio page)' },
    { __typename: 'VisaRequiredDocument', kind: 'photo', label: 'Passport-size photo (white background)' },
  ],
  ...over,
});

/** An application as its page shows it (VisaApplicationPage_application): documents requested, no documents yet. */
export function visaApplicationAs(over: Vars = {}) {
  return {
    __typename: 'VisaApplication',
    id: APP_ID,
    title: 'UAE 30-day tourist visa',
    country: 'United Arab Emirates',
    visaType: 'tourist',
    processing: 'express',
    travelDate: '2099-01-15',
    applicantCount: 1,
    pricePerApplicantInPkr: '38500.00',
    totalPriceInPkr: '38500.00',
    paymentStatus: 'unpaid',
    refundDueInPkr: null,
    status: 'documents_requested',
    statusNote: 'Photo must have a white background',
    submittedAt: '2026-11-22T10:00:00.000Z',
    dueAt: '2026-11-27T10:00:00.000Z',
    decidedAt: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    appliedBy: 'ayesha',
    viewerIsApplicant: true,
    viewerCanProcess: false,
    offer: { __typename: 'VisaOffer', id: OFFER_ID, documents: visaOfferAs().documents },
    applicants: [
      {
        __typename: 'VisaApplicant',
        id: 'ap-1',
        position: 1,
        fullName: 'Ayesha Khan',
        passportNumber: 'AB1234567',
        nationality: 'Pakistan',
        dateOfBirth: '1990-04-12',
        passportExpiry: '2101-01-01',
      },
    ],
    documents: [],
    timeline: [
      { __typename: 'VisaStatusChange', id: 't1', fromStatus: null, toStatus: 'draft', note: null, actorName: 'ayesha', actorRole: 'end_user', createdAt: '2026-11-22T09:00:00.000Z' },
      {
        __typename: 'VisaStatusChange',
        id: 't2',
        fromStatus: 'submitted',
        toStatus: 'documents_requested',
        note: 'Photo must have a white background',
        actorName: 'agent',
        actorRole: 'b2b_agent',
        createdAt: '2026-11-23T09:00:00.000Z',
      },
    ],
    ...over,
  };
}
