import { visaSearchSchema } from '@rules/home-search.js';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../ui/formFields';
import { HomeTabForm, type TabFormProps } from './HomeTabForm';
import { useSearchOptions } from './searchOptions';

export function VisaTab({ today: _today, ...props }: TabFormProps) {
  const { t } = useTranslation('home');
  const options = useSearchOptions();
  return (
    <HomeTabForm
      {...props}
      label={t('form.visaServices')}
      schema={visaSearchSchema}
      lg="minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.2fr) auto"
      submit={t('form.checkVisa')}
      busyText={t('form.processingBusy')}
    >
      <TextField name="fromCountry" label={t('form.nationality')} icon={<MapPin size={16} />} testId="home-fromCountry" />
      <TextField name="toCountry" label={t('form.destinationCountry')} placeholder={t('form.destinationPlaceholder')} icon={<MapPin size={16} />} testId="home-toCountry" />
      <SelectField name="visaType" label={t('form.visaType')} options={options.visaTypes} testId="home-visaType" />
      <SelectField name="processingType" label={t('form.processing')} options={options.processing} testId="home-processingType" />
    </HomeTabForm>
  );
}
