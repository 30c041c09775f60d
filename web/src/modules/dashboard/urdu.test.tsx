import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { agentStatsAs, customerSaleAs, statementAs, statementLine, topUpLine } from '../../test/agent-fixtures';
import { cancellationQuote75, goldUserStats, partlyPaidAs, serveUrduTests } from '../../test/dashboard-fixtures';
import { bookingAs, handlers, markupsAs, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { latinWords, renderInUrdu } from '../../test/urdu';

// Issue 21: the traveller's dashboard, the notification bell and the agent's dashboard in Urdu. Each state is scanned
// for Latin-script words; stored content (item names, people, descriptions, bank accounts) is marked lang="en".
// The signed-in person's first name is in the page's heading (PageHeader takes a string, so it cannot be marked):
// the scans allow that one name.

type Vars = Record<string, unknown>;
// the signed-in people's names are shown as written (lang=en), so no Latin word is allowed for them
// (the traveller's first name in the page heading: an existing test finds the heading's text as one node, so it is not
// split out and marked)
const TRAVELLER = ['Ayesha'];
const AGENT: string[] = [];

// ---- the traveller ----

const partlyPaid = partlyPaidAs({ specialRequirements: 'Wheelchair at the airport', passengerCount: 2 });
const hotel = bookingAs({
  id: 'ffeedd01-0000-4000-8000-000000000002',
  type: 'hotel',
  itemName: 'Pearl Continental Lahore',
  status: 'cancelled',
  paymentStatus: 'refunded',
  totalPriceInPkr: '215760.00',
});

// ---- the agent ----

const stats = agentStatsAs();
const activity = [
  { __typename: 'AgentActivity', id: 'booking:1', kind: 'booking', description: 'New booking: Premium Umrah from Karachi by ayesha', status: 'confirmed', at: new Date(Date.now() - 3_600_000).toISOString(), amountInPkr: '185000.00' },
  { __typename: 'AgentActivity', id: 'package:2', kind: 'package', description: 'Package created: Hunza Valley Escape', status: 'new', at: new Date(Date.now() - 86_400_000).toISOString(), amountInPkr: null },
  { __typename: 'AgentActivity', id: 'package:3', kind: 'package', description: 'Package archived: Murree Weekend', status: 'archived', at: new Date(Date.now() - 2 * 86_400_000).toISOString(), amountInPkr: null },
];
const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, i) => ({
  __typename: 'AgentMonth',
  month,
  bookings: i * 2,
  earnings: `${i * 125000}.00`,
}));
const sold = bookingAs({ id: 'b0b0b0b0-0000-4000-8000-000000000001', bookedBy: 'ayesha', itemName: 'Premium Umrah from Karachi', passengerCount: 2 });
const sale = customerSaleAs({ voucherUrl: '/api/vouchers/c1c2c3c4.pdf' });
const statement = (vars: Vars, lines: unknown[] = [topUpLine(), statementLine('2', { debitInPkr: '40000.00', balanceInPkr: '-1500.15', actorUsername: 'alnoor.staff' })], more = false) =>
  statementAs(vars, {
    lineCount: more ? 120 : lines.length,
    csvUrl: `/api/wallet/statement?format=csv`,
    xlsxUrl: `/api/wallet/statement?format=xlsx`,
    lines: { __typename: 'StatementLinePage', hasMore: more, limit: 50, offset: 0, items: lines },
  });
const payout = {
  __typename: 'Payout',
  id: 'p1',
  amountInPkr: '25000.00',
  bankAccount: 'PK36SCBL0000001123456702 Standard Chartered',
  status: 'rejected',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
  transferReference: null,
  reason: 'The account title does not match',
};

