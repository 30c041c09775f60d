import { Button, HStack, Link } from '@chakra-ui/react';
import { FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import quotesNs from '../../i18n/en/quotes';
import type { QuoteItemInput, QuoteItemType } from '../../gql/graphql';
import { toast } from '../../ui/toaster';
import { useSession } from '../session/useSession';
import { BASKET_MAX, basket, useBasket } from './basket';

// "Add to quote" for travel agents (through AddToQuote.tsx, which loads this only for them): the values the page would
// book with go to the agent's quote basket; "Quote (n)" opens the Quotes tab.

const FIELDS = [
  'packageId',
  'passengerCount',
  'travelDate',
  'rooms',
  'hotelId',
  'checkInDate',
  'checkOutDate',
  'roomType',
  'roomCount',
  'guestCount',
  'transportId',
] as const;
const TYPES: readonly string[] = ['package', 'hotel', 'transport'] satisfies QuoteItemType[];

/** What createCustomerQuote takes of a booking's input: the item and its dates and people (no customer, no price). */
export function quoteInputOf(raw: object): QuoteItemInput | null {
  const from = raw as Record<string, unknown>;
  if (typeof from.type !== 'string' || !TYPES.includes(from.type)) return null;
  const input: Record<string, unknown> = { type: from.type };
  for (const field of FIELDS) if (from[field] != null && from[field] !== '') input[field] = from[field];
  return input as QuoteItemInput;
}

export const QUOTES_TAB = '/dashboard/b2b-agent?tab=quotes';

/** "Quote (n)": the agent's basket, a link to the Quotes tab (nothing while it is empty). */
export function QuoteBasketLink() {
  const { user } = useSession();
  const items = useBasket(user?.role === 'b2b_agent' ? user.id : null);
  const { t } = useTranslation(quotesNs);
  if (!items.length) return null;
  return (
    <Link asChild color="brand.700" fontSize="sm" fontWeight="semibold" data-testid="quote-basket-link">
      <RouterLink to={QUOTES_TAB}>{t('basketLink', { count: items.length })}</RouterLink>
    </Link>
  );
}

/** The button (disabled while `input` is not complete) and the basket's link; AddToQuote shows it to agents only. */
export default function AddToQuoteButton({ userId, name, imageUrl, input }: { userId: string; name: string; imageUrl?: string | null; input: object | null }) {
  const { t } = useTranslation(quotesNs);
  const item = input ? quoteInputOf(input) : null;
  const add = () => {
    if (!item) return;
    if (basket.add(userId, { name, imageUrl: imageUrl ?? null, input: item })) toast(t('added'), t('addedText', { name }), 'success');
    else toast(t('basketFull'), t('basketFullText', { max: BASKET_MAX }), 'warning');
  };
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Button type="button" variant="outline" colorPalette="brand" size="sm" disabled={!item} onClick={add} data-testid="add-to-quote">
        <FilePlus2 size={16} aria-hidden /> {t('addToQuote')}
      </Button>
      <QuoteBasketLink />
    </HStack>
  );
}
