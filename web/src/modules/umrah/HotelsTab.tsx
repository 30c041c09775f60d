import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Grid, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { addDays } from '@rules/dates.js';
import { formatMoney } from '@rules/money.js';
import { Hotel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage } from '../../i18n';
import { Ltr } from '../../i18n/bidi';
import umrahNs from '../../i18n/en/umrah';
import { useFormat } from '../../i18n/format';
import { Field } from '../../ui/field';
import { errorMessage } from '../../ui/form';
import { PanelCard } from '../../ui/panelCard';
import { Select } from '../../ui/select';
import { toast } from '../../ui/toaster';
import { CITIES } from './forms';
import { BookGroupHotelMutation, UmrahHotelsQuery } from './operations';
import { TransfersPanel } from './TransfersPanel';
import { type Group, useGroupMutation } from './types';

// Hotels and transport (issue 36): book the group's nights in a Makkah or Madinah hotel of our inventory (the
// existing no-oversell hotel booking, paid from the agency wallet), with the dates the itinerary gives; the stays
// booked, each with its confirmed badge; then the transfer legs.

type City = (typeof CITIES)[number];
const CITY_SEARCH: Record<City, string> = { makkah: 'Makkah', madinah: 'Madinah' };

/** The nights the itinerary gives `city`: the first city from arrival, the other one up to departure. */
export function defaultDates(group: Group, city: City): { checkIn: string; checkOut: string } {
  const firstNights = group.firstCity === 'makkah' ? group.makkahNights : group.madinahNights;
  const middle = addDays(group.arrivalDate, firstNights);
  return city === group.firstCity ? { checkIn: group.arrivalDate, checkOut: middle } : { checkIn: middle, checkOut: group.departureDate };
}

