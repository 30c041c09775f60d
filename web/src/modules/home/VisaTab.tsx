import { visaSearchSchema } from '@rules/home-search.js';
import { MapPin } from 'lucide-react';
import { SelectField, TextField } from '../../ui/formFields';
import { HomeTabForm, type TabFormProps } from './HomeTabForm';
import { VISA_PROCESSING_OPTIONS, VISA_TYPE_OPTIONS } from './searchOptions';

export function VisaTab({ today: _today, ...props }: TabFormProps) {
  return (
    <HomeTabForm {...props} label="Visa services" schema={visaSearchSchema} lg="minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.2fr) auto" submit="Check Visa" busyText="Processing...">
      <TextField name="fromCountry" label="Your nationality" icon={<MapPin size={16} />} testId="home-fromCountry" />
      <TextField name="toCountry" label="Destination country" placeholder="UAE, Saudi Arabia, UK..." icon={<MapPin size={16} />} testId="home-toCountry" />
      <SelectField name="visaType" label="Visa type" options={VISA_TYPE_OPTIONS} testId="home-visaType" />
      <SelectField name="processingType" label="Processing" options={VISA_PROCESSING_OPTIONS} testId="home-processingType" />
    </HomeTabForm>
  );
}
