import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { FileCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import visaNs from '../../i18n/en/visa';
import { getFragmentData, graphql } from '../../gql';
import { ListRow } from '../../ui/listRow';
import { useCurrency } from '../currency/CurrencyProvider';
import { MyVisaApplicationRowFragment } from './applicationMutations';
import { fmtDate, VisaStatusBadge } from './status';
import { Stored } from '../../i18n/bidi';

const MyVisaApplicationsQuery = graphql(`
  query MyVisaApplications($pagination: PaginationInput) {
    myVisaApplications(pagination: $pagination) {
      items { id ...MyVisaApplicationRow_application }
      hasMore
    }
  }
`);

/** The traveller's visa applications (dashboard tab), newest first. */
export function MyVisaApplications() {
  const { data, loading } = useQuery(MyVisaApplicationsQuery, { variables: { pagination: { limit: 50 } }, fetchPolicy: 'cache-and-network' });
  const { format } = useCurrency();
  const { t } = useTranslation(visaNs);
  const items = (data?.myVisaApplications.items ?? []).map((a) => getFragmentData(MyVisaApplicationRowFragment, a));
  if (loading && !data) return <Skeleton height="24" />;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {t('applications')}
        </Heading>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to="/visa">{t('applyForVisa')}</RouterLink>
        </Button>
      </HStack>
      {items.length === 0 && (
        <Stack align="center" textAlign="center" py="10" gap="2" borderWidth="1px" borderStyle="dashed" rounded="xl">
          <FileCheck size={32} aria-hidden />
          <Text color="fg.muted">{t('noApplications')}</Text>
        </Stack>
      )}
      {items.map((a) => (
        <ListRow
          key={a.id}
          testId="visa-application-row"
          amount={format(a.totalPriceInPkr)}
          actions={
            <>
              <VisaStatusBadge status={a.status} />
              <Button asChild size="xs" variant="outline">
                <RouterLink to={`/visa/applications/${a.id}`}>
                  {/* named from hidden text, so the title (as stored) keeps lang=en inside an Urdu name */}
                  <span aria-hidden="true">{t('open')}</span>
                  <VisuallyHidden>
                    <Trans t={t} i18nKey="openApplication" values={{ title: a.title }} components={{ title: <Stored /> }} />
                  </VisuallyHidden>
                </RouterLink>
              </Button>
            </>
          }
        >
          <Stack gap="0.5">
            <Text fontWeight="semibold" lang="en">
              {a.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <Stored>{a.country}</Stored> · {t('applicantCount', { count: a.applicantCount })} · {t('travelOn', { date: fmtDate(a.travelDate) })} ·{' '}
              {t(`processing.${a.processing}`)}
            </Text>
            {a.status === 'documents_requested' && a.statusNote && (
              <Text fontSize="sm" color="orange.800">
                <Trans t={t} i18nKey="documentsRequestedNote" values={{ note: a.statusNote }} components={{ note: <Stored /> }} />
              </Text>
            )}
          </Stack>
        </ListRow>
      ))}
    </Stack>
  );
}
