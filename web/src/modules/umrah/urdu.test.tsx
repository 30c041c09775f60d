import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';
import { dashboardHandlers, GROUP_ID, groupAs, groupHandler, groupsHandler, listItemOf } from './testData';

// Issue 21 for issue 36: the Umrah Groups tab and a group's page in Urdu, right to left, with no Latin-script word
// but codes (airports, passports, PAK) and content as stored (group and pilgrims' names, marked lang="en").

const ur = { language: 'ur' };
const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent', firstName: 'Imran', username: 'alnoor', ...ur }) } })),
  ...dashboardHandlers(ur),
  groupsHandler([listItemOf(groupAs({ pilgrimCount: 12 }))]),
  groupHandler(() =>
    groupAs({
      rooms: [{ __typename: 'GroupRoom', id: '9c000000-0000-4000-8000-000000000001', occupancy: 'quad', beds: 4, pilgrimIds: [] }],
      readiness: {
        __typename: 'Readiness',
        ready: false,
        missing: [{ __typename: 'ReadinessItem', code: 'transfer_arrival', message: 'مکہ تک آمد کی ٹرانسپورٹ کی تصدیق باقی ہے' }],
      },
    }),
  ),
  graphql.query('UmrahHotels', () => HttpResponse.json({ data: { hotels: { __typename: 'HotelPage', items: [] } } })),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await backToEnglish();
});
afterAll(() => server.close());

const noEnglish = () => expect(latinWords(document.body)).toEqual([]);

describe('Umrah groups in Urdu', () => {
  it('the tab: the list and the New group dialog', async () => {
    await renderInUrdu('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-umrah'));
    expect(screen.getByTestId('agent-tab-umrah').textContent).toBe('عمرہ گروپس');
    const [row] = await screen.findAllByTestId('umrah-group-row');
    expect(within(row).getByTestId('umrah-group-status').textContent).toBe('ڈرافٹ');
    expect(within(row).getByTestId('umrah-readiness').textContent).toBe('2 کمیاں');
    expect(document.documentElement.dir).toBe('rtl');
    noEnglish();
    fireEvent.click(screen.getByTestId('umrah-new-group'));
    const dialog = await screen.findByTestId('umrah-group-dialog');
    fireEvent.click(within(dialog).getByTestId('group-submit'));
    expect((await within(dialog).findAllByText('لازمی ہے')).length).toBeGreaterThan(0);
    expect(latinWords(dialog, ['Economy', 'Umrah', 'Days', '14'])).toEqual([]);
  });

  it("the group's page: its tabs in Urdu", async () => {
    await renderInUrdu(`/dashboard/b2b-agent/umrah/${GROUP_ID}`);
    await screen.findAllByTestId('pilgrim-row');
    expect(screen.getByRole('tab', { name: 'زائرین' })).toBeTruthy();
    expect(screen.getByTestId('pilgrim-visa-status').textContent).toBe('جمع نہیں ہوا');
    noEnglish();
    fireEvent.click(screen.getByTestId('pilgrim-import'));
    await screen.findByTestId('import-panel');
    noEnglish();
    for (const tab of ['rooms', 'hotels', 'visa', 'documents', 'money'] as const) {
      fireEvent.click(screen.getByTestId(`umrah-tab-${tab}`));
      await screen.findByRole('tabpanel', { name: screen.getByTestId(`umrah-tab-${tab}`).textContent ?? '' });
      noEnglish();
      if (tab === 'visa') expect(screen.getByTestId('readiness-item').textContent).toBe('مکہ تک آمد کی ٹرانسپورٹ کی تصدیق باقی ہے');
    }
  });
});
