import { useQuery } from '@apollo/client/react';
import { Button, Grid, Skeleton, Text } from '@chakra-ui/react';
import { MARKUP_KINDS, MarkupSchema, type MarkupKind, type MarkupProductType } from '@rules/agent-sales.js';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import agentNs from '../../i18n/en/agent';
import { validateWith } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { PanelCard } from '../../ui/panelCard';
import { MyMarkupsQuery, useSetMarkup } from '../bookings/agentSales';


type Values = { productType: MarkupProductType; kind: MarkupKind; value: string };

const validate = validateWith(MarkupSchema);

function MarkupRow({ initial }: { initial: Values }) {
  const { setMarkup } = useSetMarkup();
  const { t } = useTranslation(agentNs);
  const product = initial.productType;
  const kindOptions = MARKUP_KINDS.map((kind) => ({ value: kind, label: t(`markups.kind.${kind}`) }));
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
              {t(`markups.product.${product}`)}
            </Text>
            <SelectField name="kind" label={t(`markups.markupOn.${product}`)} options={kindOptions} testId={`markup-${product}-kind`} />
            <TextField name="value" label={t('markups.value')} autoComplete="off" testId={`markup-${product}-value`} />
            <Button type="submit" variant="outline" colorPalette="brand" disabled={submitting || pristine} data-testid={`markup-${initial.productType}-save`}>
              {submitting ? t('markups.saving') : t('markups.save')}
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
  const { t } = useTranslation(agentNs);
  return (
    <PanelCard title={t('markups.title')} text={t('markups.text')} testId="markups-card">
      {loading && !data ? (
        <Skeleton height="24" />
      ) : (
        data?.myMarkups.map((m) => (
          <MarkupRow key={m.productType} initial={{ productType: m.productType as MarkupProductType, kind: m.kind as MarkupKind, value: m.value }} />
        ))
      )}
    </PanelCard>
  );
}
