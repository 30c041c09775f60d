import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { AMENDMENT_NAME_MAX, MAX_AMENDMENT_PASSENGERS } from '@rules/amendments.js';
import { type BookedRoom, BookedRoomsSchema } from '@rules/package-rooms.js';
import type { TFunction } from 'i18next';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { AfterSaleBookingFieldsFragment, AmendmentInput, AmendmentKind, AmendmentOptionsQuery } from '../../gql/graphql';
import afterSaleNs from '../../i18n/en/afterSale';
import { validateWith } from '../../ui/form';
import { NumberField, SelectField, TextField } from '../../ui/formFields';
import { useDates } from '../agent/useDates';
import { RoomPicker } from '../packages/PackageRooms';
import { AfterSalePackagePricesQuery } from './operations';
import { pkr } from './QuoteView';

// The change dialog's form, one kind at a time: its fields, its rules (valibot, in the reader's language) and the
// AmendmentInput it sends. The server checks everything again and says what is wrong in its own words.

export type Booking = AfterSaleBookingFieldsFragment;
type Options = AmendmentOptionsQuery['amendmentOptions'];

export type ChangeValues = {
  kind?: AmendmentKind;
  packageId?: string;
  travelDate?: string;
  checkInDate?: string;
  checkOutDate?: string;
  passengerCount?: number;
  travellerIndex?: number;
  name?: string;
  rooms?: BookedRoom[];
};

