import { MARKUP_KINDS, MarkupSchema, type MarkupKind, type MarkupProductType } from '@rules/agent-sales.js';
import { AgencyNameSchema, readCreditLimit } from '@rules/network.js';
import * as v from 'valibot';
import { i18n } from '../../i18n';
import networkNs from '../../i18n/en/network';

// The network's and the brand's forms: the server's rules, so the forms refuse what the server would (the server's
// shared messages reach the fields in the current language through fieldError's localMessage; the forms' own ones
// are this namespace's, read when they show).

const rule = (key: string) => () => i18n.t(`rules.${key}`, { ns: networkNs });

// the product types a master marks up (flights carry no master margin in this issue)
export const NETWORK_PRODUCT_TYPES = ['package', 'hotel', 'transport'] as const satisfies readonly MarkupProductType[];
export { MARKUP_KINDS };

/** A credit limit in PKR as typed: 0 or more, 2 decimals at most, within the platform's largest line. */
export const creditLimit = () =>
  v.pipe(
    v.string(rule('limitRequired')),
    v.trim(),
    v.minLength(1, rule('limitRequired')),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const read = readCreditLimit(dataset.value);
      if ('error' in read) addIssue({ message: read.error });
    }),
  );

/** The canonical amount of a typed limit (the form has already checked it). */
export function limitAmount(typed: string): string {
  const read = readCreditLimit(typed);
  return 'error' in read ? typed.trim() : read.amount;
}

export const InviteSubAgentSchema = () =>
  v.object(
    {
      // the same e-mail rule and message as a staff invitation
      // a field never typed is missing, not empty: each one checks '' (its own message, not the object's)
      email: v.optional(v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address'), v.maxLength(254, 'Please enter a valid email address')), ''),
      agencyName: v.optional(AgencyNameSchema, ''),
      creditLimitInPkr: v.optional(creditLimit(), ''),
    },
    rule('limitRequired'),
  );
export type InviteValues = { email: string; agencyName: string; creditLimitInPkr: string };

export type MarkupValues = { kind: MarkupKind; value: string };
export type EditValues = { creditLimitInPkr: string; markups: Partial<Record<MarkupProductType, MarkupValues>> };

/** The edit dialog's checks: the limit, and each product type's markup by the shared markup rule. */
export function validateEdit(values: EditValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const limit = v.safeParse(creditLimit(), values.creditLimitInPkr ?? '');
  if (!limit.success) errors.creditLimitInPkr = limit.issues[0].message;
  for (const [productType, m] of Object.entries(values.markups ?? {})) {
    const issue = markupIssue(productType as MarkupProductType, m);
    if (issue) errors[`markups.${productType}.value`] = issue;
  }
  return errors;
}

/** What is wrong with one markup (the shared rule's message), if anything. */
export function markupIssue(productType: MarkupProductType, m: MarkupValues | undefined): string | undefined {
  const parsed = v.safeParse(MarkupSchema, { productType, kind: m?.kind, value: m?.value ?? '' });
  return parsed.success ? undefined : parsed.issues[0].message;
}

// the brand's rules are the server's own (rules/brand.ts), its messages translated like every shared rule's
export { BrandSchema } from '@rules/brand.js';
export type BrandValues = { tradingName: string; phone?: string; whatsapp?: string; address?: string; licenceNumber?: string };

/** The brand's fields as the API takes them: trimmed, an empty one as null. */
export function brandInput(values: BrandValues) {
  const opt = (s: string | undefined) => (s?.trim() ? s.trim() : null);
  return { tradingName: values.tradingName.trim(), phone: opt(values.phone), whatsapp: opt(values.whatsapp), address: opt(values.address), licenceNumber: opt(values.licenceNumber) };
}
