import { packageSearchSchema } from '@rules/home-search.js';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../ui/formFields';
import { HomeTabForm, type TabFormProps } from './HomeTabForm';
import { useSearchOptions } from './searchOptions';

export function PackagesTab({ today, ...props }: TabFormProps) {
  const { t } = useTranslation('home');
  const options = useSearchOptions();
  return (
    <HomeTabForm
      {...props}
      label={t('form.searchPackages')}
      schema={packageSearchSchema}
      lg="minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto"
      submit={t('form.searchPackagesButton')}
    >
      <SelectField name="type" label={t('form.packageType')} options={options.packageTypes} testId="home-type" />
      <TextField name="departureCity" label={t('form.departureCity')} placeholder={t('form.anyCity')} icon={<MapPin size={16} />} testId="home-departureCity" />
      <SelectField name="duration" label={t('form.duration')} options={options.durations} testId="home-duration" />
      <TextField name="departureDate" label={t('form.departure')} type="date" min={today} testId="home-departureDate" />
    </HomeTabForm>
  );
}
