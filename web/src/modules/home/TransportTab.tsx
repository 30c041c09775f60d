import { transportSearchSchema } from '@rules/home-search.js';
import { MapPin } from 'lucide-react';
import { SelectField, TextField } from '../../ui/formFields';
import { HomeTabForm, type TabFormProps } from './HomeTabForm';
import { PASSENGER_OPTIONS, TRANSPORT_OPTIONS } from './searchOptions';

export function TransportTab({ today, ...props }: TabFormProps) {
  return (
    <HomeTabForm {...props} label="Search transport" schema={transportSearchSchema} lg="minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 0.8fr) auto" submit="Search">
      <SelectField name="type" label="Transport" options={TRANSPORT_OPTIONS} testId="home-type" />
      <TextField name="fromLocation" label="From" placeholder="Pick-up city or airport" icon={<MapPin size={16} />} testId="home-fromLocation" />
      <TextField name="toLocation" label="To (optional)" placeholder="Drop-off" icon={<MapPin size={16} />} testId="home-toLocation" />
      <TextField name="date" label="Date" type="date" min={today} testId="home-date" />
      <SelectField name="passengers" label="Passengers" options={PASSENGER_OPTIONS} testId="home-passengers" />
    </HomeTabForm>
  );
}
