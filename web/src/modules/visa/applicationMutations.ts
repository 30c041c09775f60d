import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { dropLists, prependToLists, referenceTo, removeFromLists } from '../../lib/cacheLists';

// The visa mutations and what each changes in the cache. Applications are stored under their id: every status change
// answers with the whole application as its page shows it (status, note, dates, documents, timeline), so the page and
// the traveller's list change without asking again.

export const VisaApplicationPageFragment = graphql(`
  fragment VisaApplicationPage_application on VisaApplication {
    id title country visaType processing travelDate applicantCount pricePerApplicantInPkr totalPriceInPkr
    paymentStatus refundDueInPkr status statusNote submittedAt dueAt decidedAt createdAt appliedBy
    viewerIsApplicant viewerCanProcess
    offer {
      id
      documents { kind label }
    }
    applicants { id position fullName passportNumber nationality dateOfBirth passportExpiry }
    documents { id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl }
    timeline { id fromStatus toStatus note actorName actorRole createdAt }
  }
`);

// one row of the traveller's list (dashboard tab)
export const MyVisaApplicationRowFragment = graphql(`
  fragment MyVisaApplicationRow_application on VisaApplication {
    id title country processing travelDate applicantCount totalPriceInPkr status statusNote createdAt
  }
`);

const ApplyMutation = graphql(`
  mutation ApplyForVisa($input: ApplyVisaInput!) {
    applyForVisa(input: $input) {
      id status
      ...MyVisaApplicationRow_application
    }
  }
`);

const AttachMutation = graphql(`
  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {
    attachVisaDocument(input: $input) {
      id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl
    }
  }
`);

// the status changes, each answering with the application as its page shows it
const SubmitMutation = graphql(`mutation SubmitVisaApplication($id: ID!) { submitVisaApplication(id: $id) { ...VisaApplicationPage_application } }`);

const RequestDocumentsMutation = graphql(`mutation RequestVisaDocuments($id: ID!, $note: String!) { requestVisaDocuments(id: $id, note: $note) { ...VisaApplicationPage_application } }`);

const StartMutation = graphql(`mutation StartVisaProcessing($id: ID!) { startVisaProcessing(id: $id) { ...VisaApplicationPage_application } }`);

const ApproveMutation = graphql(`mutation ApproveVisaApplication($id: ID!, $file: String!) { approveVisaApplication(id: $id, file: $file) { ...VisaApplicationPage_application } }`);

const RejectMutation = graphql(`mutation RejectVisaApplication($id: ID!, $reason: String!) { rejectVisaApplication(id: $id, reason: $reason) { ...VisaApplicationPage_application } }`);

const SetOfferActiveMutation = graphql(`
  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {
    setVisaOfferActive(id: $id, active: $active) { id active }
  }
`);

// the processors' queue is filtered by status and ordered by due date: which filters an application now matches,
// and where, the server says when the queue is next shown
const dropQueue = (cache: ApolloCache) => dropLists(cache, 'visaQueue');
const statusChange = { update: dropQueue };

/** Starts an application (a draft): it heads the traveller's list, newest first. */
export function useApplyForVisa() {
  return useMutation(ApplyMutation, {
    update(cache, { data }) {
      if (!data) return;
      prependToLists(cache, 'myVisaApplications', referenceTo(cache, data.applyForVisa));
      dropQueue(cache);
    },
  });
}

/**
 * Attaches a document: it joins its application's documents (oldest first), and the one it replaces (same applicant
 * and kind) is marked superseded, at the same instant the server stamps on both.
 */
export function useAttachVisaDocument(applicationId: string) {
  return useMutation(AttachMutation, {
    update(cache, { data }) {
      const doc = data?.attachVisaDocument;
      const added = doc && referenceTo(cache, doc);
      if (!doc || !added) return;
      const replaced: string[] = [];
      cache.modify({
        id: cache.identify({ __typename: 'VisaApplication', id: applicationId }),
        fields: {
          documents: (value, { readField }) => {
            const refs = value as readonly { __ref: string }[];
            for (const ref of refs) {
              const same = readField('applicantId', ref) === doc.applicantId && readField('kind', ref) === doc.kind;
              if (same && ref.__ref !== added.__ref && !readField('supersededAt', ref)) replaced.push(ref.__ref);
            }
            return refs.some((ref) => ref.__ref === added.__ref) ? refs : [...refs, added];
          },
        },
      });
      for (const id of replaced) cache.modify({ id, fields: { supersededAt: () => doc.createdAt } });
    },
  });
}

export const useSubmitVisaApplication = () => useMutation(SubmitMutation, statusChange);
export const useRequestVisaDocuments = () => useMutation(RequestDocumentsMutation, statusChange);
export const useStartVisaProcessing = () => useMutation(StartMutation, statusChange);
export const useApproveVisaApplication = () => useMutation(ApproveMutation, statusChange);
export const useRejectVisaApplication = () => useMutation(RejectMutation, statusChange);

/**
 * Lists or hides one of the seller's offers: the offer is stored under its id; a hidden one leaves the public lists,
 * a listed one joins them where the server orders it (country, type), so those ask again.
 */
export function useSetVisaOfferActive() {
  return useMutation(SetOfferActiveMutation, {
    update(cache, { data }) {
      if (!data) return;
      const { id, active } = data.setVisaOfferActive;
      if (active) dropLists(cache, 'visaOffers');
      else removeFromLists(cache, 'visaOffers', id);
    },
  });
}
