import { Box, Button, Card, Grid, Heading, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { type BookedRoom, fullRoom, type PricedPackage, priceRooms } from '@rules/package-rooms.js';
import { OCCUPANCY_BEDS, type Occupancy, occupancyPricesOf } from '@rules/umrah.js';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import packagesNs from '../../i18n/en/packages';
import { Ltr } from '../../i18n/bidi';
import { localMessage } from '../../i18n';
import { Field } from '../../ui/field';
import { countOptions } from '../../ui/formFields';
import { Select } from '../../ui/select';
import { pkrLabel } from '../catalogue/ui';

// A package's prices per bed (issue 36) and the traveller's rooms: the table of what each bed, child and infant costs,
// and a room picker whose total is the server's own (rules/package-rooms.ts priceRooms).

const EXTRAS = [
  ['childWithBed', 'childWithBedPriceInPkr'],
  ['childWithoutBed', 'childWithoutBedPriceInPkr'],
  ['infant', 'infantPriceInPkr'],
] as const;

/** The per-bed table: each occupancy offered with its beds and price per person, then the child and infant prices offered. */
export function BedPriceTable({ pkg }: { pkg: PricedPackage }) {
  const { t } = useTranslation(packagesNs);
  const rows = occupancyPricesOf({ priceInPkr: pkg.priceInPkr, occupancyPrices: pkg.occupancyPrices });
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('bedPrices')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('bedPricesText')}
        </Text>
        <Table.Root size="sm" data-testid="bed-prices">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('room')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('pricePerPerson')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.occupancy} data-testid={`bed-price-${row.occupancy}`}>
                <Table.Cell>
                  {t(`occupancyRoom.${row.occupancy}`)}{' '}
                  <Text as="span" color="fg.muted" fontSize="xs">
                    ({row.occupancy === 'sharing' ? t('bedsSharing') : t('beds', { count: OCCUPANCY_BEDS[row.occupancy] })})
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Ltr>{pkrLabel(row.priceInPkr)}</Ltr>
                </Table.Cell>
              </Table.Row>
            ))}
            {EXTRAS.filter(([, field]) => pkg[field]).map(([key, field]) => (
              <Table.Row key={key} data-testid={`bed-price-${key}`}>
                <Table.Cell>{t(key)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Ltr>{pkrLabel(String(pkg[field]))}</Ltr>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The rooms a page starts with: one room of the cheapest occupancy, full. */
export function firstRooms(pkg: PricedPackage): BookedRoom[] {
  const offered = occupancyPricesOf({ priceInPkr: pkg.priceInPkr, occupancyPrices: pkg.occupancyPrices });
  const cheapest = offered.reduce((a, b) => (Number(b.priceInPkr) < Number(a.priceInPkr) ? b : a));
  return [fullRoom(cheapest.occupancy)];
}

type Counted = 'adults' | 'childrenWithBed' | 'childrenWithoutBed' | 'infants';

/** The traveller's rooms (add, change, remove) and their live total, or what is wrong with them, in words. */
export function RoomPicker({ pkg, rooms, onChange }: { pkg: PricedPackage; rooms: BookedRoom[]; onChange: (rooms: BookedRoom[]) => void }) {
  const { t } = useTranslation(packagesNs);
  const offered = occupancyPricesOf({ priceInPkr: pkg.priceInPkr, occupancyPrices: pkg.occupancyPrices });
  const occupancyOptions = offered.map((o) => ({ value: o.occupancy, label: `${t(`occupancyRoom.${o.occupancy}`)} · ${pkrLabel(o.priceInPkr)}` }));
  const counts: Array<[Counted, boolean]> = [
    ['adults', true],
    ['childrenWithBed', Boolean(pkg.childWithBedPriceInPkr)],
    ['childrenWithoutBed', Boolean(pkg.childWithoutBedPriceInPkr)],
    ['infants', Boolean(pkg.infantPriceInPkr)],
  ];
  const set = (i: number, change: Partial<BookedRoom>) => onChange(rooms.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const priced = priceRooms(pkg, rooms);
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('yourRooms')}
      </Heading>
      {rooms.map((room, i) => (
        <Box key={i} borderWidth="1px" rounded="md" p="3" data-testid={`room-${i + 1}`}>
          <HStack justify="space-between" mb="2">
            <Text fontWeight="semibold">{t('roomN', { n: i + 1 })}</Text>
            {rooms.length > 1 && (
              <IconButton aria-label={t('removeRoom', { n: i + 1 })} size="xs" variant="ghost" onClick={() => onChange(rooms.filter((_, j) => j !== i))}>
                <Trash2 />
              </IconButton>
            )}
          </HStack>
          <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="2" alignItems="end">
            <Box gridColumn={{ base: 'span 2', md: 'span 1' }}>
              <Select
                label={t('roomOccupancy', { n: i + 1 })}
                testId={`room-${i + 1}-occupancy`}
                options={occupancyOptions}
                value={room.occupancy}
                onChange={(e) => set(i, fullRoom(e.target.value as Occupancy))}
              />
            </Box>
            {counts
              .filter(([, shown]) => shown)
              .map(([key]) => (
                <Field key={key} label={t(key)}>
                  <Select
                    testId={`room-${i + 1}-${key}`}
                    options={countOptions(key === 'adults' ? 1 : 0, OCCUPANCY_BEDS[room.occupancy])}
                    value={room[key]}
                    onChange={(e) => set(i, { [key]: Number(e.target.value) })}
                  />
                </Field>
              ))}
          </Grid>
        </Box>
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => onChange([...rooms, firstRooms(pkg)[0]])} data-testid="add-room">
          <Plus /> {t('addRoom')}
        </Button>
      </Box>
      {priced.ok ? (
        <HStack justify="space-between" borderTopWidth="1px" pt="3">
          <Text>
            {t('total')} · {t('travellers', { count: priced.people })}
          </Text>
          <Text fontSize="xl" fontWeight="bold" color="brand.800" data-testid="rooms-total">
            <Ltr>{pkrLabel(priced.totalInPkr)}</Ltr>
          </Text>
        </HStack>
      ) : (
        <Text color="red.700" role="alert" data-testid="rooms-problem">
          {localMessage(priced.message)}
        </Text>
      )}
    </Stack>
  );
}
