import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney, isDecimal } from '@rules/money.js';
import { Trans, useTranslation } from 'react-i18next';
import afterSaleNs from '../../i18n/en/afterSale';
import { Isolated, Stored } from '../../i18n/bidi';
import { useDates } from '../agent/useDates';
import type { BookingEventFieldsFragment } from '../../gql/graphql';

type FieldChange = { field: string; before?: string | null; after?: string | null };

/** A changed field's name in the reader's language (the server's name when the catalogue does not know it). */
export function useFieldName() {
  const { t } = useTranslation(afterSaleNs);
  return (field: string) => t(`fields.${field}`, { defaultValue: field });
}

// ids the reader never needs (a departure's change shows as its name's)
const HIDDEN_FIELDS = new Set(['packageId', 'hotelId', 'transportId']);
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/;

/** A changed field's value for the eye: dates and amounts formatted, anything else as the server wrote it. */
function useValue() {
  const { t } = useTranslation(afterSaleNs);
  const day = useDates();
  return (field: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return t('none');
    if (DATE.test(value)) return day(value);
    if (field.endsWith('InPkr') && isDecimal(value)) return formatMoney(value, 'PKR');
    return value;
  };
}

/** Each changed field as 'Travel date: 12 Mar 2099 → 19 Mar 2099'. */
export function ChangeList({ changes, testId }: { changes: readonly FieldChange[]; testId?: string }) {
  const fieldName = useFieldName();
  const value = useValue();
  const shown = changes.filter((c) => !HIDDEN_FIELDS.has(c.field));
  if (shown.length === 0) return null;
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" fontSize="sm" data-testid={testId}>
      {shown.map((c) => (
        <Text as="li" key={c.field} data-testid="field-change">
          <Text as="span" color="fg.muted">
            {fieldName(c.field)}:
          </Text>{' '}
          <bdi lang="en">{value(c.field, c.before)}</bdi> → <bdi lang="en">{value(c.field, c.after)}</bdi>
        </Text>
      ))}
    </Stack>
  );
}

/** The booking's history, oldest first as the server sends it: when, who, what, the fields before → after, the amount. */
export function BookingHistory({ events }: { events: readonly BookingEventFieldsFragment[] }) {
  const { t } = useTranslation(afterSaleNs);
  const day = useDates();
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('history')}
        </Heading>
        {events.length === 0 ? (
          <Text color="fg.muted">{t('noHistory')}</Text>
        ) : (
          <Stack as="ol" gap="0" listStyleType="none" data-testid="booking-history">
            {events.map((e, i) => (
              <HStack as="li" key={e.id} align="stretch" gap="3" data-testid="history-event" data-kind={e.kind}>
                {/* the timeline's dot and line */}
                <Stack align="center" gap="0" aria-hidden="true" pt="1.5">
                  <Box w="2.5" h="2.5" rounded="full" bg="brand.600" flexShrink={0} />
                  {i < events.length - 1 && <Box w="0.5" flex="1" bg="border" />}
                </Stack>
                <Box pb="4" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Badge variant="subtle" colorPalette={e.kind === 'cancelled' || e.kind === 'payment_failed' || e.kind === 'expired' ? 'red' : 'brand'}>
                      {t(`kinds.${e.kind}`, { defaultValue: e.kind })}
                    </Badge>
                    <Text asChild fontSize="sm" color="fg.muted">
                      <time dateTime={e.at} data-testid="history-time">
                        {day(e.at, 'dd MMM yyyy, HH:mm')}
                      </time>
                    </Text>
                  </HStack>
                  <Text fontSize="sm" data-testid="history-actor">
                    <Trans
                      t={t}
                      i18nKey="actor"
                      values={{ role: t(`actorRoles.${e.actor.role}`, { defaultValue: e.actor.role }), name: e.actor.name }}
                      components={{ n: <Stored /> }}
                    />
                  </Text>
                  <Text lang="en" data-testid="history-summary">
                    {e.summary}
                  </Text>
                  <ChangeList changes={e.changes} />
                  {e.amountInPkr && (
                    <Text fontSize="sm" fontWeight="medium" data-testid="history-amount">
                      <Trans t={t} i18nKey="amount" values={{ amount: formatMoney(String(e.amountInPkr), 'PKR') }} components={{ v: <Isolated /> }} />
                    </Text>
                  )}
                </Box>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
