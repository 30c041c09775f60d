import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MAX_TOP_UP_IN_PKR, readAmount } from '@rules/wallet.js';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { i18n } from '../../i18n';
import agentNs from '../../i18n/en/agent';
import deadlinesNs from '../../i18n/en/deadlines';
import { errorMessage, validateWith } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { PanelCard } from '../../ui/panelCard';
import { useCurrency } from '../currency/CurrencyProvider';
import { BankTransfer, type Instructions, postForm } from '../payments/checkoutPieces';
import { useSession } from '../session/useSession';
import { EarningsPanel } from './EarningsPanel';
import { pkr2 } from './pkr';
import { StatementPanel } from './StatementPanel';
import { useTopUpWallet } from './useAgentMoney';
import { WalletQuery, WalletStatementQuery } from './walletOperations';
import { Ltr } from '../../i18n/bidi';

// The agent dashboard's Wallet tab (issue 17): what the wallet holds, the credit line and the available funds, a
// top-up through the sandbox gateway or a bank transfer, the statement, and earnings with payouts.

const METHODS = ['sandbox', 'bank_transfer'] as const;

/** A message of this form's own rules, in the language of the moment it is shown (valibot asks when it fails). */
const rule = (key: string) => () => i18n.t(`rules.${key}`, { ns: agentNs });

export const TopUpSchema = v.object({
  method: v.picklist(METHODS, rule('chooseMethod')),
  amountInPkr: v.pipe(
    v.string(rule('amountRequired')),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const read = readAmount(dataset.value, { max: MAX_TOP_UP_IN_PKR });
      if ('error' in read) addIssue({ message: read.error });
    }),
  ),
  // an amount never typed is a missing key to valibot: the 'required' message, not valibot's 'Invalid key: ...'
}, rule('amountRequired'));
type TopUpValues = { method: 'sandbox' | 'bank_transfer'; amountInPkr: string };
const validateTopUp = validateWith(TopUpSchema);

