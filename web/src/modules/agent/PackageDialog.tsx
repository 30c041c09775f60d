import { Box, Button, CloseButton, Dialog, Grid, Heading, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { PACKAGE_TYPES } from '@rules/catalogue.js';
import {
  emptyPackageForm,
  isPilgrimage,
  PACKAGE_STATUSES,
  PACKAGE_TRANSPORT_CLASSES,
  PackageInputSchema,
  type PackageValues,
} from '@rules/packages.js';
import { OCCUPANCIES } from '@rules/umrah.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import type { ManagedPackageFragment as ManagedPackage, PackageInput, RoomOccupancy } from '../../gql/graphql';
import { localMessage } from '../../i18n';
import manageNs from '../../i18n/en/manage';
import deadlinesNs from '../../i18n/en/deadlines';
import { errorCode, errorMessage, validateWith } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { ListField, NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../../ui/formFields';
import { localErrors } from '../bookings/ruleMessages';
import { ImageUploader } from './ImageUploader';
import { useCreatePackage, useUpdatePackage } from './packageMutations';
import { fullScreenOnPhones } from '../../ui/dialog';

export type { ManagedPackage };

type TabKey = 'basic' | 'details' | 'images' | 'policies';

// which tab holds each field, so a failed submit opens the tab with the first problem
const TAB_OF: Record<string, TabKey> = {
  name: 'basic',
  type: 'basic',
  description: 'basic',
  duration: 'basic',
  priceInPkr: 'basic',
  originalPriceInPkr: 'basic',
  maxCapacity: 'basic',
  images: 'images',
  advancePaymentPercent: 'policies',
  nameChangeFeeInPkr: 'policies',
  cancellationPolicy: 'policies',
  termsAndConditions: 'policies',
  featured: 'policies',
  status: 'policies',
};
const tabOf = (field: string): TabKey => TAB_OF[field] ?? 'details';

const checkPackage = validateWith(PackageInputSchema);

// prices per bed (issue 36): a field per occupancy in the form (bedPrice_quad...), a table for the rules and the API
const bedField = (occupancy: string) => `bedPrice_${occupancy}`;
const BED_EXTRAS = ['childWithBedPriceInPkr', 'childWithoutBedPriceInPkr', 'infantPriceInPkr'] as const;
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The form's values as the rules read them: the per-occupancy fields as occupancyPrices (Umrah and Hajj only). */
function withBedTable(values: Record<string, unknown>): { values: Record<string, unknown>; fields: string[] } {
  const out = Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('bedPrice_')));
  const pilgrimage = isPilgrimage(String(values.type ?? ''));
  const offered = pilgrimage ? OCCUPANCIES.filter((o) => !isEmpty(values[bedField(o)])) : [];
  out.occupancyPrices = offered.map((occupancy) => ({ occupancy, priceInPkr: values[bedField(occupancy)] }));
  if (!pilgrimage) for (const key of BED_EXTRAS) out[key] = null;
  return { values: out, fields: offered.map(bedField) };
}

// the rules' messages in the current language, on the field that holds the value
const validate = (form: Record<string, unknown>) => {
  const { values, fields } = withBedTable(form);
  const errors = checkPackage(values);
  const placed = Object.entries(errors).map(([key, message]) => {
    const row = /^occupancyPrices\.(\d+)/.exec(key);
    return [row ? (fields[Number(row[1])] ?? key) : key === 'occupancyPrices' ? (fields[0] ?? key) : key, message] as const;
  });
  return localErrors(Object.fromEntries(placed));
};

/** A stored package as the form's values. */
function fromPackage(p: ManagedPackage): Record<string, unknown> {
  const { id: _id, imageUrl: _i, rating: _r, bookings: _b, availableSpots: _a, ownerId: _o, updatedAt: _u, occupancyPrices, ...fields } = p;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null && !key.startsWith(' ') && key !== '__typename') values[key] = value;
  for (const row of occupancyPrices ?? []) values[bedField(row.occupancy)] = Number(row.priceInPkr);
  for (const key of BED_EXTRAS) if (values[key] !== undefined) values[key] = Number(values[key]);
  if (values.nameChangeFeeInPkr !== undefined) values.nameChangeFeeInPkr = Number(values.nameChangeFeeInPkr);
  return values;
}

