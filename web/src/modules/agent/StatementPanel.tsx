import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Grid, HStack, Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { isIsoDate, marketToday } from '@rules/dates.js';
import { MAX_OFFSET } from '@rules/pagination.js';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { StatementAccount } from '../../gql/graphql';
import { i18n } from '../../i18n';
import agentNs from '../../i18n/en/agent';
import { errorMessage, validateWith } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { scrollRegion } from '../../ui/scroll';
import { PanelCard } from '../../ui/panelCard';
import { STATEMENT_PAGE_SIZE, WalletStatementQuery } from './walletOperations';
import { pkr2 } from './pkr';
import { Ltr } from '../../i18n/bidi';

// A statement of the agent's wallet or earnings (issue 17, item 7): the period's opening balance, its lines with the
// running balance, its closing balance, and the same statement as CSV or XLSX. Amounts are the books' own, in PKR.

// each line's kind: the agent namespace's statement.kinds.<kind> (an unknown one shows as it is)
const ACCOUNTS = ['wallet', 'earnings'] as const;

/** A message of this form's own rules, in the language of the moment it is shown (valibot asks when it fails). */
const rule = (key: string) => () => i18n.t(`rules.${key}`, { ns: agentNs });

const pkr = (v: string | null | undefined) => (v == null ? '' : pkr2(v));

/** The same year, one year on (Feb 29 → Feb 28): a period ending on or after it is longer than a year. */
function yearAfter(from: string): string {
  const next = `${Number(from.slice(0, 4)) + 1}${from.slice(4)}`;
  const real: boolean = isIsoDate(next);
  return real ? next : `${next.slice(0, 8)}28`;
}

export const StatementPeriodSchema = v.pipe(
  v.object({
    account: v.picklist(ACCOUNTS, rule('chooseAccount')),
    from: v.pipe(v.string(rule('fromRequired')), v.check((d: string) => isIsoDate(d), rule('fromDate'))),
    to: v.pipe(v.string(rule('toRequired')), v.check((d: string) => isIsoDate(d), rule('toDate'))),
  }),
  v.forward(
    v.check((p) => p.from <= p.to, rule('fromBeforeTo')),
    ['to'],
  ),
  v.forward(
    v.check((p) => p.to < yearAfter(p.from), rule('atMostYear')),
    ['to'],
  ),
);

type Period = { account: StatementAccount; from: string; to: string };

const validate = validateWith(StatementPeriodSchema);

export function thisMonth(now = new Date()): { from: string; to: string } {
  const today = marketToday(now);
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    // on phones a row each (label, then the amount at the end), so a large amount never runs past its box
    <Flex
      borderWidth="1px"
      rounded="md"
      px="3"
      py={{ base: '2', sm: '3' }}
      direction={{ base: 'row', sm: 'column' }}
      justify={{ base: 'space-between', sm: 'flex-start' }}
      align={{ base: 'center', sm: 'stretch' }}
      gap={{ base: '3', sm: '0' }}
    >
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize={{ base: 'sm', sm: 'md' }} whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid={testId}>
        <Ltr>{value}</Ltr>
      </Text>
    </Flex>
  );
}

