import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localMessage } from '../../i18n';
import { adminPaymentsQuery, agentAs, API_KEY_SECRET as SECRET, apiKeyAs, type ApiKeyRow as Key, decidedTransferAs, mailAs, refundAs } from '../../test/admin';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { packageAs } from '../../test/packages';
import { renderApp } from '../../test/render';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';

// Issue 21: the super admin's dashboard (stats, every tab: overview, bookings, packages, payments with the bank
// transfer decisions, mail, developer API, B2B agents with the suspend and reactivate dialog, settings) and
// /developers (signed out, and as an agent) with the API keys panel (create, the key shown once, revoke) in Urdu.
//
// Latin words a reader of these pages may see in Urdu: the names of the technologies the partner API is (GraphQL,
// REST, HTTP and its headers' terms), as Pakistani developers write them, and the payment brand JazzCash. Code,
// stored content (names, e-mails, subjects) and identifiers are marked lang="en" / translate="no" and left out.
const TECH = ['GraphQL', 'REST', 'HTTP', 'CSRF', 'UUID', 'TypeScript', 'SMTP', 'JazzCash'];

/** The Latin words in `root` (the page by default), allowing TECH and `extra` words. */
function scan(root: HTMLElement = document.body, extra: readonly string[] = []): string[] {
  return latinWords(root, [...TECH, ...extra]);
}

let keys: Key[] = [];

const asAdmin = graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'super_admin', firstName: 'فیصل', lastName: 'احمد' }) } }));
const asAgent = graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent', firstName: 'عمران', lastName: 'علی', username: 'imran' }) } }));

