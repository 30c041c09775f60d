import { Badge, Box } from '@chakra-ui/react';
import { Car, Hotel, Package, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import bookingNs from '../../i18n/en/booking';

// Spec point 4: confirmed green, pending yellow, completed blue, anything else red (cancelled style).
export function statusPalette(status: string): string {
  if (status === 'confirmed') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'completed') return 'blue';
  return 'red';
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(bookingNs);
  return (
    <Badge colorPalette={statusPalette(status)} variant="subtle" textTransform="capitalize" data-testid="status-badge">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1).replace(/_/g, ' ') : s;
}

/** A booking type's name ('Hotel'), in the current language (call it while rendering). */
export function bookingTypeLabel(type: string): string {
  return i18n.t(`types.${type}`, { ns: bookingNs, defaultValue: capitalise(type) });
}

export function TypeIcon({ type }: { type: string }) {
  // spec: flight, hotel, package, else a car
  const Icon = type === 'flight' ? Plane : type === 'hotel' ? Hotel : type === 'package' ? Package : Car;
  return (
    <Box p="2.5" rounded="lg" bg="brand.50" color="brand.700">
      <Icon size={20} />
    </Box>
  );
}
