import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Collapsible, Flex, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import developers from '../../i18n/en/developers';
import { errorMessage } from '../../ui/form';
import { ShowMore } from '../../ui/showMore';
import { useWebhookActions } from './useWebhookMutations';
import { WEBHOOK_DELIVERIES_PAGE_SIZE, WebhookDeliveriesQuery, WebhookDeliveryFieldsFragment } from './webhookOperations';
import { InlineCode, useWhen } from './webhookParts';

const STATUS_PALETTE: Record<string, string> = { delivered: 'green', pending: 'orange', failed: 'red' };

/** The payload as sent, pretty-printed when it parses (the bytes signed are the server's; this is for reading). */
function pretty(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * One endpoint's event log (30 days, newest first, paged): each delivery's type, time, status, next attempt, every
 * attempt (time, HTTP status or error, latency), its payload in a block that opens, and Resend (the same event again).
 */
export function WebhookEventLog({ endpointId, headingId }: { endpointId: string; headingId: string }) {
  const { t } = useTranslation(developers);
  const when = useWhen();
  const { resend, busy } = useWebhookActions();
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const { data, loading, error, fetchMore } = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId, pagination: { limit: WEBHOOK_DELIVERIES_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const items = (data?.webhookDeliveries.items ?? []).map((d) => getFragmentData(WebhookDeliveryFieldsFragment, d));

  const loadMore = async () => {
    setMore(true);
    try {
      await fetchMore({
        variables: { pagination: { limit: WEBHOOK_DELIVERIES_PAGE_SIZE, offset: items.length } },
        updateQuery: (prev, { fetchMoreResult }) => ({
          webhookDeliveries: {
            ...fetchMoreResult.webhookDeliveries,
            offset: 0,
            items: [...(prev.webhookDeliveries?.items ?? []), ...fetchMoreResult.webhookDeliveries.items],
          },
        }),
      });
    } finally {
      setMore(false);
    }
  };

  const onResend = async (eventId: string) => {
    setResendingId(eventId);
    await resend(eventId);
    setResendingId(null);
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="3" mt="3" data-testid="webhook-event-log">
      <Heading as="h5" size="xs" mb="2" id={headingId}>
        {t('webhooks.logTitle')}
      </Heading>
      {loading && !data ? (
        <Spinner color="brand.solid" size="sm" />
      ) : error && !data ? (
        <Text color="red.700">{t('keys.loadError', { message: errorMessage(error, t('webhooks.actionFailedText')) })}</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="webhook-log-empty">
          {t('webhooks.logEmpty')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {items.map((d) => (
            <Box as="li" key={d.id} borderWidth="1px" rounded="md" p="3" minW="0" data-testid="webhook-delivery">
              <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <InlineCode>{d.type}</InlineCode>
                    <Badge colorPalette={STATUS_PALETTE[d.status] ?? 'gray'}>{t(`webhooks.status.${d.status}`, { defaultValue: d.status })}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {when(d.createdAt)}
                    {d.nextAttemptAt ? ` · ${t('webhooks.nextAttempt', { when: when(d.nextAttemptAt) })}` : ''}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  loading={busy.resending && resendingId === d.eventId}
                  onClick={() => void onResend(d.eventId)}
                  data-testid="webhook-resend"
                >
                  <RotateCw size={14} aria-hidden /> {t('webhooks.resend')}
                </Button>
              </Flex>
              <Text fontSize="sm" fontWeight="semibold" mt="2">
                {t('webhooks.attempts')}
              </Text>
              {d.attempts.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('webhooks.noAttempts')}
                </Text>
              ) : (
                <List.Root as="ol" fontSize="sm" gap="0.5" ps="5" data-testid="webhook-attempts">
                  {d.attempts.map((a, i) => (
                    <List.Item key={i} overflowWrap="anywhere">
                      {when(a.at)} ·{' '}
                      {a.statusCode != null ? (
                        <Badge size="sm" colorPalette={a.statusCode >= 200 && a.statusCode < 300 ? 'green' : 'red'}>
                          {t('webhooks.httpStatus', { status: a.statusCode })}
                        </Badge>
                      ) : (
                        t('webhooks.noAnswer')
                      )}
                      {a.error && (
                        <>
                          {' · '}
                          <bdi lang="en" dir="ltr">
                            {a.error}
                          </bdi>
                        </>
                      )}
                      {' · '}
                      {t('webhooks.latency', { ms: a.latencyMs.toLocaleString('en-US') })}
                    </List.Item>
                  ))}
                </List.Root>
              )}
              <Collapsible.Root lazyMount mt="2">
                <Collapsible.Trigger asChild>
                  <Button size="xs" variant="ghost" data-testid="webhook-payload-toggle">
                    <ChevronDown size={14} aria-hidden /> {t('webhooks.payload')}
                  </Button>
                </Collapsible.Trigger>
                <Collapsible.Content>
                  <Box
                    as="pre"
                    mt="1"
                    p="3"
                    bg="gray.900"
                    color="gray.100"
                    rounded="md"
                    fontSize="xs"
                    fontFamily="ui-monospace, SFMono-Regular, Menlo, monospace"
                    whiteSpace="pre-wrap"
                    wordBreak="break-all"
                    maxH="80"
                    overflowY="auto"
                    tabIndex={0}
                    aria-label={t('webhooks.payload')}
                    lang="en"
                    translate="no"
                    dir="ltr"
                    data-testid="webhook-payload"
                  >
                    {pretty(d.payload)}
                  </Box>
                </Collapsible.Content>
              </Collapsible.Root>
            </Box>
          ))}
        </Stack>
      )}
      <ShowMore label={t('webhooks.logShowMore')} hasMore={data?.webhookDeliveries.hasMore ?? false} loading={more} onClick={() => void loadMore()} />
    </Box>
  );
}
