import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';

/**
 * Download voucher: a plain link to the booking's PDF (Booking.voucherUrl), so the browser downloads it with the
 * session cookie like any same-origin file; nothing when the booking has no voucher (not confirmed yet, expired).
 */
export function VoucherDownload({ url, label = 'Download voucher' }: { url: string | null | undefined; label?: string }) {
  if (!url) return null;
  return (
    <Button asChild size="xs" variant="outline" data-testid="download-voucher">
      <a href={url} download>
        <Download size={14} aria-hidden /> {label}
      </a>
    </Button>
  );
}