function BookHotel({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const [city, setCity] = useState<City>(group.firstCity as City);
  const [dates, setDates] = useState(() => defaultDates(group, group.firstCity as City));
  const [roomCount, setRoomCount] = useState(Math.max(1, group.rooms.length || Math.ceil(group.pilgrimCount / 4)));
  const [guestCount, setGuestCount] = useState(Math.max(1, group.pilgrimCount));
  const [hotelId, setHotelId] = useState('');
  const [roomType, setRoomType] = useState('');
  const [book, { loading: booking }] = useGroupMutation(BookGroupHotelMutation);
  const valid = dates.checkIn < dates.checkOut;
  const { data, loading } = useQuery(UmrahHotelsQuery, {
    // the hotels and their room types for the nights (a traveller's search allows 5 rooms and 6 guests: a group asks
    // for one and compares each type's rooms left on every night with what it needs)
    variables: { city: CITY_SEARCH[city], checkInDate: dates.checkIn, checkOutDate: dates.checkOut, rooms: 1, guests: 1 },
    skip: !valid,
  });
  const hotels = data?.hotels.items ?? [];
  const hotel = hotels.find((h) => h.id === hotelId);
  const roomTypes = hotel?.roomTypes.filter((r) => r.isAvailable && r.availableRooms >= roomCount && r.maxOccupancy * roomCount >= guestCount) ?? [];

  const chooseCity = (next: City) => {
    setCity(next);
    setDates(defaultDates(group, next));
    setHotelId('');
    setRoomType('');
  };
  const submit = async () => {
    try {
      await book({ variables: { groupId: group.id, input: { city, hotelId, roomType, checkInDate: dates.checkIn, checkOutDate: dates.checkOut, roomCount, guestCount } } });
      toast(t('hotels.booked'), undefined, 'success');
      setHotelId('');
      setRoomType('');
    } catch (err) {
      toast(t('hotels.bookFailed'), localMessage(errorMessage(err, t('hotels.bookFailed'))), 'error');
    }
  };
  const count = (value: number, set: (n: number) => void, testId: string) => (
    <Input type="number" inputMode="numeric" min={1} value={value} onChange={(e) => set(Math.max(1, Math.floor(Number(e.target.value) || 1)))} data-testid={testId} />
  );

  return (
    <PanelCard title={t('hotels.title')} text={t('hotels.text')} testId="book-hotel">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="3">
        <Field label={t('hotels.city')}>
          <Select value={city} onChange={(e) => chooseCity(e.target.value as City)} options={CITIES.map((c) => ({ value: c, label: t(`cities.${c}`) }))} testId="hotel-city" />
        </Field>
        <Field label={t('hotels.checkIn')}>
          <Input type="date" value={dates.checkIn} onChange={(e) => setDates((d) => ({ ...d, checkIn: e.target.value }))} data-testid="hotel-checkIn" />
        </Field>
        <Field label={t('hotels.checkOut')}>
          <Input type="date" value={dates.checkOut} onChange={(e) => setDates((d) => ({ ...d, checkOut: e.target.value }))} data-testid="hotel-checkOut" />
        </Field>
        <Field label={t('hotels.roomCount')}>{count(roomCount, setRoomCount, 'hotel-roomCount')}</Field>
        <Field label={t('hotels.guestCount')}>{count(guestCount, setGuestCount, 'hotel-guestCount')}</Field>
        <Box gridColumn={{ lg: 'span 2' }}>
          <Field label={t('hotels.hotel')} helperText={!loading && valid && hotels.length === 0 ? t('hotels.noHotels') : undefined}>
            <Select
              value={hotelId}
              onChange={(e) => {
                setHotelId(e.target.value);
                setRoomType('');
              }}
              options={hotels.map((h) => ({ value: h.id, label: h.name }))}
              placeholder={t('hotels.chooseHotel')}
              testId="hotel-choice"
            />
          </Field>
        </Box>
        <Field label={t('hotels.roomType')}>
          <Select
            value={roomType}
            onChange={(e) => setRoomType(e.target.value)}
            options={roomTypes.map((r) => ({
              value: r.kind,
              label: `${t(`hotels.roomTypes.${r.kind}`, { defaultValue: r.kind })} · ${formatMoney(r.pricePerNightInPkr, 'PKR')}`,
            }))}
            placeholder=""
            testId="hotel-roomType"
          />
        </Field>
      </Grid>
      <Button alignSelf="start" colorPalette="brand" disabled={!valid || !hotelId || !roomType} loading={booking} onClick={() => void submit()} data-testid="hotel-book">
        <Hotel size={14} aria-hidden /> {t('hotels.book')}
      </Button>
    </PanelCard>
  );
}

function Stays({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const f = useFormat();
  return (
    <Stack gap="2">
      <Text as="h2" fontWeight="semibold" fontSize="lg">
        {t('hotels.stays')}
      </Text>
      {group.stays.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('hotels.noStays')}
        </Text>
      ) : (
        <List.Root listStyleType="none" gap="2" data-testid="stays">
          {group.stays.map((s) => (
            <List.Item key={s.id} borderWidth="1px" rounded="lg" p="3" data-testid="stay">
              <HStack justify="space-between" gap="2" wrap="wrap" align="start">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">
                    {t(`cities.${s.city}`)} · <bdi lang="en">{s.hotelName}</bdi>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {f.date(s.checkInDate)} – {f.date(s.checkOutDate)} ·{' '}
                    {t('hotels.stay', { rooms: s.roomCount, roomType: t(`hotels.roomTypes.${s.roomType}`, { defaultValue: s.roomType }), guests: s.guestCount })}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Ltr>{formatMoney(s.totalInPkr, 'PKR')}</Ltr>
                  <Badge colorPalette={s.confirmed ? 'green' : 'orange'} variant="subtle" data-testid="stay-confirmed">
                    {s.confirmed ? t('hotels.confirmed') : t('hotels.unconfirmed')}
                  </Badge>
                </HStack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

export function HotelsTab({ group }: { group: Group }) {
  return (
    <Stack gap="6">
      <BookHotel group={group} />
      <Stays group={group} />
      <TransfersPanel group={group} />
    </Stack>
  );
}
