import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Grid, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { addDays, localToday } from '@rules/dates.js';
import { DEFAULT_VISA_ORIGIN } from '@rules/home-search.js';
import { multiply } from '@rules/money.js';
import { emptyApplicant, VISA_LIMITS, VISA_PROCESSING, VisaApplicationSchema, visaDatesProblem, type VisaApplicantValues, type VisaProcessingValue } from '@rules/visa.js';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { PageHeader } from '../../app/PageHeader';
import { graphql } from '../../gql';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { errorMessage, validateWith } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { ErrorCard } from '../catalogue/ui';
import { useCurrency } from '../currency/CurrencyProvider';
import { useApplyForVisa } from './applicationMutations';

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
  if (Object.keys(errors).length > 0) return errors;
  const problem = visaDatesProblem(v.parse(VisaApplicationSchema, values), localToday());
  return problem ? { [problem.field]: problem.message } : {};
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

  const offer = data?.visaOffer;
  if (error) return <Container py="10"><ErrorCard message={errorMessage(error, 'Failed to load this visa service.')} /></Container>;
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
      toast('Check the form', Object.values(found)[0], 'error');
      return;
    }
    try {
      const res = await apply({ variables: { input: values as never } });
      const id = res.data?.applyForVisa.id;
      toast('Application started', 'Now upload the documents for each applicant, then submit.', 'success');
      if (id) navigate(`/visa/applications/${id}`);
    } catch (err) {
      toast('Application failed', errorMessage(err, 'Failed to start the application. Please try again.'), 'error');
    }
  }

  return (
    <Box>
      <PageHeader title={`Apply: ${offer.title}`} subtitle={`${offer.country} · documents needed: ${offer.documents.map((d) => d.label).join(', ')}`} />
      <Container maxW="4xl" py="8">
        <form onSubmit={submit} noValidate aria-label="Visa application">
          <Stack gap="6">
            <Card.Root>
              <Card.Body>
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                  <Field label="Processing" required>
                    <Select
                      value={option.processing}
                      onChange={(e) => setProcessing(e.target.value)}
                      options={offer.processingOptions.map((o) => ({ value: o.processing, label: `${o.label} — ${format(o.priceInPkr)}` }))}
                      testId="apply-processing"
                    />
                  </Field>
                  <TextInput label="Travel date" type="date" min={addDays(today, 1)} value={travelDate} onChange={setTravelDate} error={errors.travelDate} testId="apply-travel-date" />
                </Grid>
              </Card.Body>
            </Card.Root>

            {applicants.map((a, i) => (
              <Card.Root key={i} data-testid="applicant-form">
                <Card.Header>
                  <HStack justify="space-between">
                    <Heading as="h2" size="md">
                      Applicant {i + 1}
                    </Heading>
                    {applicants.length > 1 && (
                      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setApplicants((list) => list.filter((_, j) => j !== i))} aria-label={`Remove applicant ${i + 1}`}>
                        <Trash2 size={15} aria-hidden /> Remove
                      </Button>
                    )}
                  </HStack>
                </Card.Header>
                <Card.Body>
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                    <TextInput label="Full name (as on passport)" value={a.fullName} onChange={setApplicant(i, 'fullName')} error={errors[`applicants.${i}.fullName`]} testId={`applicant-${i}-fullName`} autoComplete="off" />
                    <TextInput label="Passport number" value={a.passportNumber} onChange={setApplicant(i, 'passportNumber')} error={errors[`applicants.${i}.passportNumber`]} testId={`applicant-${i}-passportNumber`} autoComplete="off" />
                    <TextInput label="Nationality" value={a.nationality} onChange={setApplicant(i, 'nationality')} error={errors[`applicants.${i}.nationality`]} testId={`applicant-${i}-nationality`} />
                    <TextInput label="Date of birth" type="date" value={a.dateOfBirth} onChange={setApplicant(i, 'dateOfBirth')} error={errors[`applicants.${i}.dateOfBirth`]} testId={`applicant-${i}-dateOfBirth`} />
                    <TextInput label="Passport expiry" type="date" value={a.passportExpiry} onChange={setApplicant(i, 'passportExpiry')} error={errors[`applicants.${i}.passportExpiry`]} testId={`applicant-${i}-passportExpiry`} />
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
                <Plus size={16} aria-hidden /> Add applicant
              </Button>
              <HStack gap="4" wrap="wrap">
                <Text fontWeight="semibold" data-testid="apply-total">
                  {/* the server computes the real total with the same exact decimal rules */}
                  Total: {format(multiply(option.priceInPkr, applicants.length))}
                </Text>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving..." data-testid="apply-submit">
                  Continue to documents
                </Button>
              </HStack>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Payment is collected later: applications are submitted unpaid until online payment is available.
            </Text>
          </Stack>
        </form>
      </Container>
    </Box>
  );
}
