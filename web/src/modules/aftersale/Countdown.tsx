import { Text, type TextProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import afterSaleNs from '../../i18n/en/afterSale';
import { secondsLeft } from '../payments/Countdown';

const two = (n: number) => String(n).padStart(2, '0');

/** What is left as a clock: '1 day 02:03:04', '2:03:04', '29:59'. */
export function useClock() {
  const { t } = useTranslation(afterSaleNs);
  return (seconds: number) => {
    const days = Math.floor(seconds / 86_400);
    const h = Math.floor((seconds % 86_400) / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    const clock = h > 0 || days > 0 ? `${days > 0 ? two(h) : h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
    return days > 0 ? `${t('days', { count: days })} ${clock}` : clock;
  };
}

/** Seconds left to `until`, ticking every second until it is reached; `onEnd` once it is. */
export function useSecondsLeft(until: string, onEnd?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  useEffect(() => {
    if (left <= 0) onEnd?.();
  }, [left, onEnd]);
  return left;
}

/**
 * A live countdown to a deadline ('1 day 02:03:04 left'), for the eye only: the deadline itself is written next to it,
 * so screen readers are not told every second.
 */
export function Countdown({ until, testId, onEnd, ...props }: { until: string; testId?: string; onEnd?: () => void } & TextProps) {
  const { t } = useTranslation(afterSaleNs);
  const clock = useClock();
  const left = useSecondsLeft(until, onEnd);
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" aria-hidden="true" data-testid={testId} color={left < 3600 ? 'red.700' : 'fg.muted'} {...props}>
      {left > 0 ? t('timeLeft', { clock: clock(left) }) : t('timeUp')}
    </Text>
  );
}