/** How a booking's dates change: another departure (a fixed-date package), new nights (a hotel), or a new day. */
export type DatesMode = 'departure' | 'stay' | 'day';
export function datesMode(booking: Booking, options: Options): DatesMode {
  if (options.departures.length > 0) return 'departure';
  return booking.type === 'hotel' || booking.checkInDate ? 'stay' : 'day';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// a field the form may not have at all (an emptied input): its own message, not valibot's 'Invalid key'
const present = <S extends v.GenericSchema>(schema: S, message: string) =>
  v.pipe(v.optional(schema), v.check((value) => value !== undefined && value !== '', message));
const day = (t: TFunction) => present(v.pipe(v.string(t('required')), v.regex(DAY, t('required'))), t('required'));

/** The form's rules for each kind, with messages in the reader's language. */
export function changeSchema(t: TFunction, mode: DatesMode) {
  const dates =
    mode === 'departure'
      ? v.object({ kind: v.literal('dates'), packageId: present(v.string(t('chooseDeparture')), t('chooseDeparture')) })
      : mode === 'stay'
        ? v.pipe(
            v.object({ kind: v.literal('dates'), checkInDate: day(t), checkOutDate: day(t) }),
            v.forward(
              v.check((s) => !s.checkInDate || !s.checkOutDate || s.checkOutDate > s.checkInDate, t('checkOutAfterCheckIn')),
              ['checkOutDate'],
            ),
          )
        : v.object({ kind: v.literal('dates'), travelDate: day(t) });
  const count = present(v.pipe(v.number(t('countRange')), v.integer(t('countRange')), v.minValue(1, t('countRange')), v.maxValue(MAX_AMENDMENT_PASSENGERS, t('countRange'))), t('countRange'));
  return v.variant('kind', [
    dates,
    v.object({ kind: v.literal('travellers'), passengerCount: count }),
    v.object({
      kind: v.literal('name'),
      travellerIndex: present(v.pipe(v.number(t('required')), v.integer(), v.minValue(0)), t('required')),
      name: present(v.pipe(v.string(t('required')), v.trim(), v.minLength(1, t('required')), v.maxLength(AMENDMENT_NAME_MAX)), t('required')),
    }),
    v.object({ kind: v.literal('rooms'), rooms: present(BookedRoomsSchema, t('required')) }),
  ], t('required'));
}

/**
 * The form's validate: every field present (an emptied input is a missing key, which valibot would skip as optional),
 * then the kind's rules.
 */
export function validateChange(t: TFunction, mode: DatesMode) {
  const check = validateWith(() => changeSchema(t, mode));
  const blank = { packageId: undefined, travelDate: undefined, checkInDate: undefined, checkOutDate: undefined, passengerCount: undefined, travellerIndex: undefined, name: undefined, rooms: undefined };
  return (values: ChangeValues) => check({ ...blank, ...values });
}

/** The rooms as the API takes them (no __typename). */
export const roomInputs = (rooms: readonly BookedRoom[]) =>
  rooms.map(({ occupancy, adults, childrenWithBed, childrenWithoutBed, infants }) => ({ occupancy, adults, childrenWithBed, childrenWithoutBed, infants }));

/** What the form's values ask the server to quote. */
export function amendmentInput(values: ChangeValues, mode: DatesMode): AmendmentInput {
  const kind = values.kind ?? 'dates';
  if (kind === 'dates') {
    if (mode === 'departure') return { kind, packageId: values.packageId };
    if (mode === 'stay') return { kind, checkInDate: values.checkInDate, checkOutDate: values.checkOutDate };
    return { kind, travelDate: values.travelDate };
  }
  if (kind === 'travellers') return { kind, passengerCount: values.passengerCount };
  if (kind === 'name') return { kind, travellerIndex: values.travellerIndex, name: values.name?.trim() };
  return { kind, rooms: roomInputs(values.rooms ?? []) };
}

/** The form's first values: the booking as it is. */
export function initialValues(booking: Booking, kinds: readonly AmendmentKind[]): ChangeValues {
  return {
    kind: kinds[0],
    travelDate: booking.travelDate ? booking.travelDate.slice(0, 10) : undefined,
    checkInDate: booking.checkInDate ?? undefined,
    checkOutDate: booking.checkOutDate ?? undefined,
    passengerCount: booking.passengerCount,
    travellerIndex: 0,
    rooms: booking.rooms ? roomInputs(booking.rooms) : undefined,
  };
}

/** The rooms field: the package page's room picker over the booking's package prices. */
function RoomsField({ packageId }: { packageId: string }) {
  const { t } = useTranslation(afterSaleNs);
  const { input, meta } = useField<BookedRoom[]>('rooms');
  const { data } = useQuery(AfterSalePackagePricesQuery, { variables: { id: packageId } });
  if (!data?.package) {
    return (
      <Stack>
        <Text color="fg.muted">{t('roomsLoading')}</Text>
        <Skeleton height="24" />
      </Stack>
    );
  }
  const pkg = { ...data.package, priceInPkr: String(data.package.priceInPkr) };
  return (
    <Stack gap="1">
      <RoomPicker pkg={pkg as Parameters<typeof RoomPicker>[0]['pkg']} rooms={input.value || []} onChange={input.onChange} />
      {meta.submitFailed && typeof meta.error === 'string' && (
        <Text color="red.700" fontSize="sm">
          {meta.error}
        </Text>
      )}
    </Stack>
  );
}

/** The fields of the chosen kind. */
export function KindFields({ kind, mode, booking, options }: { kind: AmendmentKind | undefined; mode: DatesMode; booking: Booking; options: Options }) {
  const { t } = useTranslation(afterSaleNs);
  const date = useDates();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  if (kind === 'dates') {
    if (mode === 'departure') {
      const departures = options.departures.map((d) => ({
        value: d.packageId,
        label: t('departureOption', { name: d.name, date: date(d.startDate), spots: d.availableSpots, price: pkr(d.priceInPkr) }),
      }));
      return <SelectField name="packageId" label={t('departure')} options={departures} placeholder={t('chooseDeparture')} required testId="change-departure" />;
    }
    if (mode === 'stay') {
      return (
        <Stack gap="3" direction={{ base: 'column', sm: 'row' }}>
          <TextField name="checkInDate" type="date" min={tomorrow} label={t('newCheckIn')} required testId="change-check-in" />
          <TextField name="checkOutDate" type="date" min={tomorrow} label={t('newCheckOut')} required testId="change-check-out" />
        </Stack>
      );
    }
    return <TextField name="travelDate" type="date" min={tomorrow} label={t('newTravelDate')} required testId="change-travel-date" />;
  }
  if (kind === 'travellers') {
    return <NumberField name="passengerCount" label={t('newPassengerCount')} min={1} max={MAX_AMENDMENT_PASSENGERS} required testId="change-passenger-count" />;
  }
  if (kind === 'name') {
    const named = booking.customer?.passengers ?? [];
    const travellers =
      named.length > 0
        ? named.map((p, i) => ({ value: i, label: p.name }))
        : Array.from({ length: booking.passengerCount }, (_, i) => ({ value: i, label: t('travellerN', { n: i + 1 }) }));
    return (
      <Stack gap="3">
        <SelectField name="travellerIndex" label={t('whichTraveller')} options={travellers} numeric required testId="change-traveller" />
        <TextField name="name" label={t('newName')} required autoComplete="off" testId="change-name" />
        {Number(options.nameChangeFeeInPkr) > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="name-fee">
            {t('nameFee', { fee: pkr(options.nameChangeFeeInPkr) })}
          </Text>
        )}
      </Stack>
    );
  }
  if (kind === 'rooms' && booking.packageId) return <RoomsField packageId={booking.packageId} />;
  return null;
}
