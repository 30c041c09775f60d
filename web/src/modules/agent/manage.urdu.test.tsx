import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { localMessage, switchLanguage } from '../../i18n';
import { agencyInvitation, agencyMember, agentDashboardHandlers, createPackageFails, fillHolidayPackage, murreeWeekendAs, myPackagesPage, pngFile, typeInto } from '../../test/agent-fixtures';
import { serveUrduTests } from '../../test/dashboard-fixtures';
import { handlers } from '../../test/handlers';
import { packageAs } from '../../test/packages';
import { latinWords, renderInUrdu } from '../../test/urdu';

// Issue 21: the agent dashboard's package management (list, empty states, the package dialog with its checks, edit,
// delete, image uploads), the Staff tab and the visa desk in Urdu. Each scan covers what these tabs and dialogs show
// (the open tab's panel, the dialog, the toast); the dashboard around them is another area's.

type Vars = Record<string, unknown>;

const pageOf = myPackagesPage;
const member = agencyMember;
const invitation = agencyInvitation;

const staffAnswer = (members: unknown[], invitations: unknown[]) => HttpResponse.json<{ data: Record<string, unknown> }>({ data: { agencyMembers: members, agencyInvitations: invitations } });

const application = (over: Vars) => ({
  __typename: 'VisaApplication',
  id: 'a-1',
  title: 'UAE Tourist Visa',
  country: 'United Arab Emirates',
  processing: 'express',
  applicantCount: 2,
  appliedBy: 'Bilal Travels',
  status: 'submitted',
  dueAt: '2026-11-01T10:00:00.000Z',
  travelDate: '2026-12-20',
  ...over,
});

const offer = (over: Vars) => ({
  __typename: 'VisaOffer',
  id: 'o-1',
  title: 'Dubai 30-day Visa',
  country: 'United Arab Emirates',
  visaType: 'tourist',
  active: true,
  soldBy: 'alnoor',
  processingOptions: [{ __typename: 'VisaProcessingOption', processing: 'normal', priceInPkr: '28000.00' }],
  ...over,
});

const server = setupServer(
  ...agentDashboardHandlers({ agencyRole: 'owner', language: 'ur' }),
  graphql.query('MyPackages', () => pageOf([])),
  graphql.query('AgencyStaff', () =>
    staffAnswer([member({}), member({ userId: 'u-2', username: 'bilal.mgr', firstName: 'Bilal', role: 'manager', status: 'suspended' })], [
      invitation({}),
      invitation({ id: 'i-2', email: 'hina@example.pk', role: 'manager', expiresAt: '2026-12-01T10:00:00.000Z', createdAt: '2026-11-24T10:00:00.000Z', expired: false }),
    ]),
  ),
  ...handlers,
);
serveUrduTests(server);

/** The open tab's content (the dashboard's other tabs stay mounted, hidden). The panel left behind stays shown while it
 * leaves (Ark's presence waits a frame for an exit animation), so the open one is the one marked selected. */
const panel = () => {
  const open = screen.getAllByRole('tabpanel').filter((p) => p.hasAttribute('data-selected'));
  expect(open).toHaveLength(1);
  return open[0];
};
const toastShown = async (title: string) => {
  await screen.findByText(title);
  return screen.getByTestId('toast');
};
const type = typeInto;

