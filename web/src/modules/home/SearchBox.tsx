import { Badge, Box, Button, Grid, HStack, Input, InputGroup, NativeSelect, Tabs, Text } from '@chakra-ui/react';
import { addDays, localToday } from '@rules/dates.js';
import {
  DEFAULT_VISA_ORIGIN,
  homeFlightSchema,
  homeHotelSchema,
  PACKAGE_DURATIONS,
  PACKAGE_TYPE_LABELS,
  PACKAGE_TYPES,
  PASSENGER_OPTIONS,
  packageSearchSchema,
  ROOM_COMBINATIONS,
  type SearchTab,
  TRANSPORT_TYPES,
  transportSearchSchema,
  VISA_PROCESSING,
  VISA_TYPES,
  visaSearchSchema,
} from '@rules/home-search.js';
import { TRIP_CLASS_LABELS, TRIP_CLASSES } from '@rules/travel.js';
import {
  BedDouble,
  Bus,
  FileCheck2,
  type LucideIcon,
  MapPin,
  Package,
  Plane,
  PlaneLanding,
  PlaneTakeoff,
  Search,
  Sparkles,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import { useNavigate } from 'react-router';
import { Field } from '../../ui/field';
import { toast } from '../../ui/toaster';
import { validateWith } from '../../ui/validate';
import { AirportInput } from '../flights/AirportInput';

// The landing page's search box (spec points 2 and 5): five tabs, one active; flights, hotels, packages and
// transport open their page with the form values as query parameters; visa answers with two toasts.

type Values = Record<string, string>;

const TABS: Array<{ value: SearchTab; label: string; icon: LucideIcon }> = [
  { value: 'flights', label: 'Flights', icon: Plane },
  { value: 'hotels', label: 'Hotels', icon: BedDouble },
  { value: 'packages', label: 'Packages', icon: Package },
  { value: 'visa', label: 'Visa', icon: FileCheck2 },
  { value: 'transport', label: 'Transport', icon: Bus },
];

function defaults(today: string): Record<SearchTab, Values> {
  return {
    flights: {
      origin: '',
      destination: '',
      departureDate: addDays(today, 1),
      returnDate: addDays(today, 8),
      adults: '1',
      children: '0',
      tripType: 'roundtrip',
      travelClass: 'Y',
    },
    hotels: { location: '', checkIn: addDays(today, 1), checkOut: addDays(today, 8), rooms: '1-2' },
    packages: { type: 'umrah', departureCity: '', duration: 'any', departureDate: addDays(today, 7) },
    visa: { fromCountry: DEFAULT_VISA_ORIGIN, toCountry: '', visaType: 'tourist', processingType: 'normal' },
    transport: { type: 'car_rental', fromLocation: '', toLocation: '', date: addDays(today, 1), passengers: '1' },
  };
}

// Popular shortcuts: each prefills a tab (spec point 2).
export const SHORTCUTS: Array<{ label: string; tab: SearchTab; values: Values }> = [
  { label: 'Karachi to Dubai', tab: 'flights', values: { origin: 'KHI', destination: 'DXB' } },
  { label: 'Umrah Packages', tab: 'packages', values: { type: 'umrah' } },
  { label: 'Dubai Hotels', tab: 'hotels', values: { location: 'Dubai' } },
  { label: 'UAE Visa', tab: 'visa', values: { toCountry: 'United Arab Emirates' } },
  { label: 'Airport Transfer', tab: 'transport', values: { type: 'airport_transfer' } },
];

const VISA_FOLLOW_UP_MS = 1000;

const showError = (meta: { touched?: boolean; submitFailed?: boolean; error?: string }) =>
  meta.touched || meta.submitFailed ? meta.error : undefined;

function TextField({ name, label, placeholder, icon }: { name: string; label: string; placeholder?: string; icon?: ReactNode }) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field label={label} errorText={showError(meta)}>
          <InputGroup startElement={icon}>
            <Input {...input} placeholder={placeholder} data-testid={`home-${name}`} />
          </InputGroup>
        </Field>
      )}
    </FormField>
  );
}