function BedPrices() {
  const { t } = useTranslation(manageNs);
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4" data-testid="pkg-bed-prices">
      <Heading size="sm">{t('dialog.bedPrices')}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('dialog.bedPricesText')}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {OCCUPANCIES.map((o) => (
          <NumberField key={o} name={bedField(o)} testId={`pkg-bedPrice-${o}`} label={t(`dialog.occupancyPrice.${o}`)} min={1} step={0.01} placeholder={t('dialog.notOffered')} />
        ))}
        <NumberField name="childWithBedPriceInPkr" testId="pkg-childWithBedPrice" label={t('dialog.childWithBedPrice')} min={1} step={0.01} placeholder={t('dialog.notOffered')} />
        <NumberField name="childWithoutBedPriceInPkr" testId="pkg-childWithoutBedPrice" label={t('dialog.childWithoutBedPrice')} min={1} step={0.01} placeholder={t('dialog.notOffered')} />
        <NumberField name="infantPriceInPkr" testId="pkg-infantPrice" label={t('dialog.infantPrice')} min={1} step={0.01} placeholder={t('dialog.notOffered')} />
      </Grid>
    </Stack>
  );
}

/** The form's checked values as the API input: agents never send the admin-only fields. */
function toInput(values: PackageValues, admin: boolean, editing: boolean): PackageInput {
  const { destinations, countries, startDate, endDate, status, ...rest } = values;
  const input: PackageInput = { ...rest, type: rest.type as PackageInput['type'], transportType: rest.transportType as PackageInput['transportType'] };
  if (editing && status) input.status = status as PackageInput['status'];
  if (admin) Object.assign(input, { destinations, countries, startDate, endDate });
  if (!isPilgrimage(values.type)) {
    Object.assign(input, { makkahHotel: null, madinahHotel: null, makkahNights: null, madinahNights: null, makkahHotelRating: null, madinahHotelRating: null });
  }
  input.occupancyPrices = values.occupancyPrices.map((p) => ({ occupancy: p.occupancy as RoomOccupancy, priceInPkr: p.priceInPkr }));
  for (const key of BED_EXTRAS) input[key] = values[key] ?? null;
  return input;
}

function TabTrigger({ value, label, errors }: { value: TabKey; label: string; errors: Record<string, unknown> | undefined }) {
  const { t } = useTranslation(manageNs);
  const bad = Object.keys(errors ?? {}).some((f) => tabOf(f) === value);
  return (
    <Tabs.Trigger value={value} whiteSpace="nowrap" px={{ base: '2', md: '4' }} data-testid={`pkg-tab-${value}`}>
      {label}
      {bad && <Box as="span" w="2" h="2" rounded="full" bg="red.500" aria-label={t('dialog.hasErrors')} />}
    </Tabs.Trigger>
  );
}

