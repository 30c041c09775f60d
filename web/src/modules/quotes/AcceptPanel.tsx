import { Box, Button, chakra, Flex, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { CircleCheck, MessageCircle, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../i18n/bidi';
import quotesNs from '../../i18n/en/quotes';
import { acceptQuote, type AcceptResult, type Passenger, type PublicQuote } from './publicQuote';

// Accept and Ask a question on the customer's page: for packages, every traveller's name and passport number first.
// Accepted: the booking references; prices up or an item gone: what changed (nothing was booked).

const reference = (id: string) => id.slice(0, 8).toUpperCase();

function Travellers({ rows, onChange, showErrors }: { rows: Passenger[]; onChange: (rows: Passenger[]) => void; showErrors: boolean }) {
  const { t } = useTranslation(quotesNs);
  const set = (i: number, field: keyof Passenger, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  const field = (i: number, name: keyof Passenger, label: string) => {
    const id = `traveller-${i}-${name}`;
    const missing = showErrors && !rows[i][name].trim();
    return (
      <Stack gap="1">
        <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
          {label}
        </chakra.label>
        <Input
          id={id}
          value={rows[i][name]}
          onChange={(e) => set(i, name, e.target.value)}
          autoComplete={name === 'name' ? 'name' : 'off'}
          autoCapitalize={name === 'passportNumber' ? 'characters' : 'words'}
          aria-invalid={missing || undefined}
          data-testid={`traveller-${name}`}
        />
        {missing && (
          <Text fontSize="xs" color="fg.error">
            {t('page.required')}
          </Text>
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="3" data-testid="quote-travellers">
      <Box>
        <Heading as="h2" size="md">
          {t('page.travellersTitle')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('page.travellersText')}
        </Text>
      </Box>
      {rows.map((_, i) => (
        <Box as="fieldset" key={i} borderWidth="1px" rounded="md" p="3">
          <Text as="legend" fontSize="sm" fontWeight="semibold" px="1">
            {t('page.traveller', { n: i + 1 })}
          </Text>
          <Grid templateColumns={{ base: '1fr', sm: '3fr 2fr' }} gap="3">
            {field(i, 'name', t('page.name'))}
            {field(i, 'passportNumber', t('page.passport'))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}

function Outcome({ result }: { result: AcceptResult }) {
  const { t } = useTranslation(quotesNs);
  if (result.kind === 'accepted')
    return (
      <Flex gap="3" p="4" rounded="lg" bg="green.50" color="green.900" role="status" data-testid="quote-accepted">
        <CircleCheck size={24} aria-hidden style={{ flexShrink: 0 }} />
        <Box>
          <Heading as="h2" size="md">
            {t('page.acceptedTitle')}
          </Heading>
          {result.bookingIds.length > 0 && (
            <>
              <Text mt="1">{t('page.acceptedText')}</Text>
              <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" mt="1">
                {result.bookingIds.map((id) => (
                  <Text as="li" key={id} fontFamily="mono" fontWeight="semibold" bg="white" rounded="sm" px="1.5" data-testid="quote-booking-ref">
                    <Ltr>#{reference(id)}</Ltr>
                  </Text>
                ))}
              </Flex>
            </>
          )}
        </Box>
      </Flex>
    );
  if (result.kind === 'changed')
    return (
      <Box p="4" rounded="lg" bg="orange.50" color="orange.900" role="alert" data-testid="quote-changed">
        <Flex gap="2" align="center">
          <TriangleAlert size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Heading as="h2" size="md">
            {t('page.changedTitle')}
          </Heading>
        </Flex>
        <Stack as="ul" listStyleType="none" gap="1" mt="2">
          {result.changes.map((c) => (
            <Flex as="li" key={c.position} justify="space-between" gap="3" wrap="wrap" data-testid="quote-change">
              <Text lang="en">{c.itemName}</Text>
              <Text fontWeight="semibold">
                <Ltr>{formatMoney(c.quotedInPkr, 'PKR')}</Ltr> → {c.nowInPkr === null ? t('page.unavailable') : <Ltr>{formatMoney(c.nowInPkr, 'PKR')}</Ltr>}
              </Text>
            </Flex>
          ))}
        </Stack>
        <Text fontSize="sm" mt="2">
          {t('page.changedText')}
        </Text>
      </Box>
    );
  if (result.kind === 'refused')
    // the server's words where they are the customer's to act on (what to enter, already accepted); anything on the
    // agency's side (its wallet, a supplier) is the agency's to sort out
    return (
      <Box color="fg.error" role="alert" data-testid="quote-accept-error">
        <Text fontWeight="semibold">{(result.status === 400 || result.status === 409) && result.message ? result.message : t('page.acceptFailed')}</Text>
        {result.status !== 400 && result.status !== 409 && <Text fontSize="sm">{t('page.acceptFailedText')}</Text>}
      </Box>
    );
  return null;
}

export function AcceptPanel({ quote, token, expired, onReload }: { quote: PublicQuote; token: string; expired: boolean; onReload: () => void }) {
  const { t } = useTranslation(quotesNs);
  const [rows, setRows] = useState<Passenger[]>(() =>
    Array.from({ length: quote.needsPassports ? quote.passengerCount : 0 }, () => ({ name: '', passportNumber: '' })),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AcceptResult | null>(null);
  const accepted = result?.kind === 'accepted';
  // the outcome replaces the form the reader was at the bottom of: bring it into view and to screen readers
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result) return;
    outcome.current?.scrollIntoView?.({ block: 'center' });
    outcome.current?.focus({ preventScroll: true });
  }, [result]);
  const open = !expired && quote.status !== 'accepted' && !accepted && result?.kind !== 'changed';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rows.some((r) => !r.name.trim() || !r.passportNumber.trim())) return setShowErrors(true);
    setBusy(true);
    const answer = await acceptQuote(
      token,
      quote.needsPassports
        ? rows.map((r) => ({
            name: r.name.trim(),
            passportNumber: r.passportNumber.trim(),
          }))
        : undefined,
    );
    setBusy(false);
    if (answer.kind === 'missing' || (answer.kind === 'refused' && answer.status === 409)) onReload();
    setResult(answer);
  };

  const ask = quote.askUrl && (
    <Button asChild variant="outline" colorPalette="green" size="lg" w={{ base: 'full', sm: 'auto' }} data-testid="quote-ask">
      <a href={quote.askUrl} target="_blank" rel="noopener noreferrer">
        <MessageCircle size={18} aria-hidden /> {t('page.ask')}
      </a>
    </Button>
  );

  return (
    <Stack gap="4">
      {result && (
        <Box ref={outcome} tabIndex={-1} outline="none">
          <Outcome result={result} />
        </Box>
      )}
      {quote.status === 'accepted' && !accepted && (
        <Text fontWeight="semibold" color="green.800" data-testid="quote-was-accepted">
          {t('page.alreadyAccepted')}
        </Text>
      )}
      {open ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            {rows.length > 0 && <Travellers rows={rows} onChange={setRows} showErrors={showErrors} />}
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
              <Button type="submit" colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} disabled={busy} data-testid="quote-accept">
                {busy ? t('page.accepting') : t('page.accept')}
              </Button>
              {ask}
            </Flex>
          </Stack>
        </form>
      ) : (
        !accepted && ask && <Flex>{ask}</Flex>
      )}
    </Stack>
  );
}
