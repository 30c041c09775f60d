import { Badge } from '@chakra-ui/react';
import type { VisaStatusValue } from '@rules/visa.js';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../i18n';
import { formatDate } from '../../i18n/format';
import visaNs from '../../i18n/en/visa';

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
  const { t } = useTranslation(visaNs);
  return (
    <Badge colorPalette={PALETTE[s] ?? 'gray'} variant="subtle" data-testid="visa-status">
      {s in PALETTE ? t(`statuses.${s}`) : status}
    </Badge>
  );
}

/** A date in the current language (English as before: luxon's default locale). */
export const fmtDate = (iso: string | null | undefined, format = 'dd MMM yyyy') => {
  if (!iso) return '—';
  const lang = currentLanguage();
  return lang === 'en' ? DateTime.fromISO(iso).toFormat(format) : formatDate(iso, lang, format);
};

export function fmtSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A required document's label: the rule's, translated; the server's own label for a kind it does not know. */
export function documentLabel(kind: string, label: string): string {
  return i18n.t(`documents.${kind}`, { ns: visaNs, defaultValue: label });
}