function DateField({ name, label, min }: { name: string; label: string; min: string }) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field label={label} errorText={showError(meta)}>
          <Input type="date" min={min} {...input} data-testid={`home-${name}`} />
        </Field>
      )}
    </FormField>
  );
}

function SelectField({ name, label, options }: { name: string; label: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field label={label} errorText={showError(meta)}>
          <NativeSelect.Root>
            <NativeSelect.Field {...input} data-testid={`home-${name}`}>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
      )}
    </FormField>
  );
}

function Submit({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      w={{ base: 'full', md: 'auto' }}
      minW={{ md: '44' }}
      loading={busy}
      loadingText={busyText}
      data-testid="home-submit"
    >
      <Search size={18} /> {children}
    </Button>
  );
}

type TabFormProps = { initial: Values; busy: boolean; onSubmit: (values: Values) => void; today: string };

function FlightsForm({ initial, busy, onSubmit, today }: TabFormProps) {
  return (
    <Form<Values>
      initialValues={initial}
      onSubmit={onSubmit}
      validate={validateWith(homeFlightSchema)}
      render={({ handleSubmit, values, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Search flights">
          <HStack mb="4" gap="1" role="radiogroup" aria-label="Trip type">
            {(
              [
                ['roundtrip', 'Round trip'],
                ['oneway', 'One way'],
              ] as const
            ).map(([value, label]) => (
              <Button
                key={value}
                type="button"
                size="xs"
                rounded="full"
                role="radio"
                aria-checked={values.tripType === value}
                variant={values.tripType === value ? 'subtle' : 'ghost'}
                colorPalette="brand"
                onClick={() => form.change('tripType', value)}
              >
                {label}
              </Button>
            ))}
          </HStack>
          <Grid
            templateColumns={{
              base: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) minmax(0, 1fr)',
              lg: 'minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr)',
            }}
            gap="3"
          >
            {(['origin', 'destination'] as const).map((name) => (
              <FormField<string> key={name} name={name}>
                {({ input, meta }) => (
                  <Field label={name === 'origin' ? 'From' : 'To'} errorText={showError(meta)}>
                    <AirportInput
                      name={`home-${name}`}
                      placeholder={name === 'origin' ? 'Karachi, Lahore, Islamabad...' : 'Dubai, Jeddah, London...'}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      icon={name === 'origin' ? <PlaneTakeoff size={16} /> : <PlaneLanding size={16} />}
                    />
                  </Field>
                )}
              </FormField>
            ))}
            <DateField name="departureDate" label="Departure" min={today} />
            {values.tripType === 'roundtrip' ? (
              <DateField name="returnDate" label="Return" min={values.departureDate || today} />
            ) : (
              <Box display={{ base: 'none', lg: 'block' }} />
            )}
          </Grid>
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' }}
            gap="3"
            mt="3"
            alignItems="end"
          >
            <SelectField name="adults" label="Passengers" options={PASSENGER_OPTIONS} />
            <SelectField name="travelClass" label="Class" options={TRIP_CLASSES.map((c) => ({ value: c, label: TRIP_CLASS_LABELS[c] }))} />
            <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
              <Submit busy={busy} busyText="Searching...">
                Search Flights
              </Submit>
            </Box>
          </Grid>
        </form>
      )}
    />
  );
}

function HotelsForm({ initial, busy, onSubmit, today }: TabFormProps) {
  return (
    <Form<Values>
      initialValues={initial}
      onSubmit={onSubmit}
      validate={validateWith(homeHotelSchema)}
      render={({ handleSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Search hotels">
          <Grid
            templateColumns={{
              base: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) minmax(0, 1fr)',
              lg: 'minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) auto',
            }}
            gap="3"
            alignItems="end"
          >
            <Box gridColumn={{ md: '1 / -1', lg: 'auto' }}>
              <TextField name="location" label="Destination" placeholder="Makkah, Madinah, Dubai..." icon={<MapPin size={16} />} />
            </Box>
            <DateField name="checkIn" label="Check-in" min={today} />
            <DateField name="checkOut" label="Check-out" min={values.checkIn || today} />
            <SelectField name="rooms" label="Rooms & guests" options={ROOM_COMBINATIONS} />
            <Submit busy={busy} busyText="Searching...">
              Search Hotels
            </Submit>
          </Grid>
        </form>
      )}
    />
  );
}

