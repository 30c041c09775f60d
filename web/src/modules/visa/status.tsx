import { Badge } from '@chakra-ui/react';
import { VISA_STATUS_LABELS, type VisaStatusValue } from '@rules/visa.js';
import { DateTime } from 'luxon';

// Colours that read on white at the subtle variant (contrast checked by the axe e2e test).
const PALETTE: Record<VisaStatusValue, string> = {
  draft: 'gray',
  submitted: 'blue',
  documents_requested: 'orange',
  in_process: 'purple',
  approved: 'green',
  rejected: 'red',
};

export function VisaStatusBadge({ status }: { status: string }) {
  const s = status as VisaStatusValue;
  return (
    <Badge colorPalette={PALETTE[s] ?? 'gray'} variant="subtle" data-testid="visa-status">
      {VISA_STATUS_LABELS[s] ?? status}
    </Badge>
  );
}

export const fmtDate = (iso: string | null | undefined, format = 'dd MMM yyyy') => (iso ? DateTime.fromISO(iso).toFormat(format) : '—');

export function fmtSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
