import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Grid, HStack, Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BookingActorRole, BookingEventFilter, BookingEventKind } from '../../gql/graphql';
import { Ltr } from '../../i18n/bidi';
import deadlinesNs from '../../i18n/en/deadlines';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { scrollRegion } from '../../ui/scroll';
import { TabSection } from '../../ui/tabSection';
import { BookingEventsQuery, HISTORY_PAGE_SIZE } from './operations';

// The super admin's Booking history tab (issue 37): every booking's events, searched by kind, who did it, booking,
// words of the summary and period; newest first, a page at a time.

export const EVENT_KINDS = ['made', 'paid', 'payment_failed', 'reminded', 'amended', 'cancelled', 'refunded', 'expired', 'completed', 'documents_issued', 'quoted'] as const;
export const ACTOR_ROLES = ['traveller', 'agent', 'staff', 'admin', 'system'] as const;
const PALETTE: Record<string, string> = { paid: 'green', refunded: 'purple', cancelled: 'red', expired: 'red', payment_failed: 'red', amended: 'blue', made: 'gray' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHEN = 'dd MMM yyyy HH:mm';

export type HistorySearch = { kind?: string; actorRole?: string; bookingId?: string; text?: string; from?: string; to?: string };

/** The form's values as the API's filter: a day's period from its first to its last moment, in the reader's time. */
export function filterOf(v: HistorySearch): BookingEventFilter {
  const filter: BookingEventFilter = {};
  if (v.kind) filter.kind = v.kind as BookingEventKind;
  if (v.actorRole) filter.actorRole = v.actorRole as BookingActorRole;
  const id = v.bookingId?.trim().replace(/^#/, '');
  if (id) filter.bookingId = id;
  if (v.text?.trim()) filter.text = v.text.trim();
  if (v.from) filter.from = DateTime.fromISO(v.from).startOf('day').toISO();
  if (v.to) filter.to = DateTime.fromISO(v.to).endOf('day').toISO();
  return filter;
}

function useHistoryWords() {
  const { t } = useTranslation(deadlinesNs);
  const { lang, date } = useFormat();
  return {
    t,
    // English exactly as the other admin lists ('Sep'), Urdu month names otherwise
    when: (iso: string) => (lang === 'en' ? DateTime.fromISO(iso).toFormat(WHEN) : date(iso, WHEN)),
    kind: (k: string) => t(`history.kinds.${k}`, { defaultValue: k }),
    role: (r: string) => t(`history.roles.${r}`, { defaultValue: r }),
  };
}

function SearchForm({ initial, onSearch }: { initial: HistorySearch; onSearch: (v: HistorySearch) => void }) {
  const { t, kind, role } = useHistoryWords();
  return (
    <Form<HistorySearch>
      initialValues={initial}
      validate={(v) => {
        const errors: Record<string, string> = {};
        const id = v.bookingId?.trim().replace(/^#/, '');
        if (id && !UUID.test(id)) errors.bookingId = t('history.badBookingId');
        if (v.from && v.to && v.to < v.from) errors.to = t('history.badPeriod');
        return errors;
      }}
      onSubmit={onSearch}
      render={({ handleSubmit, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('history.form')}>
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3" alignItems="end">
            <SelectField name="kind" label={t('history.kind')} placeholder={t('history.allKinds')} options={EVENT_KINDS.map((k) => ({ value: k, label: kind(k) }))} testId="history-kind" />
            <SelectField name="actorRole" label={t('history.actorRole')} placeholder={t('history.allActors')} options={ACTOR_ROLES.map((r) => ({ value: r, label: role(r) }))} testId="history-actor" />
            <TextField name="bookingId" label={t('history.bookingId')} autoComplete="off" testId="history-booking" />
            <TextField name="text" label={t('history.contains')} placeholder={t('history.textPlaceholder')} autoComplete="off" testId="history-text" />
            <TextField name="from" label={t('history.from')} type="date" testId="history-from" />
            <TextField name="to" label={t('history.to')} type="date" testId="history-to" />
            <HStack gap="2">
              <Button type="submit" colorPalette="brand" data-testid="history-search">
                {t('history.search')}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  form.reset({});
                  onSearch({});
                }}
                data-testid="history-clear"
              >
                {t('history.clear')}
              </Button>
            </HStack>
          </Grid>
        </form>
      )}
    />
  );
}

/** The tab itself: the search form, the events found and newer/older pages. */
export default function BookingHistorySearch() {
  const { t, when, kind, role } = useHistoryWords();
  const [search, setSearch] = useState<HistorySearch>({});
  const [offset, setOffset] = useState(0);
  const { data, error, loading } = useQuery(BookingEventsQuery, {
    variables: { filter: filterOf(search), pagination: { limit: HISTORY_PAGE_SIZE, offset } },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.bookingEvents;
  const rows = page?.items ?? [];
  return (
    <TabSection title={t('history.title')} text={t('history.text')}>
      <SearchForm
        initial={search}
        onSearch={(v) => {
          setOffset(0);
          setSearch(v);
        }}
      />
      {error ? (
        <Text role="alert">{errorMessage(error, t('history.loadFailed'))}</Text>
      ) : !page ? (
        <Skeleton height="32" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" data-testid="history-none">
          {t('history.none')}
        </Text>
      ) : (
        <Box {...scrollRegion(t('history.tableLabel'))} borderWidth="1px" rounded="lg">
          <Table.Root size="sm" data-testid="history-events">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('history.at')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('history.booking')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('history.actor')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('history.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('history.summary')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('history.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((e) => (
                <Table.Row key={e.id} data-testid="history-event">
                  <Table.Cell whiteSpace="nowrap">{when(e.at)}</Table.Cell>
                  <Table.Cell fontFamily="mono">
                    <Link asChild colorPalette="brand" textDecoration="underline">
                      <RouterLink to={`/bookings/${e.bookingId}`}>
                        <bdi dir="ltr">#{shortBookingId(e.bookingId)}</bdi>
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <Text as="span" display="block" lang="en">
                      {e.actor.name}
                    </Text>
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {role(e.actor.role)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={PALETTE[e.kind] ?? 'gray'}>{kind(e.kind)}</Badge>
                  </Table.Cell>
                  <Table.Cell maxW="md">
                    {/* the server's words, in English as recorded */}
                    <Text as="span" display="block" lang="en">
                      {e.summary}
                    </Text>
                    {e.changes.map((c) => (
                      <Text as="span" display="block" fontSize="xs" color="fg.muted" lang="en" key={c.field}>
                        {c.field}: {c.before ?? '—'} → {c.after ?? '—'}
                      </Text>
                    ))}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {e.amountInPkr ? <Ltr>{formatMoney(e.amountInPkr, 'PKR')}</Ltr> : '—'}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {page && (page.offset > 0 || page.hasMore) && (
        <HStack justify="space-between">
          <Button size="sm" variant="outline" disabled={loading || page.offset === 0} onClick={() => setOffset(Math.max(0, offset - HISTORY_PAGE_SIZE))} data-testid="history-newer">
            {t('history.newer')}
          </Button>
          <Button size="sm" variant="outline" disabled={loading || !page.hasMore} onClick={() => setOffset(offset + HISTORY_PAGE_SIZE)} data-testid="history-older">
            {t('history.older')}
          </Button>
        </HStack>
      )}
    </TabSection>
  );
}
