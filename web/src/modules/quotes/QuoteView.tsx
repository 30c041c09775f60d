import { Box, Flex, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { isCurrencyCode } from '@rules/currencies.js';
import { formatMoney } from '@rules/money.js';
import { Clock, MapPin, Phone, TriangleAlert } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Ltr, Stored } from '../../i18n/bidi';
import quotesNs from '../../i18n/en/quotes';
import { useFormat } from '../../i18n/format';
import { AcceptPanel } from './AcceptPanel';
import type { PublicAgencyBrand, PublicQuote, PublicQuoteItem } from './publicQuote';

// The customer's quote as /q/:token shows it once it has arrived (QuotePage.tsx loads this while it asks for the
// quote): the agency's brand, the items in words and pictures at the customer's price in the quote's currency, the
// total (and in PKR), the validity, the note, Accept and Ask a question. Sizes set everywhere so nothing moves as
// pictures arrive; only the logo loads at once.

/** An amount in the quote's currency (the server's code; an unknown one written plainly). */
export const moneyIn = (amount: string, currency: string) => (isCurrencyCode(currency) ? formatMoney(amount, currency) : `${currency} ${amount}`);

// the app's times: 24-hour (an 'AM' inside Urdu words would read out of order)
const WHEN = 'ccc d LLL yyyy, HH:mm';

function Brand({ agency }: { agency: PublicAgencyBrand }) {
  const { t } = useTranslation(quotesNs);
  return (
    <HStack gap="3" align="center" data-testid="quote-brand">
      {agency.logoUrl && (
        // the first thing seen: loaded at once, its box fixed
        <Image
          src={agency.logoUrl}
          alt={agency.tradingName}
          lang="en"
          htmlWidth={64}
          htmlHeight={64}
          w="16"
          h="16"
          fit="contain"
          rounded="md"
          bg="white"
          borderWidth="1px"
          flexShrink={0}
        />
      )}
      <Stack gap="0" minW="0" fontSize="sm" color="fg.muted">
        <Text fontWeight="bold" fontSize="lg" color="fg" lang="en" data-testid="quote-agency-name">
          {agency.tradingName}
        </Text>
        {agency.phone && (
          <Link href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`} color="brand.700" w="fit-content">
            <Phone size={14} aria-hidden /> <Ltr>{agency.phone}</Ltr>
          </Link>
        )}
        {agency.address && (
          <Text lang="en">
            <MapPin size={14} aria-hidden style={{ display: 'inline', verticalAlign: 'text-bottom' }} /> {agency.address}
          </Text>
        )}
        {agency.licenceNumber && (
          <Text>
            <Trans t={t} i18nKey="page.licence" values={{ number: agency.licenceNumber }} components={{ number: <Stored /> }} />
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

function Item({ item, currency }: { item: PublicQuoteItem; currency: string }) {
  const { t } = useTranslation(quotesNs);
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" data-testid="quote-item">
      <Box w={{ base: '20', md: '28' }} h={{ base: '16', md: '20' }} flexShrink={0} rounded="md" overflow="hidden" bg="brand.50">
        {item.imageUrl && <Image src={item.imageUrl} alt="" htmlWidth={112} htmlHeight={80} w="full" h="full" fit="cover" loading="lazy" decoding="async" />}
      </Box>
      {/* phones: the price under the words, so the name keeps the width; wider screens: a column of its own */}
      <Flex flex="1" minW="0" direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '3' }} justify="space-between">
        <Stack gap="0.5" minW="0">
          <Text fontSize="xs" color="brand.700" fontWeight="semibold">
            {t(`types.${item.type}`)}
          </Text>
          <Text fontWeight="semibold" lang="en">
            {item.itemName}
          </Text>
          <Text fontSize="sm" color="fg.muted" lang="en">
            {item.summary}
          </Text>
        </Stack>
        <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="quote-item-price">
          <Ltr>{moneyIn(item.price, currency)}</Ltr>
        </Text>
      </Flex>
    </Flex>
  );
}

export default function QuoteView({ quote, token, onReload }: { quote: PublicQuote; token: string; onReload: () => void }) {
  const { t } = useTranslation(quotesNs);
  const { date } = useFormat();
  const expired = quote.status === 'expired' || (quote.status !== 'accepted' && Date.parse(quote.expiresAt) <= Date.now());
  return (
    <Stack gap="5">
      <Brand agency={quote.agency} />
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t('page.title')}
        </Heading>
        <Text color="fg.muted" data-testid="quote-customer">
          <Trans t={t} i18nKey="page.for" values={{ name: quote.customerName }} components={{ name: <Stored /> }} />
        </Text>
      </Stack>
      {expired ? (
        <HStack role="status" gap="2" p="3" rounded="md" bg="red.50" color="red.800" data-testid="quote-expired" align="start">
          <TriangleAlert size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Box>
            <Text fontWeight="semibold">{t('page.expiredNotice')}</Text>
            <Text fontSize="sm">{t('page.expiredText')}</Text>
          </Box>
        </HStack>
      ) : (
        quote.status !== 'accepted' && (
          <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="quote-valid-until">
            <Clock size={16} aria-hidden />
            <Text>{t('page.validUntil', { date: date(quote.expiresAt, WHEN) })}</Text>
          </HStack>
        )
      )}
      <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="border.muted">
        {quote.items.map((item) => (
          <Item key={item.position} item={item} currency={quote.currency} />
        ))}
      </Box>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" p="4" rounded="lg" bg="brand.50">
        <Text fontWeight="semibold" fontSize="lg">
          {t('page.total')}
        </Text>
        <Stack gap="0" textAlign="end">
          <Text fontSize="2xl" fontWeight="bold" color="brand.800" data-testid="quote-total">
            <Ltr>{moneyIn(quote.total, quote.currency)}</Ltr>
          </Text>
          {quote.currency !== 'PKR' && (
            <Text fontSize="sm" color="fg.muted" data-testid="quote-total-pkr">
              {t('page.inPkr', {
                amount: formatMoney(quote.totalInPkr, 'PKR'),
              })}
            </Text>
          )}
        </Stack>
      </Flex>
      {quote.note && (
        <Box borderStartWidth="3px" borderColor="gold.400" ps="3" data-testid="quote-note">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t('page.note')}
          </Text>
          <Text whiteSpace="pre-line" lang="en">
            {quote.note}
          </Text>
        </Box>
      )}
      <AcceptPanel quote={quote} token={token} expired={expired} onReload={onReload} />
    </Stack>
  );
}
