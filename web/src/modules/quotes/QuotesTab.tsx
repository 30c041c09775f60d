import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { CustomerQuoteFieldsFragment, CustomerQuoteStatus } from '../../gql/graphql';
import quotesNs from '../../i18n/en/quotes';
import { useFormat } from '../../i18n/format';
import { Ltr } from '../../i18n/bidi';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { useSession } from '../session/useSession';
import { linkOf, NewQuote, ShareActions } from './NewQuote';
import { CustomerQuoteFieldsFragment as QuoteFields, CustomerQuotesQuery } from './operations';

// The agent dashboard's Quotes tab (issue 39): a new quote from the basket, and the agency's quotes with their status,
// customer, total, expiry and maker, each with its link to copy, send on WhatsApp or open. The cost and the customer's
// price of each item are the agency's view only (the customer's page shows neither cost nor margin).

const PAGE = 20;
const WHEN = 'd LLL yyyy, HH:mm';

const PALETTE: Record<CustomerQuoteStatus, string> = {
  sent: 'blue',
  viewed: 'purple',
  accepted: 'green',
  changed: 'orange',
  expired: 'gray',
};

function QuoteCard({ quote }: { quote: CustomerQuoteFieldsFragment }) {
  const { t } = useTranslation(quotesNs);
  const { date } = useFormat();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(linkOf(quote));
      toast(t('copied'), t('copiedText'), 'success');
    } catch {
      toast(t('copyFailed'), t('copyFailedText'), 'error');
    }
  };
  const over = quote.status === 'expired';
  return (
    <Card.Root variant="outline" size="sm" data-testid="quote-row">
      <Card.Body gap="3">
        <Flex gap="3" justify="space-between" align="start" wrap="wrap">
          <Box minW="0">
            <Heading as="h3" size="sm" lang="en">
              {quote.customerName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <Ltr>{quote.customerPhone}</Ltr>
              {quote.customerEmail && (
                <>
                  {' · '}
                  <bdi lang="en">{quote.customerEmail}</bdi>
                </>
              )}
            </Text>
          </Box>
          <Badge colorPalette={PALETTE[quote.status]} data-testid="quote-status">
            {t(`statuses.${quote.status}`)}
          </Badge>
        </Flex>
        <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
          {quote.items.map((item) => (
            <Flex as="li" key={item.position} gap="2" justify="space-between" wrap="wrap" borderBottomWidth="1px" borderColor="border.muted" pb="1">
              <Box minW="0">
                <Text fontWeight="medium" lang="en">
                  {item.itemName}
                </Text>
                <Text color="fg.muted" fontSize="xs" lang="en">
                  {item.summary}
                </Text>
              </Box>
              <Stack gap="0" textAlign="end" fontSize="xs">
                <Text>
                  {t('price')}: <Ltr>{formatMoney(item.priceInPkr, 'PKR')}</Ltr>
                </Text>
                <Text color="fg.muted">
                  {t('cost')}: <Ltr>{formatMoney(item.costInPkr, 'PKR')}</Ltr>
                </Text>
                {item.bookingId && <Text color="green.700">{t('booked')}</Text>}
              </Stack>
            </Flex>
          ))}
        </Stack>
        <Flex gap="4" wrap="wrap" fontSize="sm" justify="space-between">
          <Text>
            {t('customerPays')}:{' '}
            <Text as="span" fontWeight="bold" data-testid="quote-total">
              <Ltr>{formatMoney(quote.totalInPkr, 'PKR')}</Ltr>
            </Text>
            {quote.currency !== 'PKR' && (
              <Text as="span" color="fg.muted">
                {' '}
                ({quote.currency})
              </Text>
            )}
          </Text>
          <Text color="fg.muted">
            {t('yourCost')}: <Ltr>{formatMoney(quote.costInPkr, 'PKR')}</Ltr>
          </Text>
        </Flex>
        <Text fontSize="xs" color={over ? 'fg.error' : 'fg.muted'}>
          {t(over ? 'expired' : 'expires', {
            date: date(quote.expiresAt, WHEN),
          })}{' '}
          ·{' '}
          {t('createdBy', {
            name: quote.createdBy,
            date: date(quote.createdAt, 'd LLL yyyy'),
          })}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={copy} data-testid="quote-copy">
            <Copy size={14} aria-hidden /> {t('copy')}
          </Button>
          <ShareActions quote={quote} size="xs" />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function QuoteList() {
  const { t } = useTranslation(quotesNs);
  const { data, loading, error, fetchMore } = useQuery(CustomerQuotesQuery, {
    variables: { limit: PAGE, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.customerQuotes;
  const quotes = (page?.items ?? []).map((q) => getFragmentData(QuoteFields, q));
  const more = () =>
    fetchMore({
      variables: { offset: quotes.length },
      updateQuery: (prev, { fetchMoreResult }) => ({
        customerQuotes: {
          ...fetchMoreResult.customerQuotes,
          items: [...prev.customerQuotes.items, ...fetchMoreResult.customerQuotes.items],
        },
      }),
    });
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('yourQuotes')}
      </Heading>
      {error && !page ? (
        <Text role="alert">{errorMessage(error, t('loadFailed'))}</Text>
      ) : loading && !page ? (
        <Skeleton height="24" />
      ) : quotes.length === 0 ? (
        <Text color="fg.muted" data-testid="quotes-empty">
          {t('noQuotes')}
        </Text>
      ) : (
        <Stack gap="3" data-testid="quotes-list">
          {quotes.map((q) => (
            <QuoteCard key={q.id} quote={q} />
          ))}
          {page?.hasMore && (
            <Box>
              <Button variant="outline" size="sm" onClick={() => void more()} loading={loading}>
                {t('showMore')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The Quotes tab of the agent dashboard. */
export function QuotesTab() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="6" data-testid="quotes-tab">
      <NewQuote userId={user.id} />
      <QuoteList />
    </Stack>
  );
}