function PackagesForm({ initial, busy, onSubmit, today }: TabFormProps) {
  return (
    <Form<Values>
      initialValues={initial}
      onSubmit={onSubmit}
      validate={validateWith(packageSearchSchema)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Search packages">
          <Grid
            templateColumns={{
              base: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) minmax(0, 1fr)',
              lg: 'minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
            }}
            gap="3"
            alignItems="end"
          >
            <SelectField
              name="type"
              label="Package type"
              options={PACKAGE_TYPES.map((t) => ({ value: t, label: PACKAGE_TYPE_LABELS[t] }))}
            />
            <TextField name="departureCity" label="Departure city" placeholder="Any city" icon={<MapPin size={16} />} />
            <SelectField name="duration" label="Duration" options={PACKAGE_DURATIONS} />
            <DateField name="departureDate" label="Departure" min={today} />
            <Submit busy={busy} busyText="Searching...">
              Search Packages
            </Submit>
          </Grid>
        </form>
      )}
    />
  );
}

function VisaForm({ initial, busy, onSubmit }: TabFormProps) {
  return (
    <Form<Values>
      initialValues={initial}
      onSubmit={onSubmit}
      validate={validateWith(visaSearchSchema)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Visa services">
          <Grid
            templateColumns={{
              base: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) minmax(0, 1fr)',
              lg: 'minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.2fr) auto',
            }}
            gap="3"
            alignItems="end"
          >
            <TextField name="fromCountry" label="Your nationality" icon={<MapPin size={16} />} />
            <TextField name="toCountry" label="Destination country" placeholder="UAE, Saudi Arabia, UK..." icon={<MapPin size={16} />} />
            <SelectField name="visaType" label="Visa type" options={VISA_TYPES} />
            <SelectField name="processingType" label="Processing" options={VISA_PROCESSING} />
            <Submit busy={busy} busyText="Processing...">
              Check Visa
            </Submit>
          </Grid>
        </form>
      )}
    />
  );
}

function TransportForm({ initial, busy, onSubmit, today }: TabFormProps) {
  return (
    <Form<Values>
      initialValues={initial}
      onSubmit={onSubmit}
      validate={validateWith(transportSearchSchema)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Search transport">
          <Grid
            templateColumns={{
              base: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) minmax(0, 1fr)',
              lg: 'minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 0.8fr) auto',
            }}
            gap="3"
            alignItems="end"
          >
            <SelectField name="type" label="Transport" options={TRANSPORT_TYPES} />
            <TextField name="fromLocation" label="From" placeholder="Pick-up city or airport" icon={<MapPin size={16} />} />
            <TextField name="toLocation" label="To (optional)" placeholder="Drop-off" icon={<MapPin size={16} />} />
            <DateField name="date" label="Date" min={today} />
            <SelectField name="passengers" label="Passengers" options={PASSENGER_OPTIONS} />
            <Submit busy={busy} busyText="Searching...">
              Search
            </Submit>
          </Grid>
        </form>
      )}
    />
  );
}

const FORMS: Record<SearchTab, (props: TabFormProps) => ReactNode> = {
  flights: FlightsForm,
  hotels: HotelsForm,
  packages: PackagesForm,
  visa: VisaForm,
  transport: TransportForm,
};

