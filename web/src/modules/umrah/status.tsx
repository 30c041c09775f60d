import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import umrahNs from '../../i18n/en/umrah';

// A group's status and readiness as badges (issue 36): draft (grey), ready (green), visas submitted (blue), visas
// issued (green); readiness "Ready" or "N missing" (orange).

const PALETTE: Record<string, string> = { draft: 'gray', ready: 'green', visa_submitted: 'blue', visa_issued: 'green' };

export function GroupStatusBadge({ status, testId = 'umrah-group-status' }: { status: string; testId?: string }) {
  const { t } = useTranslation(umrahNs);
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-testid={testId} data-status={status}>
      {t(`statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function ReadinessBadge({ readiness, testId = 'umrah-readiness' }: { readiness: { ready: boolean; missing: readonly unknown[] }; testId?: string }) {
  const { t } = useTranslation(umrahNs);
  return (
    <Badge colorPalette={readiness.ready ? 'green' : 'orange'} variant={readiness.ready ? 'solid' : 'subtle'} data-testid={testId}>
      {readiness.ready ? t('ready') : t('missing', { count: readiness.missing.length })}
    </Badge>
  );
}

const VISA_PALETTE: Record<string, string> = { approved: 'green', rejected: 'red', documents_requested: 'orange', in_process: 'blue', submitted: 'blue' };

export function VisaStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation(umrahNs);
  return (
    <Badge colorPalette={status ? (VISA_PALETTE[status] ?? 'gray') : 'gray'} variant="subtle" data-testid="pilgrim-visa-status">
      {status ? t(`visa.statuses.${status}`, { defaultValue: status }) : t('visa.notSubmitted')}
    </Badge>
  );
}