async function openTab(tab: 'packages' | 'staff' | 'visa') {
  await renderInUrdu('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId(`agent-tab-${tab}`));
}

async function openCreateDialog() {
  await renderInUrdu('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId('quick-add-package'));
  return screen.findByTestId('package-dialog');
}

describe('package management in Urdu', () => {
  it('lists packages: cards, statuses, counts, the filter and Load more', async () => {
    server.use(
      graphql.query('MyPackages', () =>
        pageOf(
          [
            packageAs(),
            murreeWeekendAs({ bookings: 1, duration: '3 days' }),
          ],
          true,
        ),
      ),
    );
    await openTab('packages');
    const [umrah, murree] = await screen.findAllByTestId('package-card');
    expect(screen.getByText('پیکج مینجمنٹ')).toBeTruthy();
    expect(screen.getByText('اپنے عمرہ، حج اور ہالیڈے پیکجز کا انتظام کریں')).toBeTruthy();
    expect(within(umrah).getByTestId('package-featured').textContent).toContain('نمایاں');
    expect(within(umrah).getByTestId('package-status').textContent).toBe('فعال');
    expect(within(umrah).getByText('عمرہ')).toBeTruthy();
    // the city is content, marked as English
    expect(within(umrah).getByText('Karachi').getAttribute('lang')).toBe('en');
    expect(within(umrah).getByText(/روانگی/)).toBeTruthy();
    expect(within(umrah).getByText('2 بکنگز')).toBeTruthy();
    expect(within(umrah).getByTestId('package-card-spots').textContent).toContain('سیٹیں');
    expect(within(umrah).getByTestId('package-card-price').textContent).toBe('Rs 185,000');
    expect(within(murree).getByTestId('package-status').textContent).toBe('غیر فعال');
    expect(within(murree).getByText('اندرونِ ملک')).toBeTruthy();
    expect(within(murree).getByText('ابھی کوئی ریٹنگ نہیں')).toBeTruthy();
    expect(within(murree).getByText('1 بکنگ')).toBeTruthy();
    const filter = screen.getByTestId('package-type-filter') as HTMLSelectElement;
    expect(Array.from(filter.options).map((o) => o.text)).toEqual(['تمام اقسام', 'عمرہ', 'حج', 'ہالیڈے', 'بین الاقوامی', 'اندرونِ ملک']);
    expect(screen.getByText('مزید دکھائیں')).toBeTruthy();
    expect(latinWords(panel())).toEqual([]);
  });

  it('the empty list, and the empty search', async () => {
    await openTab('packages');
    expect(await screen.findByText('کوئی پیکج نہیں ملا')).toBeTruthy();
    expect(screen.getByText('اپنا پہلا پیکج بنا کر آغاز کریں۔')).toBeTruthy();
    expect(screen.getByTestId('create-first-package').textContent).toContain('اپنا پہلا پیکج بنائیں');
    expect(latinWords(panel())).toEqual([]);

    fireEvent.change(screen.getByPlaceholderText('پیکجز تلاش کریں...'), { target: { value: 'Hunza' } });
    expect(await screen.findByText('تلاش یا فلٹر بدل کر دوبارہ دیکھیں۔')).toBeTruthy();
    expect(latinWords(panel())).toEqual([]);
  });

  it('the create dialog: every tab, the checks in Urdu, then Package Created', async () => {
    const created: Vars[] = [];
    server.use(
      graphql.mutation('CreatePackage', ({ variables }) => {
        created.push(variables.input as Vars);
        return HttpResponse.json({ data: { createPackage: packageAs({ id: '5b7d1c2e-0000-4000-8000-000000000099' }) } });
      }),
    );
    const dialog = await openCreateDialog();
    expect(within(dialog).getByText('نیا پیکج شامل کریں')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);
    for (const tab of ['details', 'images', 'policies']) {
      fireEvent.click(within(dialog).getByTestId(`pkg-tab-${tab}`));
      expect(latinWords(dialog), tab).toEqual([]);
    }
    expect(within(dialog).getByText('عمرہ پیکج کی تفصیلات')).toBeTruthy();

    // an empty form: the rules' messages, in Urdu, and the tabs with problems marked
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('pkg-tab-basic').getAttribute('aria-selected')).toBe('true'));
    expect(await within(dialog).findByText('پیکج کا نام لکھنا ضروری ہے')).toBeTruthy();
    expect(within(dialog).getByText('تفصیل کم از کم 10 حروف کی ہو')).toBeTruthy();
    expect(within(dialog).getByText('دورانیہ لکھنا ضروری ہے')).toBeTruthy();
    expect(within(dialog).getByText('قیمت 0 سے زیادہ ہو')).toBeTruthy();
    expect(within(dialog).getByText('زیادہ سے زیادہ گنجائش 0 سے زیادہ ہو')).toBeTruthy();
    expect(within(dialog).getAllByLabelText('اس حصے میں غلطیاں ہیں').length).toBeGreaterThan(0);
    expect(latinWords(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(await within(dialog).findByText('کم از کم ایک شامل سہولت لکھیں')).toBeTruthy();
    type(dialog, 'pkg-makkahNights', '-1');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-policies'));
    type(dialog, 'pkg-advancePaymentPercent', '101');
    expect(await within(dialog).findByText('ایڈوانس ادائیگی 0 سے 100 فیصد کے درمیان ہو')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(await within(dialog).findByText('راتیں 0 یا اس سے زیادہ ہوں')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);
    expect(created).toHaveLength(0);
    type(dialog, 'pkg-makkahNights', '');

    // a holiday package's details
    fireEvent.click(within(dialog).getByTestId('pkg-tab-basic'));
    type(dialog, 'pkg-type', 'holiday');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(await within(dialog).findByText('ہالیڈے پیکج کی تفصیلات')).toBeTruthy();
    expect(latinWords(dialog)).toEqual([]);

    // a valid package
    fireEvent.click(within(dialog).getByTestId('pkg-tab-basic'));
    fillHolidayPackage(dialog);
    fireEvent.click(within(dialog).getByTestId('pkg-tab-policies'));
    type(dialog, 'pkg-advancePaymentPercent', '30');
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    const toast = await toastShown('پیکج بن گیا');
    expect(within(toast).getByText('آپ کا پیکج کامیابی سے بن گیا ہے۔')).toBeTruthy();
    expect(latinWords(toast)).toEqual([]);
    expect(created).toHaveLength(1);
  });

  it("the create dialog's failure toast", async () => {
    server.use(createPackageFails());
    const dialog = await openCreateDialog();
    fillHolidayPackage(dialog);
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    const toast = await toastShown('خرابی');
    expect(within(toast).getByText('پیکج نہیں بن سکا۔ دوبارہ کوشش کریں۔')).toBeTruthy();
    expect(latinWords(toast)).toEqual([]);
  });

  it('edit: the dialog prefilled, the status options, then Package Updated', async () => {
    server.use(
      graphql.query('MyPackages', () => pageOf([packageAs()])),
      graphql.mutation('UpdatePackage', () => HttpResponse.json({ data: { updatePackage: packageAs() } })),
    );
    await openTab('packages');
    fireEvent.click(await screen.findByTestId('package-edit'));
    const dialog = await screen.findByTestId('package-dialog');
    expect(within(dialog).getByText('پیکج میں ترمیم')).toBeTruthy();
    expect(within(dialog).getByText('پیکج کی تفصیلات بدلیں۔ تبدیلیاں مسافروں کو فوراً نظر آئیں گی۔')).toBeTruthy();
    // what the agent wrote (the package's own words in text boxes) is content
    const content = ['Fourteen', 'nights', 'near', 'the', 'Haram', 'Umrah', 'visa'];
    expect(latinWords(dialog, content)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(latinWords(dialog, content)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('pkg-tab-policies'));
    const status = within(dialog).getByTestId('pkg-status') as HTMLSelectElement;
    expect(Array.from(status.options).map((o) => o.text)).toEqual(['فعال (مارکیٹ پلیس پر دستیاب)', 'غیر فعال (پوشیدہ)', 'ڈرافٹ (پوشیدہ)']);
    expect(latinWords(dialog, content)).toEqual([]);
    fireEvent.click(within(dialog).getByText('پیکج اپ ڈیٹ کریں'));
    const toast = await toastShown('پیکج اپ ڈیٹ ہو گیا');
    expect(latinWords(toast)).toEqual([]);
  });

  it('delete: the confirmation (archive and delete), then the toast', async () => {
    server.use(
      graphql.query('MyPackages', () => pageOf([packageAs(), packageAs({ id: '5b7d1c2e-0000-4000-8000-000000000002', name: 'Murree Weekend', bookings: 0 })])),
      graphql.mutation('DeletePackage', ({ variables }) =>
        HttpResponse.json({ data: { deletePackage: { __typename: 'DeletePackageResult', id: variables.id, outcome: 'archived' } } }),
      ),
    );
    await openTab('packages');
    const [booked, unbooked] = await screen.findAllByTestId('package-card');
    fireEvent.click(within(unbooked).getByTestId('package-delete'));
    let confirm = await screen.findByTestId('delete-dialog');
    expect(within(confirm).getByText('پیکج حذف کریں؟')).toBeTruthy();
    expect(within(confirm).getByText(/ہمیشہ کے لیے ہٹا دیا جائے گا/)).toBeTruthy();
    expect(within(confirm).getByText('Murree Weekend').getAttribute('lang')).toBe('en');
    expect(latinWords(confirm)).toEqual([]);
    fireEvent.click(within(confirm).getByText('منسوخ'));
    await waitFor(() => expect(screen.queryByTestId('delete-dialog')).toBeNull());

    fireEvent.click(within(booked).getByTestId('package-delete'));
    confirm = await screen.findByTestId('delete-dialog');
    expect(within(confirm).getByText(/اسے آرکائیو کر دیا جائے گا/)).toBeTruthy();
    expect(latinWords(confirm)).toEqual([]);
    fireEvent.click(within(confirm).getByTestId('delete-confirm'));
    const toast = await toastShown('پیکج آرکائیو ہو گیا');
    expect(toast.textContent).toContain('اب مارکیٹ پلیس پر نظر نہیں آئے گا');
    // the toast names the package (content)
    expect(latinWords(toast, ['Premium', 'Umrah', 'from', 'Karachi'])).toEqual([]);
  });

  it('delete fails: the error toast', async () => {
    server.use(
      graphql.query('MyPackages', () => pageOf([packageAs()])),
      graphql.mutation('DeletePackage', () => HttpResponse.error()),
    );
    await openTab('packages');
    fireEvent.click(await screen.findByTestId('package-delete'));
    fireEvent.click(await screen.findByTestId('delete-confirm'));
    const toast = await toastShown('خرابی');
    expect(toast.textContent).toContain('پیکج حذف نہیں ہو سکا۔');
  });
});

describe('image uploads in Urdu', () => {
  const png = pngFile;
  let n = 0;
  let hold: Promise<void> | null = null;
  const uploads = () => {
    n = 0;
    server.use(
      http.post('*/api/objects/upload', () => {
        n++;
        return HttpResponse.json({ uploadURL: `http://localhost:3000/api/objects/upload/token${n}` });
      }),
      http.put('*/api/objects/upload/:token', async ({ params }) => {
        if (hold) await hold;
        return HttpResponse.json({ url: `/media/uploads/00000000-0000-4000-8000-00000000000${String(params.token).slice(-1)}.png` }, { status: 201 });
      }),
    );
  };
  afterEach(() => {
    hold = null;
  });

  it('uploading, uploaded (previews, cover, remove), too many', async () => {
    uploads();
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const dialog = await openCreateDialog();
    fireEvent.click(within(dialog).getByTestId('pkg-tab-images'));
    expect(within(dialog).getByText('پیکج کی تصاویر اپ لوڈ کریں')).toBeTruthy();
    expect(within(dialog).getByTestId('pkg-image-count').textContent).toContain('تصاویر');
    expect(latinWords(dialog)).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('pkg-image-input'), { target: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(within(dialog).getByTestId('pkg-image-count').textContent).toContain('اپ لوڈ ہو رہی ہیں'));
    expect(latinWords(dialog)).toEqual([]);
    release();
    await waitFor(() => expect(within(dialog).getAllByTestId('pkg-image-preview')).toHaveLength(2));
    const toast = await toastShown('تصویر اپ لوڈ ہو گئی');
    expect(within(toast).getByText('پیکج کی تصویر کامیابی سے اپ لوڈ ہو گئی ہے۔')).toBeTruthy();
    expect(latinWords(toast)).toEqual([]);
    expect(within(dialog).getByText('کور')).toBeTruthy();
    expect(within(dialog).getByAltText('پیکج کی تصویر 1')).toBeTruthy();
    expect(within(dialog).getByLabelText('تصویر 2 ہٹائیں')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('pkg-image-count').textContent).not.toContain('اپ لوڈ ہو رہی ہیں'));
    expect(latinWords(dialog)).toEqual([]);

    // four more: three fit
    hold = null;
    fireEvent.change(within(dialog).getByTestId('pkg-image-input'), { target: { files: [png('c.png'), png('d.png'), png('e.png'), png('f.png')] } });
    expect(await screen.findByText('ایک پیکج میں زیادہ سے زیادہ 5 تصاویر ہو سکتی ہیں')).toBeTruthy();
    expect(screen.getByText('تصاویر بہت زیادہ ہیں')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByTestId('pkg-image-preview')).toHaveLength(5));
    expect(latinWords(dialog)).toEqual([]);
  });

  it('a file too large or not an image, and a failed upload', async () => {
    uploads();
    const dialog = await openCreateDialog();
    fireEvent.click(within(dialog).getByTestId('pkg-tab-images'));
    fireEvent.change(within(dialog).getByTestId('pkg-image-input'), { target: { files: [png('huge.png', 5_242_881)] } });
    let toast = await toastShown('اپ لوڈ نہیں ہو سکا');
    // the file's name is the agent's own
    expect(toast.textContent).toContain('huge.png');
    expect(toast.textContent).toContain('ہر تصویر زیادہ سے زیادہ 5 MB کی ہو');
    expect(latinWords(toast, ['huge', 'png'])).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('pkg-image-input'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('صرف JPEG، PNG، WebP یا GIF تصاویر'));
    expect(n).toBe(0);

    server.use(http.put('*/api/objects/upload/:token', () => HttpResponse.error()));
    fireEvent.change(within(dialog).getByTestId('pkg-image-input'), { target: { files: [png('a.png')] } });
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('تصویر اپ لوڈ نہیں ہو سکی۔ دوبارہ کوشش کریں۔'));
    toast = screen.getByTestId('toast');
    expect(latinWords(toast)).toEqual([]);
  });
});

describe('the Staff tab in Urdu', () => {
  // people's names are content, and a role select's accessible name carries its member's name
  const names = ['Sana', 'Iqbal', 'Bilal'];

  it('members, pending invitations, the invite form and its check, the link, and the actions’ toasts', async () => {
    const calls: string[] = [];
    server.use(
      graphql.mutation('InviteAgencyMember', ({ variables }) =>
        HttpResponse.json({
          data: {
            inviteAgencyMember: {
              __typename: 'AgencyInvitationCreated',
              path: '/join/tok123',
              link: 'https://safarnama.example/join/tok123',
              invitation: invitation({ id: 'i-3', email: variables.email, role: variables.role, expired: false, expiresAt: '2026-12-01T10:00:00.000Z' }),
            },
          },
        }),
      ),
      graphql.mutation('SuspendAgencyMember', ({ variables }) => {
        calls.push('suspend');
        return HttpResponse.json({ data: { suspendAgencyMember: { __typename: 'AgencyMemberType', userId: variables.userId, role: 'staff', status: 'suspended' } } });
      }),
      graphql.mutation('RemoveAgencyMember', () => HttpResponse.error()),
    );
    await openTab('staff');
    const rows = await screen.findAllByTestId('staff-member-row');
    expect(screen.getByText('اسٹاف ممبر کو مدعو کریں')).toBeTruthy();
    expect(rows[0].textContent).toContain('فعال');
    expect(rows[1].textContent).toContain('معطل');
    expect(within(rows[0]).getByText('Sana Iqbal').getAttribute('lang')).toBe('en');
    expect(within(rows[0]).getByLabelText('Sana Iqbal کا کردار')).toBeTruthy();
    const [expired, valid] = screen.getAllByTestId('staff-invitation-row');
    expect(expired.textContent).toContain('مدت ختم');
    expect(valid.textContent).toMatch(/مینیجر · .*نومبر.* کو بھیجی گئی · .*دسمبر.* تک کارآمد/);
    expect(latinWords(panel(), names)).toEqual([]);

    fireEvent.change(screen.getByTestId('invite-email'), { target: { value: 'not an email' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('درست ای میل ایڈریس لکھیں')).toBeTruthy();
    expect(latinWords(panel(), names)).toEqual([]);

    fireEvent.change(screen.getByTestId('invite-email'), { target: { value: 'hina@example.pk' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect((await screen.findByTestId('invite-link-value')).textContent).toBe('https://safarnama.example/join/tok123');
    expect(screen.getByTestId('invite-link').textContent).toContain('یہ لنک نئے ممبر کو بھیجیں');
    expect(latinWords(panel(), names)).toEqual([]);
    fireEvent.click(screen.getByText('ہو گیا'));
    await screen.findByTestId('invite-form');

    fireEvent.click(within(screen.getAllByTestId('staff-member-row')[0]).getByTestId('staff-suspend'));
    let toast = await toastShown('ممبر معطل ہو گیا');
    expect(toast.textContent).toContain('اب ایجنسی کی طرف سے کوئی کام نہیں کر سکتے۔');
    expect(latinWords(toast, names)).toEqual([]);
    expect(calls).toEqual(['suspend']);

    const first = screen.getAllByTestId('staff-member-row')[0];
    fireEvent.click(within(first).getByTestId('staff-remove'));
    expect(within(first).getByTestId('staff-remove-confirm').textContent).toBe('ہٹانے کی تصدیق کریں');
    expect(latinWords(panel(), names)).toEqual([]);
    fireEvent.click(within(first).getByTestId('staff-remove-confirm'));
    toast = await toastShown('ممبر ہٹایا نہیں جا سکا');
    expect(latinWords(toast)).toEqual([]);
  });

  it('no staff yet', async () => {
    server.use(graphql.query('AgencyStaff', () => staffAnswer([], [])));
    await openTab('staff');
    expect(await screen.findByTestId('staff-empty')).toHaveProperty('textContent', 'ابھی کوئی اسٹاف نہیں: اوپر سے کسی کو مدعو کریں۔');
    expect(latinWords(panel())).toEqual([]);
  });

  it('a list that did not load', async () => {
    server.use(graphql.query('AgencyStaff', () => HttpResponse.error()));
    await openTab('staff');
    await screen.findByRole('alert');
    expect(latinWords(panel())).toEqual([]);
  });
});

describe('the visa desk in Urdu', () => {
  // titles and who applied are content, marked lang=en (also inside the Open link's and the switch's names)
  const content: string[] = [];

  it("the queue (an application's actions, overdue), the filters and the offers; a failed switch", async () => {
    server.use(
      graphql.query('VisaQueue', () =>
        HttpResponse.json({
          data: {
            visaQueue: {
              __typename: 'VisaApplicationPage',
              items: [application({}), application({ id: 'a-2', applicantCount: 1, processing: 'urgent', status: 'documents_requested', dueAt: '2099-01-01T10:00:00.000Z' })],
              hasMore: false,
            },
          },
        }),
      ),
      graphql.query('MySellerVisaOffers', () =>
        HttpResponse.json({ data: { mySellerVisaOffers: { __typename: 'VisaOfferPage', items: [offer({}), offer({ id: 'o-2', active: false, visaType: 'umrah' })], hasMore: false } } }),
      ),
      graphql.mutation('SetVisaOfferActive', () => HttpResponse.error()),
    );
    await openTab('visa');
    const rows = await screen.findAllByTestId('queue-row');
    expect(screen.getByRole('heading', { name: 'ویزا سروسز' })).toBeTruthy();
    expect(screen.getByText('پروسیسنگ کی قطار')).toBeTruthy();
    expect(rows[0].textContent).toContain('2 درخواست گزار');
    expect(rows[0].textContent).toContain('ایکسپریس');
    expect(rows[0].textContent).toContain('(تاخیر)');
    expect(rows[1].textContent).not.toContain('(تاخیر)');
    // the applicant, shown and inside the Open link's hidden name, marked as stored both times
    for (const el of within(rows[0]).getAllByText('Bilal Travels')) expect(el.getAttribute('lang')).toBe('en');
    const open = within(rows[0]).getByTestId('queue-open');
    // seen: 'Open'; heard: the whole sentence, the title and the applicant as stored
    expect(open.querySelector('[aria-hidden="true"]')?.textContent).toBe('کھولیں');
    expect(open.textContent).toContain('Bilal Travels کی UAE Tourist Visa درخواست کھولیں');
    expect(open.getAttribute('href')).toBe('/visa/applications/a-1');
    const filter = screen.getByTestId('queue-filter') as HTMLSelectElement;
    expect(Array.from(filter.options).map((o) => o.text)).toEqual(['کرنے کے کام', 'سب', 'جمع شدہ', 'دستاویزات طلب کی گئیں', 'کارروائی جاری', 'منظور', 'مسترد']);
    const offers = await screen.findAllByTestId('seller-offer');
    expect(offers[0].textContent).toContain('سیاحتی');
    expect(offers[0].textContent).toContain('لسٹڈ');
    expect(offers[1].textContent).toContain('پوشیدہ');
    expect(latinWords(panel(), content)).toEqual([]);

    fireEvent.click(within(offers[0]).getByRole('checkbox'));
    const toast = await toastShown('اپ ڈیٹ نہیں ہو سکا');
    expect(toast.textContent).toContain('آفر میں تبدیلی نہیں ہو سکی۔');
    expect(latinWords(toast)).toEqual([]);
  });

  it('an empty queue and no offers', async () => {
    await openTab('visa');
    expect(await screen.findByText('قطار میں کچھ نہیں۔')).toBeTruthy();
    expect(await screen.findByText(/آپ ابھی ویزا سروسز فروخت نہیں کرتے/)).toBeTruthy();
    expect(latinWords(panel())).toEqual([]);
  });
});

describe('the package rules’ messages through localMessage (the dialog’s checks and the server’s answers)', () => {
  it('in Urdu with their figures; unknown ones as the shared messages say; English unchanged', async () => {
    const english = ['Package name must be at most 200 characters', 'At most 30 destinations', 'Max capacity cannot be less than the 3 spots already booked'];
    expect(english.map(localMessage)).toEqual(english);
    await act(() => switchLanguage('ur'));
    expect(localMessage('Package name is required')).toBe('پیکج کا نام لکھنا ضروری ہے');
    expect(localMessage('Package name must be at most 200 characters')).toBe('پیکج کے نام میں زیادہ سے زیادہ 200 حروف ہوں');
    expect(localMessage('Description must not contain control characters')).toBe('تفصیل میں کنٹرول کریکٹر نہیں ہو سکتے');
    expect(localMessage('At most 30 destinations')).toBe('منزلوں کی تعداد زیادہ سے زیادہ 30 ہو سکتی ہے');
    expect(localMessage('Each of the inclusions must be at most 200 characters')).toBe('شامل سہولیات میں ہر اندراج زیادہ سے زیادہ 200 حروف کا ہو');
    expect(localMessage('Max capacity must be at most 10000')).toBe('زیادہ سے زیادہ گنجائش 10000 تک ہو سکتی ہے');
    expect(localMessage('Max capacity cannot be less than the 1 spot already booked')).toBe('زیادہ سے زیادہ گنجائش پہلے سے بک شدہ 1 سیٹ سے کم نہیں ہو سکتی');
    expect(localMessage('Max capacity cannot be less than the 3 spots already booked')).toBe('زیادہ سے زیادہ گنجائش پہلے سے بک شدہ 3 سیٹوں سے کم نہیں ہو سکتی');
    expect(localMessage('Please enter a valid email address')).toBe('درست ای میل ایڈریس لکھیں');
  });
});
