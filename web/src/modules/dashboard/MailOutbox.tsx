import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Dialog, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { MailStatus } from '../../gql/graphql';
import { errorMessage } from '../../ui/form';
import { Select } from '../../ui/select';
import { TabSection } from '../../ui/tabSection';
import { capitalise } from '../bookings/status';

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

const STATUSES = ['queued', 'sending', 'sent', 'failed'].map((s) => ({ value: s, label: capitalise(s) }));
const PALETTE: Record<string, string> = { queued: 'yellow', sending: 'blue', sent: 'green', failed: 'red' };
const when = (iso: string | null | undefined) => (iso ? DateTime.fromISO(iso).toFormat('dd MMM yyyy HH:mm') : '—');

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
  return (
    <Dialog.Root open={!!mail} onOpenChange={(e) => !e.open && onClose()} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="mail-dialog">
            {mail && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{mail.subject}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text fontSize="sm" color="fg.muted">
                      To {mail.toName ? `${mail.toName} <${mail.toAddress}>` : mail.toAddress} · {capitalise(mail.status)}
                      {mail.transport ? ` (${mail.transport})` : ''} · attempts {mail.attempts}
                    </Text>
                    {mail.lastError && (
                      <Text fontSize="sm" color="fg.error" data-testid="mail-error">
                        {mail.lastError}
                      </Text>
                    )}
                    {mail.attachments.length > 0 && (
                      <Text fontSize="sm">Attachments: {mail.attachments.map((a) => `${a.kind} ${a.id.slice(0, 8)}`).join(', ')}</Text>
                    )}
                    <Box as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="sm" borderWidth="1px" rounded="md" p="3" data-testid="mail-text">
                      {mail.textBody}
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    Close
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
    <TabSection title="Mail" text="E-mails sent to users, newest first. Without an SMTP server configured they are kept here only.">
      <HStack gap="3" wrap="wrap">
        <Select
          label="Mail status"
          placeholder="All statuses"
          options={STATUSES}
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
        <Text role="alert">{errorMessage(error, 'Could not load the e-mails.')}</Text>
      ) : !page ? (
        <Skeleton height="24" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted">No e-mails{status ? ` ${status}` : ''} yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="mail-list">
          {rows.map((m) => (
            <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="3" data-testid="mail-row">
              <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2" align={{ md: 'center' }}>
                <Box minW="0">
                  <Text fontWeight="semibold" truncate>
                    {m.subject}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {m.toAddress} · created {when(m.createdAt)}
                    {m.sentAt ? ` · sent ${when(m.sentAt)}` : m.status === 'queued' && m.attempts > 0 ? ` · next try ${when(m.nextAttemptAt)}` : ''}
                  </Text>
                </Box>
                <HStack>
                  <Badge colorPalette={PALETTE[m.status] ?? 'gray'}>{capitalise(m.status)}</Badge>
                  <Button size="xs" variant="outline" onClick={() => setOpen(m)} data-testid="mail-open">
                    Open
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
            Newer
          </Button>
          <Button size="sm" variant="outline" disabled={loading || !page.hasMore} onClick={() => setOffset(offset + MAIL_PAGE_SIZE)} data-testid="mail-older">
            Older
          </Button>
        </HStack>
      )}
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </TabSection>
  );
}
