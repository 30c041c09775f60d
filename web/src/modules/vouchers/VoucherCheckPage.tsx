import { Badge, Box, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { CircleCheck, CircleX, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
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

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Karachi' }).toFormat('ccc, d LLL yyyy');
const calendarDay = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).toFormat('ccc, d LLL yyyy');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="start" gap="4" py="2" borderBottomWidth="1px" borderColor="border.muted">
      <Text color="fg.muted" fontSize="sm" flexShrink={0}>
        {label}
      </Text>
      <Text fontWeight="medium" textAlign="end">
        {children}
      </Text>
    </HStack>
  );
}

export default function VoucherCheckPage() {
  const { code = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

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
          Voucher check
        </Heading>
        {state.kind === 'loading' && <Skeleton height="64" data-testid="voucher-check-loading" />}
        {state.kind === 'missing' && (
          <Stack align="center" textAlign="center" gap="3" py="8" borderWidth="1px" rounded="xl" data-testid="voucher-not-found">
            <SearchX size={40} aria-hidden />
            <Heading as="h2" size="lg">
              Voucher not found
            </Heading>
            <Text color="fg.muted">This code does not match any Safarnama voucher. Scan the QR code again, or ask the traveller for the booking reference.</Text>
          </Stack>
        )}
        {state.kind === 'error' && (
          <Text color="fg.error" role="alert">
            The voucher could not be checked right now. Please try again in a moment.
          </Text>
        )}
        {state.kind === 'found' && <Result check={state.check} />}
      </Stack>
    </Container>
  );
}

function Result({ check }: { check: VoucherCheck }) {
  const palette = check.valid ? 'green' : 'red';
  return (
    <Box borderWidth="2px" borderColor={`${palette}.500`} rounded="xl" p={{ base: '4', md: '6' }} data-testid="voucher-check">
      <HStack gap="3" mb="4">
        <Box color={`${palette}.600`}>{check.valid ? <CircleCheck size={36} aria-hidden /> : <CircleX size={36} aria-hidden />}</Box>
        <Stack gap="0">
          <Heading as="h2" size="lg" data-testid="voucher-validity">
            {check.valid ? 'Valid voucher' : 'Not valid'}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {check.status === 'cancelled' ? 'This booking was cancelled.' : check.status === 'completed' ? 'The trip has taken place.' : 'The booking is confirmed.'}
          </Text>
        </Stack>
        <Badge ms="auto" colorPalette={palette} size="lg" data-testid="voucher-status">
          {check.status.toUpperCase()}
        </Badge>
      </HStack>
      <Row label="Booking reference">
        <Text as="span" fontFamily="mono">
          #{check.reference}
        </Text>
      </Row>
      <Row label={capitalise(check.type)}>{check.itemName}</Row>
      {check.checkInDate && check.checkOutDate ? (
        <Row label="Stay">
          {calendarDay(check.checkInDate)} – {calendarDay(check.checkOutDate)}
        </Row>
      ) : (
        check.travelDate && <Row label="Travel date">{day(check.travelDate)}</Row>
      )}
      <Row label="Travellers">{check.passengerCount}</Row>
      <Row label="Lead passenger">{check.leadInitials}</Row>
      <Text color="fg.muted" fontSize="xs" mt="4">
        Personal details are not shown here: compare the initials with the traveller’s passport or CNIC.
      </Text>
    </Box>
  );
}
