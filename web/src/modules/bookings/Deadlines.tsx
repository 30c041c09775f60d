import { Box, Text, type TableCellProps } from '@chakra-ui/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import deadlinesNs from '../../i18n/en/deadlines';
import { useDates } from '../agent/useDates';
import { secondsLeft } from '../payments/Countdown';

// Issue 37: a booking's deadlines. `payBy` (when the next payment is due) and `freeCancellationUntil` (the last moment
// a cancellation refunds everything paid) come from the API; the cards show them as dates, the agent's lists add a
// countdown to payBy. Every countdown on the page reads one shared clock (one timer, however long the list).

/** How often the shared clock ticks: the countdowns show minutes at most. */
export const CLOCK_TICK_MS = 30_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), CLOCK_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// the current tick: the same value all through one tick, so every countdown of a render agrees
const tick = () => Math.floor(Date.now() / CLOCK_TICK_MS);

/** Now (ms), to the shared clock's tick: components re-render together once a tick. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, tick, tick) * CLOCK_TICK_MS;
}

// a booking whose deadlines are over: nothing to pay, nothing to cancel
const DONE = new Set(['cancelled', 'expired', 'completed', 'failed']);

/** "2 d 4 h", "5 h 12 min", "12 min": the time left, in the current language (null: nothing left). */
export function timeLeft(seconds: number): string | null {
  if (seconds <= 0) return null;
  const t = (key: string, count: number) => i18n.t(key, { ns: deadlinesNs, count });
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return hours > 0 ? `${t('days', days)} ${t('hours', hours)}` : t('days', days);
  if (hours > 0) return minutes > 0 ? `${t('hours', hours)} ${t('minutes', minutes)}` : t('hours', hours);
  // the last minute still counts as one
  return t('minutes', Math.max(1, minutes));
}

/** "due in 2 d 4 h" to `until`, red under a day, "overdue" once past. */
export function DueCountdown({ until }: { until: string }) {
  const { t } = useTranslation(deadlinesNs);
  const now = useClock();
  const seconds = secondsLeft(until, now);
  const left = timeLeft(seconds);
  const urgent = seconds < 86_400;
  return (
    <Text
      as="span"
      display="block"
      fontSize="xs"
      color={urgent ? 'red.600' : 'fg.muted'}
      fontWeight={urgent ? 'semibold' : undefined}
      data-urgent={urgent || undefined}
      data-testid="pay-by-countdown"
    >
      {left ? t('dueIn', { left }) : t('overdue')}
    </Text>
  );
}

type Deadlines = { status: string; payBy?: string | null; freeCancellationUntil?: string | null };

/** "Pay by 12 Dec 2026, 18:00" and "Free cancellation until 10 Dec 2026" under a booking card's lines. */
export function DeadlineLines({ booking, countdown = false, fontSize = 'sm' }: { booking: Deadlines; countdown?: boolean; fontSize?: 'xs' | 'sm' }) {
  const { t } = useTranslation(deadlinesNs);
  const day = useDates();
  if (DONE.has(booking.status)) return null;
  const { payBy, freeCancellationUntil } = booking;
  if (!payBy && !freeCancellationUntil) return null;
  return (
    <Text as="span" display="block" fontSize={fontSize}>
      {payBy && (
        <Text as="span" display="block" fontWeight="medium" data-testid="pay-by">
          {t('payBy', { date: day(payBy, 'dd MMM yyyy, HH:mm') })}
        </Text>
      )}
      {payBy && countdown && <DueCountdown until={payBy} />}
      {freeCancellationUntil && (
        <Text as="span" display="block" color="green.700" data-testid="free-cancellation">
          {t('freeCancellationUntil', { date: day(freeCancellationUntil) })}
        </Text>
      )}
    </Text>
  );
}

/** A list's Pay by cell: the date and time, and the countdown to it. */
export function PayByCell({ booking }: { booking: Deadlines }) {
  const day = useDates();
  if (DONE.has(booking.status) || !booking.payBy) return <>—</>;
  return (
    <Box data-testid="pay-by">
      <Text as="span" display="block">
        {day(booking.payBy, 'dd MMM yyyy, HH:mm')}
      </Text>
      <DueCountdown until={booking.payBy} />
    </Box>
  );
}

/** A list's Free cancellation cell: until when (its date), or —. */
export function FreeCancellationCell({ booking }: { booking: Deadlines }) {
  const day = useDates();
  if (DONE.has(booking.status) || !booking.freeCancellationUntil) return <>—</>;
  return <span data-testid="free-cancellation">{day(booking.freeCancellationUntil)}</span>;
}

type Column = { header: string; cell: (b: Deadlines) => ReactNode } & TableCellProps;
const heading = (key: string) => i18n.t(`columns.${key}`, { ns: deadlinesNs });

/** BookingTable's deadline columns (their headings read in the language of the render). */
export const DEADLINE_COLUMNS = {
  payBy: { get header() { return heading('payBy'); }, cell: (b) => <PayByCell booking={b} />, whiteSpace: 'nowrap' },
  freeCancellation: { get header() { return heading('freeCancellation'); }, cell: (b) => <FreeCancellationCell booking={b} />, whiteSpace: 'nowrap' },
} satisfies Record<string, Column>;
