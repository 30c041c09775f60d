import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/rest';
import { getFragmentData } from '../../gql';
import {
  ConfirmBankTransferMutation,
  PaymentFieldsFragment,
  PaymentProofUploadUrlMutation,
  PayMutation,
  RejectBankTransferMutation,
  SubmitBankTransferProofMutation,
} from './operations';

/**
 * Starts the next payment of a booking. The answer's payment is stored under its id and appended to its booking's
 * `payments`, so the checkout page shows the open attempt without asking again.
 */
export function usePayBooking() {
  return useMutation(PayMutation, {
    update: (cache, { data }) => {
      if (!data) return;
      const payment = getFragmentData(PaymentFieldsFragment, data.pay.payment);
      const ref = cache.identify({ __typename: 'Payment', id: payment.id });
      const bookingRef = cache.identify({ __typename: 'Booking', id: payment.bookingId });
      if (!ref || !bookingRef) return;
      cache.modify({
        id: bookingRef,
        fields: {
          payments: (existing: readonly { __ref: string }[] = []) => (existing.some((p) => p.__ref === ref) ? existing : [...existing, { __ref: ref }]),
        },
      });
    },
  });
}

export type SandboxOutcome = 'success' | 'failure' | 'abandon';

/** The sandbox checkout page's buttons: POST /api/payments/sandbox/{paymentId}/complete (spec point 8, REST). */
export function useCompleteSandboxPayment() {
  const [loading, setLoading] = useState<SandboxOutcome | null>(null);
  const complete = useCallback(async (paymentId: string, outcome: SandboxOutcome) => {
    setLoading(outcome);
    try {
      return await apiRequest<{ paymentId: string; outcome: string; status: string }>(
        'POST',
        `/api/payments/sandbox/${encodeURIComponent(paymentId)}/complete`,
        { outcome },
      );
    } finally {
      setLoading(null);
    }
  }, []);
  return { complete, loading };
}

/** The super admin's bank-transfer decisions: the answer's payment replaces the row under its id. */
export function useConfirmBankTransfer() {
  return useMutation(ConfirmBankTransferMutation);
}

export function useRejectBankTransfer() {
  return useMutation(RejectBankTransferMutation);
}

/** A bank transfer's proof: a single-use upload URL, the PUT, then submitBankTransferProof with the stored name. */
export function useSubmitBankTransferProof() {
  const [ask] = useMutation(PaymentProofUploadUrlMutation);
  const [submit] = useMutation(SubmitBankTransferProofMutation);
  return useCallback(
    async (paymentId: string, file: File) => {
      const { data } = await ask();
      const url = data?.createPaymentProofUploadUrl.uploadURL;
      if (!url) throw new Error('No upload URL');
      const res = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
      if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
      const stored = ((await res.json()) as { file: string }).file;
      await submit({ variables: { paymentId, file: stored } });
    },
    [ask, submit],
  );
}
