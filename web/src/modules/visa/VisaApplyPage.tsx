import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Grid, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { addDays, localToday } from '@rules/dates.js';
import { DEFAULT_VISA_ORIGIN } from '@rules/home-search.js';
import { multiply } from '@rules/money.js';
import { emptyApplicant, VISA_LIMITS, VISA_PROCESSING, VisaApplicationSchema, visaDatesProblem, type VisaApplicantValues, type VisaProcessingValue } from '@rules/visa.js';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { graphql } from '../../gql';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { errorMessage, validateWith } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { ErrorCard } from '../catalogue/ui';
import { useCurrency } from '../currency/CurrencyProvider';
import { useApplyForVisa } from './applicationMutations';
import { localMessage } from '../../i18n';
import visaNs from '../../i18n/en/visa';
import { localErrors } from '../bookings/ruleMessages';
import { documentLabel } from './status';
import { Isolated, Stored } from '../../i18n/bidi';
import { PageHeader } from '../../app/PageHeader';

const ApplyOfferQuery = graphql(`
  query VisaApplyOffer($id: ID!) {
    visaOffer(id: $id) {
      id title country active
      processingOptions { processing label priceInPkr }
      documents { kind label }
    }
  }
`);

type Errors = Record<string, string>;

const checkFields = validateWith(VisaApplicationSchema);

/** Every problem of the form, keyed like the server's field paths ('applicants.1.passportExpiry'). */
function validate(values: { offerId: string; processing: string; travelDate: string; applicants: VisaApplicantValues[] }): Errors {
  const errors = checkFields(values);
  // the rules' messages in the reader's language
  if (Object.keys(errors).length > 0) return localErrors(errors);
  const problem = visaDatesProblem(v.parse(VisaApplicationSchema, values), localToday());
  return problem ? { [problem.field]: localMessage(problem.message) } : {};
}

function TextInput(props: { label: string; value: string; error?: string; onChange: (v: string) => void; type?: string; testId: string; min?: string; autoComplete?: string }) {
  return (
    <Field label={props.label} errorText={props.error} required>
      <Input
        type={props.type ?? 'text'}
        value={props.value}
        min={props.min}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      />
    </Field>
  );
}

