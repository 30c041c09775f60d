import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Grid, Heading, HStack, Link, List, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { CheckCircle2, Download, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { VisaApplicationPage_ApplicationFragment as Application } from '../../gql/graphql';
import { Field } from '../../ui/field';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { ErrorCard } from '../catalogue/ui';
import { useCurrency } from '../currency/CurrencyProvider';
import {
  useApproveVisaApplication,
  useAttachVisaDocument,
  useRejectVisaApplication,
  useRequestVisaDocuments,
  useStartVisaProcessing,
  useSubmitVisaApplication,
  VisaApplicationPageFragment,
} from './applicationMutations';
import { fmtDate, fmtSize, VisaStatusBadge, documentLabel } from './status';
import { localMessage } from '../../i18n';
import visaNs from '../../i18n/en/visa';
import { documentProblem, useUploadDocument } from './upload';
import { Isolated, Stored } from '../../i18n/bidi';
import { PageHeader } from '../../app/PageHeader';

const ApplicationQuery = graphql(`
  query VisaApplicationDetail($id: ID!) {
    visaApplication(id: $id) { id ...VisaApplicationPage_application }
  }
`);


/** A labelled file picker: the visible button is the label of a hidden-but-focusable input. */
function FilePick({ label, busy, onFile, testId }: { label: string; busy: boolean; onFile: (file: File) => void; testId: string }) {
  const id = useId();
  const { t } = useTranslation(visaNs);
  return (
    <Box>
      <Button asChild size="sm" variant="outline" colorPalette="brand" loading={busy} loadingText={t('uploading')}>
        <label htmlFor={id}>
          <Upload size={14} aria-hidden /> {label}
        </label>
      </Button>
      <input
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
        data-testid={testId}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        disabled={busy}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}

function DocumentSlot({ app, applicantId, kind, label, canUpload }: { app: Application; applicantId: string; kind: string; label: string; canUpload: boolean }) {
  const upload = useUploadDocument();
  const [attach] = useAttachVisaDocument(app.id);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(visaNs);
  const current = app.documents.find((d) => d.applicantId === applicantId && d.kind === kind && !d.supersededAt);
  async function onFile(file: File) {
    const problem = documentProblem(file);
    if (problem) return toast(t('uploadRefused'), localMessage(problem), 'error');
    setBusy(true);
    try {
      const stored = await upload(file);
      await attach({ variables: { input: { applicationId: app.id, applicantId, kind: kind as never, file: stored } } });
      toast(t('documentUploaded'), t('documentSaved', { label }), 'success');
    } catch (err) {
      toast(t('uploadFailed'), errorMessage(err, t('uploadFailedText')), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <HStack justify="space-between" wrap="wrap" gap="2" py="2" borderBottomWidth="1px" data-testid="document-slot" data-kind={kind}>
      <Stack gap="0">
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        {current ? (
          <HStack gap="1" fontSize="xs" color="green.700">
            <CheckCircle2 size={13} aria-hidden />
            <Link href={current.downloadUrl} color="green.700" data-testid="document-uploaded">
              {t(current.contentType === 'application/pdf' ? 'uploadedPdf' : 'uploadedImage', { date: fmtDate(current.createdAt, 'dd MMM, HH:mm'), size: fmtSize(current.sizeBytes) })}
            </Link>
          </HStack>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {t('notUploaded')}
          </Text>
        )}
      </Stack>
      {canUpload && <FilePick label={current ? t('replace') : t('upload')} busy={busy} onFile={onFile} testId={`upload-${kind}`} />}
    </HStack>
  );
}

function ProcessorPanel({ app }: { app: Application }) {
  const upload = useUploadDocument();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [requestDocs] = useRequestVisaDocuments();
  const [start] = useStartVisaProcessing();
  const [approve] = useApproveVisaApplication();
  const [reject] = useRejectVisaApplication();
  const { t } = useTranslation(visaNs);
  const run = async (what: string, fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      setNote('');
      toast(t('applicationUpdated'), what, 'success');
    } catch (err) {
      toast(t('actionFailed'), errorMessage(err, t('updateFailed')), 'error');
    } finally {
      setBusy(false);
    }
  };
  if (app.status !== 'submitted' && app.status !== 'in_process') return null;
  return (
    <Card.Root borderColor="brand.300" data-testid="processor-panel">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('processTitle')}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Field label={app.status === 'submitted' ? t('noteToApplicant') : t('rejectReason')}>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={3} data-testid="processor-note" />
        </Field>
        <HStack wrap="wrap" gap="3">
          {app.status === 'submitted' && (
            <>
              <Button variant="outline" colorPalette="orange" disabled={busy} onClick={() => run(t('documentsRequestedDone'), () => requestDocs({ variables: { id: app.id, note } }))} data-testid="request-documents">
                {t('requestDocuments')}
              </Button>
              <Button colorPalette="brand" disabled={busy} onClick={() => run(t('processingStarted'), () => start({ variables: { id: app.id } }))} data-testid="start-processing">
                {t('startProcessing')}
              </Button>
            </>
          )}
          {app.status === 'in_process' && (
            <>
              <FilePick
                label={t('uploadAndApprove')}
                busy={busy}
                testId="approve-visa-file"
                onFile={(file) => {
                  const problem = documentProblem(file);
                  if (problem) return toast(t('uploadRefused'), localMessage(problem), 'error');
                  void run(t('visaApproved'), async () => approve({ variables: { id: app.id, file: await upload(file) } }));
                }}
              />
              <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => run(t('applicationRejected'), () => reject({ variables: { id: app.id, reason: note } }))} data-testid="reject-visa">
                {t('reject')}
              </Button>
            </>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

const ROLES = ['end_user', 'b2b_agent', 'super_admin'];

/** /visa/applications/:id: status, applicants and their documents, submission, the timeline and the issued visa. */
export default function VisaApplicationPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ApplicationQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [submit, { loading: submitting }] = useSubmitVisaApplication();
  const { format } = useCurrency();
  const { t } = useTranslation(visaNs);
  const app = getFragmentData(VisaApplicationPageFragment, data?.visaApplication);
  if (error && !app) return <Container py="10"><ErrorCard message={errorMessage(error, t('applicationLoadFailed'))} /></Container>;
  if (loading && !app) return <Container py="10"><Skeleton height="80" /></Container>;
  if (!app) return null;

  const open = app.viewerIsApplicant && (app.status === 'draft' || app.status === 'documents_requested');
  const visa = app.documents.find((d) => d.kind === 'visa' && !d.supersededAt);
  const required = app.offer.documents;
  const missing = app.applicants.some((a) => required.some((r) => !app.documents.some((d) => d.applicantId === a.id && d.kind === r.kind && !d.supersededAt)));

  return (
    <Box>
      <PageHeader
        title={<Stored>{app.title}</Stored>}
        subtitle={
          <Trans
            t={t}
            i18nKey="applicationSubtitle"
            count={app.applicantCount}
            values={{ country: app.country, type: t(`types.${app.visaType}`), count: app.applicantCount }}
            components={{ country: <Stored /> }}
          />
        }
      />
      <Container maxW="5xl" py="8">
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
                <Stack gap="1">
                  <Text fontSize="xs" color="fg.muted">{t('status')}</Text>
                  <Box><VisaStatusBadge status={app.status} /></Box>
                </Stack>
                <Stack gap="1">
                  <Text fontSize="xs" color="fg.muted">{t('travelDate')}</Text>
                  <Text fontWeight="medium">{fmtDate(app.travelDate)}</Text>
                </Stack>
                <Stack gap="1">
                  <Text fontSize="xs" color="fg.muted">{t('processingLabel')}</Text>
                  <Text fontWeight="medium">{t(`processing.${app.processing}`)}</Text>
                </Stack>
                <Stack gap="1">
                  <Text fontSize="xs" color="fg.muted">
                    {t('totalLabel', { payment: t(`paymentStatuses.${app.paymentStatus}`, { defaultValue: app.paymentStatus.replace('_', ' ') }) })}
                  </Text>
                  <Text fontWeight="bold" data-testid="application-total">{format(app.totalPriceInPkr)}</Text>
                </Stack>
              </Grid>
              {app.dueAt && app.status !== 'approved' && app.status !== 'rejected' && (
                <Text mt="3" fontSize="sm" color="fg.muted">{t('dueBy', { date: fmtDate(app.dueAt, 'dd MMM yyyy, HH:mm') })}</Text>
              )}
            </Card.Body>
          </Card.Root>

          {app.status === 'documents_requested' && (
            <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" color="orange.900" rounded="lg" p="4" role="status" data-testid="documents-requested-note">
              <Text fontWeight="semibold">{t('documentsRequested')}</Text>
              <Text lang="en">{app.statusNote}</Text>
              {app.viewerIsApplicant && <Text fontSize="sm" mt="1">{t('uploadNewDocuments')}</Text>}
            </Box>
          )}
          {app.status === 'rejected' && (
            <Box borderWidth="1px" borderColor="red.300" bg="red.50" color="red.900" rounded="lg" p="4" role="status">
              <Text fontWeight="semibold">{t('visaRefused')}</Text>
              <Text lang="en">{app.statusNote}</Text>
              {app.refundDueInPkr && <Text fontSize="sm" mt="1">{t('refundDue', { amount: format(app.refundDueInPkr) })}</Text>}
            </Box>
          )}
          {visa && (
            <Box borderWidth="1px" borderColor="green.300" bg="green.50" color="green.900" rounded="lg" p="4">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Stack gap="0">
                  <Text fontWeight="semibold">{t('visaIsApproved')}</Text>
                  <Text fontSize="sm">{t('printIt')}</Text>
                </Stack>
                <Button asChild colorPalette="green">
                  <a href={visa.downloadUrl} download data-testid="download-visa">
                    <Download size={16} aria-hidden /> {t('downloadVisa')}
                  </a>
                </Button>
              </HStack>
            </Box>
          )}

          {app.viewerCanProcess && <ProcessorPanel app={app} />}

          <Stack gap="4">
            <Heading as="h2" size="lg">{t('applicantsAndDocuments')}</Heading>
            {app.applicants.map((a) => (
              <Card.Root key={a.id} data-testid="applicant-card">
                <Card.Header>
                  <Heading as="h3" size="md" lang="en">{a.fullName}</Heading>
                  <Text fontSize="sm" color="fg.muted">
                    <Trans
                      t={t}
                      i18nKey="passportLine"
                      values={{ passport: a.passportNumber, nationality: a.nationality, born: fmtDate(a.dateOfBirth), expiry: fmtDate(a.passportExpiry) }}
                      components={{ ltr: <Isolated />, nationality: <Stored /> }}
                    />
                  </Text>
                </Card.Header>
                <Card.Body pt="0">
                  {required.map((r) => (
                    <DocumentSlot key={r.kind} app={app} applicantId={a.id} kind={r.kind} label={documentLabel(r.kind, r.label)} canUpload={open} />
                  ))}
                </Card.Body>
              </Card.Root>
            ))}
            {open && (
              <HStack justify="flex-end" gap="3" wrap="wrap">
                {missing && <Text fontSize="sm" color="fg.muted">{t('uploadEvery')}</Text>}
                <Button
                  colorPalette="brand"
                  loading={submitting}
                  loadingText={t('submitting')}
                  disabled={missing}
                  data-testid="submit-application"
                  onClick={async () => {
                    try {
                      await submit({ variables: { id: app.id } });
                      toast(t('applicationSubmitted'), t('applicationSubmittedText'), 'success');
                    } catch (err) {
                      toast(t('submissionFailed'), errorMessage(err, t('submissionFailedText')), 'error');
                    }
                  }}
                >
                  {app.status === 'draft' ? t('submitApplication') : t('submitAgain')}
                </Button>
              </HStack>
            )}
          </Stack>

          <Stack gap="3">
            <Heading as="h2" size="lg">{t('timeline')}</Heading>
            <List.Root as="ol" gap="3" variant="plain" data-testid="timeline">
              {app.timeline.map((c) => (
                <List.Item key={c.id} display="block" borderLeftWidth="3px" borderColor="brand.400" pl="3">
                  <Text fontWeight="medium">{t(`statuses.${c.toStatus}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <Trans
                      t={t}
                      i18nKey="byActor"
                      values={{ date: fmtDate(c.createdAt, 'dd MMM yyyy, HH:mm'), name: c.actorName, role: ROLES.includes(c.actorRole) ? t(`roles.${c.actorRole}`) : c.actorRole }}
                      components={{ name: <Stored /> }}
                    />
                  </Text>
                  {c.note && (
                    <Text fontSize="sm" lang="en">
                      {c.note}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Box>
            <Link asChild color="brand.700">
              <RouterLink to="/visa">{t('backToVisa')}</RouterLink>
            </Link>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
