import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Dialog, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { MailStatus } from '../../gql/graphql';
import admin from '../../i18n/en/admin';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../ui/form';
import { Select } from '../../ui/select';
import { TabSection } from '../../ui/tabSection';
import { capitalise } from '../bookings/status';
import { rich } from '../partner/rich';

// The super admin's Mail tab (issue 18 item 3): every e-mail the platform sent or is sending, newest first; without
// SMTP_URL this is where the messages can be read at all.

export const MAIL_PAGE_SIZE = 20;

export const MailOutboxQuery = graphql(`
  query MailOutbox($status: MailStatus, $pagination: PaginationInput) {
    mailOutbox(status: $status, pagination: $pagination) {
      hasMore limit offset
      items { id toAddress toName subject textBody status attempts lastError createdAt sentAt nextAttemptAt transport attachments { kind id } }
    }
  }
`);

const STATUSES = ['queued', 'sending', 'sent', 'failed'];
const PALETTE: Record<string, string> = { queued: 'yellow', sending: 'blue', sent: 'green', failed: 'red' };
const WHEN = 'dd MMM yyyy HH:mm';

/** The outbox's dates and status names in the current language. */
function useMailFormat() {
  const { t } = useTranslation(admin);
  const { lang, date } = useFormat();
  return {
    t,
    // English exactly as before (luxon's default locale: 'Sep', where en-PK says 'Sept'); Urdu month names otherwise
    when: (iso: string | null | undefined) => (!iso ? '—' : lang === 'en' ? DateTime.fromISO(iso).toFormat(WHEN) : date(iso, WHEN)),
    statusName: (status: string) => t(`mailStatus.${status}`, { defaultValue: capitalise(status) }),
  };
}

type Mail = {
  id: string;
  toAddress: string;
  toName?: string | null;
  subject: string;
  textBody: string;
  status: string;
  attempts: number;
  lastError?: string | null;
  createdAt: string;
  sentAt?: string | null;
  nextAttemptAt: string;
  transport?: string | null;
  attachments: { kind: string; id: string }[];
};

function MailDialog({ mail, onClose }: { mail: Mail | null; onClose: () => void }) {
  const { t, statusName } = useMailFormat();
  return (
    <Dialog.Root open={!!mail} onOpenChange={(e) => !e.open && onClose()} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="mail-dialog">
            {mail && (
              <>
                <Dialog.Header>
                  <Dialog.Title lang="en">{mail.subject}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text fontSize="sm" color="fg.muted">
                      {rich(t('mail.to'), { to: <bdi lang="en">{mail.toName ? `${mail.toName} <${mail.toAddress}>` : mail.toAddress}</bdi> })} ·{' '}
                      {statusName(mail.status)}
                      {mail.transport ? (
                        <>
                          {' '}(<bdi lang="en" translate="no">{mail.transport}</bdi>)
                        </>
                      ) : (
                        ''
                      )}{' '}
                      · {t('mail.attempts', { n: mail.attempts })}
                    </Text>
                    {mail.lastError && (
                      <Text fontSize="sm" color="fg.error" data-testid="mail-error" lang="en">
                        {mail.lastError}
                      </Text>
                    )}
                    {mail.attachments.length > 0 && (
                      <Text fontSize="sm">
                        {rich(t('mail.attachments'), {
                          list: mail.attachments.map((a, i) => (
                            <span key={`${a.kind}-${a.id}`}>
                              {i > 0 && t('mail.comma')}
                              {t(`attachmentKind.${a.kind}`, { defaultValue: a.kind })}{' '}
                              <bdi dir="ltr" translate="no">
                                {a.id.slice(0, 8)}
                              </bdi>
                            </span>
                          )),
                        })}
                      </Text>
                    )}
                    <Box as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="sm" borderWidth="1px" rounded="md" p="3" data-testid="mail-text" lang="en">
                      {mail.textBody}
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('mail.close')}
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default function MailOutbox() {
  const { t, when, statusName } = useMailFormat();
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Mail | null>(null);
  const { data, error, loading } = useQuery(MailOutboxQuery, {
    variables: { ...(status ? { status: status as MailStatus } : {}), pagination: { limit: MAIL_PAGE_SIZE, offset } },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.mailOutbox;
  const rows: Mail[] = page?.items ?? [];

  return (
    <TabSection title={t('mail.title')} text={t('mail.text')}>
      <HStack gap="3" wrap="wrap">
        <Select
          label={t('mail.statusFilter')}
          placeholder={t('mail.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: statusName(s) }))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setOffset(0);
          }}
          width="48"
          testId="mail-status-filter"
        />
      </HStack>
      {error ? (
        <Text role="alert">{errorMessage(error, t('mail.loadFailed'))}</Text>
      ) : !page ? (
        <Skeleton height="24" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{status ? t(`mail.noneByStatus.${status}`) : t('mail.none')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="mail-list">
          {rows.map((m) => (
            <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="3" data-testid="mail-row">
              <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2" align={{ md: 'center' }}>
                <Box minW="0">
                  <Text fontWeight="semibold" truncate lang="en">
                    {m.subject}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <bdi lang="en">{m.toAddress}</bdi> · {t('mail.created', { when: when(m.createdAt) })}
                    {m.sentAt
                      ? ` · ${t('mail.sent', { when: when(m.sentAt) })}`
                      : m.status === 'queued' && m.attempts > 0
                        ? ` · ${t('mail.nextTry', { when: when(m.nextAttemptAt) })}`
                        : ''}
                  </Text>
                </Box>
                <HStack>
                  <Badge colorPalette={PALETTE[m.status] ?? 'gray'}>{statusName(m.status)}</Badge>
                  <Button size="xs" variant="outline" onClick={() => setOpen(m)} data-testid="mail-open">
                    {t('mail.open')}
                  </Button>
                </HStack>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {page && (page.offset > 0 || page.hasMore) && (
        <HStack justify="space-between">
          <Button size="sm" variant="outline" disabled={loading || page.offset === 0} onClick={() => setOffset(Math.max(0, offset - MAIL_PAGE_SIZE))}>
            {t('mail.newer')}
          </Button>
          <Button size="sm" variant="outline" disabled={loading || !page.hasMore} onClick={() => setOffset(offset + MAIL_PAGE_SIZE)} data-testid="mail-older">
            {t('mail.older')}
          </Button>
        </HStack>
      )}
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </TabSection>
  );
}
