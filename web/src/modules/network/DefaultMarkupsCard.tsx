import { Button, Grid, Text } from '@chakra-ui/react';
import type { MarkupKind, MarkupProductType } from '@rules/agent-sales.js';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import networkNs from '../../i18n/en/network';
import { errorMessage } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { PanelCard } from '../../ui/panelCard';
import { toast } from '../../ui/toaster';
import { type NetworkMarkup, useSetDefaultNetworkMarkup } from './operations';
import { MARKUP_KINDS, markupIssue, type MarkupValues, NETWORK_PRODUCT_TYPES } from './rules';

// The master's default markups: what it adds to the platform's price for every sub-agent without its own markup for
// the product type. One small form per product type, like the agent's own markups card.

function DefaultMarkupRow({ productType, initial }: { productType: MarkupProductType; initial: MarkupValues }) {
  const { t } = useTranslation(networkNs);
  const [save] = useSetDefaultNetworkMarkup();
  const kindOptions = MARKUP_KINDS.map((kind) => ({ value: kind, label: t(`markups.kind.${kind}`) }));
  return (
    <Form<MarkupValues>
      initialValues={initial}
      validate={(values) => {
        const issue = markupIssue(productType, values);
        return issue ? { value: issue } : {};
      }}
      onSubmit={async (values) => {
        try {
          await save({ variables: { input: { productType, kind: values.kind, value: String(values.value).trim() } } });
          toast(t('markups.saved'), t('markups.savedText', { product: t(`markups.product.${productType}`) }), 'success');
          return undefined;
        } catch (err) {
          return { [FORM_ERROR]: errorMessage(err, t('tryAgain')) };
        }
      }}
      render={({ handleSubmit, submitting, pristine, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t(`markups.product.${productType}`)} data-testid={`default-markup-${productType}`}>
          <Grid templateColumns={{ base: '1fr 1fr', md: '8rem 1fr 1fr auto' }} gap="3" alignItems="end">
            <Text fontWeight="medium" pb={{ md: '2' }} gridColumn={{ base: '1 / -1', md: 'auto' }}>
              {t(`markups.product.${productType}`)}
            </Text>
            <SelectField name="kind" label={t('markups.kindLabel')} options={kindOptions} testId={`default-markup-${productType}-kind`} />
            <TextField name="value" label={t('markups.value')} autoComplete="off" testId={`default-markup-${productType}-value`} />
            <Button type="submit" variant="outline" colorPalette="brand" gridColumn={{ base: '1 / -1', md: 'auto' }} disabled={submitting || pristine} data-testid={`default-markup-${productType}-save`}>
              {submitting ? t('markups.saving') : t('markups.save')}
            </Button>
          </Grid>
          {typeof submitError === 'string' && (
            <Text role="alert" color="red.600" fontSize="sm" mt="1">
              {submitError}
            </Text>
          )}
        </form>
      )}
    />
  );
}

export function DefaultMarkupsCard({ markups }: { markups: readonly NetworkMarkup[] }) {
  const { t } = useTranslation(networkNs);
  return (
    <PanelCard title={t('markups.title')} text={t('markups.text')} testId="network-default-markups">
      {NETWORK_PRODUCT_TYPES.map((type) => {
        const m = markups.find((x) => x.productType === type);
        return <DefaultMarkupRow key={type} productType={type} initial={{ kind: (m?.kind ?? 'percent') as MarkupKind, value: m?.value ?? '0' }} />;
      })}
    </PanelCard>
  );
}
