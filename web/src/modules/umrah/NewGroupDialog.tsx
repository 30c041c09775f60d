import { useMutation, useQuery } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import umrahNs from '../../i18n/en/umrah';
import { localMessage } from '../../i18n';
import { fullScreenOnPhones } from '../../ui/dialog';
import { errorMessage } from '../../ui/form';
import { NumberField, SelectField, TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { AIRPORTS, CITIES, emptyGroupForm, groupInput, type GroupFormValues, validateGroup } from './forms';
import { CreateUmrahGroupMutation, MyUmrahPackagesQuery, UmrahGroupsQuery } from './operations';
import { groupPath } from './UmrahGroupsTab';

// "New group" (issue 36): a name, the agent's own Umrah package or none (a custom itinerary), the dates, airports,
// nights in each city and the first city; created, the group's page opens.

type Pkg = { id: string; name: string; makkahNights?: number | null; madinahNights?: number | null };

/** Choosing a package fills in its nights (the agent may still change them). */
function PackagePrefill({ packages }: { packages: readonly Pkg[] }) {
  const form = useForm();
  const { input } = useField<string>('packageId', { subscription: { value: true } });
  const last = useRef(input.value);
  useEffect(() => {
    if (last.current === input.value) return;
    last.current = input.value;
    const pkg = packages.find((p) => p.id === input.value);
    if (!pkg) return;
    form.batch(() => {
      if (pkg.makkahNights != null) form.change('makkahNights', pkg.makkahNights);
      if (pkg.madinahNights != null) form.change('madinahNights', pkg.madinahNights);
    });
  }, [input.value, packages, form]);
  return null;
}

export function NewGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(umrahNs);
  const navigate = useNavigate();
  const { data } = useQuery(MyUmrahPackagesQuery, { skip: !open, fetchPolicy: 'cache-and-network' });
  const packages = data?.myPackages.items ?? [];
  const [create] = useMutation(CreateUmrahGroupMutation, { refetchQueries: [UmrahGroupsQuery] });
  const packageOptions = packages.map((p) => ({ value: p.id, label: p.name }));
  const airportOptions = AIRPORTS.map((a) => ({ value: a, label: t(`create.airports.${a}`) }));
  const cityOptions = CITIES.map((c) => ({ value: c, label: t(`cities.${c}`) }));

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="umrah-group-dialog" {...fullScreenOnPhones}>
            <Form<GroupFormValues>
              initialValues={emptyGroupForm()}
              validate={validateGroup}
              onSubmit={async (values) => {
                try {
                  const res = await create({ variables: { input: groupInput(values) } });
                  const id = res.data?.createUmrahGroup.id;
                  toast(t('create.created'), undefined, 'success');
                  onClose();
                  if (id) navigate(groupPath(id));
                } catch (err) {
                  toast(t('create.failed'), localMessage(errorMessage(err, t('create.failed'))), 'error');
                }
              }}
              render={({ handleSubmit, submitting }) => (
                <form noValidate aria-label={t('create.form')} style={{ display: 'contents' }} onSubmit={(e) => void handleSubmit(e)}>
                  <PackagePrefill packages={packages} />
                  <Dialog.Header>
                    <Stack gap="1">
                      <Dialog.Title>{t('create.title')}</Dialog.Title>
                      <Text fontSize="sm" color="fg.muted">
                        {t('create.text')}
                      </Text>
                    </Stack>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      <TextField name="name" testId="group-name" label={t('create.name')} placeholder={t('create.namePlaceholder')} required />
                      <SelectField name="packageId" testId="group-package" label={t('create.package')} options={packageOptions} placeholder={t('create.noPackage')} />
                      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                        <TextField name="arrivalDate" type="date" testId="group-arrivalDate" label={t('create.arrivalDate')} required />
                        <TextField name="departureDate" type="date" testId="group-departureDate" label={t('create.departureDate')} required />
                        <SelectField name="arrivalAirport" testId="group-arrivalAirport" label={t('create.arrivalAirport')} options={airportOptions} />
                        <SelectField name="departureAirport" testId="group-departureAirport" label={t('create.departureAirport')} options={airportOptions} />
                        <NumberField name="makkahNights" testId="group-makkahNights" label={t('create.makkahNights')} min={0} required />
                        <NumberField name="madinahNights" testId="group-madinahNights" label={t('create.madinahNights')} min={0} required />
                      </Grid>
                      <SelectField name="firstCity" testId="group-firstCity" label={t('create.firstCity')} options={cityOptions} />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} data-testid="group-cancel">
                      {t('create.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={submitting} data-testid="group-submit">
                      {t('create.submit')}
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('create.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
