import { packageSearchSchema } from '@rules/home-search.js';
import { MapPin } from 'lucide-react';
import { SelectField, TextField } from '../../ui/formFields';
import { HomeTabForm, type TabFormProps } from './HomeTabForm';
import { PACKAGE_DURATION_OPTIONS, PACKAGE_TYPE_OPTIONS } from './searchOptions';

export function PackagesTab({ today, ...props }: TabFormProps) {
  return (
    <HomeTabForm {...props} label="Search packages" schema={packageSearchSchema} lg="minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto" submit="Search Packages">
      <SelectField name="type" label="Package type" options={PACKAGE_TYPE_OPTIONS} testId="home-type" />
      <TextField name="departureCity" label="Departure city" placeholder="Any city" icon={<MapPin size={16} />} testId="home-departureCity" />
      <SelectField name="duration" label="Duration" options={PACKAGE_DURATION_OPTIONS} testId="home-duration" />
      <TextField name="departureDate" label="Departure" type="date" min={today} testId="home-departureDate" />
    </HomeTabForm>
  );
}
