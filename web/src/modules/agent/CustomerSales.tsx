import { useQuery } from '@apollo/client/react';
import { Box, Button, CloseButton, Dialog, Heading, HStack, Portal, Separator, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData } from '../../gql';
import agentNs from '../../i18n/en/agent';
import { fullScreenOnPhones } from '../../ui/dialog';
import { scrollRegion } from '../../ui/scroll';
import { ShowMore } from '../../ui/showMore';
import { CustomerSaleFieldsFragment, CustomerSalesQuery } from '../bookings/agentSales';
import { BOOKINGS_PAGE_SIZE } from '../bookings/operations';
import { capitalise, StatusBadge } from '../bookings/status';
import { DEADLINE_COLUMNS as D, FreeCancellationCell, PayByCell } from '../bookings/Deadlines';
import { VoucherDownload } from '../vouchers/VoucherDownload';
import { useDates } from './useDates';

type SaleRow = NonNullable<ReturnType<typeof saleOf>>;
function saleOf(item: FragmentType<typeof CustomerSaleFieldsFragment>) {
  return getFragmentData(CustomerSaleFieldsFragment, item);
}

const pkr = (amount: string | null | undefined) => (amount ? formatMoney(amount, 'PKR') : '—');


/** What the customer gets: the booking, who travels and the agent's price to them (never the net price). */
function Voucher({ sale, onClose }: { sale: SaleRow | null; onClose: () => void }) {
  const { t } = useTranslation(agentNs);
  const day = useDates();
  return (
    <Dialog.Root open={sale !== null} onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sale-voucher" {...fullScreenOnPhones}>
            {sale && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('sales.voucherTitle', { id: shortBookingId(sale.id) })}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Box>
                      <Heading size="sm" lang="en">
                        {sale.itemName}
                      </Heading>
                      <Text color="fg.muted" fontSize="sm">
                        {t(`sales.types.${sale.type}`, { defaultValue: capitalise(sale.type) })}
                        {' · '}
                        {sale.checkInDate
                          ? t('sales.stay', { from: day(sale.checkInDate), to: day(sale.checkOutDate) })
                          : t('sales.travelOn', { date: day(sale.travelDate) })}
                        {' · '}
                        {t('sales.travellers', { count: sale.passengerCount })}
                      </Text>
                    </Box>
                    <Separator />
                    {/* the customer and travellers as the agent entered them */}
                    <Box lang="en">
                      <Text fontWeight="medium">{sale.customer?.leadName}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {sale.customer?.phone} · {sale.customer?.email}
                      </Text>
                    </Box>
                    {(sale.customer?.passengers.length ?? 0) > 0 && (
                      <Stack gap="1" as="ul" listStyleType="none" lang="en">
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
                      <Text fontWeight="semibold">{t('sales.price')}</Text>
                      <Text fontWeight="bold" data-testid="voucher-price">
                        {pkr(sale.sellingPriceInPkr)}
                      </Text>
                    </HStack>
                    <HStack justify="space-between" fontSize="sm">
                      <Text color="fg.muted">{t('sales.status')}</Text>
                      <StatusBadge status={sale.status} />
                    </HStack>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <VoucherDownload url={sale.voucherUrl} />
                  <Button variant="outline" onClick={() => window.print()}>
                    {t('sales.print')}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('sales.close')} />
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
  const { t } = useTranslation(agentNs);
  const day = useDates();
  const rows = (data?.bookings.items ?? []).map(saleOf);
  if (loading && !data) return <Skeleton height="24" />;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="customer-sales-empty">
        {t('sales.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Box {...scrollRegion(t('sales.tableLabel'))} borderWidth="1px" rounded="lg">
        <Table.Root size="sm" data-testid="customer-sales">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('sales.customer')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('sales.item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('sales.net')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('sales.markup')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('sales.sellingPrice')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('sales.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{D.payBy.header}</Table.ColumnHeader>
              <Table.ColumnHeader>{D.freeCancellation.header}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('sales.booked')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t('sales.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((s) => (
              <Table.Row key={s.id} data-testid="customer-sale-row">
                <Table.Cell lang="en">{s.customer?.leadName ?? '—'}</Table.Cell>
                <Table.Cell maxW="56" truncate lang="en">
                  <RouterLink to={`/bookings/${s.id}`} style={{ textDecoration: 'underline' }} data-testid="sale-booking-link">
                    {s.itemName}
                  </RouterLink>
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
                <Table.Cell whiteSpace="nowrap">
                  <PayByCell booking={s} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <FreeCancellationCell booking={s} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{day(s.createdAt)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2" justify="end">
                    {s.payable && (
                      <Button asChild size="xs" colorPalette="brand">
                        <RouterLink to={`/checkout/${s.id}`}>{t('sales.pay')}</RouterLink>
                      </Button>
                    )}
                    <Button size="xs" variant="outline" onClick={() => setVoucher(s)} data-testid="open-voucher">
                      {t('sales.voucher')}
                    </Button>
                    <VoucherDownload url={s.voucherUrl} label={t('sales.pdf')} />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ShowMore
        label={t('sales.loadMore')}
        hasMore={data?.bookings.hasMore ?? false}
        loading={loading && Boolean(data)}
        onClick={() => void fetchMore({ variables: { pagination: { limit: BOOKINGS_PAGE_SIZE, offset: rows.length } } })}
      />
      <Voucher sale={voucher} onClose={() => setVoucher(null)} />
    </Stack>
  );
}
