import { Box, Button, CloseButton, Dialog, Grid, Heading, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { PACKAGE_TYPE_LABELS, PACKAGE_TYPES } from '@rules/catalogue.js';
import {
  emptyPackageForm,
  isPilgrimage,
  PACKAGE_TRANSPORT_CLASSES,
  PACKAGE_TRANSPORT_LABELS,
  PackageInputSchema,
  type PackageValues,
} from '@rules/packages.js';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import type { ManagedPackageFragment as ManagedPackage, PackageInput } from '../../gql/graphql';
import { errorCode, errorMessage, validateWith } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { ListField, NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../../ui/formFields';
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
  cancellationPolicy: 'policies',
  termsAndConditions: 'policies',
  featured: 'policies',
  status: 'policies',
};
const tabOf = (field: string): TabKey => TAB_OF[field] ?? 'details';

const TYPE_OPTIONS = PACKAGE_TYPES.map((t) => ({ value: t, label: PACKAGE_TYPE_LABELS[t] }));
const CLASS_OPTIONS = PACKAGE_TRANSPORT_CLASSES.map((c) => ({ value: c, label: PACKAGE_TRANSPORT_LABELS[c] }));
const RATING_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n} ${n === 1 ? 'star' : 'stars'}` }));
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active (listed on the marketplace)' },
  { value: 'inactive', label: 'Inactive (hidden)' },
  { value: 'draft', label: 'Draft (hidden)' },
];
const validate = validateWith(PackageInputSchema);

/** A stored package as the form's values. */
function fromPackage(p: ManagedPackage): Record<string, unknown> {
  const { id: _id, imageUrl: _i, rating: _r, bookings: _b, availableSpots: _a, ownerId: _o, updatedAt: _u, ...fields } = p;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null && !key.startsWith(' ') && key !== '__typename') values[key] = value;
  return values;
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
  return input;
}

function TabTrigger({ value, label, errors }: { value: TabKey; label: string; errors: Record<string, unknown> | undefined }) {
  const bad = Object.keys(errors ?? {}).some((f) => tabOf(f) === value);
  return (
    <Tabs.Trigger value={value} whiteSpace="nowrap" px={{ base: '2', md: '4' }} data-testid={`pkg-tab-${value}`}>
      {label}
      {bad && <Box as="span" w="2" h="2" rounded="full" bg="red.500" aria-label="has errors" />}
    </Tabs.Trigger>
  );
}

function DetailsTab({ type, admin }: { type: string; admin: boolean }) {
  return (
    <Stack gap="4">
      {isPilgrimage(type) ? (
        <>
          <Heading size="sm">{type === 'hajj' ? 'Hajj' : 'Umrah'} Package Details</Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField name="departureCity" testId="pkg-departureCity" label="Departure City" placeholder="e.g. Karachi" />
            <SelectField name="transportType" testId="pkg-transportType" label="Flight Class" options={CLASS_OPTIONS} />
            <TextField name="makkahHotel" testId="pkg-makkahHotel" label="Makkah Hotel" placeholder="e.g. Swissotel Al Maqam" />
            <TextField name="madinahHotel" testId="pkg-madinahHotel" label="Madinah Hotel" placeholder="e.g. Pullman Zamzam" />
            <NumberField name="makkahNights" testId="pkg-makkahNights" label="Makkah Nights" min={0} placeholder="e.g. 8" />
            <NumberField name="madinahNights" testId="pkg-madinahNights" label="Madinah Nights" min={0} placeholder="e.g. 6" />
            <SelectField name="makkahHotelRating" testId="pkg-makkahHotelRating" label="Makkah Hotel Rating" options={RATING_OPTIONS} numeric placeholder="Not rated" />
            <SelectField name="madinahHotelRating" testId="pkg-madinahHotelRating" label="Madinah Hotel Rating" options={RATING_OPTIONS} numeric placeholder="Not rated" />
          </Grid>
          <SwitchField name="visaIncluded" testId="pkg-visaIncluded" label="Visa Included" description="The package includes the Umrah or Hajj visa" />
        </>
      ) : (
        <Heading size="sm">Holiday Package Details</Heading>
      )}
      <ListField name="inclusions" testId="pkg-inclusions" label="Inclusions" placeholder="e.g. Return flights" required />
      <ListField name="exclusions" testId="pkg-exclusions" label="Exclusions" placeholder="e.g. Meals" />
      {admin && (
        <Stack gap="4" borderTopWidth="1px" pt="4">
          <Heading size="sm">Marketplace details</Heading>
          <ListField name="destinations" testId="pkg-destinations" label="Destinations" placeholder="e.g. Makkah" />
          <ListField name="countries" testId="pkg-countries" label="Countries" placeholder="e.g. Saudi Arabia" />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField name="startDate" testId="pkg-startDate" label="Start Date" type="date" />
            <TextField name="endDate" testId="pkg-endDate" label="End Date" type="date" />
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
                const input = toInput(v.parse(PackageInputSchema, values), admin, isEdit);
                try {
                  if (editing) {
                    await update(editing, input);
                    toast('Package Updated', 'Your package has been successfully updated.', 'success');
                  } else {
                    await create({ variables: { input } });
                    toast('Package Created', 'Your package has been successfully created.', 'success');
                  }
                  form.restart(emptyPackageForm());
                  close();
                } catch (err) {
                  // a rule the server checks alone (e.g. capacity below what is booked) says what to fix
                  const fallback = editing ? 'Failed to update package. Please try again.' : 'Failed to create package. Please try again.';
                  toast('Error', errorCode(err) === 'BAD_USER_INPUT' ? errorMessage(err, fallback) : fallback, 'error');
                }
              }}
              render={({ handleSubmit, submitting, submitFailed, form, values, errors }) => (
                <form
                  noValidate
                  aria-label={isEdit ? 'Edit package' : 'Add new package'}
                  style={{ display: 'contents' }}
                  onSubmit={(e) => {
                    const problems = Object.keys(form.getState().errors ?? {});
                    void handleSubmit(e);
                    if (problems.length && !problems.some((f) => tabOf(f) === tab)) setTab(tabOf(problems[0]));
                  }}
                >
                  <Dialog.Header>
                    <Stack gap="1">
                      <Dialog.Title>{isEdit ? 'Edit Package' : 'Add New Package'}</Dialog.Title>
                      <Text fontSize="sm" color="fg.muted">
                        {isEdit ? 'Change the package details. Travellers see the changes at once.' : 'Create a package travellers can book on the marketplace.'}
                      </Text>
                    </Stack>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as TabKey)} variant="enclosed" fitted size={{ base: 'sm', md: 'md' }}>
                      <Tabs.List mb="4">
                        <TabTrigger value="basic" label="Basic Info" errors={submitFailed ? errors : undefined} />
                        <TabTrigger value="details" label="Details" errors={submitFailed ? errors : undefined} />
                        <TabTrigger value="images" label="Images" errors={submitFailed ? errors : undefined} />
                        <TabTrigger value="policies" label="Policies" errors={submitFailed ? errors : undefined} />
                      </Tabs.List>
                      <Tabs.Content value="basic">
                        <Stack gap="4">
                          <TextField name="name" testId="pkg-name" label="Package Name" placeholder="e.g. Premium Umrah Package" required />
                          <SelectField name="type" testId="pkg-type" label="Package Type" options={TYPE_OPTIONS} />
                          <TextAreaField name="description" testId="pkg-description" label="Description" placeholder="What makes this trip special (at least 10 characters)" required />
                          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                            <TextField name="duration" testId="pkg-duration" label="Duration" placeholder="e.g. 14 days" required />
                            <NumberField name="maxCapacity" testId="pkg-maxCapacity" label="Max Capacity" min={1} placeholder="e.g. 40" required />
                            <NumberField name="priceInPkr" testId="pkg-priceInPkr" label="Price (PKR)" min={1} step={0.01} placeholder="e.g. 185000" required helperText="Per person" />
                            <NumberField name="originalPriceInPkr" testId="pkg-originalPriceInPkr"
                              label="Original Price (PKR)"
                              min={1}
                              step={0.01}
                              placeholder="Optional"
                              helperText="Shown struck through when higher than the price"
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
                          <NumberField name="advancePaymentPercent" testId="pkg-advancePaymentPercent" label="Advance Payment Percentage" min={0} max={100} helperText="Share of the price paid when booking (0 to 100)" />
                          <TextAreaField name="cancellationPolicy" testId="pkg-cancellationPolicy" label="Cancellation Policy" placeholder="e.g. Full refund up to 30 days before departure" />
                          <TextAreaField name="termsAndConditions" testId="pkg-termsAndConditions" label="Terms and Conditions" placeholder="Anything travellers agree to when booking" />
                          <SwitchField name="featured" testId="pkg-featured" label="Featured Package" description="Display this package prominently on the marketplace" />
                          {isEdit && <SelectField name="status" testId="pkg-status" label="Status" options={STATUS_OPTIONS} />}
                        </Stack>
                      </Tabs.Content>
                    </Tabs.Root>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={close} data-testid="pkg-cancel">
                      Cancel
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={submitting} data-testid="pkg-submit">
                      {isEdit ? 'Update Package' : 'Create Package'}
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