const server = setupServer(
  graphql.query('AdminOverview', () =>
    HttpResponse.json({
      data: { analytics: { __typename: 'Analytics', overview: { __typename: 'AnalyticsOverview', totalBookings: 12, activeB2BAgents: 3, totalRevenue: '1250000.00' } } },
    }),
  ),
  graphql.query('MyBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [bookingAs()], hasMore: false } } })),
  graphql.query('MyPackages', () => HttpResponse.json({ data: { myPackages: { __typename: 'PackagePage', items: [packageAs()], hasMore: false, offset: 0 } } })),
  graphql.query('AgentAccounts', () =>
    HttpResponse.json({
      data: { agentAccounts: { __typename: 'AgentAccountPage', hasMore: true, offset: 0, items: [agentAs('1'), agentAs('2', { commissionPercent: '7.50', suspendedAt: '2026-11-20T10:00:00.000Z' })] } },
    }),
  ),
  graphql.mutation('SetAgentSuspended', ({ variables }) =>
    HttpResponse.json({ data: { setAgentSuspended: { __typename: 'AgentAccount', id: variables.agentId, suspendedAt: variables.suspended ? '2026-11-24T10:00:00.000Z' : null } } }),
  ),
  graphql.mutation('SetAgentCommission', () => HttpResponse.json({ errors: [{ message: 'should not be called' }] })),
  adminPaymentsQuery(),
  graphql.query('AdminRefunds', () =>
    HttpResponse.json({
      data: { refunds: { __typename: 'RefundPage', hasMore: false, items: [refundAs({ method: 'bank_transfer', status: 'awaiting_transfer', reference: 'HBL-7781' })] } },
    }),
  ),
  graphql.mutation('ConfirmBankTransfer', () => HttpResponse.json({ data: { confirmBankTransfer: decidedTransferAs('succeeded') } })),
  graphql.mutation('RejectBankTransfer', ({ variables }) => HttpResponse.json({ data: { rejectBankTransfer: decidedTransferAs('failed', { failureReason: String(variables.reason) }) } })),
  graphql.query('MailOutbox', ({ variables }) => {
    const failed = mailAs('2', { status: 'failed', sentAt: null, lastError: '550 5.1.1 No such user here', transport: null });
    const items = variables.status === 'queued' ? [] : variables.status === 'failed' ? [failed] : [mailAs('1'), failed];
    return HttpResponse.json({ data: { mailOutbox: { __typename: 'MailMessagePage', hasMore: !variables.status, limit: 20, offset: 0, items } } });
  }),
  // signed in, the Urdu chosen on this device is saved to the profile
  graphql.mutation('SetLanguage', ({ variables }) => HttpResponse.json({ data: { setLanguage: { __typename: 'User', id: meAs().id, language: variables.language } } })),
  // the agent dashboard's overview, around the API keys tab
  graphql.query('AgentStats', () =>
    HttpResponse.json({
      data: {
        agentStats: {
          __typename: 'AgentStats',
          totalPackages: 0,
          packagesAddedThisMonth: 0,
          activePackages: 0,
          activeBookings: 0,
          pendingBookings: 0,
          totalBookings: 0,
          bookingConversionPercent: 0,
          monthlyEarnings: '0.00',
          lastMonthEarnings: '0.00',
          earningsChangePercent: 0,
          averageRating: null,
          reviewCount: 0,
        },
      },
    }),
  ),
  graphql.query('AgentActivity', () => HttpResponse.json({ data: { agentActivity: [] } })),
  graphql.query('ApiKeys', () => HttpResponse.json({ data: { apiKeys: { __typename: 'ApiKeyPage', items: keys.map(apiKeyAs), hasMore: false } } })),
  graphql.mutation('CreateApiKey', ({ variables }) => {
    const key = { id: `k${keys.length + 1}`, name: String(variables.name), prefix: SECRET.slice(0, 16), revokedAt: null };
    keys = [key, ...keys];
    return HttpResponse.json({ data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: apiKeyAs(key) } } });
  }),
  graphql.mutation('RevokeApiKey', ({ variables }) => {
    keys = keys.map((k) => (k.id === variables.id ? { ...k, revokedAt: '2026-11-22T10:00:00.000Z' } : k));
    return HttpResponse.json({ data: { revokeApiKey: apiKeyAs(keys.find((k) => k.id === variables.id) as Key) } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(async () => {
  server.resetHandlers();
  keys = [];
  await backToEnglish();
});
afterAll(() => server.close());

// the open tab's panel (those visited before stay mounted)
let openPanel: HTMLElement;
const panel = () => openPanel;
/** Opens a tab of the dashboard (by its test id, or its trigger): panel() is its panel from then on. */
const openTab = async (name: string | HTMLElement) => {
  const tab = typeof name === 'string' ? await screen.findByTestId(`admin-tab-${name}`) : name;
  fireEvent.click(tab);
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  openPanel = document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(openPanel).toBeTruthy();
};
/** Signs in as the super admin and opens the dashboard in Urdu, then its `tab` if given (see openTab). */
const adminDashboard = async (tab?: string) => {
  server.use(asAdmin);
  await renderInUrdu('/dashboard/super-admin');
  if (tab) await openTab(tab);
};
/** The toast with `title`, once it shows. */
const toastSays = async (title: string) => {
  await screen.findByText(title);
  return screen.getByTestId('toast');
};

describe('the super admin dashboard in Urdu', () => {
  it('the header, stats and overview with the recent bookings; the bookings tab; settings', async () => {
    await adminDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'ایڈمن ڈیش بورڈ' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('admin-total-bookings-value').textContent).toBe('12'));
    expect(screen.getByTestId('admin-revenue').textContent).toContain('کل آمدنی');
    await screen.findByTestId('admin-bookings-table');
    expect(screen.getByText('حالیہ بکنگز')).toBeTruthy();
    // the table's region is named in Urdu
    expect(screen.getByRole('region', { name: 'تمام بکنگز' })).toBeTruthy();
    expect(scan()).toEqual([]);

    await openTab('bookings');
    await within(panel()).findByTestId('admin-bookings-table');
    expect(scan()).toEqual([]);

    await openTab(screen.getByRole('tab', { name: 'سیٹنگز' }));
    expect(await within(panel()).findByText('جلد آ رہا ہے')).toBeTruthy();
    expect(scan()).toEqual([]);
  });

  it('the overview without bookings', async () => {
    server.use(asAdmin, graphql.query('MyBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [], hasMore: false } } })));
    await renderInUrdu('/dashboard/super-admin');
    expect(await screen.findByText('دکھانے کے لیے کوئی بکنگ نہیں')).toBeTruthy();
    expect(scan()).toEqual([]);
  });

  it('the packages tab', async () => {
    await adminDashboard('packages');
    expect(screen.getByTestId('admin-tab-packages').textContent).toBe('پیکجز');
    await within(panel()).findByTestId('package-card');
    expect(within(panel()).getByText('مارکیٹ پلیس کا ہر پیکج: دستیابی، اسٹیٹس، بکنگز اور ریٹنگز')).toBeTruthy();
    expect(scan()).toEqual([]);
  });

  it('B2B agents: the list, the forms, suspend and reactivate with their dialogs and toasts', async () => {
    await adminDashboard('agents');
    const rows = await screen.findAllByTestId('admin-agent-row');
    expect(within(rows[0]).getByTestId('agent-commission').textContent).toBe('طے شدہ');
    expect(within(rows[1]).getByTestId('agent-suspended-badge').textContent).toBe('معطل');
    expect(within(panel()).getByRole('button', { name: 'اگلے' })).toBeTruthy();
    expect(scan()).toEqual([]);

    fireEvent.click(within(rows[0]).getByTestId('agent-edit-credit'));
    fireEvent.change(within(rows[0]).getByTestId('agent-credit-input'), { target: { value: 'abc' } });
    fireEvent.click(within(rows[0]).getByTestId('agent-credit-save'));
    // the wallet rule's message, in Urdu
    expect(await within(rows[0]).findByText(localMessage('Amount must be a number of rupees such as 10000 or 10000.50'))).toBeTruthy();
    expect(scan(document.body, ['agent1'])).toEqual([]);
    fireEvent.click(within(rows[0]).getByTestId('agent-edit-commission'));
    const commission = within(rows[0]).getByTestId('agent-commission-input');
    expect(within(rows[0]).getByRole('form', { name: 'agent1 کا کمیشن' })).toBeTruthy();
    fireEvent.change(commission, { target: { value: '101' } });
    fireEvent.click(within(rows[0]).getByTestId('agent-commission-save'));
    expect(await within(rows[0]).findByText('کمیشن 0 سے 100 کے درمیان فیصد ہونا چاہیے، زیادہ سے زیادہ 2 اعشاریوں تک')).toBeTruthy();
    // the username is content: the only Latin word in the form's name
    expect(scan(document.body, ['agent1'])).toEqual([]);

    fireEvent.click(within(rows[0]).getByTestId('agent-suspend'));
    const dialog = await screen.findByTestId('agent-suspend-dialog');
    expect(within(dialog).getByText('agent1 کو معطل کریں؟')).toBeTruthy();
    expect(scan(dialog, ['agent1'])).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('agent-suspend-confirm'));
    expect(await toastSays('ایجنٹ معطل کر دیا گیا')).toBeTruthy();
    expect(scan(await toastSays('ایجنٹ معطل کر دیا گیا'), ['agent1'])).toEqual([]);
    await waitFor(() => expect(within(rows[0]).getByTestId('agent-suspend').textContent).toBe('دوبارہ فعال کریں'));

    fireEvent.click(within(rows[1]).getByTestId('agent-suspend'));
    const again = await screen.findByTestId('agent-suspend-dialog');
    expect(within(again).getByText('agent2 کو دوبارہ فعال کریں؟')).toBeTruthy();
    expect(scan(again, ['agent2'])).toEqual([]);
    fireEvent.click(within(again).getByTestId('agent-suspend-confirm'));
    expect(await toastSays('ایجنٹ دوبارہ فعال ہو گیا')).toBeTruthy();
    expect(scan(await toastSays('ایجنٹ دوبارہ فعال ہو گیا'), ['agent2'])).toEqual([]);
  });

  it('B2B agents: none yet', async () => {
    server.use(asAdmin, graphql.query('AgentAccounts', () => HttpResponse.json({ data: { agentAccounts: { __typename: 'AgentAccountPage', hasMore: false, offset: 0, items: [] } } })));
    await renderInUrdu('/dashboard/super-admin');
    await openTab('agents');
    expect(await within(panel()).findByText('ابھی کوئی B2B ایجنٹ نہیں۔')).toBeTruthy();
    expect(scan()).toEqual([]);
  });

  it('B2B agents, payments and mail failing to load: the fallbacks in Urdu', async () => {
    // the network down: no message from the server, so the page's own
    server.use(
      asAdmin,
      graphql.query('AgentAccounts', () => HttpResponse.error()),
      graphql.query('AdminPayments', () => HttpResponse.error()),
      graphql.query('MailOutbox', () => HttpResponse.error()),
    );
    await renderInUrdu('/dashboard/super-admin');
    await openTab('agents');
    expect(await within(panel()).findByText('ایجنٹس لوڈ نہیں ہو سکے۔')).toBeTruthy();
    await openTab('payments');
    expect(await within(panel()).findByText('ادائیگیاں لوڈ نہیں ہو سکیں۔')).toBeTruthy();
    await openTab('mail');
    expect(await within(panel()).findByText('ای میلز لوڈ نہیں ہو سکیں۔')).toBeTruthy();
    expect(scan()).toEqual([]);
  });

  it('payments: the lists, the filters, confirming a transfer, the reject dialog with its check', async () => {
    await adminDashboard('payments');
    const rows = await screen.findAllByTestId('admin-payment-row');
    await screen.findByTestId('admin-refund-row');
    expect(rows[1].textContent).toMatch(/Rs 129,500 · بینک ٹرانسفر · شروع کی گئی/);
    expect(within(rows[0]).getByRole('link', { name: 'انوائس INV-2026-000001 ڈاؤن لوڈ کریں' })).toBeTruthy();
    expect(screen.getByTestId('admin-refund-row').textContent).toContain('ٹرانسفر کا منتظر');
    expect(screen.getByRole('heading', { name: 'ادائیگیاں (تازہ ترین 20)' })).toBeTruthy();
    expect(scan()).toEqual([]);

    // the filters' options
    const methods = screen.getByRole('combobox', { name: 'ادائیگی کا طریقہ' });
    expect([...methods.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['تمام طریقے', 'سینڈ باکس', 'JazzCash', 'بینک ٹرانسفر']);

    fireEvent.click(within(rows[1]).getByTestId('reject-transfer'));
    const dialog = await screen.findByRole('alertdialog', { name: 'یہ ٹرانسفر مسترد کریں؟' });
    expect(scan(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'رہنے دیں' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'ٹرانسفر کی تصدیق کریں' }));
    expect(await toastSays('ٹرانسفر کی تصدیق ہو گئی')).toBeTruthy();
    expect(scan(screen.getByTestId('toast'))).toEqual([]);
  });

  it('payments: rejecting a transfer, and empty lists', async () => {
    await adminDashboard('payments');
    const rows = await screen.findAllByTestId('admin-payment-row');
    fireEvent.click(within(rows[1]).getByTestId('reject-transfer'));
    const dialog = await screen.findByRole('alertdialog');
    // no reason: the shared rule's message, through localMessage (its Urdu belongs with the rules' messages)
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    expect(await within(dialog).findByText(localMessage('Please give the reason (the payer sees it)'))).toBeTruthy();
    expect(scan(dialog)).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('reject-reason'), { target: { value: 'اس حوالے سے کوئی رقم نہیں آئی' } });
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    expect(await toastSays('ٹرانسفر مسترد کر دیا گیا')).toBeTruthy();
    expect(scan()).toEqual([]);

    server.use(
      graphql.query('AdminPayments', () => HttpResponse.json({ data: { payments: { __typename: 'PaymentPage', items: [], hasMore: false } } })),
      graphql.query('AdminRefunds', () => HttpResponse.json({ data: { refunds: { __typename: 'RefundPage', items: [], hasMore: false } } })),
    );
    fireEvent.change(screen.getByTestId('payments-status-filter'), { target: { value: 'expired' } });
    expect(await within(panel()).findByText('کوئی ادائیگی نہیں ملی۔')).toBeTruthy();
    expect(scan()).toEqual([]);
  });

  it('mail: the outbox, a message, the filter and an empty status', async () => {
    await adminDashboard('mail');
    const rows = await screen.findAllByTestId('mail-row');
    expect(within(rows[0]).getByText('بھیجی گئی')).toBeTruthy();
    expect(within(rows[1]).getByText('ناکام')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'پرانی' })).toBeTruthy();
    expect(scan()).toEqual([]);

    fireEvent.click(within(rows[0]).getByTestId('mail-open'));
    const dialog = await screen.findByTestId('mail-dialog');
    expect(dialog.textContent).toContain('منسلکات: واؤچر');
    expect(scan(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'بند کریں' }));
    await waitFor(() => expect(screen.queryByTestId('mail-dialog')).toBeNull());

    fireEvent.click(within(rows[1]).getByTestId('mail-open'));
    const failed = await screen.findByTestId('mail-dialog');
    expect(failed.textContent).toContain('کوششیں: 1');
    expect(scan(failed)).toEqual([]);
    fireEvent.click(within(failed).getByRole('button', { name: 'بند کریں' }));
    await waitFor(() => expect(screen.queryByTestId('mail-dialog')).toBeNull());

    fireEvent.change(screen.getByTestId('mail-status-filter'), { target: { value: 'queued' } });
    expect(await within(panel()).findByText('ابھی کوئی ای میل قطار میں نہیں۔')).toBeTruthy();
    expect(scan()).toEqual([]);
  });

  it('the developer API tab: its own keys, then every account’s', async () => {
    keys = [{ id: 'k1', name: 'Back office', prefix: 'sk_live_aaaa1111', revokedAt: null }];
    await adminDashboard('developer');
    await within(panel()).findByTestId('api-key-row');
    expect(within(panel()).getByText('آپ کی API کیز')).toBeTruthy();
    expect(scan()).toEqual([]);
    fireEvent.click(screen.getByTestId('all-keys-switch'));
    expect(await within(panel()).findByText('تمام API کیز')).toBeTruthy();
    expect(scan()).toEqual([]);
  });
});

