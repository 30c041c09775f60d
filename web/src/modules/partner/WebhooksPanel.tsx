import { useQuery } from '@apollo/client/react';
import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import developers from '../../i18n/en/developers';
import { errorMessage } from '../../ui/form';
import { WebhookEndpointForm } from './WebhookEndpointForm';
import { WebhookEndpointRow } from './WebhookEndpointRow';
import { WebhookEndpointFieldsFragment, WebhookEndpointsQuery, WebhookEventTypesQuery } from './webhookOperations';
import { NewWebhookSecret, useSay } from './webhookParts';

/**
 * The Developer API tab's webhooks (issue 38): the caller's endpoints with their health and actions, the form that
 * adds one, and a new or rotated signing secret shown once.
 */
export function WebhooksPanel() {
  const { t } = useTranslation(developers);
  const say = useSay();
  const [secret, setSecret] = useState<{ url: string; secret: string; rotated: boolean } | null>(null);
  const { data, loading, error } = useQuery(WebhookEndpointsQuery, { fetchPolicy: 'cache-and-network' });
  const types = useQuery(WebhookEventTypesQuery);
  const endpoints = (data?.webhookEndpoints ?? []).map((e) => getFragmentData(WebhookEndpointFieldsFragment, e));

  return (
    <Stack as="section" gap="5" aria-labelledby="webhooks-heading" data-testid="webhooks-panel" minW="0">
      <Stack gap="1">
        <Heading as="h3" size="md" id="webhooks-heading">
          {t('webhooks.title')}
        </Heading>
        <Text color="fg.muted">{say('webhooks.intro')}</Text>
      </Stack>

      {secret && <NewWebhookSecret {...secret} onDone={() => setSecret(null)} />}

      <WebhookEndpointForm eventTypes={types.data?.webhookEventTypes ?? []} onCreated={(c) => setSecret({ ...c, rotated: false })} />

      <Box as="section" aria-labelledby="webhooks-yours-heading" minW="0">
        <Heading as="h4" size="sm" mb="3" id="webhooks-yours-heading">
          {t('webhooks.yours')}
        </Heading>
        {loading && !data ? (
          <Spinner color="brand.solid" />
        ) : error && !data ? (
          <Text color="red.700">{t('keys.loadError', { message: errorMessage(error, t('webhooks.loadFailed')) })}</Text>
        ) : endpoints.length === 0 ? (
          <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="6" textAlign="center" color="fg.muted" data-testid="no-webhooks">
            {t('webhooks.none')}
          </Box>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {endpoints.map((endpoint) => (
              <WebhookEndpointRow key={endpoint.id} endpoint={endpoint} onRotated={(url, s) => setSecret({ url, secret: s, rotated: true })} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
