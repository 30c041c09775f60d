import { Badge, Box, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MARKET_ZONE } from '@rules/dates.js';
import { DateTime } from 'luxon';
import { CircleCheck, CircleX, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import vouchersNs from '../../i18n/en/vouchers';
import { capitalise } from '../bookings/status';

// /v/:code, where a voucher's QR code leads: a hotel desk or a driver checks that the voucher is genuine and still
// stands. Public (no sign-in) and plain REST (GET /api/vouchers/{code}), so the page loads without the GraphQL client.

export type VoucherCheck = {
  valid: boolean;
  status: 'confirmed' | 'completed' | 'cancelled';
  reference: string;
  type: string;
  itemName: string;
  travelDate: string | null;
  checkInDate: string | null;
  checkOutDate: string | null;
  passengerCount: number;
  leadInitials: string;
};

type State = { kind: 'loading' } | { kind: 'found'; check: VoucherCheck } | { kind: 'missing' } | { kind: 'error' };

// in the reader's language (Urdu day and month names, Western digits); English as before
const inLanguage = (dt: DateTime, lang: string) => (lang === 'en' ? dt : dt.setLocale('ur-PK').reconfigure({ numberingSystem: 'latn' }));
const day = (iso: string, lang: string) => inLanguage(DateTime.fromISO(iso, { zone: MARKET_ZONE }), lang).toFormat('ccc, d LLL yyyy');
const calendarDay = (iso: string, lang: string) => inLanguage(DateTime.fromISO(iso, { zone: 'utc' }), lang).toFormat('ccc, d LLL yyyy');

// content: the value is content as stored (the booked item, initials), not translated
function Row({ label, children, content }: { label: string; children: ReactNode; content?: boolean }) {
  return (
    <HStack justify="space-between" align="start" gap="4" py="2" borderBottomWidth="1px" borderColor="border.muted">
      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Text fontWeight="medium" textAlign="end" lang={content ? 'en' : undefined}>
        {children}
      </Text>
    </HStack>
  );
}

export default function VoucherCheckPage() {
  const { code = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { t } = useTranslation(vouchersNs);

  useEffect(() => {
    const abort = new AbortController();
    setState({ kind: 'loading' });
    fetch(`/api/vouchers/${encodeURIComponent(code)}`, { signal: abort.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (res.status === 404) return setState({ kind: 'missing' });
        if (!res.ok) return setState({ kind: 'error' });
        setState({ kind: 'found', check: (await res.json()) as VoucherCheck });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ kind: 'error' });
      });
    return () => abort.abort();
  }, [code]);

  return (
    <Container maxW="lg" py={{ base: '8', md: '16' }}>
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        {state.kind === 'loading' && <Skeleton height="64" data-testid="voucher-check-loading" />}
        {state.kind === 'missing' && (
          <Stack align="center" textAlign="center" gap="3" py="8" borderWidth="1px" rounded="xl" data-testid="voucher-not-found">
            <SearchX size={40} aria-hidden />
            <Heading as="h2" size="lg">
              {t('notFound')}
            </Heading>
            <Text color="fg.muted">{t('notFoundText')}</Text>
          </Stack>
        )}
        {state.kind === 'error' && (
          <Text color="fg.error" role="alert">
            {t('checkFailed')}
          </Text>
        )}
        {state.kind === 'found' && <Result check={state.check} />}
      </Stack>
    </Container>
  );
}

function Result({ check }: { check: VoucherCheck }) {
  const palette = check.valid ? 'green' : 'red';
  const { t, i18n } = useTranslation(vouchersNs);
  const lang = i18n.language;
  return (
    <Box borderWidth="2px" borderColor={`${palette}.500`} rounded="xl" p={{ base: '4', md: '6' }} data-testid="voucher-check">
      <HStack gap="3" mb="4">
        <Box color={`${palette}.600`}>{check.valid ? <CircleCheck size={36} aria-hidden /> : <CircleX size={36} aria-hidden />}</Box>
        <Stack gap="0">
          <Heading as="h2" size="lg" data-testid="voucher-validity">
            {check.valid ? t('valid') : t('notValid')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {check.status === 'cancelled' ? t('cancelled') : check.status === 'completed' ? t('completed') : t('confirmed')}
          </Text>
        </Stack>
        <Badge ms="auto" colorPalette={palette} size="lg" data-testid="voucher-status">
          {t(`badges.${check.status}`, { defaultValue: check.status.toUpperCase() })}
        </Badge>
      </HStack>
      <Row label={t('reference')}>
        <Text as="span" fontFamily="mono">
          #{check.reference}
        </Text>
      </Row>
      <Row label={t(`types.${check.type}`, { defaultValue: capitalise(check.type) })} content>
        {check.itemName}
      </Row>
      {check.checkInDate && check.checkOutDate ? (
        <Row label={t('stay')}>
          {calendarDay(check.checkInDate, lang)} – {calendarDay(check.checkOutDate, lang)}
        </Row>
      ) : (
        check.travelDate && <Row label={t('travelDate')}>{day(check.travelDate, lang)}</Row>
      )}
      <Row label={t('travellers')}>{check.passengerCount}</Row>
      <Row label={t('leadPassenger')} content>
        {check.leadInitials}
      </Row>
      <Text color="fg.muted" fontSize="xs" mt="4">
        {t('privacy')}
      </Text>
    </Box>
  );
}
