import { Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import paymentsNs from '../../i18n/en/payments';

/** Whole seconds from now to `until` (never negative). */
export function secondsLeft(until: string, now: number): number {
  return Math.max(0, Math.floor((DateTime.fromISO(until).toMillis() - now) / 1000));
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * The hold's countdown: the clock ticks every second for the eye, while screen readers hear it politely once a minute
 * (a live region changing every second would drown everything else).
 */
export function HoldCountdown({ until, onEnd }: { until: string; onEnd?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const { t } = useTranslation(paymentsNs);
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [left]);
  useEffect(() => {
    if (left <= 0) onEnd?.();
  }, [left, onEnd]);
  const minutes = Math.ceil(left / 60);
  return (
    <>
      <Text fontWeight="semibold" color={left < 120 ? 'red.600' : 'fg'} aria-hidden="true" data-testid="hold-countdown">
        {left > 0 ? t('heldFor', { clock: clock(left) }) : t('holdEnded')}
      </Text>
      <span aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {left > 0 ? t('heldForAbout', { count: minutes }) : t('holdEnded')}
      </span>
    </>
  );
}
