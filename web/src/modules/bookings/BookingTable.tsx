import { Box, Table, type TableCellProps } from '@chakra-ui/react';
import { shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { scrollRegion } from '../../ui/scroll';
import { VoucherDownload } from '../vouchers/VoucherDownload';
import { capitalise, StatusBadge } from './status';
import type { BookingRow } from './useBookingList';

type Column = { header: string; cell: (b: BookingRow) => ReactNode } & TableCellProps;

const when = (iso: string | null | undefined, format = 'dd MMM yyyy') => (iso ? DateTime.fromISO(iso).toFormat(format) : '—');

/** The columns a table of bookings can show. */
export const BOOKING_COLUMNS = {
  type: { header: 'Type', cell: (b) => capitalise(b.type) },
  item: { header: 'Item', cell: (b) => b.itemName, maxW: '64', truncate: true },
  bookedBy: { header: 'Booked by', cell: (b) => b.bookedBy },
  passengers: { header: 'Passengers', cell: (b) => b.passengerCount, textAlign: 'end' },
  total: { header: 'Total (PKR)', cell: (b) => formatMoney(b.totalPriceInPkr, 'PKR'), textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // the real status with the spec's colours (completed blue, cancelled red); the spec's prototype called everything
  // but confirmed and pending 'failed', a completed trip included
  status: { header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
  created: { header: 'Created', cell: (b) => when(b.createdAt, 'dd MMM yyyy, HH:mm'), whiteSpace: 'nowrap' },
  travelDate: { header: 'Travel date', cell: (b) => when(b.travelDate), whiteSpace: 'nowrap' },
  id: { header: 'ID', cell: (b) => `#${shortBookingId(b.id)}`, fontFamily: 'mono' },
  voucher: { header: 'Voucher', cell: (b) => <VoucherDownload url={b.voucherUrl} label="Voucher" /> },
} satisfies Record<string, Column>;

/** Bookings as a table that scrolls sideways on a phone (a named, focusable region). */
export function BookingTable({ rows, columns, label, testId, rowTestId }: { rows: BookingRow[]; columns: Column[]; label: string; testId: string; rowTestId: string }) {
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
