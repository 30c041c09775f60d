import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Container, Grid, Heading, HStack, Input, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { DEFAULT_VISA_ORIGIN } from '@rules/home-search.js';
import { VISA_COUNTRIES, VISA_PROCESSING, VISA_TYPES, type VisaProcessingValue } from '@rules/visa.js';
import { Check, Clock, FileText, MapPin, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { CardGrid, CardGridSkeleton, EmptyCard, ErrorCard } from '../catalogue/ui';
import { useCurrency } from '../currency/CurrencyProvider';
import visaNs from '../../i18n/en/visa';
import { documentLabel } from './status';
import { Ltr, Stored } from '../../i18n/bidi';

export const VisaOfferCardFragment = graphql(`
  fragment VisaOfferCard_offer on VisaOffer {
    id title country visaType entries validityDays stayDays soldBy notes refundPolicy
    processingOptions { processing label priceInPkr }
    documents { kind label }
  }
`);

export const VisaOffersQuery = graphql(`
  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {
    visaOffers(destination: $destination, type: $type, pagination: $pagination) {
      items { id ...VisaOfferCard_offer }
      hasMore
    }
  }
`);


const isProcessing = (p: string | null): p is VisaProcessingValue => (VISA_PROCESSING as readonly string[]).includes(p ?? '');
const isType = (p: string | null): p is (typeof VISA_TYPES)[number] => (VISA_TYPES as readonly string[]).includes(p ?? '');

export function VisaOfferCard(props: { offer: FragmentType<typeof VisaOfferCardFragment>; processing: VisaProcessingValue }) {
  const offer = getFragmentData(VisaOfferCardFragment, props.offer);
  const { format } = useCurrency();
  const { t } = useTranslation(visaNs);
  // the chosen processing when offered, else the offer's first (normal)
  const option = offer.processingOptions.find((o) => o.processing === props.processing) ?? offer.processingOptions[0];
  const fallback = option.processing !== props.processing;
  return (
    <Card.Root h="full" data-testid="visa-offer-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="md" lang="en">
            {offer.title}
          </Heading>
          <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
            {t(`types.${offer.visaType}`)}
          </Badge>
        </HStack>
        <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
          <HStack gap="1">
            <MapPin size={15} aria-hidden />
            <Text lang="en">{offer.country}</Text>
          </HStack>
          <Text>
            {t(offer.entries === 'multiple' ? 'multipleEntry' : 'singleEntry', { validity: offer.validityDays, stay: offer.stayDays })}
          </Text>
        </HStack>
        <HStack gap="1" fontSize="sm">
          <Clock size={15} aria-hidden />
          <Text data-testid="visa-processing">
            {fallback
              ? t('processingFallback', { label: t(`processing.${option.processing}`), wanted: t(`processingShort.${props.processing}`) })
              : t('processingLine', { label: t(`processing.${option.processing}`) })}
          </Text>
        </HStack>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {t('documentsNeeded')}
          </Text>
          <List.Root gap="1" variant="plain" fontSize="sm">
            {offer.documents.map((d) => (
              <List.Item key={d.kind} alignItems="center">
                <List.Indicator asChild color="brand.600">
                  <Check size={14} />
                </List.Indicator>
                {documentLabel(d.kind, d.label)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {offer.notes && (
          <Text fontSize="sm" color="fg.muted" lang="en">
            {offer.notes}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          <Trans t={t} i18nKey="processedBy" values={{ name: offer.soldBy }} components={{ name: <Stored /> }} />
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="flex-end" gap="3" borderTopWidth="1px" pt="4" flexWrap="wrap">
        <Stack gap="0">
          <Text fontSize="lg" fontWeight="bold" color="brand.800" data-testid="visa-price">
            <Ltr>{format(option.priceInPkr)}</Ltr>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('perApplicant')}
          </Text>
        </Stack>
        <Button asChild colorPalette="brand" data-testid="visa-apply">
          <RouterLink to={`/visa/apply/${offer.id}?processing=${option.processing}`}>
            {/* named 'Apply for <title>' from hidden text, so the title (as stored) keeps lang=en inside the Urdu name */}
            <span aria-hidden="true">{t('apply')}</span>
            <VisuallyHidden>
              <Trans t={t} i18nKey="applyFor" values={{ title: offer.title }} components={{ title: <Stored /> }} />
            </VisuallyHidden>
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

type SearchValues = { from: string; to: string; type: string; processing: VisaProcessingValue };

function SearchForm({ initial, onSearch }: { initial: SearchValues; onSearch: (v: SearchValues) => void }) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const { t } = useTranslation(visaNs);
  const typeOptions = VISA_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const processingChoices = VISA_PROCESSING.map((p) => ({ value: p, label: t(`processing.${p}`) }));
  const set = (k: keyof SearchValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    // the home tab's rule for the origin; an empty destination lists every destination
    if (values.from.trim().length < 2) return setError(t('countryRequired'));
    setError(undefined);
    onSearch(values);
  }
  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={t('searchForm')}>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr', lg: '1fr 1.2fr 1fr 1.1fr auto' }} gap="3" alignItems="end">
            <Field label={t('yourNationality')} errorText={error}>
              <Input value={values.from} onChange={set('from')} data-testid="visa-from" />
            </Field>
            <Field label={t('destinationCountry')}>
              <Input value={values.to} onChange={set('to')} list="visa-countries" placeholder={t('destinationPlaceholder')} data-testid="visa-to" />
              <datalist id="visa-countries">
                {VISA_COUNTRIES.map((c) => (
                  <option key={c.code} value={c.name} />
                ))}
              </datalist>
            </Field>
            <Field label={t('visaType')}>
              <Select value={values.type} onChange={set('type')} options={typeOptions} placeholder={t('anyType')} testId="visa-type" />
            </Field>
            <Field label={t('processingLabel')}>
              <Select value={values.processing} onChange={set('processing')} options={processingChoices} testId="visa-processing-select" />
            </Field>
            <Button type="submit" colorPalette="brand" data-testid="visa-search">
              <Search size={16} aria-hidden /> {t('search')}
            </Button>
          </Grid>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /visa: visa services by destination and type, priced in the selected currency; Apply opens the application. */
export default function VisaPage() {
  const [params, setParams] = useSearchParams();
  const processing = isProcessing(params.get('processing')) ? (params.get('processing') as VisaProcessingValue) : 'normal';
  const type = isType(params.get('type')) ? params.get('type') : '';
  const to = params.get('to') ?? '';
  const search: SearchValues = { from: params.get('from') || DEFAULT_VISA_ORIGIN, to, type: type ?? '', processing };
  const { data, loading, error } = useQuery(VisaOffersQuery, {
    variables: { destination: to || null, type: isType(type) ? type : null, pagination: { limit: 60 } },
  });
  const offers = data?.visaOffers.items ?? [];
  const { t } = useTranslation(visaNs);

  return (
    <Box>
      <PageHeader title={t('pageTitle')} subtitle={t('pageSubtitle')} />
      <Container maxW="7xl" py="8">
        <SearchForm
          key={params.toString()}
          initial={search}
          onSearch={(v) => {
            const next = new URLSearchParams();
            if (v.from && v.from !== DEFAULT_VISA_ORIGIN) next.set('from', v.from);
            if (v.to.trim()) next.set('to', v.to.trim());
            if (v.type) next.set('type', v.type);
            next.set('processing', v.processing);
            setParams(next);
          }}
        />
        {search.from.trim().toLowerCase() !== DEFAULT_VISA_ORIGIN.toLowerCase() && (
          <Text mt="3" fontSize="sm" color="fg.muted">
            <Trans t={t} i18nKey="requirementsFor" values={{ country: search.from }} components={{ country: <Stored /> }} />
          </Text>
        )}
        <HStack mt="8" mb="4" justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            {to ? <Trans t={t} i18nKey="servicesFor" values={{ to }} components={{ to: <Stored /> }} /> : t('allServices')}
          </Heading>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/dashboard/end-user">
              <FileText size={15} aria-hidden /> {t('myApplications')}
            </RouterLink>
          </Button>
        </HStack>
        {error ? (
          <ErrorCard message={t('loadFailed')} />
        ) : loading && !data ? (
          <CardGridSkeleton count={3} image={false} />
        ) : offers.length === 0 ? (
          <EmptyCard title={t('noneFound')} description={t('noneFoundText')} />
        ) : (
          <CardGrid>
            {offers.map((o) => (
              <VisaOfferCard key={o.id} offer={o} processing={processing} />
            ))}
          </CardGrid>
        )}
      </Container>
    </Box>
  );
}
