import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import flightOrdersNs from '../../i18n/en/flightOrders';

// A flight order's status: held and awaiting payment want money (orange), ticketing is under way (blue), ticketed is
// done (green), cancelled and expired are over (red, grey). Subtle colours that read on white.
const PALETTE: Record<string, string> = {
  held: 'orange',
  awaiting_payment: 'orange',
  ticketing: 'blue',
  ticketed: 'green',
  cancelled: 'red',
  expired: 'gray',
};

/** Whether the order still waits for its money (a countdown, Pay now). */
export const awaitsPayment = (status: string) => status === 'held' || status === 'awaiting_payment';
/** Whether the order may be cancelled now (the server's CANCELLABLE). */
export const cancellable = (status: string) => awaitsPayment(status) || status === 'ticketed';

export function FlightStatusBadge({ status, testId = 'flight-order-status' }: { status: string; testId?: string }) {
  const { t } = useTranslation(flightOrdersNs);
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-testid={testId} data-status={status}>
      {t(`statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
