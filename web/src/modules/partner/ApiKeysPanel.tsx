import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Code, Flex, Heading, HStack, Input, Link, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { CreateApiKeySchema } from '@rules/apikeys.js';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { getFragmentData } from '../../gql';
import { localMessage } from '../../i18n';
import developers from '../../i18n/en/developers';
import { CopyOnce } from '../../ui/copyOnce';
import { Field } from '../../ui/field';
import { errorMessage, validateWith } from '../../ui/form';
import { ShowMore } from '../../ui/showMore';
import { API_KEYS_PAGE_SIZE, ApiKeyFieldsFragment, ApiKeysQuery } from './operations';
import { rich } from './rich';
import { useCreateApiKey, useRevokeApiKey } from './useApiKeyMutations';
import { useWhen } from './webhookParts';

type Budget = { currentlyAvailable: number; maximumAvailable: number; restoreRate: number; requestLimit: number; windowSeconds: number };

function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation(developers);
  return (
    <CopyOnce
      heading={
        <HStack gap="2" color="yellow.800" mb="2">
          <TriangleAlert size={18} aria-hidden />
          <Text fontWeight="semibold">{rich(t('keys.copyNow'), { name: <bdi lang="en">{name}</bdi> })}</Text>
        </HStack>
      }
      value={secret}
      texts={{
        copy: t('keys.copy'),
        done: t('keys.done'),
        copied: t('keys.copied'),
        copiedText: t('keys.copiedText'),
        copyFailed: t('keys.copyFailed'),
        copyFailedText: t('keys.copyFailedText'),
      }}
      onDone={onDone}
      testId="new-secret"
      valueTestId="new-secret-value"
      doneTestId="new-secret-done"
    >
      <Text mt="2" fontSize="sm" color="fg.muted">
        {rich(t('keys.sendAs'), {
          auth: (
            <Code fontSize="xs" lang="en" htmlTranslate="no" dir="ltr">
              Authorization: Bearer {'<key>'}
            </Code>
          ),
        })}
      </Text>
    </CopyOnce>
  );
}