function Figure({ label, amount, testId, hint }: { label: string; amount: string; testId: string; hint?: string }) {
  const { selected, format } = useCurrency();
  return (
    <Box borderWidth="1px" rounded="lg" p="4">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {/* a negative balance keeps its minus in front in Urdu too */}
        <Ltr>{pkr2(amount)}</Ltr>
      </Text>
      {/* the books are in PKR; the selected currency is a guide */}
      {selected !== 'PKR' && (
        <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-converted`}>
          ≈ {format(amount)}
        </Text>
      )}
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

function TopUpForm() {
  const [topUp] = useTopUpWallet();
  const navigate = useNavigate();
  const [transfer, setTransfer] = useState<{ paymentId: string; instructions: Instructions } | null>(null);
  const { t } = useTranslation(agentNs);
  const methods = METHODS.map((value) => ({ value, label: t(`wallet.methods.${value}`) }));
  return (
    <Stack gap="3">
      <Form<TopUpValues>
        initialValues={{ method: 'sandbox' }}
        validate={validateTopUp}
        onSubmit={async (values) => {
          const read = readAmount(values.amountInPkr, { max: MAX_TOP_UP_IN_PKR });
          if ('error' in read) return { amountInPkr: read.error };
          try {
            const { data } = await topUp({ variables: { method: values.method, amountInPkr: read.amount } });
            const s = data?.topUpWallet;
            if (!s) return undefined;
            // like the booking checkout: our own sandbox page in the app, another gateway's page or form, or the bank's details
            if (s.redirectUrl) {
              const target = new URL(s.redirectUrl, window.location.origin);
              if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
              else window.location.assign(target.toString());
            } else if (s.formPost) postForm(s.formPost.url, s.formPost.fields);
            else if (s.instructions) setTransfer({ paymentId: s.payment.id, instructions: s.instructions });
            return undefined;
          } catch (err) {
            return { amountInPkr: errorMessage(err, t('wallet.topUpFailed')) };
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('wallet.form')}>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr auto' }} gap="3" alignItems="start">
              <TextField name="amountInPkr" label={t('wallet.amount')} autoComplete="off" placeholder="50000" testId="topup-amount" />
              <SelectField name="method" label={t('wallet.payBy')} options={methods} testId="topup-method" />
              <Button type="submit" colorPalette="brand" mt={{ md: '6' }} loading={submitting} data-testid="topup-submit">
                {t('wallet.topUp')}
              </Button>
            </Grid>
          </form>
        )}
      />
      {transfer && (
        <Box borderWidth="1px" rounded="md" p="3">
          <BankTransfer {...transfer} />
        </Box>
      )}
    </Stack>
  );
}

// back from the sandbox's page: its webhook credits the wallet a moment later, so the figures are asked again a while
const TOP_UP_POLL_MS = 2000;
const TOP_UP_POLL_FOR_MS = 30_000;

function WalletSummary({ canTopUp }: { canTopUp: boolean }) {
  const [params] = useSearchParams();
  const [waiting, setWaiting] = useState(params.has('topUp'));
  const { data, error } = useQuery(WalletQuery, { fetchPolicy: 'cache-and-network', pollInterval: waiting ? TOP_UP_POLL_MS : 0 });
  useEffect(() => {
    if (!waiting) return;
    const stop = setTimeout(() => setWaiting(false), TOP_UP_POLL_FOR_MS);
    return () => clearTimeout(stop);
  }, [waiting]);
  const w = data?.wallet;
  // the credit has arrived: stop asking, and show it on the statement too
  const client = useApolloClient();
  const first = useRef<string | null>(null);
  useEffect(() => {
    if (!waiting || !w) return;
    first.current ??= w.balanceInPkr;
    if (w.balanceInPkr !== first.current) {
      setWaiting(false);
      // refetched, not computed: the statement's new line is the server's ledger posting for the gateway's credit
      // (its running balance, reference and time), which nothing on this page holds
      void client.refetchQueries({ include: [WalletStatementQuery] });
    }
  }, [waiting, w, client]);
  const { t } = useTranslation(agentNs);
  const { t: d } = useTranslation(deadlinesNs);
  return (
    <PanelCard title={t('wallet.title')} text={t('wallet.text')} headingAs="h3" testId="wallet-summary">
      {error ? (
        <Text role="alert">{errorMessage(error, t('wallet.loadError'))}</Text>
      ) : !w ? (
        <Skeleton height="20" />
      ) : (
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
          <Figure
            label={t('wallet.balance')}
            amount={w.balanceInPkr}
            testId="wallet-balance"
            hint={Number(w.balanceInPkr) < 0 ? t('wallet.usingCredit') : undefined}
          />
          <Figure label={t('wallet.creditLimit')} amount={w.creditLimitInPkr} testId="wallet-credit" />
          <Figure label={d('wallet.reserved')} amount={w.reservedInPkr} testId="wallet-reserved" hint={d('wallet.reservedHint')} />
          <Figure label={t('wallet.available')} amount={w.availableInPkr} testId="wallet-available" />
        </Grid>
      )}
      {w && (
        <Text fontSize="sm" color="fg.muted" data-testid="wallet-available-explained">
          {d('wallet.explain')}
        </Text>
      )}
      {waiting && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('wallet.confirming')}
        </Text>
      )}
      {canTopUp && <TopUpForm />}
    </PanelCard>
  );
}

/** The agent dashboard's Wallet tab (issue 17). */
export function WalletTab() {
  // an agency's staff see the balance; statements and top-ups are its owner's and managers', payouts its owner's
  const role = useSession().user?.agencyRole ?? 'owner';
  return (
    <Stack gap="6" data-testid="wallet-tab">
      <WalletSummary canTopUp={role !== 'staff'} />
      {role !== 'staff' && <StatementPanel />}
      {role === 'owner' && <EarningsPanel />}
    </Stack>
  );
}
