import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import vouchersNs from '../../i18n/en/vouchers';

/**
 * Download voucher: a plain link to the booking's PDF (Booking.voucherUrl), so the browser downloads it with the
 * session cookie like any same-origin file; nothing when the booking has no voucher (not confirmed yet, expired).
 */
export function VoucherDownload({ url, label }: { url: string | null | undefined; label?: string }) {
  const { t } = useTranslation(vouchersNs);
  if (!url) return null;
  return (
    <Button asChild size="xs" variant="outline" data-testid="download-voucher">
      <a href={url} download>
        <Download size={14} aria-hidden /> {label ?? t('download')}
      </a>
    </Button>
  );
}
