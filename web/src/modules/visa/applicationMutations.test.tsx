import { useQuery } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { APP_ID, OFFER_ID, visaApplicationAs, visaOfferAs } from '../../test/visa';
import { renderApp, renderElement } from '../../test/render';
import { VisaQueueQuery } from './AgentVisaTab';
import { MyVisaApplications } from './MyVisaApplications';
import { VisaOffersQuery } from './VisaPage';
import { useApplyForVisa, useSetVisaOfferActive } from './applicationMutations';

// Each visa mutation updates what it changed from its own answer: the page or list on screen is asked for once.

const calls = { detail: 0, mine: 0, offers: 0, queue: 0 };
let detail = visaApplicationAs();

const passport = { __typename: 'VisaDocument', applicantId: 'ap-1', kind: 'passport_scan', label: 'Passport scan (bio page)', contentType: 'application/pdf', sizeBytes: 2048, supersededAt: null };
const doc = (id: string, kind: string, createdAt: string) => ({
  ...passport,
  id,
  kind,
  label: kind === 'photo' ? 'Passport-size photo (white background)' : passport.label,
  createdAt,
  downloadUrl: `/api/visa/documents/${id}`,
});

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  graphql.query('VisaApplicationDetail', () => {
    calls.detail++;
    return HttpResponse.json({ data: { visaApplication: detail } });
  }),
  graphql.query('MyVisaApplications', () => {
    calls.mine++;
    return HttpResponse.json({ data: { myVisaApplications: { __typename: 'VisaApplicationPage', items: [visaApplicationAs()], hasMore: false } } });
  }),
  graphql.query('VisaOffers', () => {
    calls.offers++;
    return HttpResponse.json({ data: { visaOffers: { __typename: 'VisaOfferPage', items: [visaOfferAs()], hasMore: false } } });
  }),
  graphql.query('VisaQueue', () => {
    calls.queue++;
    return HttpResponse.json({ data: { visaQueue: { __typename: 'VisaApplicationPage', items: [], hasMore: false } } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  Object.assign(calls, { detail: 0, mine: 0, offers: 0, queue: 0 });
  detail = visaApplicationAs();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the application page’s mutations', () => {
  it('useAttachVisaDocument: the upload shows in its slot, the one it replaces is superseded', async () => {
    detail = visaApplicationAs({ documents: [doc('d-old', 'photo', '2026-11-22T09:30:00.000Z')] });
    server.use(
      graphql.mutation('CreateVisaDocumentUploadUrl', () =>
        HttpResponse.json({ data: { createVisaDocumentUploadUrl: { __typename: 'UploadUrl', uploadURL: 'http://localhost:3000/api/visa/documents/upload/t1' } } }),
      ),
      http.put('*/api/visa/documents/upload/:token', () => HttpResponse.json({ file: 'd-00000000-0000-4000-8000-000000000001.png' })),
      graphql.mutation('AttachVisaDocument', () => HttpResponse.json({ data: { attachVisaDocument: doc('d-new', 'photo', '2026-11-24T08:00:00.000Z') } })),
    );
    const { client } = renderApp(`/visa/applications/${APP_ID}`);
    const slots = await screen.findAllByTestId('document-slot');
    const photo = slots.find((s) => s.dataset.kind === 'photo') as HTMLElement;
    expect(within(photo).getByTestId('document-uploaded').textContent).toContain('22 Nov');

    fireEvent.change(within(photo).getByTestId('upload-photo'), { target: { files: [new File([new Uint8Array(100)], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Document uploaded')).toBeTruthy();
    await waitFor(() => expect(within(photo).getByTestId('document-uploaded').textContent).toContain('24 Nov'));
    expect((client.cache.extract() as Record<string, unknown>)['VisaDocument:d-old']).toMatchObject({ supersededAt: '2026-11-24T08:00:00.000Z' });
    expect(calls.detail).toBe(1);
  });

  it('useSubmitVisaApplication: the page shows the answer’s status and timeline; the queues are dropped', async () => {
    detail = visaApplicationAs({
      status: 'draft',
      statusNote: null,
      documents: [doc('d-1', 'passport_scan', '2026-11-22T09:30:00.000Z'), doc('d-2', 'photo', '2026-11-22T09:31:00.000Z')],
      timeline: [visaApplicationAs().timeline[0]],
    });
    const submitted = {
      ...detail,
      status: 'submitted',
      timeline: [
        ...detail.timeline,
        { __typename: 'VisaStatusChange', id: 't3', fromStatus: 'draft', toStatus: 'submitted', note: null, actorName: 'ayesha', actorRole: 'end_user', createdAt: '2026-11-24T09:00:00.000Z' },
      ],
    };
    server.use(graphql.mutation('SubmitVisaApplication', () => HttpResponse.json({ data: { submitVisaApplication: submitted } })));
    const { client } = renderApp(`/visa/applications/${APP_ID}`);
    const submit = await screen.findByTestId('submit-application');
    await client.query({ query: VisaQueueQuery, variables: { status: ['submitted'], overdue: false, pagination: { limit: 100 } } });
    fireEvent.click(submit);
    expect(await screen.findByText('Application submitted')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('visa-status').textContent).toBe('Submitted'));
    expect(within(screen.getByTestId('timeline')).getAllByRole('listitem')).toHaveLength(2);
    // no longer open for uploads
    expect(screen.queryByTestId('submit-application')).toBeNull();
    expect(client.cache.readQuery({ query: VisaQueueQuery, variables: { status: ['submitted'], overdue: false, pagination: { limit: 100 } } })).toBeNull();
    expect(calls).toMatchObject({ detail: 1, queue: 1 });
  });

  it('useStartVisaProcessing (and the other processor actions): the page shows the new status from the answer', async () => {
    detail = visaApplicationAs({ status: 'submitted', statusNote: null, viewerIsApplicant: false, viewerCanProcess: true });
    server.use(graphql.mutation('StartVisaProcessing', () => HttpResponse.json({ data: { startVisaProcessing: { ...detail, status: 'in_process' } } })));
    renderApp(`/visa/applications/${APP_ID}`);
    fireEvent.click(await screen.findByTestId('start-processing'));
    expect(await screen.findByText('Processing started.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('visa-status').textContent).toBe('In process'));
    expect(screen.getByTestId('reject-visa')).toBeTruthy();
    expect(calls.detail).toBe(1);
  });
});

function ApplyProbe() {
  const [apply] = useApplyForVisa();
  return (
    <button type="button" onClick={() => void apply({ variables: { input: { offerId: OFFER_ID, processing: 'normal', travelDate: '2099-02-01', applicants: [] } } })}>
      apply
    </button>
  );
}

function OffersProbe() {
  const { data } = useQuery(VisaOffersQuery, { variables: { destination: null, type: null, pagination: { limit: 60 } } });
  const [setActive] = useSetVisaOfferActive();
  return (
    <>
      <span data-testid="offer-count">{data?.visaOffers.items.length ?? '…'}</span>
      <button type="button" onClick={() => void setActive({ variables: { id: OFFER_ID, active: false } })}>
        hide
      </button>
    </>
  );
}

describe('list mutations', () => {
  it('useApplyForVisa: the new application heads the traveller’s list without refetching it', async () => {
    const started = visaApplicationAs({ id: '0a1b2c3d-0000-4000-8000-0000000000bb', title: 'Qatar tourist visa', status: 'draft', statusNote: null });
    server.use(graphql.mutation('ApplyForVisa', () => HttpResponse.json({ data: { applyForVisa: started } })));
    renderElement(
      <>
        <MyVisaApplications />
        <ApplyProbe />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('visa-application-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'apply' }));
    await waitFor(() => expect(screen.getAllByTestId('visa-application-row')).toHaveLength(2));
    expect(screen.getAllByTestId('visa-application-row')[0].textContent).toContain('Qatar tourist visa');
    expect(within(screen.getAllByTestId('visa-application-row')[0]).getByTestId('visa-status').textContent).toBe('Draft');
    expect(calls.mine).toBe(1);
  });

  it('useSetVisaOfferActive: a hidden offer leaves the public lists without refetching them', async () => {
    server.use(graphql.mutation('SetVisaOfferActive', ({ variables }) => HttpResponse.json({ data: { setVisaOfferActive: { __typename: 'VisaOffer', id: variables.id, active: false } } })));
    renderElement(<OffersProbe />);
    await waitFor(() => expect(screen.getByTestId('offer-count').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'hide' }));
    await waitFor(() => expect(screen.getByTestId('offer-count').textContent).toBe('0'));
    expect(calls.offers).toBe(1);
  });
});