const agentHandlers = [
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent', firstName: 'Imran', username: 'alnoor' }) } })),
  graphql.query('AgentStats', () => HttpResponse.json({ data: { agentStats: stats } })),
  graphql.query('AgentActivity', () => HttpResponse.json({ data: { agentActivity: activity } })),
  graphql.query('AgentMonthly', () => HttpResponse.json({ data: { agentMonthly: months } })),
  graphql.query('SoldBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [sold], hasMore: false } } })),
  graphql.query('CustomerSales', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [sale], hasMore: false } } })),
  graphql.query('MyMarkups', () => HttpResponse.json({ data: { myMarkups: markupsAs({ hotel: { kind: 'fixed', value: '2500.00' } }) } })),
  graphql.query('Wallet', () =>
    HttpResponse.json({ data: { wallet: { __typename: 'Wallet', agentId: 'agent-1', balanceInPkr: '-3500.10', creditLimitInPkr: '10000.00', availableInPkr: '6499.90', reservedInPkr: '0.00' } } }),
  ),
  graphql.query('WalletStatement', ({ variables }) => HttpResponse.json({ data: { walletStatement: statement(variables) } })),
  graphql.query('MyEarnings', () =>
    HttpResponse.json({ data: { myEarnings: { __typename: 'EarningsSummary', balanceInPkr: '90000.00', pendingPayoutsInPkr: '0.00', availableForPayoutInPkr: '90000.00' } } }),
  ),
  graphql.query('MyPayouts', () => HttpResponse.json({ data: { myPayouts: { __typename: 'PayoutPage', hasMore: false, items: [payout] } } })),
  graphql.mutation('RequestPayout', ({ variables }) =>
    HttpResponse.json({ data: { requestPayout: { ...payout, id: 'p2', status: 'requested', decidedAt: null, reason: null, ...variables } } }),
  ),
  graphql.mutation('TopUpWallet', ({ variables }) =>
    HttpResponse.json({
      data: {
        topUpWallet: {
          __typename: 'PaymentStart',
          payment: { __typename: 'Payment', id: 'f1b2c3d4-0000-4000-8000-000000000001', status: 'initiated', amountInPkr: variables.amountInPkr },
          redirectUrl: null,
          formPost: null,
          instructions: {
            __typename: 'BankTransferInstructions',
            bankName: 'Meezan Bank',
            accountTitle: 'Safarnama',
            iban: 'PK00MEZN0000000000000001',
            reference: 'P20261124100000K7M2Q',
            amountInPkr: variables.amountInPkr,
            payBy: null,
          },
        },
      },
    }),
  ),
];

const server = setupServer(
  // the device's Urdu is saved to the profile of someone whose profile says English
  graphql.mutation('SetLanguage', ({ variables }) =>
    HttpResponse.json({ data: { setLanguage: { __typename: 'User', id: meAs().id, language: variables.language } } }),
  ),
  ...handlers,
);
serveUrduTests(server);

// a failure without a message of its own (the app shows its fallback)
const fail = () => HttpResponse.error();
const noEnglish = (extra: readonly string[], root: HTMLElement = document.body) => expect(latinWords(root, extra)).toEqual([]);

function asTraveller(items: unknown[] = [partlyPaid, hotel], hasMore = false) {
  server.use(
    graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ language: 'ur' }) } })),
    graphql.query('MyBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items, hasMore } } })),
    goldUserStats(),
    cancellationQuote75(),
  );
}

