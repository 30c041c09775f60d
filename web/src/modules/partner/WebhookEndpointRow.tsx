import { Badge, Box, Button, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { FlaskConical, KeyRound, List, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import developers from '../../i18n/en/developers';
import { ConfirmDialog } from '../../ui/confirmDialog';
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useWebhookActions } from './useWebhookMutations';
import { WebhookEventLog } from './WebhookEventLog';
import { InlineCode, Url, useSay, useWhen } from './webhookParts';

export type Endpoint = {
  id: string;
  url: string;
  events: string[];
  status: string;
  disabledReason?: string | null;
  createdAt: string;
  failingSince?: string | null;
  previousSecretExpiresAt?: string | null;
};

/**
 * One endpoint: its URL, events and health (enabled or disabled and why, failing since when), and its actions: rotate
 * the secret (asked first; the new one goes to `onRotated`), send a test event, show its event log, enable, delete.
 */
export function WebhookEndpointRow({ endpoint, onRotated }: { endpoint: Endpoint; onRotated: (url: string, secret: string) => void }) {
  const { t } = useTranslation(developers);
  const say = useSay();
  const when = useWhen();
  const [asking, setAsking] = useState<'rotate' | 'delete' | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const { rotate, rotating } = useRotateWebhookSecret();
  const { remove, removing } = useDeleteWebhookEndpoint();
  const { enable, sendTest, busy } = useWebhookActions();
  const enabled = endpoint.status === 'enabled';
  const url = <Url url={endpoint.url} />;
  const logId = `webhook-log-${endpoint.id}`;

  const onRotate = async () => {
    const secret = await rotate(endpoint.id);
    setAsking(null);
    if (secret) onRotated(endpoint.url, secret);
  };
  const onDelete = async () => {
    if (await remove(endpoint.id)) setAsking(null);
  };

  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" bg="bg" minW="0" data-testid="webhook-endpoint">
      <Stack gap="2" minW="0">
        <Text fontWeight="semibold" data-testid="webhook-endpoint-url">
          {url}
        </Text>
        <HStack gap="2" wrap="wrap">
          {enabled ? <Badge colorPalette="green">{t('webhooks.enabled')}</Badge> : <Badge colorPalette="red">{t('webhooks.disabled')}</Badge>}
          {endpoint.failingSince && <Badge colorPalette="orange">{t('webhooks.failingSince', { when: when(endpoint.failingSince) })}</Badge>}
        </HStack>
        {!enabled && endpoint.disabledReason && (
          <Text fontSize="sm" color="red.700" data-testid="webhook-disabled-reason">
            {say('webhooks.disabledBecause', { reason: <bdi lang="en">{endpoint.disabledReason}</bdi> })}
          </Text>
        )}
        <Box fontSize="sm">
          <Text as="span" color="fg.muted">
            {t('webhooks.subscribed')}:{' '}
          </Text>
          <Wrap as="span" gap="1" display="inline-flex">
            {endpoint.events.map((e) => (
              <InlineCode key={e}>{e}</InlineCode>
            ))}
          </Wrap>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {t('webhooks.added', { when: when(endpoint.createdAt) })}
          {endpoint.previousSecretExpiresAt ? ` · ${t('webhooks.previousSecret', { when: when(endpoint.previousSecretExpiresAt) })}` : ''}
        </Text>
        <Flex gap="2" wrap="wrap" pt="1">
          <Button size="sm" variant="outline" onClick={() => setAsking('rotate')} data-testid="webhook-rotate">
            <KeyRound size={14} aria-hidden /> {t('webhooks.rotate')}
          </Button>
          {enabled ? (
            <Button size="sm" variant="outline" loading={busy.testing} onClick={() => void sendTest(endpoint.id)} data-testid="webhook-send-test">
              <FlaskConical size={14} aria-hidden /> {t('webhooks.sendTest')}
            </Button>
          ) : (
            <Button size="sm" colorPalette="brand" loading={busy.enabling} onClick={() => void enable(endpoint.id)} data-testid="webhook-enable">
              <Power size={14} aria-hidden /> {t('webhooks.enable')}
            </Button>
          )}
          <Button size="sm" variant="outline" aria-expanded={logOpen} aria-controls={logOpen ? logId : undefined} onClick={() => setLogOpen((o) => !o)} data-testid="webhook-show-events">
            <List size={14} aria-hidden /> {logOpen ? t('webhooks.hideEvents') : t('webhooks.showEvents')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('delete')} data-testid="webhook-delete">
            <Trash2 size={14} aria-hidden /> {t('webhooks.delete')}
          </Button>
        </Flex>
      </Stack>
      {logOpen && (
        <div id={logId}>
          <WebhookEventLog endpointId={endpoint.id} headingId={`${logId}-heading`} />
        </div>
      )}
      <ConfirmDialog
        open={asking === 'rotate'}
        onClose={() => setAsking(null)}
        title={t('webhooks.rotateTitle')}
        cancelLabel={t('webhooks.cancel')}
        confirmLabel={t('webhooks.rotateNow')}
        onConfirm={onRotate}
        loading={rotating}
        loadingText={t('webhooks.rotating')}
        confirmPalette="brand"
        testId="webhook-rotate-dialog"
        confirmTestId="webhook-rotate-confirm"
        holdWhileLoading
      >
        <Text>{say('webhooks.rotateText', { url })}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        onClose={() => setAsking(null)}
        title={t('webhooks.deleteTitle')}
        cancelLabel={t('webhooks.cancel')}
        confirmLabel={t('webhooks.deleteNow')}
        onConfirm={onDelete}
        loading={removing}
        loadingText={t('webhooks.deleting')}
        testId="webhook-delete-dialog"
        confirmTestId="webhook-delete-confirm"
        holdWhileLoading
      >
        <Text>{say('webhooks.deleteText', { url })}</Text>
      </ConfirmDialog>
    </Box>
  );
}
