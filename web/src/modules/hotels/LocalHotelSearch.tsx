import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BedDouble } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localMessage } from '../../i18n';
import hotelsNs from '../../i18n/en/hotels';
import { toast } from '../../ui/toaster';
import { HotelBookingDialog } from '../bookings/HotelBookingDialog';
import type { Bookable } from '../catalogue/booking';
import { HotelResults } from './LocalHotelResults';
import { criteriaFrom, type HotelCriteria, LocalHotelSearchForm, type LocalHotelValues, localValuesFrom } from './LocalHotelSearchForm';

// Spec: the local-inventory search (city, dates, rooms 1-5, guests 1-6). The search runs only once valid criteria
// are stored; the landing page's query string prefills the form and, when valid, runs it.
export function LocalHotelSearch({ onBook }: { onBook?: (hotel: Bookable) => void }) {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation(hotelsNs);
  const initialValues = useMemo(() => localValuesFrom(params), [params]);
  const [criteria, setCriteria] = useState<HotelCriteria | null>(() =>
    params.has('location') || params.has('city') ? (criteriaFrom(localValuesFrom(params)).criteria ?? null) : null,
  );
  // 'Book Now' opens the booking dialog, prefilled with the searched dates, rooms and guests
  const [dialogHotel, setDialogHotel] = useState<Bookable | null>(null);
  const book = onBook ?? setDialogHotel;
  const submit = (values: LocalHotelValues) => {
    const { criteria: next, field, message: english } = criteriaFrom(values);
    if (!next) {
      const message = english && localMessage(english);
      if (field === 'checkIn' || field === 'checkOut') toast(t('invalidDate'), message, 'error');
      return field && message ? { [field]: message } : undefined;
    }
    setCriteria(next);
    setParams(
      {
        location: next.city,
        checkIn: next.checkInDate,
        checkOut: next.checkOutDate,
        rooms: String(next.rooms),
        adults: String(next.guests),
        children: '0',
      },
      { replace: true },
    );
    return undefined;
  };

  return (
    <Stack as="section" gap="6" aria-labelledby="local-hotels-heading">
      <Card.Root shadow="md">
        <Card.Body gap="4">
          <HStack gap="2">
            <BedDouble size={20} />
            <Heading as="h2" id="local-hotels-heading" size="lg">
              {t('searchOurHotels')}
            </Heading>
          </HStack>
          <LocalHotelSearchForm initialValues={initialValues} onSubmit={submit} />
        </Card.Body>
      </Card.Root>
      {criteria ? (
        <HotelResults criteria={criteria} onBook={book} />
      ) : (
        <Text color="fg.muted" textAlign="center" py="6">
          {t('chooseCity')}
        </Text>
      )}
      {dialogHotel && (
        <HotelBookingDialog
          hotel={dialogHotel}
          defaults={criteria ? { checkInDate: criteria.checkInDate, checkOutDate: criteria.checkOutDate, roomCount: criteria.rooms, guestCount: criteria.guests } : undefined}
          open
          onOpenChange={(open) => !open && setDialogHotel(null)}
        />
      )}
    </Stack>
  );
}