/** /visa/apply/:offerId: applicants, travel date and processing; creates the application, then documents follow. */
export default function VisaApplyPage() {
  const { offerId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { format } = useCurrency();
  const today = localToday();
  const { data, loading, error } = useQuery(ApplyOfferQuery, { variables: { id: offerId } });
  const [apply, { loading: saving }] = useApplyForVisa();
  const initialProcessing = (VISA_PROCESSING as readonly string[]).includes(params.get('processing') ?? '') ? (params.get('processing') as VisaProcessingValue) : 'normal';
  const [processing, setProcessing] = useState<string>(initialProcessing);
  const [travelDate, setTravelDate] = useState(addDays(today, 30));
  const [applicants, setApplicants] = useState<VisaApplicantValues[]>([emptyApplicant(DEFAULT_VISA_ORIGIN)]);
  const [errors, setErrors] = useState<Errors>({});
  const { t } = useTranslation(visaNs);

  const offer = data?.visaOffer;
  if (error) return <Container py="10"><ErrorCard message={errorMessage(error, t('offerLoadFailed'))} /></Container>;
  if (loading || !offer) return <Container py="10"><Skeleton height="80" /></Container>;

  const option = offer.processingOptions.find((o) => o.processing === processing) ?? offer.processingOptions[0];
  const setApplicant = (i: number, k: keyof VisaApplicantValues) => (value: string) =>
    setApplicants((list) => list.map((a, j) => (j === i ? { ...a, [k]: value } : a)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = { offerId, processing: option.processing, travelDate, applicants };
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      toast(t('checkForm'), Object.values(found)[0], 'error');
      return;
    }
    try {
      const res = await apply({ variables: { input: values as never } });
      const id = res.data?.applyForVisa.id;
      toast(t('applicationStarted'), t('applicationStartedText'), 'success');
      if (id) navigate(`/visa/applications/${id}`);
    } catch (err) {
      toast(t('applicationFailed'), errorMessage(err, t('applicationFailedText')), 'error');
    }
  }

  return (
    <Box>
      <PageHeader
        title={<Trans t={t} i18nKey="applyTitle" values={{ title: offer.title }} components={{ title: <Stored /> }} />}
        subtitle={
          <Trans
            t={t}
            i18nKey="applySubtitle"
            values={{ country: offer.country, documents: offer.documents.map((d) => documentLabel(d.kind, d.label)).join(t('listSeparator')) }}
            components={{ country: <Stored /> }}
          />
        }
      />
      <Container maxW="4xl" py="8">
        <form onSubmit={submit} noValidate aria-label={t('applicationForm')}>
          <Stack gap="6">
            <Card.Root>
              <Card.Body>
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                  <Field label={t('processingLabel')} required>
                    <Select
                      value={option.processing}
                      onChange={(e) => setProcessing(e.target.value)}
                      options={offer.processingOptions.map((o) => ({ value: o.processing, label: t('processingOption', { label: t(`processing.${o.processing}`), price: format(o.priceInPkr) }) }))}
                      testId="apply-processing"
                    />
                  </Field>
                  <TextInput label={t('travelDate')} type="date" min={addDays(today, 1)} value={travelDate} onChange={setTravelDate} error={errors.travelDate} testId="apply-travel-date" />
                </Grid>
              </Card.Body>
            </Card.Root>

            {applicants.map((a, i) => (
              <Card.Root key={i} data-testid="applicant-form">
                <Card.Header>
                  <HStack justify="space-between">
                    <Heading as="h2" size="md">
                      {t('applicant', { n: i + 1 })}
                    </Heading>
                    {applicants.length > 1 && (
                      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setApplicants((list) => list.filter((_, j) => j !== i))} aria-label={t('removeApplicant', { n: i + 1 })}>
                        <Trash2 size={15} aria-hidden /> {t('remove')}
                      </Button>
                    )}
                  </HStack>
                </Card.Header>
                <Card.Body>
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                    <TextInput label={t('fullName')} value={a.fullName} onChange={setApplicant(i, 'fullName')} error={errors[`applicants.${i}.fullName`]} testId={`applicant-${i}-fullName`} autoComplete="off" />
                    <TextInput label={t('passportNumber')} value={a.passportNumber} onChange={setApplicant(i, 'passportNumber')} error={errors[`applicants.${i}.passportNumber`]} testId={`applicant-${i}-passportNumber`} autoComplete="off" />
                    <TextInput label={t('nationality')} value={a.nationality} onChange={setApplicant(i, 'nationality')} error={errors[`applicants.${i}.nationality`]} testId={`applicant-${i}-nationality`} />
                    <TextInput label={t('dateOfBirth')} type="date" value={a.dateOfBirth} onChange={setApplicant(i, 'dateOfBirth')} error={errors[`applicants.${i}.dateOfBirth`]} testId={`applicant-${i}-dateOfBirth`} />
                    <TextInput label={t('passportExpiry')} type="date" value={a.passportExpiry} onChange={setApplicant(i, 'passportExpiry')} error={errors[`applicants.${i}.passportExpiry`]} testId={`applicant-${i}-passportExpiry`} />
                  </Grid>
                </Card.Body>
              </Card.Root>
            ))}
            {errors.applicants && (
              <Text color="fg.error" role="alert">
                {errors.applicants}
              </Text>
            )}
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Button variant="outline" onClick={() => setApplicants((list) => [...list, emptyApplicant(DEFAULT_VISA_ORIGIN)])} disabled={applicants.length >= VISA_LIMITS.applicants} data-testid="add-applicant">
                <Plus size={16} aria-hidden /> {t('addApplicant')}
              </Button>
              <HStack gap="4" wrap="wrap">
                <Text fontWeight="semibold" data-testid="apply-total">
                  {/* the server computes the real total with the same exact decimal rules */}
                  <Trans t={t} i18nKey="total" values={{ amount: format(multiply(option.priceInPkr, applicants.length)) }} components={{ ltr: <Isolated /> }} />
                </Text>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('saving')} data-testid="apply-submit">
                  {t('continueToDocuments')}
                </Button>
              </HStack>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('paymentLater')}
            </Text>
          </Stack>
        </form>
      </Container>
    </Box>
  );
}
