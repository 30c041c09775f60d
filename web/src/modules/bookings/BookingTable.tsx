import { Box, Table, type TableCellProps } from '@chakra-ui/react';
import { shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../i18n';
import bookingNs from '../../i18n/en/booking';
import { formatDate } from '../../i18n/format';
import { scrollRegion } from '../../ui/scroll';
import { VoucherDownload } from '../vouchers/VoucherDownload';
import { bookingTypeLabel, StatusBadge } from './status';
import type { BookingRow } from './useBookingList';

type Column = { header: string; cell: (b: BookingRow) => ReactNode } & TableCellProps;

const when = (iso: string | null | undefined, format = 'dd MMM yyyy') => (iso ? formatDate(iso, currentLanguage(), format) : '—');
// a column's heading in the current language, read when a table renders (a caller may put its own in `header`)
const heading = (key: string) => i18n.t(`columns.${key}`, { ns: bookingNs });

/** The columns a table of bookings can show. */
export const BOOKING_COLUMNS = {
  type: { get header() { return heading('type'); }, cell: (b) => bookingTypeLabel(b.type) },
  // the item's name as stored
  item: { get header() { return heading('item'); }, cell: (b) => <span lang="en">{b.itemName}</span>, maxW: '64', truncate: true },
  bookedBy: { get header() { return heading('bookedBy'); }, cell: (b) => <span lang="en">{b.bookedBy}</span> },
  passengers: { get header() { return heading('passengers'); }, cell: (b) => b.passengerCount, textAlign: 'end' },
  total: { get header() { return heading('total'); }, cell: (b) => formatMoney(b.totalPriceInPkr, 'PKR'), textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // the real status with the spec's colours (completed blue, cancelled red); the spec's prototype called everything
  // but confirmed and pending 'failed', a completed trip included
  status: { get header() { return heading('status'); }, cell: (b) => <StatusBadge status={b.status} /> },
  created: { get header() { return heading('created'); }, cell: (b) => when(b.createdAt, 'dd MMM yyyy, HH:mm'), whiteSpace: 'nowrap' },
  travelDate: { get header() { return heading('travelDate'); }, cell: (b) => when(b.travelDate), whiteSpace: 'nowrap' },
  id: { get header() { return heading('id'); }, cell: (b) => <bdi dir="ltr">#{shortBookingId(b.id)}</bdi>, fontFamily: 'mono' },
  voucher: { get header() { return heading('voucher'); }, cell: (b) => <VoucherDownload url={b.voucherUrl} label={i18n.t('voucher', { ns: bookingNs })} /> },
} satisfies Record<string, Column>;

/** Bookings as a table that scrolls sideways on a phone (a named, focusable region). */
export function BookingTable({ rows, columns, label, testId, rowTestId }: { rows: BookingRow[]; columns: Column[]; label: string; testId: string; rowTestId: string }) {
  // the headings and cells read the current language: a switch renders the table again
  useTranslation(bookingNs);
  return (
    <Box {...scrollRegion(label)} borderWidth="1px" rounded="lg">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} textAlign={c.textAlign}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((b) => (
            <Table.Row key={b.id} data-testid={rowTestId}>
              {columns.map(({ header, cell, ...props }) => (
                <Table.Cell key={header} {...props}>
                  {cell(b)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