describe("the traveller's dashboard in Urdu", () => {
  it('the overview with its figures, quick actions and recommendations', async () => {
    asTraveller();
    await renderInUrdu('/dashboard/end-user');
    await waitFor(() => expect(screen.getByTestId('stat-tier-value').textContent).toBe('گولڈ'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('خوش آمدید، Ayesha!');
    expect(screen.getByText('5 مکمل سفر')).toBeTruthy();
    expect(screen.getByText('شمالی پاکستان کی سیر')).toBeTruthy();
    noEnglish(TRAVELLER);
  });

  it('My Bookings: the rows, the cancel dialog with its refund, the toasts', async () => {
    asTraveller([partlyPaid, hotel], true);
    server.use(graphql.mutation('CancelBooking', () => HttpResponse.json({ data: { cancelBooking: { ...partlyPaid, status: 'cancelled', payable: false } } })));
    await renderInUrdu('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const [first, second] = await screen.findAllByTestId('booking-row');
    expect(within(first).getByText('پیکج بکنگ')).toBeTruthy();
    expect(within(second).getByText('ہوٹل بکنگ')).toBeTruthy();
    expect(within(first).getByText(/2 مسافر/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مزید دکھائیں' })).toBeTruthy();
    noEnglish(TRAVELLER);

    fireEvent.click(within(first).getByTestId('cancel-booking'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toContain('کیا بکنگ');
    expect(within(dialog).getByRole('button', { name: 'بکنگ برقرار رکھیں' })).toBeTruthy();
    expect(within(dialog).getByText('کٹوتی (واپس نہیں ہوگی)')).toBeTruthy();
    noEnglish(TRAVELLER);

    fireEvent.click(within(dialog).getByTestId('cancel-confirm'));
    expect(await screen.findByText('بکنگ منسوخ ہو گئی')).toBeTruthy();
    expect(screen.getByText(/منسوخ کر دی گئی ہے۔/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    noEnglish(TRAVELLER);
  });

  it('a booking that cannot be cancelled: the server’s Urdu, or the fallback', async () => {
    asTraveller([partlyPaid]);
    // the server answers in Urdu (Accept-Language: ur)
    server.use(graphql.query('CancellationQuote', () => HttpResponse.json({ errors: [{ message: 'یہ سفر شروع ہو چکا ہے', extensions: { code: 'CONFLICT' } }] })));
    await renderInUrdu('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    fireEvent.click(within(await screen.findByTestId('booking-row')).getByTestId('cancel-booking'));
    expect(await screen.findByText('منسوخی نہیں ہو سکی')).toBeTruthy();
    expect(screen.getByText('یہ سفر شروع ہو چکا ہے')).toBeTruthy();
    noEnglish(TRAVELLER);

    // the cancellation itself fails without a message: the fallback
    server.use(
      graphql.query('CancellationQuote', ({ variables }) =>
        HttpResponse.json({
          data: { cancellationQuote: { __typename: 'CancellationQuote', bookingId: variables.bookingId, paidInPkr: '0.00', refundInPkr: '0.00', penaltyInPkr: '0.00', refundPercent: 100, daysBeforeTravel: 30 } },
        }),
      ),
      graphql.mutation('CancelBooking', () => fail()),
    );
    fireEvent.click(within(screen.getByTestId('booking-row')).getByTestId('cancel-booking'));
    fireEvent.click(await screen.findByTestId('cancel-confirm'));
    expect(await screen.findByText('بکنگ منسوخ نہیں ہو سکی۔ دوبارہ کوشش کریں۔')).toBeTruthy();
    noEnglish(TRAVELLER);
  });

  it('upcoming trips with special requirements, and the empty lists', async () => {
    asTraveller();
    const { unmount } = await renderInUrdu('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-upcoming'));
    const [row] = await screen.findAllByTestId('upcoming-row');
    expect(within(row).getByText(/خصوصی ضروریات/)).toBeTruthy();
    expect(within(row).getByText(/سفر کی تاریخ: .*2099/)).toBeTruthy();
    noEnglish(TRAVELLER);
    unmount();

    asTraveller([]);
    await renderInUrdu('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    expect(await screen.findByText('ابھی تک کوئی بکنگ نہیں')).toBeTruthy();
    expect(screen.getByText('اپنا پہلا سفر بک کریں')).toBeTruthy();
    noEnglish(TRAVELLER);
    fireEvent.click(screen.getByTestId('tab-upcoming'));
    expect(await screen.findByText('کوئی آنے والا سفر نہیں')).toBeTruthy();
    noEnglish(TRAVELLER);
  });

  it('the profile', async () => {
    asTraveller();
    await renderInUrdu('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-profile'));
    expect((await screen.findByTestId('profile-role')).textContent).toBe('مسافر');
    expect(screen.getByTestId('profile-language').textContent).toBe('زبان: اردو');
    expect(screen.getByText('کرنسی: PKR')).toBeTruthy();
    expect(screen.getByText('لاگ آؤٹ', { selector: '[data-testid="profile-logout"]' })).toBeTruthy();
    noEnglish(TRAVELLER);
  });
});

describe('the notification bell in Urdu', () => {
  // written in the reader's language of the moment: Urdu now, an older one from when they read English
  const note = (i: number, readAt: string | null, english = false) => ({
    __typename: 'Notification',
    id: `0000000${i}-0000-4000-8000-000000000000`,
    kind: 'payment_receipt',
    title: english ? `Payment received for booking #A1B2C3D${i}` : `بکنگ \u2066#A1B2C3D${i}\u2069 کی ادائیگی موصول ہو گئی`,
    body: english ? 'We have received Rs 55,500 for Economy Umrah from Karachi.' : 'ہمیں Economy Umrah from Karachi کے لیے \u2066Rs 55,500\u2069 موصول ہو گئے ہیں۔',
    link: '/dashboard/end-user',
    createdAt: new Date(Date.now() - i * 3_600_000).toISOString(),
    readAt,
  });

  it('open with items: its name, the list and its buttons', async () => {
    asTraveller();
    server.use(
      graphql.query('UnreadNotificationCount', () => HttpResponse.json({ data: { unreadNotificationCount: 3 } })),
      graphql.query('Notifications', () =>
        HttpResponse.json({
          data: { notifications: { __typename: 'NotificationPage', hasMore: true, limit: 10, offset: 0, items: [note(1, null), note(2, null), note(3, '2026-11-20T00:00:00.000Z', true)] } },
        }),
      ),
    );
    await renderInUrdu('/dashboard/end-user');
    const bell = await screen.findByRole('button', { name: 'اطلاعات، 3 نئی' });
    fireEvent.click(bell);
    const panel = await screen.findByTestId('notifications-panel');
    await within(panel).findAllByTestId('notification-item');
    expect(within(panel).getByTestId('notifications-read-all').textContent).toBe('سب کو پڑھا ہوا کریں');
    expect(within(panel).getByTestId('notifications-more').textContent).toBe('مزید دکھائیں');
    expect(within(panel).getAllByLabelText('نئی')).toHaveLength(2);
    // each says its own language
    expect(within(panel).getAllByText(/کی ادائیگی موصول ہو گئی/, { selector: '[lang="ur"]' })).toHaveLength(2);
    expect(within(panel).getByText('Payment received for booking #A1B2C3D3').getAttribute('lang')).toBe('en');
    // the Urdu one's body names the package as stored, in English: the scan sees it
    noEnglish([...TRAVELLER, 'Economy', 'Umrah', 'from', 'Karachi']);
  });

  it('open and empty; and when the list cannot be loaded', async () => {
    asTraveller();
    const { unmount } = await renderInUrdu('/dashboard/end-user');
    fireEvent.click(await screen.findByRole('button', { name: 'اطلاعات' }));
    expect(await screen.findByTestId('notifications-empty')).toHaveProperty('textContent', 'ابھی کوئی اطلاع نہیں۔');
    noEnglish(TRAVELLER);
    unmount();

    asTraveller();
    server.use(graphql.query('Notifications', () => fail()));
    await renderInUrdu('/dashboard/end-user');
    fireEvent.click(await screen.findByRole('button', { name: 'اطلاعات' }));
    expect(await screen.findByText('اطلاعات لوڈ نہیں ہو سکیں۔')).toBeTruthy();
    noEnglish(TRAVELLER);
  });
});

/** The agent's dashboard at `path`, with `over` instead of the agent's usual answers. */
async function asAgent(path = '/dashboard/b2b-agent', over: typeof agentHandlers = []) {
  server.use(...agentHandlers);
  // a later use() comes first
  if (over.length) server.use(...over);
  return renderInUrdu(path);
}

async function openTab(tab: string) {
  fireEvent.click(await screen.findByTestId(`agent-tab-${tab}`));
}

describe("the agent's dashboard in Urdu", () => {
  it('the figures, the tabs and the overview (activity, quick actions, performance)', async () => {
    await asAgent();
    await waitFor(() => expect(screen.getByTestId('agent-total-packages-value').textContent).toBe('24'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('خوش آمدید، Imran');
    expect(screen.getByTestId('agent-rating').textContent).toContain('48 ریویوز');
    expect(screen.getByTestId('agent-active-bookings').textContent).toContain('5 زیرِ التوا');
    expect(screen.getByRole('tab', { name: 'ویزا سروسز' })).toBeTruthy();
    const items = await screen.findAllByTestId('agent-activity-item');
    expect(within(items[1]).getByText('نیا')).toBeTruthy();
    expect(items[0].textContent).toContain('نئی بکنگ: Premium Umrah from Karachi، از ayesha');
    expect(items[2].textContent).toContain('پیکج آرکائیو ہوا: Murree Weekend');
    expect(screen.getByText('کارکردگی کا خلاصہ')).toBeTruthy();
    noEnglish(AGENT);
  });

  it('in English the activity lines are the server’s words exactly', async () => {
    server.use(...agentHandlers);
    renderApp('/dashboard/b2b-agent');
    const items = await screen.findAllByTestId('agent-activity-item');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(activity.map((a) => a.description));
  });

  it('the overview with no activity, and the flights and hotels tabs', async () => {
    await asAgent('/dashboard/b2b-agent', [graphql.query('AgentActivity', () => HttpResponse.json({ data: { agentActivity: [] } }))]);
    expect(await screen.findByTestId('agent-activity-empty')).toBeTruthy();
    noEnglish(AGENT);
    await openTab('flights');
    expect(await screen.findByText('اپنی فلائٹ ڈیلز اور خصوصی آفرز کا انتظام کریں')).toBeTruthy();
    noEnglish(AGENT);
    await openTab('hotels');
    expect(await screen.findByText('ہوٹلز دیکھیں')).toBeTruthy();
    noEnglish(AGENT);
  });

  it('analytics: the charts and the table', async () => {
    await asAgent();
    await openTab('analytics');
    expect(await screen.findByTestId('analytics-table')).toBeTruthy();
    expect(screen.getByText('کارکردگی کا تجزیہ')).toBeTruthy();
    expect(screen.getByText('نومبر 2026')).toBeTruthy();
    noEnglish(AGENT);
  });

  it('bookings: markups, bookings for customers with the voucher, bookings of the packages', async () => {
    await asAgent();
    await openTab('bookings');
    await screen.findByTestId('customer-sale-row');
    await screen.findByTestId('sold-booking-row');
    await screen.findByTestId('markup-hotel');
    expect((screen.getByTestId('markup-hotel-kind') as HTMLSelectElement).selectedOptions[0].textContent).toBe('مقررہ رقم (PKR)');
    expect(screen.getByText('آپ کے پیکجز کی بکنگز')).toBeTruthy();
    noEnglish(AGENT);

    // a markup over 100 %: the markup rules' message
    fireEvent.change(screen.getByTestId('markup-package-value'), { target: { value: '101' } });
    fireEvent.click(screen.getByTestId('markup-package-save'));
    expect(await within(screen.getByTestId('markup-package')).findByText(/مارک اپ فیصد/)).toBeTruthy();
    noEnglish(AGENT);

    fireEvent.click(screen.getByTestId('open-voucher'));
    const voucher = await screen.findByTestId('sale-voucher');
    expect(within(voucher).getByText(/2 مسافر/)).toBeTruthy();
    expect(within(voucher).getByRole('button', { name: 'پرنٹ کریں' })).toBeTruthy();
    noEnglish(AGENT);
  });

  it('bookings: the empty lists', async () => {
    await asAgent('/dashboard/b2b-agent', [
      graphql.query('SoldBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [], hasMore: false } } })),
      graphql.query('CustomerSales', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [], hasMore: false } } })),
    ]);
    await openTab('bookings');
    expect(await screen.findByTestId('sold-bookings-empty')).toBeTruthy();
    expect(await screen.findByTestId('customer-sales-empty')).toBeTruthy();
    noEnglish(AGENT);
  });

  it('wallet: the figures, the statement, earnings with payouts', async () => {
    await asAgent();
    await openTab('wallet');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('-Rs 3,500.10');
    await screen.findByTestId('statement-table');
    await screen.findByTestId('payout-row');
    expect(screen.getByText('آپ کی کریڈٹ لائن استعمال ہو رہی ہے')).toBeTruthy();
    expect(screen.getAllByTestId('statement-line')[0].textContent).toContain('رقم جمع');
    expect(screen.getByTestId('statement-line-actor').textContent).toBe('از alnoor.staff');
    expect(within(screen.getByTestId('payout-row')).getByText('مسترد')).toBeTruthy();
    noEnglish(AGENT);
  });

  it('wallet: the top-up form, its check and the bank transfer details', async () => {
    await asAgent();
    await openTab('wallet');
    fireEvent.click(await screen.findByTestId('topup-submit'));
    expect(await screen.findByText('رقم لکھنا ضروری ہے')).toBeTruthy();
    noEnglish(AGENT);
    // the wallet rules' own message (shared with the server)
    fireEvent.change(screen.getByTestId('topup-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('topup-submit'));
    expect(await screen.findByText(/^رقم صفر سے زیادہ ہو/)).toBeTruthy();
    noEnglish(AGENT);
    fireEvent.change(screen.getByTestId('topup-amount'), { target: { value: '25000' } });
    fireEvent.change(screen.getByTestId('topup-method'), { target: { value: 'bank_transfer' } });
    fireEvent.click(screen.getByTestId('topup-submit'));
    expect(await screen.findByTestId('bank-instructions')).toBeTruthy();
    noEnglish(AGENT);
  });

  it('wallet: the payout form, its checks and the toast', async () => {
    await asAgent();
    await openTab('wallet');
    const panel = await screen.findByTestId('earnings-panel');
    fireEvent.change(within(panel).getByTestId('payout-amount'), { target: { value: '12.345' } });
    fireEvent.click(within(panel).getByTestId('payout-request'));
    expect(await within(panel).findByText('رقم روپوں میں ہو، زیادہ سے زیادہ دو اعشاریہ تک')).toBeTruthy();
    expect(within(panel).getByText('بینک اکاؤنٹ لکھنا ضروری ہے')).toBeTruthy();
    noEnglish(AGENT);
    fireEvent.change(within(panel).getByTestId('payout-amount'), { target: { value: '25000' } });
    fireEvent.change(within(panel).getByTestId('payout-bank'), { target: { value: 'PK36SCBL0000001123456702' } });
    fireEvent.click(within(panel).getByTestId('payout-request'));
    expect(await screen.findByText('ادائیگی کی درخواست بھیج دی گئی')).toBeTruthy();
    noEnglish(AGENT);
  });

  it('the statement: the period checks, another account, no lines', async () => {
    await asAgent();
    await openTab('wallet');
    await screen.findByTestId('statement-table');
    fireEvent.change(screen.getByTestId('statement-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('statement-to'), { target: { value: '2027-01-01' } });
    fireEvent.click(screen.getByTestId('statement-show'));
    expect(await screen.findByText('اسٹیٹمنٹ زیادہ سے زیادہ ایک سال کی ہو سکتی ہے')).toBeTruthy();
    noEnglish(AGENT);
    fireEvent.change(screen.getByTestId('statement-to'), { target: { value: '2025-12-31' } });
    fireEvent.click(screen.getByTestId('statement-show'));
    expect(await screen.findByText('شروع کی تاریخ آخری تاریخ سے پہلے یا اسی دن ہونی چاہیے')).toBeTruthy();
    noEnglish(AGENT);

    server.use(graphql.query('WalletStatement', ({ variables }) => HttpResponse.json({ data: { walletStatement: statement(variables, []) } })));
    fireEvent.change(screen.getByTestId('statement-to'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByTestId('statement-account'), { target: { value: 'earnings' } });
    fireEvent.click(screen.getByTestId('statement-show'));
    expect(await screen.findByTestId('statement-empty')).toHaveProperty('textContent', 'اس مدت میں کوئی لین دین نہیں ہوا۔');
    noEnglish(AGENT);
  });

  it('the statement in pages', async () => {
    await asAgent('/dashboard/b2b-agent?tab=wallet', [
      graphql.query('WalletStatement', ({ variables }) => HttpResponse.json({ data: { walletStatement: statement(variables, undefined, true) } })),
    ]);
    await screen.findByTestId('statement-table');
    expect(screen.getByTestId('statement-next').textContent).toBe('اگلے');
    expect(screen.getByText(/120 میں سے اندراجات/)).toBeTruthy();
    noEnglish(AGENT);
  });

  it('the wallet and the statement cannot be loaded', async () => {
    await asAgent('/dashboard/b2b-agent?tab=wallet', [
      graphql.query('Wallet', () => fail()),
      graphql.query('WalletStatement', () => fail()),
      graphql.query('MyEarnings', () => fail()),
    ]);
    expect(await screen.findByText('آپ کا والیٹ لوڈ نہیں ہو سکا۔')).toBeTruthy();
    expect(await screen.findByText('اسٹیٹمنٹ لوڈ نہیں ہو سکی۔')).toBeTruthy();
    expect(await screen.findByText('آپ کی آمدنی لوڈ نہیں ہو سکی۔')).toBeTruthy();
    noEnglish(AGENT);
  });
});
