import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { dashboardHandlers, GROUP_ID, groupAs, groupHandler, pilgrimAs, readyGroupAs } from './testData';

// The visa gate on the group page (issue 36): what is missing, in words; Submit for visas only when nothing is;
// each pilgrim's visa status; the lapse warning; the documents and the money.

let group: unknown = groupAs();
const submits: unknown[] = [];

const server = setupServer(
  ...dashboardHandlers(),
  groupHandler(() => group),
  graphql.mutation('SubmitGroupVisas', ({ variables }) => {
    submits.push(variables);
    group = readyGroupAs({
      status: 'visa_submitted',
      visaSubmittedAt: '2026-11-28T09:00:00.000Z',
      pilgrims: [pilgrimAs({ visaStatus: 'submitted', visaApplicationId: '8b000000-0000-4000-8000-000000000001' })],
    });
    return HttpResponse.json({ data: { submitGroupVisas: group } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  submits.length = 0;
  group = groupAs();
});
afterAll(() => server.close());

async function openVisaTab() {
  renderApp(`/dashboard/b2b-agent/umrah/${GROUP_ID}`);
  fireEvent.click(await screen.findByTestId('umrah-tab-visa'));
  return screen.findByTestId('readiness');
}

describe('the visa gate', () => {
  it('not ready: the missing list in words, Submit disabled', async () => {
    const card = await openVisaTab();
    expect(within(card).getByTestId('readiness-badge').textContent).toBe('Not ready');
    expect(within(card).getAllByTestId('readiness-item').map((i) => i.textContent)).toEqual([
      'Nights without a confirmed hotel room: 14 of 14',
      'No confirmed transfer from JED to Makkah',
    ]);
    expect((screen.getByTestId('visa-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('umrah-readiness').textContent).toBe('2 missing');
  });

  it('ready: Submit for visas, then each pilgrim has a status', async () => {
    group = readyGroupAs();
    const card = await openVisaTab();
    expect(within(card).getByTestId('readiness-badge').textContent).toBe('Ready');
    expect(within(card).getByTestId('readiness-none').textContent).toContain('Nothing is missing.');
    const submit = screen.getByTestId('visa-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    const statuses = () => within(screen.getByTestId('visa-statuses')).getByTestId('pilgrim-visa-status').textContent;
    expect(statuses()).toBe('Not submitted');
    fireEvent.click(submit);
    await waitFor(() => expect(submits).toEqual([{ groupId: GROUP_ID }]));
    await waitFor(() => expect(statuses()).toBe('Submitted'));
    expect((screen.getByTestId('visa-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('umrah-group-status').textContent).toBe('Visas submitted');
  });

  it('the lapse warning, when the server gives one', async () => {
    group = readyGroupAs({ status: 'visa_issued', visaLapseWarning: 'Unused visas lapse in 8 days' });
    await openVisaTab();
    expect(screen.getByTestId('visa-lapse').textContent).toContain('Unused visas lapse in 8 days');
  });

  it('the documents and the money', async () => {
    group = groupAs({ money: { __typename: 'GroupMoney', roomsInPkr: '1200000.00', hotelsInPkr: '845000.50', totalInPkr: '2045000.50' } });
    renderApp(`/dashboard/b2b-agent/umrah/${GROUP_ID}`);
    fireEvent.click(await screen.findByTestId('umrah-tab-documents'));
    const base = `/api/umrah/groups/${GROUP_ID}/documents`;
    expect((await screen.findByTestId('doc-manifest.xlsx')).getAttribute('href')).toBe(`${base}/manifest.xlsx`);
    expect(screen.getByTestId('doc-rooming.pdf').getAttribute('href')).toBe(`${base}/rooming.pdf`);
    expect(screen.getByTestId('doc-rooming.xlsx').getAttribute('href')).toBe(`${base}/rooming.xlsx`);
    expect(screen.getByTestId('doc-voucher.pdf').getAttribute('href')).toBe(`${base}/voucher.pdf`);
    fireEvent.click(screen.getByTestId('umrah-tab-money'));
    expect((await screen.findByTestId('money-total')).textContent).toBe('Rs 2,045,000.5');
    expect(screen.getByTestId('money-rooms').textContent).toBe('Rs 1,200,000');
  });
});
