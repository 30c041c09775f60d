import { useQuery } from '@apollo/client/react';
import { Button, Card, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MARKUP_KINDS, MarkupSchema, type MarkupKind, type MarkupProductType } from '@rules/agent-sales.js';
import { Form } from 'react-final-form';
import { validateWith } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { MyMarkupsQuery, useSetMarkup } from '../bookings/agentSales';

const PRODUCT_LABELS: Record<MarkupProductType, string> = { package: 'Packages', hotel: 'Hotels', transport: 'Transport' };
const KIND_OPTIONS = MARKUP_KINDS.map((kind) => ({ value: kind, label: kind === 'percent' ? 'Percent of net price' : 'Fixed amount (PKR)' }));

type Values = { productType: MarkupProductType; kind: MarkupKind; value: string };

const validate = validateWith(MarkupSchema);

function MarkupRow({ initial }: { initial: Values }) {
  const { setMarkup } = useSetMarkup();
  return (
    <Form<Values>
      initialValues={initial}
      validate={validate}
      onSubmit={async (values) => {
        await setMarkup(values.productType, values.kind, String(values.value).trim());
      }}
      render={({ handleSubmit, submitting, pristine }) => (
        <form onSubmit={handleSubmit} noValidate data-testid={`markup-${initial.productType}`}>
          <Grid templateColumns={{ base: '1fr', md: '8rem 1fr 1fr auto' }} gap="3" alignItems="end">
            <Text fontWeight="medium" pb={{ md: '2' }}>
              {PRODUCT_LABELS[initial.productType]}
            </Text>
            <SelectField name="kind" label={`Markup on ${PRODUCT_LABELS[initial.productType].toLowerCase()}`} options={KIND_OPTIONS} testId={`markup-${initial.productType}-kind`} />
            <TextField name="value" label="Percent or PKR" autoComplete="off" testId={`markup-${initial.productType}-value`} />
            <Button type="submit" variant="outline" colorPalette="brand" disabled={submitting || pristine} data-testid={`markup-${initial.productType}-save`}>
              {submitting ? 'Saving...' : 'Save'}
            </Button>
          </Grid>
        </form>
      )}
    />
  );
}

/** The agent's markups per product type: what they add to the net price when they book for a customer. */
export function MarkupsCard() {
  const { data, loading } = useQuery(MyMarkupsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <Card.Root variant="outline" data-testid="markups-card">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" align="start" wrap="wrap">
            <Stack gap="1">
              <Heading size="md">Markups</Heading>
              <Text color="fg.muted" fontSize="sm">
                Added to the net price when you book for a customer: a percent (0–100) or a fixed amount in PKR. You pay the net price; the
                markup is yours. A booking can override it.
              </Text>
            </Stack>
          </HStack>
          {loading && !data ? (
            <Skeleton height="24" />
          ) : (
            data?.myMarkups.map((m) => (
              <MarkupRow key={m.productType} initial={{ productType: m.productType as MarkupProductType, kind: m.kind as MarkupKind, value: m.value }} />
            ))
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
