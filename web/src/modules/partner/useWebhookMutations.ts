import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import developers from '../../i18n/en/developers';
import { errorCode, errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  EnableWebhookEndpointMutation,
  ResendWebhookEventMutation,
  RotateWebhookSecretMutation,
  SendTestWebhookEventMutation,
  WebhookEndpointFieldsFragment,
} from './webhookOperations';

// The endpoints' actions, each toasting its outcome. The endpoint list is updated from the answers (created: at the
// top, deleted: out, rotated and enabled: by id); the event log open on screen is asked again after a test or a resend.

const LOG = ['WebhookDeliveries'];

/** What creating answered: the secret (shown once), or the message to show at the URL field, or another failure. */
export type CreateResult = { ok: true; url: string; secret: string } | { ok: false; urlError?: string; message?: string };

export function useCreateWebhookEndpoint() {
  const { t } = useTranslation(developers);
  const [mutate, { loading }] = useMutation(CreateWebhookEndpointMutation, {
    update: (cache, { data }) => {
      if (!data) return;
      const ref = cache.identify(getFragmentData(WebhookEndpointFieldsFragment, data.createWebhookEndpoint.endpoint));
      cache.modify<{ webhookEndpoints: Reference[] }>({
        fields: {
          webhookEndpoints: (list, { toReference, readField }) => {
            const endpoint = ref ? toReference(ref) : undefined;
            if (!endpoint || list.some((e) => readField('id', e) === readField('id', endpoint))) return list;
            return [endpoint, ...list];
          },
        },
      });
    },
  });
  const create = async (input: { url: string; events: string[] }): Promise<CreateResult> => {
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) return { ok: false };
      const endpoint = getFragmentData(WebhookEndpointFieldsFragment, data.createWebhookEndpoint.endpoint);
      toast(t('webhooks.created'), endpoint.url, 'success');
      return { ok: true, url: endpoint.url, secret: data.createWebhookEndpoint.secret };
    } catch (err) {
      const message = errorMessage(err, t('webhooks.createFailedText'));
      // a refused URL (or event list) is the input's fault: said at the field; a limit or a refusal is said in a toast
      // (the server names the field: an event-type refusal is not the URL's)
      const field = (err as { errors?: Array<{ extensions?: { field?: unknown } }> } | undefined)?.errors?.[0]?.extensions?.field;
      if (errorCode(err) === 'BAD_USER_INPUT' && field !== 'events') return { ok: false, urlError: message };
      toast(t('webhooks.createFailed'), message, 'error');
      return { ok: false, message };
    }
  };
  return { create, creating: loading };
}

export function useDeleteWebhookEndpoint() {
  const { t } = useTranslation(developers);
  const [mutate, { loading }] = useMutation(DeleteWebhookEndpointMutation);
  const remove = async (id: string): Promise<boolean> => {
    try {
      await mutate({
        variables: { id },
        update: (cache) => {
          cache.modify<{ webhookEndpoints: Reference[] }>({
            fields: { webhookEndpoints: (list, { readField }) => list.filter((e) => readField('id', e) !== id) },
          });
          cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id }) });
          cache.gc();
        },
      });
      toast(t('webhooks.deleted'), t('webhooks.deletedText'), 'success');
      return true;
    } catch (err) {
      toast(t('webhooks.actionFailed'), errorMessage(err, t('webhooks.actionFailedText')), 'error');
      return false;
    }
  };
  return { remove, removing: loading };
}

/** Rotates the secret: resolves to the new one (shown once), or null. */
export function useRotateWebhookSecret() {
  const { t } = useTranslation(developers);
  const [mutate, { loading }] = useMutation(RotateWebhookSecretMutation);
  const rotate = async (id: string): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { id } });
      if (!data) return null;
      toast(t('webhooks.rotated'), t('webhooks.rotatedText'), 'success');
      return data.rotateWebhookSecret.secret;
    } catch (err) {
      toast(t('webhooks.actionFailed'), errorMessage(err, t('webhooks.actionFailedText')), 'error');
      return null;
    }
  };
  return { rotate, rotating: loading };
}

/** Enable, send a test event, resend an event: each toasts its outcome and resolves to whether it worked. */
export function useWebhookActions() {
  const { t } = useTranslation(developers);
  const [enableMutation, enabling] = useMutation(EnableWebhookEndpointMutation);
  const [testMutation, testing] = useMutation(SendTestWebhookEventMutation, { refetchQueries: LOG });
  const [resendMutation, resending] = useMutation(ResendWebhookEventMutation, { refetchQueries: LOG });
  const run = async (action: () => Promise<unknown>, done: [string, string]): Promise<boolean> => {
    try {
      await action();
      toast(done[0], done[1], 'success');
      return true;
    } catch (err) {
      toast(t('webhooks.actionFailed'), errorMessage(err, t('webhooks.actionFailedText')), 'error');
      return false;
    }
  };
  return {
    enable: (id: string) => run(() => enableMutation({ variables: { id } }), [t('webhooks.enabledToast'), t('webhooks.enabledText')]),
    sendTest: (endpointId: string) => run(() => testMutation({ variables: { endpointId } }), [t('webhooks.testSent'), t('webhooks.testSentText')]),
    resend: (eventId: string) => run(() => resendMutation({ variables: { eventId } }), [t('webhooks.resent'), t('webhooks.resentText')]),
    busy: { enabling: enabling.loading, testing: testing.loading, resending: resending.loading },
  };
}
