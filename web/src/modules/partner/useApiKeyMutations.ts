import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql } from '../../gql';
import developers from '../../i18n/en/developers';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { ApiKeyFieldsFragment } from './operations';

const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String!) {
    createApiKey(name: $name) {
      secret
      key {
        ...ApiKeyFields
      }
    }
  }
`);

const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);

// The offset of a cached `apiKeys` entry, read from its store name: `apiKeys({"all":false,"pagination":{…}})` without
// a field policy, `apiKeys:{"all":false}` with one (then it is the whole list from the start).
function offsetOf(storeFieldName: string): number {
  const start = storeFieldName.indexOf('{');
  if (start < 0) return 0;
  try {
    const args = JSON.parse(storeFieldName.slice(start).replace(/\)$/, '')) as { pagination?: { offset?: number } | null };
    return args.pagination?.offset ?? 0;
  } catch {
    return 0;
  }
}

/**
 * A new key is the newest: it goes at the top of every cached first page of `apiKeys` (the caller's own keys, and the
 * super admin's list of every key), whatever their page size or whether a field policy keys them.
 */
function prependToKeyLists(cache: ApolloCache, key: { __typename?: string; id: string }) {
  const id = cache.identify(key);
  if (!id) return;
  cache.modify<{ apiKeys: { items: Reference[] } }>({
    fields: {
      apiKeys(page, { storeFieldName, toReference, readField, isReference }) {
        // a page has no id, so it is stored inline, never as a reference
        if (isReference(page) || offsetOf(storeFieldName) > 0) return page;
        if (page.items.some((item) => readField('id', item) === key.id)) return page;
        const ref = toReference(id);
        return ref ? { ...page, items: [ref, ...page.items] } : page;
      },
    },
  });
}

/** Creates a key and adds it to the cached lists; toasts the outcome. Resolves to its name and secret, or null. */
export function useCreateApiKey() {
  const { t } = useTranslation(developers);
  const [mutate, { loading }] = useMutation(CreateApiKeyMutation, {
    update: (cache, { data }) => {
      if (data) prependToKeyLists(cache, getFragmentData(ApiKeyFieldsFragment, data.createApiKey.key));
    },
  });
  const create = async (name: string): Promise<{ name: string; secret: string } | null> => {
    try {
      const { data } = await mutate({ variables: { name } });
      if (!data) return null;
      const key = getFragmentData(ApiKeyFieldsFragment, data.createApiKey.key);
      toast(t('keys.keyCreated'), t('keys.keyCreatedText', { name: key.name, prefix: key.prefix }), 'success');
      return { name: key.name, secret: data.createApiKey.secret };
    } catch (err) {
      toast(t('keys.createFailed'), errorMessage(err, t('keys.createFailedText')), 'error');
      return null;
    }
  };
  return { create, creating: loading };
}

/**
 * Revokes a key; toasts the outcome and resolves to whether it worked. Revoked keys stay listed: the answer carries
 * the key's fields, so its normalised cache entry (and every list showing it) updates by id, with nothing refetched.
 */
export function useRevokeApiKey() {
  const { t } = useTranslation(developers);
  const [mutate, { loading }] = useMutation(RevokeApiKeyMutation);
  const revoke = async (id: string, name: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      toast(t('keys.keyRevoked'), t('keys.keyRevokedText', { name }), 'success');
      return true;
    } catch (err) {
      toast(t('keys.revokeFailed'), errorMessage(err, t('keys.revokeFailedText')), 'error');
      return false;
    }
  };
  return { revoke, revoking: loading };
}