// The query string each page reads, named as the spec's form fields.
function destinationOf(tab: Exclude<SearchTab, 'visa'>, v: Values): string {
  const q = new URLSearchParams();
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') q.set(key, value.trim());
  };
  if (tab === 'flights') {
    set('origin', v.origin);
    set('destination', v.destination);
    set('departureDate', v.departureDate);
    if (v.tripType === 'roundtrip') set('returnDate', v.returnDate);
    set('adults', v.adults);
    set('children', v.children ?? '0');
    set('tripType', v.tripType);
    set('travelClass', v.travelClass);
  } else if (tab === 'hotels') {
    const combo = ROOM_COMBINATIONS.find((c) => c.value === v.rooms) ?? ROOM_COMBINATIONS[0];
    set('location', v.location);
    set('checkIn', v.checkIn);
    set('checkOut', v.checkOut);
    set('adults', String(combo.adults));
    set('children', '0');
    set('rooms', String(combo.rooms));
  } else if (tab === 'packages') {
    set('type', v.type);
    set('departureCity', v.departureCity);
    set('duration', v.duration);
    set('departureDate', v.departureDate);
  } else {
    set('type', v.type);
    set('fromLocation', v.fromLocation);
    set('toLocation', v.toLocation);
    set('date', v.date);
    set('passengers', v.passengers);
  }
  return `/${tab}?${q.toString()}`;
}

export type Prefill = { tab: SearchTab; values: Values; n: number };

export function SearchBox({ tab, onTabChange, prefill }: { tab: SearchTab; onTabChange: (tab: SearchTab) => void; prefill?: Prefill }) {
  const navigate = useNavigate();
  const today = localToday();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function submit(values: Values) {
    setBusy(true);
    if (tab === 'visa') {
      // spec: the visa tab does not navigate; two toasts about a second apart
      toast('Visa Search', 'Redirecting to visa services...', 'info');
      timer.current = setTimeout(() => {
        // the spec's words, with a way into the real visa service carrying the form's choices
        const q = new URLSearchParams({ from: values.fromCountry ?? '', to: values.toCountry ?? '', type: values.visaType ?? '', processing: values.processingType ?? '' });
        toast('Visa Services', 'Contact our visa experts for personalized assistance.', 'info', {
          label: 'Apply online',
          onClick: () => navigate(`/visa?${q.toString()}`),
        });
        setBusy(false);
      }, VISA_FOLLOW_UP_MS);
      return;
    }
    navigate(destinationOf(tab, values));
  }

  const TabForm = FORMS[tab];
  return (
    <Tabs.Root value={tab} onValueChange={(d) => onTabChange(d.value as SearchTab)} variant="plain" lazyMount unmountOnExit>
      <Tabs.List bg="bg.muted" rounded="xl" p="1" gap="1" w="full">
        {TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            flex="1"
            minW="0"
            flexDirection={{ base: 'column', sm: 'row' }}
            gap={{ base: '0.5', sm: '2' }}
            h={{ base: '14', sm: '10' }}
            fontSize={{ base: 'xs', sm: 'sm' }}
            justifyContent="center"
            rounded="lg"
            px={{ base: '1', sm: '4' }}
            fontWeight="semibold"
            color="fg.muted"
            _selected={{ bg: 'bg', color: 'brand.700', shadow: 'sm' }}
            data-testid={`tab-${value}`}
          >
            <Icon size={16} /> {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value} pt="5" data-testid={`panel-${value}`}>
          {value === tab && (
            <TabForm
              key={`${value}-${prefill?.n ?? 0}`}
              initial={{ ...defaults(today)[value], ...(prefill?.tab === value ? prefill.values : {}) }}
              busy={busy}
              onSubmit={submit}
              today={today}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

export function ShortcutBadges({ onPick }: { onPick: (s: (typeof SHORTCUTS)[number]) => void }) {
  return (
    <HStack gap="2" wrap="wrap" mt="4" align="center">
      <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1">
        <Sparkles size={14} /> Popular:
      </Text>
      {SHORTCUTS.map((s) => (
        <Badge
          key={s.label}
          asChild
          size="lg"
          variant="surface"
          colorPalette="brand"
          rounded="full"
          px="3"
          cursor="pointer"
          _hover={{ bg: 'brand.100' }}
        >
          <button type="button" onClick={() => onPick(s)} data-testid={`shortcut-${s.tab}`}>
            {s.label}
          </button>
        </Badge>
      ))}
    </HStack>
  );
}
