import { Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import paymentsNs from '../../i18n/en/payments';
import { errorMessage } from '../../ui/form';
import { useSubmitBankTransferProof } from './usePayments';
import { Isolated, Stored } from '../../i18n/bidi';

// What every checkout (a booking's, a wallet top-up's) does after starting a payment: post a gateway's form, or show
// the bank's details and take the transfer's proof.

const pkr = (v: string | number) => formatMoney(String(v), 'PKR');

export type Instructions = { bankName: string; accountTitle: string; iban: string; reference: string; amountInPkr: unknown; payBy?: unknown };

/** Posts a gateway's signed form from the browser (JazzCash page redirection). */
export function postForm(url: string, fields: readonly { name: string; value: string }[]): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  for (const f of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = f.name;
    input.value = f.value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

export function BankTransfer({ paymentId, instructions }: { paymentId: string; instructions: Instructions }) {
  const upload = useSubmitBankTransferProof();
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false });
  const { t } = useTranslation(paymentsNs);
  return (
    <Stack gap="2" data-testid="bank-instructions">
      <Heading as="h3" size="sm">{t('bankTransfer')}</Heading>
      <Text>
        <Trans t={t} i18nKey="bank" values={{ value: instructions.bankName }} components={{ v: <Stored /> }} />
      </Text>
      <Text>
        <Trans t={t} i18nKey="accountTitle" values={{ value: instructions.accountTitle }} components={{ v: <Stored /> }} />
      </Text>
      <Text>
        <Trans t={t} i18nKey="iban" values={{ value: instructions.iban }} components={{ v: <Isolated /> }} />
      </Text>
      <Text>
        <Trans t={t} i18nKey="transferReference" values={{ value: instructions.reference }} components={{ v: <Isolated /> }} />
      </Text>
      <Text>
        <Trans t={t} i18nKey="amount" values={{ value: pkr(String(instructions.amountInPkr)) }} components={{ v: <Isolated /> }} />
      </Text>
      <label htmlFor="proof">{t('proofLabel')}</label>
      <input
        id="proof"
        type="file"
        accept="image/*"
        disabled={state.busy}
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          setState({ busy: true });
          try {
            await upload(paymentId, file);
            setState({ busy: false, message: t('proofReceived') });
          } catch (err) {
            setState({ busy: false, message: errorMessage(err, t('proofFailed')) });
          }
        }}
      />
      <Text role="status">{state.message}</Text>
    </Stack>
  );
}

