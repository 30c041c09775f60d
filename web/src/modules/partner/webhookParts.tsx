import { Code, HStack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import developers from '../../i18n/en/developers';
import { useFormat } from '../../i18n/format';
import { CopyOnce } from '../../ui/copyOnce';
import { rich } from './rich';

// What the webhooks' components share: code and URLs left as written, dates, and the secret shown once.

/** Code as written (a header, an event type): English for screen readers, never translated, left to right. */
export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <Code fontSize="xs" lang="en" htmlTranslate="no" dir="ltr">
      {children}
    </Code>
  );
}

/** An endpoint's URL as stored: English, left to right inside an Urdu sentence, broken anywhere on a narrow screen. */
export function Url({ url }: { url: string }) {
  return (
    <bdi lang="en" translate="no" dir="ltr" style={{ overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
      {url}
    </bdi>
  );
}

/** `text` (a message of the catalogue, or the server's) with its `<c>…</c>` marks as code. */
export function marked(text: string): ReactNode[] {
  return rich(text, { c: (s: string) => <InlineCode>{s}</InlineCode> });
}

/** A sentence of the `developers` catalogue with its `<c>…</c>` marks as code and `parts` filled in. */
export function useSay() {
  const { t } = useTranslation(developers);
  return (key: string, parts: Record<string, ReactNode> = {}, values: Record<string, unknown> = {}) =>
    rich(t(key, values), { c: (s: string) => <InlineCode>{s}</InlineCode>, ...parts });
}

const WHEN = 'dd LLL yyyy, HH:mm';

/** A date and time as the API keys show them: English as luxon writes it, Urdu month names in Urdu. */
export function useWhen() {
  const { lang, date } = useFormat();
  return (iso: string) => (lang === 'en' ? DateTime.fromISO(iso).toFormat(WHEN) : date(iso, WHEN));
}

/** A new signing secret (created or rotated), shown once; after a rotation, the old one's 24 hours are said too. */
export function NewWebhookSecret({ url, secret, rotated, onDone }: { url: string; secret: string; rotated: boolean; onDone: () => void }) {
  const { t } = useTranslation(developers);
  const say = useSay();
  return (
    <CopyOnce
      heading={
        <HStack gap="2" color="yellow.800" mb="2" align="flex-start">
          <TriangleAlert size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text fontWeight="semibold" minW="0">
            {say(rotated ? 'webhooks.rotatedCopyNow' : 'webhooks.copyNow', { url: <Url url={url} /> })}
          </Text>
        </HStack>
      }
      value={secret}
      texts={{
        copy: t('keys.copy'),
        done: t('keys.done'),
        copied: t('keys.copied'),
        copiedText: t('webhooks.copiedText'),
        copyFailed: t('keys.copyFailed'),
        copyFailedText: t('webhooks.copyFailedText'),
      }}
      onDone={onDone}
      testId="webhook-secret"
      valueTestId="webhook-secret-value"
      doneTestId="webhook-secret-done"
    >
      <Text mt="2" fontSize="sm" color="fg.muted">
        {say('webhooks.secretUse')}
      </Text>
      {rotated && (
        <Text mt="1" fontSize="sm" color="fg.muted" data-testid="webhook-old-secret">
          {t('webhooks.oldSecret')}
        </Text>
      )}
    </CopyOnce>
  );
}