/** The statement: a period form, the figures, a page of lines and the downloads. `agentId`: the super admin's view of an agent. */
export function StatementPanel({ agentId, initialAccount = 'wallet' }: { agentId?: string; initialAccount?: StatementAccount }) {
  const [period, setPeriod] = useState<Period>({ account: initialAccount, ...thisMonth() });
  const [offset, setOffset] = useState(0);
  const { data, error, loading } = useQuery(WalletStatementQuery, {
    variables: { ...period, agentId, pagination: { limit: STATEMENT_PAGE_SIZE, offset } },
    fetchPolicy: 'cache-and-network',
  });
  const s = data?.walletStatement;
  const lines = s?.lines.items ?? [];
  const { t } = useTranslation(agentNs);
  const accountOptions = ACCOUNTS.map((value) => ({ value, label: t(`statement.accounts.${value}`) }));

  return (
    <PanelCard title={t('statement.title')} text={t('statement.text')} headingAs="h3" testId="statement-panel">
      <Form<Period>
        initialValues={period}
        validate={validate}
        onSubmit={(values) => {
          setOffset(0);
          setPeriod({ account: values.account, from: values.from, to: values.to });
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('statement.form')}>
            <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: '10rem minmax(0, 1fr) minmax(0, 1fr) auto' }} gap="3" alignItems="end">
              <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
                <SelectField name="account" label={t('statement.account')} options={accountOptions} testId="statement-account" />
              </Box>
              <TextField name="from" label={t('statement.from')} type="date" testId="statement-from" />
              <TextField name="to" label={t('statement.to')} type="date" testId="statement-to" />
              <Button type="submit" colorPalette="brand" gridColumn={{ base: 'span 2', md: 'auto' }} data-testid="statement-show">
                {t('statement.show')}
              </Button>
            </Grid>
          </form>
        )}
      />
      {error ? (
        <Text role="alert" color="red.600">
          {errorMessage(error, t('statement.loadError'))}
        </Text>
      ) : !s ? (
        <Skeleton height="32" />
      ) : (
        <>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' }} gap={{ base: '2', sm: '3' }}>
            <Figure label={t('statement.opening')} value={pkr(s.openingBalanceInPkr)} testId="statement-opening" />
            <Figure label={t('statement.debits')} value={pkr(s.totalDebitsInPkr)} testId="statement-debits" />
            <Figure label={t('statement.credits')} value={pkr(s.totalCreditsInPkr)} testId="statement-credits" />
            <Figure label={t('statement.closing')} value={pkr(s.closingBalanceInPkr)} testId="statement-closing" />
          </Grid>
          <HStack gap="3" wrap="wrap">
            <Link href={s.csvUrl} download data-testid="statement-csv" fontWeight="medium" color="brand.700">
              <Download size={16} /> {t('statement.downloadCsv')}
            </Link>
            <Link href={s.xlsxUrl} download data-testid="statement-xlsx" fontWeight="medium" color="brand.700">
              <Download size={16} /> {t('statement.downloadXlsx')}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t('statement.period', { from: s.from, to: s.to, count: s.lineCount })}
            </Text>
          </HStack>
          {lines.length === 0 ? (
            <Text color="fg.muted" py="4" textAlign="center" data-testid="statement-empty">
              {t('statement.empty')}
            </Text>
          ) : (
            <Box {...scrollRegion(t('statement.linesLabel'))} borderWidth="1px" rounded="lg" opacity={loading ? 0.6 : 1}>
              <Table.Root size="sm" data-testid="statement-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('statement.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('statement.description')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('statement.booking')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('statement.debit')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('statement.credit')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('statement.balance')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {lines.map((l) => (
                    <Table.Row key={l.id} data-testid="statement-line">
                      <Table.Cell whiteSpace="nowrap">
                        {l.date}
                        <Text as="span" color="fg.muted" ms="1">
                          {l.time}
                        </Text>
                      </Table.Cell>
                      <Table.Cell minW="48">
                        <Badge size="sm" variant="subtle" me="2">
                          {t(`statement.kinds.${l.kind}`, { defaultValue: l.kind })}
                        </Badge>
                        {/* the books' own words, as stored */}
                        <bdi lang="en">{l.description}</bdi>
                        {/* the audit trail: who of the agency (or the administrator) did it */}
                        {l.actorUsername && (
                          <Text as="span" color="fg.muted" fontSize="xs" ms="1" data-testid="statement-line-actor">
                            <Trans t={t} i18nKey="statement.by" values={{ name: l.actorUsername }} components={{ actor: <bdi lang="en" /> }} />
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell fontFamily="mono">{l.bookingReference ? <Ltr>#{l.bookingReference}</Ltr> : ''}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                        <Ltr>{pkr(l.debitInPkr)}</Ltr>
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color="green.700">
                        <Ltr>{pkr(l.creditInPkr)}</Ltr>
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" fontWeight="medium">
                        <Ltr>{pkr(l.balanceInPkr)}</Ltr>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          {(offset > 0 || s.lines.hasMore) && (
            <HStack justify="space-between">
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - STATEMENT_PAGE_SIZE))}>
                {t('statement.previous')}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {t('statement.range', { first: offset + 1, last: offset + lines.length, total: s.lineCount })}
              </Text>
              {/* pages stop at the list's deepest offset: the download has every line */}
              <Button
                size="sm"
                variant="outline"
                disabled={!s.lines.hasMore || offset + STATEMENT_PAGE_SIZE > MAX_OFFSET}
                title={offset + STATEMENT_PAGE_SIZE > MAX_OFFSET ? t('statement.downloadRest') : undefined}
                onClick={() => setOffset(offset + STATEMENT_PAGE_SIZE)}
                data-testid="statement-next"
              >
                {t('statement.next')}
              </Button>
            </HStack>
          )}
        </>
      )}
    </PanelCard>
  );
}
