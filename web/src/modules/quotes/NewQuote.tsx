import { useMutation } from '@apollo/client/react';
import { Box, Button, Grid, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { CURRENCY_CODES } from '@rules/currencies.js';
import { QUOTE_LIMITS, QuoteCustomerSchema, QuoteSchema } from '@rules/quotes.js';
import { ExternalLink, MessageCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import * as v from 'valibot';
import { getFragmentData } from '../../gql';
import quotesNs from '../../i18n/en/quotes';
import { useFormat } from '../../i18n/format';
import { CopyOnce } from '../../ui/copyOnce';
import { errorMessage, validateWith } from '../../ui/form';
import { NumberField, SelectField, TextAreaField, TextField } from '../../ui/formFields';
import { PanelCard } from '../../ui/panelCard';
import { toast } from '../../ui/toaster';
import { localErrors } from '../bookings/ruleMessages';
import { type BasketItem, basket, useBasket } from './basket';
import { itemWords } from './itemWords';
import { CreateCustomerQuoteMutation, CustomerQuoteFieldsFragment, CustomerQuotesQuery } from './operations';

// "New quote" in the Quotes tab: the basket's items (each can be removed), the customer and the quote's terms; Create
// makes the quote, shows its link to copy or send on WhatsApp, and empties the basket.

type Values = {
  customerName: string;
  customerPhone: string;
  customerEmail?: string;
  validHours?: number;
  currency: string;
  note?: string;
};

// the shared rules' own words (the server says the same), on flat field names
const schema = v.object({
  customerName: QuoteCustomerSchema.entries.name,
  customerPhone: QuoteCustomerSchema.entries.phone,
  customerEmail: QuoteCustomerSchema.entries.email,
  validHours: QuoteSchema.entries.validHours,
  currency: QuoteSchema.entries.currency,
  note: QuoteSchema.entries.note,
});
const validate = validateWith(schema);
const INITIAL: Values = {
  customerName: '',
  customerPhone: '',
  validHours: QUOTE_LIMITS.validHoursDefault,
  currency: 'PKR',
};

export type MadeQuote = {
  shareUrl: string;
  sharePath: string;
  whatsappUrl: string;
  customerName: string;
};

/** A quote's link as the customer opens it (the API gives the path alone when it does not know the public address). */
export const linkOf = (q: { shareUrl: string; sharePath: string }) => (q.shareUrl.startsWith('http') ? q.shareUrl : `${window.location.origin}${q.sharePath}`);

function BasketList({ items, userId }: { items: BasketItem[]; userId: string }) {
  const { t } = useTranslation(quotesNs);
  const { lang } = useFormat();
  return (
    <Stack gap="2" as="ul" listStyleType="none" data-testid="quote-basket">
      {items.map((item) => (
        <HStack as="li" key={item.key} gap="3" borderWidth="1px" rounded="md" p="3" justify="space-between" data-testid="quote-basket-item">
          <Box minW="0">
            <Text fontSize="xs" color="brand.700" fontWeight="semibold">
              {t(`types.${item.input.type}`)}
            </Text>
            <Text fontWeight="medium" lang="en">
              {item.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {itemWords(item.input, t, lang)}
            </Text>
          </Box>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('removeItem', { name: item.name })}
            title={t('remove')}
            onClick={() => basket.remove(userId, item.key)}
            data-testid="quote-basket-remove"
          >
            <Trash2 size={16} aria-hidden />
          </IconButton>
        </HStack>
      ))}
    </Stack>
  );
}

/** Copy link, Share on WhatsApp and Open, for a quote's link. */
export function ShareActions({ quote, size = 'sm' }: { quote: MadeQuote; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation(quotesNs);
  return (
    <>
      <Button asChild size={size} colorPalette="green" data-testid="quote-whatsapp">
        <a href={quote.whatsappUrl} target="_blank" rel="noopener noreferrer">
          <MessageCircle size={16} aria-hidden /> {t('whatsapp')}
        </a>
      </Button>
      <Button asChild size={size} variant="outline">
        <a href={linkOf(quote)} target="_blank" rel="noopener noreferrer" aria-label={t('openPage')}>
          <ExternalLink size={16} aria-hidden /> {t('open')}
        </a>
      </Button>
    </>
  );
}

function Made({ quote, onDone }: { quote: MadeQuote; onDone: () => void }) {
  const { t } = useTranslation(quotesNs);
  return (
    <CopyOnce
      heading={
        <Text fontWeight="semibold" mb="2">
          {t('created', { name: quote.customerName })}
        </Text>
      }
      value={linkOf(quote)}
      texts={{
        copy: t('copy'),
        done: t('done'),
        copied: t('copied'),
        copiedText: t('copiedText'),
        copyFailed: t('copyFailed'),
        copyFailedText: t('copyFailedText'),
      }}
      onDone={onDone}
      testId="quote-made"
      valueTestId="quote-made-link"
    >
      <HStack mt="3" gap="2" wrap="wrap">
        <ShareActions quote={quote} />
      </HStack>
    </CopyOnce>
  );
}

function EmptyBasket() {
  const { t } = useTranslation(quotesNs);
  return (
    <Stack gap="2" data-testid="quote-basket-empty">
      <Text color="fg.muted">{t('emptyBasket')}</Text>
      <HStack gap="4" wrap="wrap">
        {(['packages', 'hotels', 'transport'] as const).map((to) => (
          <Link key={to} asChild color="brand.700" fontWeight="medium">
            <RouterLink to={`/${to}`}>{t(to === 'packages' ? 'browsePackages' : to === 'hotels' ? 'browseHotels' : 'browseTransport')}</RouterLink>
          </Link>
        ))}
      </HStack>
    </Stack>
  );
}

/** The basket and the form that turns it into a quote. */
export function NewQuote({ userId }: { userId: string }) {
  const items = useBasket(userId);
  const [create] = useMutation(CreateCustomerQuoteMutation, {
    refetchQueries: [CustomerQuotesQuery],
  });
  const [made, setMade] = useState<MadeQuote | null>(null);
  const { t } = useTranslation(quotesNs);
  const currencies = CURRENCY_CODES.map((c) => ({ value: c, label: c }));

  return (
    <PanelCard title={t('newQuote')} text={t('newQuoteText')} testId="new-quote">
      {made ? (
        <Made quote={made} onDone={() => setMade(null)} />
      ) : items.length === 0 ? (
        <EmptyBasket />
      ) : (
        <Stack gap="4">
          <BasketList items={items} userId={userId} />
          <Form<Values>
            initialValues={INITIAL}
            validate={(values) => localErrors(validate(values))}
            onSubmit={async (values) => {
              try {
                const { data } = await create({
                  variables: {
                    input: {
                      customer: {
                        name: values.customerName.trim(),
                        phone: values.customerPhone.trim(),
                        email: values.customerEmail?.trim() || null,
                      },
                      items: items.map((i) => i.input),
                      validHours: values.validHours ?? QUOTE_LIMITS.validHoursDefault,
                      note: values.note?.trim() || null,
                      currency: values.currency,
                    },
                  },
                });
                if (!data) throw new Error(t('createFailed'));
                const q = getFragmentData(CustomerQuoteFieldsFragment, data.createCustomerQuote);
                setMade({
                  shareUrl: q.shareUrl,
                  sharePath: q.sharePath,
                  whatsappUrl: q.whatsappUrl,
                  customerName: q.customerName,
                });
                basket.clear(userId);
              } catch (err) {
                toast(t('createFailed'), errorMessage(err, t('tryAgain')), 'error');
              }
            }}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t('newQuote')} data-testid="new-quote-form">
                <Stack gap="3">
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="3">
                    <TextField name="customerName" label={t('customerName')} autoComplete="off" testId="quote-customer-name" />
                    <TextField name="customerPhone" label={t('customerPhone')} type="tel" autoComplete="off" testId="quote-customer-phone" />
                    <TextField name="customerEmail" label={t('customerEmail')} type="email" autoComplete="off" testId="quote-customer-email" />
                  </Grid>
                  <Grid templateColumns={{ base: '1fr 1fr' }} gap="3">
                    <NumberField
                      name="validHours"
                      label={t('validHours')}
                      min={QUOTE_LIMITS.validHoursMin}
                      max={QUOTE_LIMITS.validHoursMax}
                      testId="quote-valid-hours"
                    />
                    <SelectField name="currency" label={t('currency')} options={currencies} testId="quote-currency" />
                  </Grid>
                  <TextAreaField name="note" label={t('note')} testId="quote-note" />
                  <Box>
                    <Button type="submit" colorPalette="brand" disabled={submitting} data-testid="quote-create">
                      {submitting ? t('creating') : t('create')}
                    </Button>
                  </Box>
                </Stack>
              </form>
            )}
          />
        </Stack>
      )}
    </PanelCard>
  );
}
