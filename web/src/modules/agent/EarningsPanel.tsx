import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { errorMessage, validateWith } from '../../ui/form';
import { TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { useRequestPayout } from './useAgentMoney';
import { MyEarningsQuery, MyPayoutsQuery } from './walletOperations';
import { pkr2 } from './pkr';

// The agent's earnings from travellers' bookings of its packages (net of the platform's commission) and its payouts:
// what can be paid out, a request form, and the requests with where each stands.

const PAYOUT_PALETTE: Record<string, string> = { requested: 'yellow', approved: 'blue', paid: 'green', rejected: 'red' };
const pkr = pkr2;
const when = (iso: string | null | undefined) => (iso ? DateTime.fromISO(iso).toFormat('dd MMM yyyy') : '');

export const PayoutRequestSchema = v.object({
  amountInPkr: v.pipe(
    v.string('Amount is required'),
    v.trim(),
    v.regex(/^\d+(\.\d{1,2})?$/, 'Amount must be a number of rupees with at most 2 decimals'),
    v.check((s) => Number(s) > 0, 'Amount must be more than zero'),
  ),
  bankAccount: v.pipe(v.string('Bank account is required'), v.trim(), v.minLength(5, 'Bank account must be 5 to 200 characters'), v.maxLength(200, 'Bank account must be 5 to 200 characters')),
});
type PayoutValues = { amountInPkr: string; bankAccount: string };
const validate = validateWith(PayoutRequestSchema);

export function EarningsPanel() {
  const earnings = useQuery(MyEarningsQuery, { fetchPolicy: 'cache-and-network' });
  const payouts = useQuery(MyPayoutsQuery, { variables: { pagination: { limit: 20 } }, fetchPolicy: 'cache-and-network' });
  const [request] = useRequestPayout();
  const e = earnings.data?.myEarnings;

  return (
    <Card.Root variant="outline" data-testid="earnings-panel">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h3" size="md">
              Earnings and payouts
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              What travellers paid for your packages, less the platform’s commission, once the trip has started. Request a payout to your bank account; the
              administrator approves it and records the transfer.
            </Text>
          </Stack>
          {earnings.error ? (
            <Text role="alert">{errorMessage(earnings.error, 'Could not load your earnings.')}</Text>
          ) : !e ? (
            <Skeleton height="16" />
          ) : (
            <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
              <Box borderWidth="1px" rounded="md" p="3">
                <Text fontSize="xs" color="fg.muted">EARNINGS</Text>
                <Text fontWeight="semibold" data-testid="earnings-balance">{pkr(e.balanceInPkr)}</Text>
              </Box>
              <Box borderWidth="1px" rounded="md" p="3">
                <Text fontSize="xs" color="fg.muted">PAYOUTS PENDING</Text>
                <Text fontWeight="semibold" data-testid="earnings-pending">{pkr(e.pendingPayoutsInPkr)}</Text>
              </Box>
              <Box borderWidth="1px" rounded="md" p="3">
                <Text fontSize="xs" color="fg.muted">AVAILABLE FOR PAYOUT</Text>
                <Text fontWeight="semibold" data-testid="earnings-available">{pkr(e.availableForPayoutInPkr)}</Text>
              </Box>
            </Grid>
          )}
          <Form<PayoutValues>
            validate={validate}
            onSubmit={async (values, form) => {
              try {
                await request({ variables: { amountInPkr: values.amountInPkr.trim(), bankAccount: values.bankAccount.trim() } });
                toast('Payout requested', `${pkr(values.amountInPkr.trim())} to ${values.bankAccount.trim()}`, 'success');
                setTimeout(() => form.restart(), 0);
                return undefined;
              } catch (err) {
                return { amountInPkr: errorMessage(err, 'Could not request the payout.') };
              }
            }}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Request a payout">
                <Grid templateColumns={{ base: '1fr', md: '12rem 1fr auto' }} gap="3" alignItems="start">
                  <TextField name="amountInPkr" label="Amount (PKR)" autoComplete="off" testId="payout-amount" />
                  <TextField name="bankAccount" label="Bank account (IBAN or account number and bank)" autoComplete="off" testId="payout-bank" />
                  <Button type="submit" colorPalette="brand" mt={{ md: '6' }} loading={submitting} data-testid="payout-request">
                    Request payout
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
                      {p.status}
                    </Badge>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {p.bankAccount} · requested {when(p.requestedAt)}
                    {p.decidedAt ? ` · decided ${when(p.decidedAt)}` : ''}
                    {p.transferReference ? ` · ref ${p.transferReference}` : ''}
                    {p.reason ? ` · ${p.reason}` : ''}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