function DetailsTab({ type, admin }: { type: string; admin: boolean }) {
  const { t } = useTranslation(manageNs);
  const classOptions = PACKAGE_TRANSPORT_CLASSES.map((c) => ({ value: c, label: t(`dialog.classes.${c}`) }));
  const ratingOptions = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: t('dialog.stars', { count: n }) }));
  return (
    <Stack gap="4">
      {isPilgrimage(type) ? (
        <>
          <Heading size="sm">{type === 'hajj' ? t('dialog.hajjDetails') : t('dialog.umrahDetails')}</Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField name="departureCity" testId="pkg-departureCity" label={t('dialog.departureCity')} placeholder={t('dialog.departureCityPlaceholder')} />
            <SelectField name="transportType" testId="pkg-transportType" label={t('dialog.flightClass')} options={classOptions} />
            <TextField name="makkahHotel" testId="pkg-makkahHotel" label={t('dialog.makkahHotel')} placeholder={t('dialog.makkahHotelPlaceholder')} />
            <TextField name="madinahHotel" testId="pkg-madinahHotel" label={t('dialog.madinahHotel')} placeholder={t('dialog.madinahHotelPlaceholder')} />
            <NumberField name="makkahNights" testId="pkg-makkahNights" label={t('dialog.makkahNights')} min={0} placeholder={t('dialog.makkahNightsPlaceholder')} />
            <NumberField name="madinahNights" testId="pkg-madinahNights" label={t('dialog.madinahNights')} min={0} placeholder={t('dialog.madinahNightsPlaceholder')} />
            <SelectField name="makkahHotelRating" testId="pkg-makkahHotelRating" label={t('dialog.makkahRating')} options={ratingOptions} numeric placeholder={t('dialog.notRated')} />
            <SelectField name="madinahHotelRating" testId="pkg-madinahHotelRating" label={t('dialog.madinahRating')} options={ratingOptions} numeric placeholder={t('dialog.notRated')} />
          </Grid>
          <SwitchField name="visaIncluded" testId="pkg-visaIncluded" label={t('dialog.visaIncluded')} description={t('dialog.visaIncludedText')} />
          <BedPrices />
        </>
      ) : (
        <Heading size="sm">{t('dialog.holidayDetails')}</Heading>
      )}
      <ListField name="inclusions" testId="pkg-inclusions" label={t('dialog.inclusions')} placeholder={t('dialog.inclusionsPlaceholder')} required />
      <ListField name="exclusions" testId="pkg-exclusions" label={t('dialog.exclusions')} placeholder={t('dialog.exclusionsPlaceholder')} />
      {admin && (
        <Stack gap="4" borderTopWidth="1px" pt="4">
          <Heading size="sm">{t('dialog.marketplace')}</Heading>
          <ListField name="destinations" testId="pkg-destinations" label={t('dialog.destinations')} placeholder={t('dialog.destinationsPlaceholder')} />
          <ListField name="countries" testId="pkg-countries" label={t('dialog.countries')} placeholder={t('dialog.countriesPlaceholder')} />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField name="startDate" testId="pkg-startDate" label={t('dialog.startDate')} type="date" />
            <TextField name="endDate" testId="pkg-endDate" label={t('dialog.endDate')} type="date" />
          </Grid>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The Add New Package dialog (and, given a package, its edit form): four tabs over one react-final-form checked by
 * the API's own schema. `admin` adds the super admin's fields.
 */
export function PackageDialog({ open, onClose, editing, admin = false }: { open: boolean; onClose: () => void; editing?: ManagedPackage | null; admin?: boolean }) {
  const [tab, setTab] = useState<TabKey>('basic');
  const [create] = useCreatePackage();
  const [update] = useUpdatePackage();
  const initialValues = useMemo(() => (editing ? fromPackage(editing) : emptyPackageForm()), [editing]);
  const isEdit = Boolean(editing);
  const { t } = useTranslation(manageNs);
  const { t: d } = useTranslation(deadlinesNs);
  const typeOptions = PACKAGE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const statusOptions = PACKAGE_STATUSES.map((status) => ({ value: status, label: t(`dialog.statuses.${status}`) }));

  const close = () => {
    setTab('basic');
    onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="package-dialog" {...fullScreenOnPhones}>
            <Form<Record<string, unknown>>
              initialValues={initialValues}
              validate={validate}
              onSubmit={async (values, form) => {
                const input = toInput(v.parse(PackageInputSchema, withBedTable(values).values), admin, isEdit);
                try {
                  if (editing) {
                    await update(editing, input);
                    toast(t('dialog.updated'), t('dialog.updatedText'), 'success');
                  } else {
                    await create({ variables: { input } });
                    toast(t('dialog.created'), t('dialog.createdText'), 'success');
                  }
                  form.restart(emptyPackageForm());
                  close();
                } catch (err) {
                  // a rule the server checks alone (e.g. capacity below what is booked) says what to fix
                  const fallback = editing ? t('dialog.updateFailed') : t('dialog.createFailed');
                  toast(t('dialog.error'), errorCode(err) === 'BAD_USER_INPUT' ? localMessage(errorMessage(err, fallback)) : fallback, 'error');
                }
              }}
              render={({ handleSubmit, submitting, submitFailed, form, values, errors }) => (
                <form
                  noValidate
                  aria-label={isEdit ? t('dialog.editForm') : t('dialog.addForm')}
                  style={{ display: 'contents' }}
                  onSubmit={(e) => {
                    const problems = Object.keys(form.getState().errors ?? {});
                    void handleSubmit(e);
                    if (problems.length && !problems.some((f) => tabOf(f) === tab)) setTab(tabOf(problems[0]));
                  }}
                >
                  <Dialog.Header>
                    <Stack gap="1">
                      <Dialog.Title>{isEdit ? t('dialog.editTitle') : t('dialog.addTitle')}</Dialog.Title>
                      <Text fontSize="sm" color="fg.muted">
                        {isEdit ? t('dialog.editText') : t('dialog.addText')}
                      </Text>
                    </Stack>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as TabKey)} variant="enclosed" fitted size={{ base: 'sm', md: 'md' }}>
                      <Tabs.List mb="4">
                        <TabTrigger value="basic" label={t('dialog.tabs.basic')} errors={submitFailed ? errors : undefined} />
                        <TabTrigger value="details" label={t('dialog.tabs.details')} errors={submitFailed ? errors : undefined} />
                        <TabTrigger value="images" label={t('dialog.tabs.images')} errors={submitFailed ? errors : undefined} />
                        <TabTrigger value="policies" label={t('dialog.tabs.policies')} errors={submitFailed ? errors : undefined} />
                      </Tabs.List>
                      <Tabs.Content value="basic">
                        <Stack gap="4">
                          <TextField name="name" testId="pkg-name" label={t('dialog.name')} placeholder={t('dialog.namePlaceholder')} required />
                          <SelectField name="type" testId="pkg-type" label={t('dialog.type')} options={typeOptions} />
                          <TextAreaField name="description" testId="pkg-description" label={t('dialog.description')} placeholder={t('dialog.descriptionPlaceholder')} required />
                          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                            <TextField name="duration" testId="pkg-duration" label={t('dialog.duration')} placeholder={t('dialog.durationPlaceholder')} required />
                            <NumberField name="maxCapacity" testId="pkg-maxCapacity" label={t('dialog.maxCapacity')} min={1} placeholder={t('dialog.maxCapacityPlaceholder')} required />
                            <NumberField name="priceInPkr" testId="pkg-priceInPkr" label={t('dialog.price')} min={1} step={0.01} placeholder={t('dialog.pricePlaceholder')} required helperText={t('dialog.perPerson')} />
                            <NumberField name="originalPriceInPkr" testId="pkg-originalPriceInPkr"
                              label={t('dialog.originalPrice')}
                              min={1}
                              step={0.01}
                              placeholder={t('dialog.optional')}
                              helperText={t('dialog.originalPriceHelp')}
                            />
                          </Grid>
                        </Stack>
                      </Tabs.Content>
                      <Tabs.Content value="details">
                        <DetailsTab type={String(values.type ?? '')} admin={admin} />
                      </Tabs.Content>
                      <Tabs.Content value="images">
                        <ImageUploader />
                      </Tabs.Content>
                      <Tabs.Content value="policies">
                        <Stack gap="4">
                          <NumberField name="advancePaymentPercent" testId="pkg-advancePaymentPercent" label={t('dialog.advancePayment')} min={0} max={100} helperText={t('dialog.advancePaymentHelp')} />
                          <NumberField name="nameChangeFeeInPkr" testId="pkg-nameChangeFee" label={d('nameChangeFee.label')} min={0} step={0.01} placeholder="0" helperText={d('nameChangeFee.help')} />
                          <TextAreaField name="cancellationPolicy" testId="pkg-cancellationPolicy" label={t('dialog.cancellationPolicy')} placeholder={t('dialog.cancellationPolicyPlaceholder')} />
                          <TextAreaField name="termsAndConditions" testId="pkg-termsAndConditions" label={t('dialog.terms')} placeholder={t('dialog.termsPlaceholder')} />
                          <SwitchField name="featured" testId="pkg-featured" label={t('dialog.featured')} description={t('dialog.featuredText')} />
                          {isEdit && <SelectField name="status" testId="pkg-status" label={t('dialog.status')} options={statusOptions} />}
                        </Stack>
                      </Tabs.Content>
                    </Tabs.Root>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={close} data-testid="pkg-cancel">
                      {t('dialog.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={submitting} data-testid="pkg-submit">
                      {isEdit ? t('dialog.update') : t('dialog.create')}
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