describe('English unchanged', () => {
  it("dates as before (luxon's default 'Sep', not en-PK's 'Sept'); in Urdu with Urdu month names", async () => {
    const september = { createdAt: '2026-09-05T10:00:00.000Z', sentAt: '2026-09-05T10:00:02.000Z' };
    server.use(asAdmin, graphql.query('MailOutbox', () => HttpResponse.json({ data: { mailOutbox: { __typename: 'MailMessagePage', hasMore: false, limit: 20, offset: 0, items: [mailAs('1', september)] } } })));
    const english = renderApp('/dashboard/super-admin');
    await openTab('mail');
    expect((await screen.findByTestId('mail-row')).textContent).toMatch(/created 05 Sep 2026 \d\d:\d\d · sent 05 Sep 2026/);
    english.unmount();
    await renderInUrdu('/dashboard/super-admin');
    await openTab('mail');
    expect((await screen.findByTestId('mail-row')).textContent).toMatch(/بنی: 05 ستمبر 2026/);
  });
});

describe('/developers in Urdu', () => {
  it('signed out: the guide, its code left as code, the error codes and limits', async () => {
    await renderInUrdu('/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'پارٹنر API' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1۔ API کی حاصل کریں' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ٹریول ایجنٹ کے طور پر رجسٹر ہوں' })).toBeTruthy();
    // code stays as written, marked as English and not to be translated
    const snippet = screen.getAllByRole('region', { name: 'کوڈ کی مثال' })[0];
    expect(snippet.getAttribute('lang')).toBe('en');
    expect(snippet.getAttribute('translate')).toBe('no');
    expect(screen.getByTestId('error-table').textContent).toContain('BAD_USER_INPUT');
    expect(screen.getByTestId('limits-table').textContent).toContain('40,000');
    expect(scan()).toEqual([]);
  });

  it('as an agent: the way to the keys', async () => {
    server.use(asAgent);
    await renderInUrdu('/developers');
    expect(await screen.findByRole('link', { name: 'API کیز کا انتظام' })).toBeTruthy();
    expect(scan()).toEqual([]);
  });
});

describe('the API keys panel in Urdu (agent dashboard)', () => {
  it('empty, the name check, create, the key shown once, revoke with its confirmation', async () => {
    server.use(asAgent);
    await renderInUrdu('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-developer'));
    const keysPanel = await screen.findByTestId('api-keys-panel');
    expect(await within(keysPanel).findByTestId('no-api-keys')).toBeTruthy();
    expect(scan(keysPanel)).toEqual([]);

    // no name: the shared rule's message
    fireEvent.click(within(keysPanel).getByTestId('create-api-key'));
    expect(await within(keysPanel).findByText(localMessage('Key name is required'))).toBeTruthy();
    expect(scan(keysPanel)).toEqual([]);

    fireEvent.change(within(keysPanel).getByTestId('api-key-name'), { target: { value: 'بکنگ ویب سائٹ' } });
    fireEvent.click(within(keysPanel).getByTestId('create-api-key'));
    expect((await within(keysPanel).findByTestId('new-secret-value')).textContent).toBe(SECRET);
    expect(within(keysPanel).getByTestId('new-secret').textContent).toContain('“بکنگ ویب سائٹ” ابھی کاپی کر لیں');
    expect(await toastSays('API کی بن گئی')).toBeTruthy();
    await within(keysPanel).findByTestId('api-key-row');
    expect(scan(keysPanel)).toEqual([]);
    // the toast shows the new key's prefix (a code, in a plain-text toast)
    expect(scan(screen.getByTestId('toast'), ['sk', 'live', 'ab12cd34'])).toEqual([]);
    fireEvent.click(within(keysPanel).getByTestId('new-secret-done'));
    await waitFor(() => expect(within(keysPanel).queryByTestId('new-secret')).toBeNull());

    fireEvent.click(within(keysPanel).getByTestId('revoke-api-key'));
    expect(await within(keysPanel).findByRole('button', { name: 'ابھی منسوخ کریں' })).toBeTruthy();
    expect(scan(keysPanel)).toEqual([]);
    fireEvent.click(within(keysPanel).getByTestId('confirm-revoke'));
    expect(await toastSays('API کی منسوخ ہو گئی')).toBeTruthy();
    expect(await within(keysPanel).findByText('منسوخ شدہ')).toBeTruthy();
    expect(scan(keysPanel)).toEqual([]);
    expect(scan(screen.getByTestId('toast'))).toEqual([]);
  });

  it('the server refusing a new key, and the list failing', async () => {
    server.use(
      asAgent,
      graphql.mutation('CreateApiKey', () => HttpResponse.json({ errors: [{ message: 'آپ کو یہ کرنے کی اجازت نہیں', extensions: { code: 'FORBIDDEN' } }], data: null })),
    );
    await renderInUrdu('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-developer'));
    const keysPanel = await screen.findByTestId('api-keys-panel');
    fireEvent.change(await within(keysPanel).findByTestId('api-key-name'), { target: { value: 'ایک' } });
    fireEvent.click(within(keysPanel).getByTestId('create-api-key'));
    expect(await toastSays('API کی نہیں بن سکی')).toBeTruthy();
    expect(scan(screen.getByTestId('toast'))).toEqual([]);
  });

  it('the list failing', async () => {
    server.use(asAgent, graphql.query('ApiKeys', () => HttpResponse.json({ errors: [{ message: 'boom' }], data: null }, { status: 500 })));
    await renderInUrdu('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-developer'));
    const keysPanel = await screen.findByTestId('api-keys-panel');
    expect(await within(keysPanel).findByText(/^خرابی: /)).toBeTruthy();
  });
});
