import { useMutation } from '@apollo/client/react';
import { AGENT_SALES_MESSAGES, CustomerSchema, type MarkupKind, type MarkupProductType, passengersIssue } from '@rules/agent-sales.js';
import { setIn } from 'final-form';
import { useCallback } from 'react';
import * as v from 'valibot';
import { graphql } from '../../gql';
import { i18n, localMessage } from '../../i18n';
import bookingNs from '../../i18n/en/booking';
import type { CustomerInput } from '../../gql/graphql';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';

// An agent's sales to customers (issue 17): the quotation, the markups and the customer part of the booking forms.

export const QuoteQuery = graphql(`
  query Quote($input: BookInput!, $markupInPkr: Decimal) {
    quote(input: $input, markupInPkr: $markupInPkr) { itemName passengerCount netPriceInPkr markupInPkr sellingPriceInPkr }
  }
`);

export const MyMarkupsQuery = graphql(`
  query MyMarkups {
    myMarkups { productType kind value updatedAt }
  }
`);

export const SetMarkupMutation = graphql(`
  mutation SetMarkup($productType: MarkupProductType!, $kind: MarkupKind!, $value: Decimal!) {
    setMarkup(productType: $productType, kind: $kind, value: $value) { productType kind value updatedAt }
  }
`);

export const CustomerSaleFieldsFragment = graphql(`
  fragment CustomerSaleFields on Booking {
    id type itemName passengerCount totalPriceInPkr markupInPkr sellingPriceInPkr status paymentStatus payable travelDate createdAt
    roomType checkInDate checkOutDate voucherUrl payBy freeCancellationUntil
    customer { leadName phone email passengers { name passportNumber } }
  }
`);

// the agent's sales to customers, newest first (its own cache entry: `forCustomers` is a key argument)
export const CustomerSalesQuery = graphql(`
  query CustomerSales($pagination: PaginationInput) {
    bookings(pagination: $pagination, forCustomers: true) {
      items { id ...CustomerSaleFields }
      hasMore
    }
  }
`);

/** Saves one markup; the cached list takes the answer (markups have no id of their own). */
export function useSetMarkup() {
  const [mutate, state] = useMutation(SetMarkupMutation, {
    update: (cache, { data }) => {
      const saved = data?.setMarkup;
      if (!saved) return;
      cache.updateQuery({ query: MyMarkupsQuery }, (list) =>
        list ? { myMarkups: list.myMarkups.map((m) => (m.productType === saved.productType ? saved : m)) } : list,
      );
    },
  });
  const setMarkup = useCallback(
    async (productType: MarkupProductType, kind: MarkupKind, value: string): Promise<boolean> => {
      try {
        await mutate({ variables: { productType: productType as never, kind: kind as never, value } });
        toast(i18n.t('markupSaved', { ns: bookingNs }), i18n.t(`markupSavedText.${productType}`, { ns: bookingNs }), 'success');
        return true;
      } catch (err) {
        toast(i18n.t('markupNotSaved', { ns: bookingNs }), errorMessage(err, i18n.t('markupSaveFailed', { ns: bookingNs })), 'error');
        return false;
      }
    },
    [mutate],
  );
  return { setMarkup, saving: state.loading };
}

/** The customer part of a booking form, as typed. */
export type CustomerFormValues = {
  leadName?: string;
  phone?: string;
  email?: string;
  passengers?: Array<{ name?: string; passportNumber?: string }>;
  markupInPkr?: string;
};
export type SaleFormValues = { forCustomer?: boolean; customer?: CustomerFormValues };

// an empty override means "my markup for this product type"
function withoutEmptyOverride(c: CustomerFormValues | undefined, travellers: number, listsPassengers: boolean) {
  const passengers = listsPassengers ? Array.from({ length: travellers }, (_, i) => c?.passengers?.[i] ?? {}) : [];
  return { ...c, passengers, markupInPkr: c?.markupInPkr?.trim() ? c.markupInPkr.trim() : undefined };
}

/**
 * The customer section's problems, nested the way react-final-form reads them (customer.passengers[1].passportNumber):
 * the API's own rules, so a form that passes here passes there.
 */
export function validateSale(values: SaleFormValues, type: 'package' | 'hotel' | 'transport', travellers: number): Record<string, unknown> {
  if (!values.forCustomer) return {};
  let errors: Record<string, unknown> = {};
  const flat: Record<string, string> = {};
  const result = v.safeParse(CustomerSchema, withoutEmptyOverride(values.customer, travellers, type === 'package'));
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.map((p) => String(p.key)).join('.');
      if (key && !(key in flat)) flat[key] = issue.message;
    }
  }
  for (const [key, message] of Object.entries(flat)) errors = setIn(errors, `customer.${key}`, message) as Record<string, unknown>;
  if (result.success) {
    const issue = passengersIssue(type, travellers, result.output.passengers);
    if (issue) errors = setIn(errors, 'customer.passengersCount', localMessage(issue.message)) as Record<string, unknown>;
  }
  return errors;
}

/** The `customer` of the book input (normalised by the rules: trimmed, passports upper-case), or null. */
export function customerInput(values: SaleFormValues, type: 'package' | 'hotel' | 'transport', travellers: number): CustomerInput | null {
  if (!values.forCustomer) return null;
  const c = v.parse(CustomerSchema, withoutEmptyOverride(values.customer, travellers, type === 'package'));
  return {
    leadName: c.leadName,
    phone: c.phone,
    email: c.email,
    passengers: c.passengers.filter((p) => p.name || p.passportNumber),
    markupInPkr: c.markupInPkr ?? null,
  };
}

/** The override the quotation takes while the form is being filled (a bad one is left out until it is fixed). */
export function overrideOf(values: SaleFormValues): string | null {
  const raw = values.forCustomer ? values.customer?.markupInPkr?.trim() : undefined;
  return raw && /^\d{1,12}(\.\d{1,2})?$/.test(raw) ? raw : null;
}

export { AGENT_SALES_MESSAGES };