/** Create, list and revoke API keys for the partner API (agents and the super admin). */
export function ApiKeysPanel({ canSeeAll = false }: { canSeeAll?: boolean }) {
  const { t } = useTranslation(developers);
  // English exactly as before (luxon's default locale: 'Sep', where en-PK says 'Sept'); Urdu month names otherwise
  const at = useWhen();
  const when = (iso: string | null | undefined) => (!iso ? t('keys.never') : at(iso));
  // Western digits in every language, as the limits table shows them
  const figure = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits });
  const budgetText = (b: Budget) =>
    t('keys.budget', {
      available: figure(Math.floor(b.currentlyAvailable)),
      maximum: figure(b.maximumAvailable),
      rate: figure(b.restoreRate, 2),
      requests:
        b.windowSeconds === 60
          ? t('keys.perMinute', { n: figure(b.requestLimit) })
          : t('keys.perWindow', { n: figure(b.requestLimit), seconds: figure(b.windowSeconds) }),
    });
  const [all, setAll] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { data, loading, error, fetchMore } = useQuery(ApiKeysQuery, {
    variables: { all: canSeeAll && all, pagination: { limit: API_KEYS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { create, creating } = useCreateApiKey();
  const { revoke, revoking } = useRevokeApiKey();

  const onCreate = async (values: { name?: string }, form: { restart: () => void }) => {
    const result = await create(values.name ?? '');
    if (result) {
      setCreated(result);
      setTimeout(() => form.restart());
    }
  };

  const onRevoke = async (id: string, name: string) => {
    if (await revoke(id, name)) setConfirming(null);
  };

  const keys = (data?.apiKeys.items ?? []).map((k) => getFragmentData(ApiKeyFieldsFragment, k));
  // the apiKeys field policy (app/apollo.ts) appends the next page to the cached list
  const loadMore = () => void fetchMore({ variables: { pagination: { limit: API_KEYS_PAGE_SIZE, offset: keys.length } } });
  return (
    <Stack gap="5" data-testid="api-keys-panel">
      <Text color="fg.muted">
        {rich(t('keys.intro'), {
          api: (words) => (
            <Link asChild colorPalette="brand" variant="underline">
              <RouterLink to="/developers">{words}</RouterLink>
            </Link>
          ),
          sandbox: (words) => (
            <Link href="/graphql" colorPalette="brand" variant="underline">
              {words}
            </Link>
          ),
        })}
      </Text>

      {created && <NewSecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} />}

      <Form<{ name?: string }> onSubmit={onCreate} validate={validateWith(CreateApiKeySchema)}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Flex gap="3" align={{ base: 'stretch', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
              <Box flex="1">
                <FinalField<string> name="name">
                  {({ input, meta }) => (
                    <Field
                      label={t('keys.name')}
                      helperText={t('keys.nameHelp')}
                      // the shared rule's message, in the chosen language
                      errorText={(meta.submitFailed || meta.touched) && typeof meta.error === 'string' ? localMessage(meta.error) : undefined}
                    >
                      <Input {...input} placeholder={t('keys.namePlaceholder')} maxLength={100} data-testid="api-key-name" />
                    </Field>
                  )}
                </FinalField>
              </Box>
              <Button
                type="submit"
                colorPalette="brand"
                loading={creating}
                loadingText={t('keys.creating')}
                data-testid="create-api-key"
                mb={{ sm: '0' }}
              >
                <KeyRound size={16} aria-hidden /> {t('keys.create')}
              </Button>
            </Flex>
          </form>
        )}
      </Form>

      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          {all ? t('keys.all') : t('keys.yours')}
        </Heading>
        {canSeeAll && (
          <Switch.Root checked={all} onCheckedChange={(e) => setAll(e.checked)} colorPalette="brand" size="sm">
            <Switch.HiddenInput data-testid="all-keys-switch" />
            <Switch.Control />
            <Switch.Label>{t('keys.everyAccount')}</Switch.Label>
          </Switch.Root>
        )}
      </Flex>

      {loading && !data ? (
        <Spinner color="brand.solid" />
      ) : error ? (
        <Text color="red.600">{t('keys.loadError', { message: errorMessage(error, t('keys.loadFailed')) })}</Text>
      ) : keys.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="6" textAlign="center" color="fg.muted" data-testid="no-api-keys">
          {t('keys.none')}
        </Box>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
          {keys.map((key) => (
            <Box as="li" key={key.id} borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid="api-key-row">
              <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold" lang="en">
                      {key.name}
                    </Text>
                    {key.revokedAt ? <Badge colorPalette="red">{t('keys.revoked')}</Badge> : <Badge colorPalette="green">{t('keys.active')}</Badge>}
                    {all && (
                      <Badge variant="outline" lang="en">
                        {key.user.username}
                      </Badge>
                    )}
                  </HStack>
                  <Code fontSize="sm" w="fit-content" data-testid="api-key-prefix" lang="en" htmlTranslate="no" dir="ltr">
                    {key.prefix}…
                  </Code>
                  <Text fontSize="sm" color="fg.muted">
                    {t('keys.created', { when: when(key.createdAt) })} · {t('keys.lastUsed', { when: when(key.lastUsedAt) })}
                    {key.revokedAt ? ` · ${t('keys.revokedAt', { when: when(key.revokedAt) })}` : ''}
                  </Text>
                  {!key.revokedAt && (
                    <Text fontSize="sm" color="fg.muted" data-testid="api-key-budget">
                      {budgetText(key.budget)}
                    </Text>
                  )}
                </Stack>
                {!key.revokedAt &&
                  (confirming === key.id ? (
                    <HStack>
                      <Button
                        size="sm"
                        colorPalette="red"
                        loading={revoking}
                        onClick={() => onRevoke(key.id, key.name)}
                        data-testid="confirm-revoke"
                      >
                        {t('keys.revokeNow')}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                        {t('keys.cancel')}
                      </Button>
                    </HStack>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setConfirming(key.id)}
                      data-testid="revoke-api-key"
                    >
                      {t('keys.revoke')}
                    </Button>
                  ))}
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      <ShowMore label={t('keys.showMore')} hasMore={data?.apiKeys.hasMore ?? false} loading={loading && Boolean(data)} onClick={loadMore} />
    </Stack>
  );
}
