import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { i18n } from '../../i18n';
import agentNs from '../../i18n/en/agent';
import { errorMessage, validateWith } from '../../ui/form';
import { TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { PanelCard } from '../../ui/panelCard';
import { useRequestPayout } from './useAgentMoney';
import { MyEarningsQuery, MyPayoutsQuery } from './walletOperations';
import { pkr2 } from './pkr';
import { useDates } from './useDates';

// The agent's earnings from travellers' bookings of its packages (net of the platform's commission) and its payouts:
// what can be paid out, a request form, and the requests with where each stands.

const PAYOUT_PALETTE: Record<string, string> = { requested: 'yellow', approved: 'blue', paid: 'green', rejected: 'red' };
const pkr = pkr2;

/** A message of this form's own rules, in the language of the moment it is shown (valibot asks when it fails). */
const rule = (key: string) => () => i18n.t(`rules.${key}`, { ns: agentNs });
// a field never filled in is a missing key to valibot: its 'required' message (not valibot's 'Invalid key: ...')
const REQUIRED: Record<string, string> = { amountInPkr: 'amountRequired', bankAccount: 'bankRequired' };
const required = (issue: v.BaseIssue<unknown>) => rule(REQUIRED[String(issue.path?.[0]?.key)] ?? 'amountRequired')();

export const PayoutRequestSchema = v.object({
  amountInPkr: v.pipe(
    v.string(rule('amountRequired')),
    v.trim(),
    v.regex(/^\d+(\.\d{1,2})?$/, rule('amountRupees')),
    v.check((s) => Number(s) > 0, rule('amountPositive')),
  ),
  bankAccount: v.pipe(v.string(rule('bankRequired')), v.trim(), v.minLength(5, rule('bankLength')), v.maxLength(200, rule('bankLength'))),
}, required);
type PayoutValues = { amountInPkr: string; bankAccount: string };
const validate = validateWith(PayoutRequestSchema);

export function EarningsPanel() {
  const earnings = useQuery(MyEarningsQuery, { fetchPolicy: 'cache-and-network' });
  const payouts = useQuery(MyPayoutsQuery, { variables: { pagination: { limit: 20 } }, fetchPolicy: 'cache-and-network' });
  const [request] = useRequestPayout();
  const e = earnings.data?.myEarnings;
  const { t } = useTranslation(agentNs);
  const when = useDates('');

  return (
    <PanelCard title={t('earnings.title')} text={t('earnings.text')} headingAs="h3" testId="earnings-panel">
      {earnings.error ? (
        <Text role="alert">{errorMessage(earnings.error, t('earnings.loadError'))}</Text>
      ) : !e ? (
        <Skeleton height="16" />
      ) : (
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
          <Box borderWidth="1px" rounded="md" p="3">
            <Text fontSize="xs" color="fg.muted">{t('earnings.balance')}</Text>
            <Text fontWeight="semibold" data-testid="earnings-balance">{pkr(e.balanceInPkr)}</Text>
          </Box>
          <Box borderWidth="1px" rounded="md" p="3">
            <Text fontSize="xs" color="fg.muted">{t('earnings.pending')}</Text>
            <Text fontWeight="semibold" data-testid="earnings-pending">{pkr(e.pendingPayoutsInPkr)}</Text>
          </Box>
          <Box borderWidth="1px" rounded="md" p="3">
            <Text fontSize="xs" color="fg.muted">{t('earnings.available')}</Text>
            <Text fontWeight="semibold" data-testid="earnings-available">{pkr(e.availableForPayoutInPkr)}</Text>
          </Box>
        </Grid>
      )}
      <Form<PayoutValues>
        validate={validate}
        onSubmit={async (values, form) => {
          try {
            await request({ variables: { amountInPkr: values.amountInPkr.trim(), bankAccount: values.bankAccount.trim() } });
            toast(t('earnings.requested'), t('earnings.requestedText', { amount: pkr(values.amountInPkr.trim()), account: values.bankAccount.trim() }), 'success');
            setTimeout(() => form.restart(), 0);
            return undefined;
          } catch (err) {
            return { amountInPkr: errorMessage(err, t('earnings.requestFailed')) };
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('earnings.form')}>
            <Grid templateColumns={{ base: '1fr', md: '12rem 1fr auto' }} gap="3" alignItems="start">
              <TextField name="amountInPkr" label={t('earnings.amount')} autoComplete="off" testId="payout-amount" />
              <TextField name="bankAccount" label={t('earnings.bankAccount')} autoComplete="off" testId="payout-bank" />
              <Button type="submit" colorPalette="brand" mt={{ md: '6' }} loading={submitting} data-testid="payout-request">
                {t('earnings.request')}
              </Button>
            </Grid>
          </form>
        )}
      />
      {payouts.data && payouts.data.myPayouts.items.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="payouts-list">
          {payouts.data.myPayouts.items.map((p) => (
            <Box as="li" key={p.id} borderWidth="1px" rounded="md" p="3" data-testid="payout-row">
              <Text fontWeight="semibold">
                {pkr(p.amountInPkr)}{' '}
                <Badge colorPalette={PAYOUT_PALETTE[p.status] ?? 'gray'} variant="subtle" textTransform="capitalize">
                  {t(`earnings.status.${p.status}`, { defaultValue: p.status })}
                </Badge>
              </Text>
              {/* the account as the agent wrote it, and the administrator's reason: as stored */}
              <Text fontSize="sm" color="fg.muted">
                <bdi lang="en">{p.bankAccount}</bdi> · {t('earnings.requestedOn', { date: when(p.requestedAt) })}
                {p.decidedAt ? ` · ${t('earnings.decidedOn', { date: when(p.decidedAt) })}` : ''}
                {p.transferReference ? ` · ${t('earnings.reference', { ref: p.transferReference })}` : ''}
                {p.reason && (
                  <>
                    {' · '}
                    <bdi lang="en">{p.reason}</bdi>
                  </>
                )}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
