import { useQuery } from '@apollo/client/react';
import { Box, Button, CloseButton, Dialog, Heading, HStack, Portal, Separator, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData } from '../../gql';
import { fullScreenOnPhones } from '../../ui/dialog';
import { scrollRegion } from '../../ui/scroll';
import { ShowMore } from '../../ui/showMore';
import { CustomerSaleFieldsFragment, CustomerSalesQuery } from '../bookings/agentSales';
import { BOOKINGS_PAGE_SIZE } from '../bookings/operations';
import { capitalise, StatusBadge } from '../bookings/status';
import { VoucherDownload } from '../vouchers/VoucherDownload';

type SaleRow = NonNullable<ReturnType<typeof saleOf>>;
function saleOf(item: FragmentType<typeof CustomerSaleFieldsFragment>) {
  return getFragmentData(CustomerSaleFieldsFragment, item);
}

const pkr = (amount: string | null | undefined) => (amount ? formatMoney(amount, 'PKR') : '—');
const day = (iso: string | null | undefined) => (iso ? DateTime.fromISO(iso).toFormat('dd MMM yyyy') : '—');

/** What the customer gets: the booking, who travels and the agent's price to them (never the net price). */
function Voucher({ sale, onClose }: { sale: SaleRow | null; onClose: () => void }) {
  return (
    <Dialog.Root open={sale !== null} onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sale-voucher" {...fullScreenOnPhones}>
            {sale && (
              <>
                <Dialog.Header>
                  <Dialog.Title>Voucher #{shortBookingId(sale.id)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Box>
                      <Heading size="sm">{sale.itemName}</Heading>
                      <Text color="fg.muted" fontSize="sm">
                        {capitalise(sale.type)}
                        {sale.checkInDate ? ` · ${day(sale.checkInDate)} to ${day(sale.checkOutDate)}` : ` · travel ${day(sale.travelDate)}`} · {sale.passengerCount}{' '}
                        traveller(s)
                      </Text>
                    </Box>
                    <Separator />
                    <Box>
                      <Text fontWeight="medium">{sale.customer?.leadName}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {sale.customer?.phone} · {sale.customer?.email}
                      </Text>
                    </Box>
                    {(sale.customer?.passengers.length ?? 0) > 0 && (
                      <Stack gap="1" as="ul" listStyleType="none">
                        {sale.customer?.passengers.map((p) => (
                          <HStack as="li" key={`${p.name}-${p.passportNumber}`} justify="space-between" fontSize="sm">
                            <Text>{p.name}</Text>
                            <Text fontFamily="mono">{p.passportNumber}</Text>
                          </HStack>
                        ))}
                      </Stack>
                    )}
                    <Separator />
                    <HStack justify="space-between">
                      <Text fontWeight="semibold">Price</Text>
                      <Text fontWeight="bold" data-testid="voucher-price">
                        {pkr(sale.sellingPriceInPkr)}
                      </Text>
                    </HStack>
                    <HStack justify="space-between" fontSize="sm">
                      <Text color="fg.muted">Status</Text>
                      <StatusBadge status={sale.status} />
                    </HStack>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <VoucherDownload url={sale.voucherUrl} />
                  <Button variant="outline" onClick={() => window.print()}>
                    Print
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The agent's bookings for customers: who for, net (what the agent pays), markup and selling price; a voucher each. */
export function CustomerSales() {
  const { data, loading, fetchMore } = useQuery(CustomerSalesQuery, {
    variables: { pagination: { limit: BOOKINGS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [voucher, setVoucher] = useState<SaleRow | null>(null);
  const rows = (data?.bookings.items ?? []).map(saleOf);
  if (loading && !data) return <Skeleton height="24" />;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="customer-sales-empty">
        No bookings for customers yet: book a package, hotel or transport and choose “Book for a customer”.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Box {...scrollRegion('Bookings for customers')} borderWidth="1px" rounded="lg">
        <Table.Root size="sm" data-testid="customer-sales">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Customer</Table.ColumnHeader>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Net (PKR)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Markup</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Selling price</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Booked</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((s) => (
              <Table.Row key={s.id} data-testid="customer-sale-row">
                <Table.Cell>{s.customer?.leadName ?? '—'}</Table.Cell>
                <Table.Cell maxW="56" truncate>
                  {s.itemName}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {pkr(s.totalPriceInPkr)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {pkr(s.markupInPkr)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="medium">
                  {pkr(s.sellingPriceInPkr)}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={s.status} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{day(s.createdAt)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2" justify="end">
                    {s.payable && (
                      <Button asChild size="xs" colorPalette="brand">
                        <RouterLink to={`/checkout/${s.id}`}>Pay</RouterLink>
                      </Button>
                    )}
                    <Button size="xs" variant="outline" onClick={() => setVoucher(s)} data-testid="open-voucher">
                      Voucher
                    </Button>
                    <VoucherDownload url={s.voucherUrl} label="PDF" />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ShowMore
        label="Load more"
        hasMore={data?.bookings.hasMore ?? false}
        loading={loading && Boolean(data)}
        onClick={() => void fetchMore({ variables: { pagination: { limit: BOOKINGS_PAGE_SIZE, offset: rows.length } } })}
      />
      <Voucher sale={voucher} onClose={() => setVoucher(null)} />
    </Stack>
  );
}
