import { transportSearchSchema } from '@rules/home-search.js';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../ui/formFields';
import { HomeTabForm, type TabFormProps } from './HomeTabForm';
import { PASSENGER_OPTIONS, useSearchOptions } from './searchOptions';

export function TransportTab({ today, ...props }: TabFormProps) {
  const { t } = useTranslation('home');
  const options = useSearchOptions();
  return (
    <HomeTabForm
      {...props}
      label={t('form.searchTransport')}
      schema={transportSearchSchema}
      lg="minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 0.8fr) auto"
      submit={t('form.search')}
    >
      <SelectField name="type" label={t('form.transport')} options={options.transportTypes} testId="home-type" />
      <TextField name="fromLocation" label={t('form.from')} placeholder={t('form.fromPlaceholder')} icon={<MapPin size={16} />} testId="home-fromLocation" />
      <TextField name="toLocation" label={t('form.to')} placeholder={t('form.toPlaceholder')} icon={<MapPin size={16} />} testId="home-toLocation" />
      <TextField name="date" label={t('form.date')} type="date" min={today} testId="home-date" />
      <SelectField name="passengers" label={t('form.passengers')} options={PASSENGER_OPTIONS} testId="home-passengers" />
    </HomeTabForm>
  );
}
