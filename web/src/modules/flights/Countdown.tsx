import { Text, VisuallyHidden } from '@chakra-ui/react';
import { countdownLabel, msLeft } from '@rules/flights.js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { useFormat } from '../../i18n/format';

// The time left to pay a held (or unpaid) flight order: the rules' countdown ("3 h 12 min"), its units in the reader's
// language. It changes once a minute at most, so it ticks every 15 s; screen readers hear when the time is over.

const TICK_MS = 15_000;

/** "1 d 4 h" / "1 دن 4 گھنٹے" */
export function countdownText(ms: number): string {
  return countdownLabel(ms).replace(/\b(d|h|min)\b/g, (unit) => i18n.t(`units.${unit}`, { ns: flightOrdersNs }));
}

/** The time left until `until`, now and every few seconds; `onEnd` once it is over. */
export function useTimeLeft(until: string, onEnd?: () => void): number {
  const [now, setNow] = useState(() => new Date());
  const left = msLeft(until, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [left]);
  useEffect(() => {
    if (left <= 0) onEnd?.();
  }, [left, onEnd]);
  return left;
}

/** "Pay within 3 h 12 min (by 14 Dec, 18:40)"; red in the last hour; "The time to pay is over" after. */
export function FlightCountdown({ until, onEnd, compact }: { until: string; onEnd?: () => void; compact?: boolean }) {
  const left = useTimeLeft(until, onEnd);
  const { t } = useTranslation(flightOrdersNs);
  const { date } = useFormat();
  const over = left <= 0;
  return (
    <Text
      fontSize={compact ? 'xs' : 'sm'}
      fontWeight="semibold"
      color={over || left < 3_600_000 ? 'red.700' : 'orange.800'}
      data-testid="flight-order-countdown"
    >
      {over ? (
        <span aria-live="polite">{t('timeUp')}</span>
      ) : (
        <>
          {t('payWithin', { time: countdownText(left) })}
          {!compact && <> {t('payBy', { date: date(until, 'dd MMM, HH:mm') })}</>}
          <VisuallyHidden aria-live="polite">{left < 5 * 60_000 ? t('payWithin', { time: countdownText(left) }) : ''}</VisuallyHidden>
        </>
      )}
    </Text>
  );
}
