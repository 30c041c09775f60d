import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { Form } from 'react-final-form';
import { validateWith } from '../../ui/form';
import { SearchButton } from '../../ui/formFields';

export type TabValues = Record<string, string>;

/** What the search box gives each tab's form: its start values, whether it is busy, and where to send the values. */
export type TabFormProps = { initial: TabValues; busy: boolean; onSubmit: (values: TabValues) => void; today: string };

/** One tab's form of the landing page's search box: its fields a row on wide screens (`lg` columns), then the button. */
export function HomeTabForm({
  label,
  schema,
  lg,
  initial,
  busy,
  onSubmit,
  submit,
  busyText,
  children,
}: Omit<TabFormProps, 'today'> & { label: string; schema: v.GenericSchema; lg: string; submit: string; busyText?: string; children: ReactNode }) {
  return (
    <Form<TabValues>
      initialValues={initial}
      onSubmit={onSubmit}
      validate={validateWith(schema)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={label}>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)', lg }} gap="3" alignItems="end">
            {children}
            <SearchButton busy={busy} busyText={busyText} wide data-testid="home-submit">
              {submit}
            </SearchButton>
          </Grid>
        </form>
      )}
    />
  );
}
