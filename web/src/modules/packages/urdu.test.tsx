import { addDays, localToday } from '@rules/dates.js';
import { addMonthsToDate } from '@rules/visa.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, pkg } from '../../test/catalogue';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { bankInstructions, BOOKING_ID, PAYMENT_ID, payHandler, payment, pendingBooking as pending, sandboxPaymentHandler } from '../../test/payments-fixtures';
import { ORIGIN, renderElement } from '../../test/render';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';
import { APP_ID, OFFER_ID, visaApplicationAs, visaOfferAs } from '../../test/visa';
import { validVoucher, VOUCHER_CODE as VOUCHER } from '../../test/vouchers-fixtures';
import { MyVisaApplications } from '../visa/MyVisaApplications';
import { PaymentLine, refundSummary } from '../payments/BookingPayment';

// Issue 21: the packages page, the visa pages, checkout and the sandbox's page, the voucher check, joining an agency
// and the welcome page, in Urdu. Every state a reader can reach is scanned for Latin-script words; content as stored
// (package, offer and item names, countries, people's names, notes) is marked lang="en" where it is shown and left out.

// An offer's or application's title inside an accessible name ("Apply for UAE 30-day tourist visa", in Urdu words
// around it): content as stored, in an attribute, where lang="en" cannot mark it
const TITLE_WORDS: string[] = [];
// the signed-in traveller's first name, in the top bar's greeting (its title attribute)
const TRAVELLER = ['Ayesha'];

type Vars = Record<string, unknown>;
let signedIn = true;
let packages: (type: string) => unknown[] = () => [pkg()];
let offers: unknown[] = [visaOfferAs()];
let application: Vars = visaApplicationAs();
let checkout: Vars = {};
let methods: unknown[] = [];
const applied: Vars[] = [];

const method = (m: string, label: string, available = true) => ({ __typename: 'PaymentMethodOption', method: m, label, available });

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: signedIn ? meAs({ language: 'ur' }) : null } })),
  graphql.query('Packages', ({ variables }) => HttpResponse.json({ data: { packages: page('PackagePage', packages(String(variables.type))) } })),
  graphql.query('VisaOffers', () => HttpResponse.json({ data: { visaOffers: { __typename: 'VisaOfferPage', items: offers, hasMore: false } } })),
  graphql.query('VisaApplyOffer', () => HttpResponse.json({ data: { visaOffer: visaOfferAs() } })),
  graphql.mutation('ApplyForVisa', ({ variables }) => {
    applied.push(variables.input as Vars);
    return HttpResponse.json({ data: { applyForVisa: visaApplicationAs({ status: 'draft', statusNote: null }) } });
  }),
  graphql.query('VisaApplicationDetail', () => HttpResponse.json({ data: { visaApplication: application } })),
  graphql.query('Checkout', () => HttpResponse.json({ data: { booking: checkout, paymentMethods: methods } })),
  sandboxPaymentHandler,
  payHandler(() => ({ redirectUrl: null, instructions: bankInstructions({ accountTitle: 'Safarnama Travels' }) })),
  graphql.mutation('CreatePaymentProofUploadUrl', () =>
    HttpResponse.json({ data: { createPaymentProofUploadUrl: { __typename: 'UploadUrl', uploadURL: `${ORIGIN}/upload/one` } } }),
  ),
  http.put(`${ORIGIN}/upload/one`, () => HttpResponse.json({ file: 'proof.png' })),
  graphql.mutation('SubmitBankTransferProof', () => HttpResponse.json({ data: { submitBankTransferProof: payment({ method: 'bank_transfer', proofSubmittedAt: '2026-11-24T10:05:00.000Z' }) } })),
  http.get(`${ORIGIN}/api/vouchers/:code`, ({ params }) => {
    if (params.code === VOUCHER) {
      return HttpResponse.json(validVoucher);
    }
    if (params.code === 'cancelled') {
      return HttpResponse.json({
        valid: false,
        status: 'cancelled',
        reference: 'Z9Y8X7W6',
        type: 'package',
        itemName: 'Economy Umrah from Karachi',
        travelDate: '2026-12-12T04:00:00.000Z',
        checkInDate: null,
        checkOutDate: null,
        passengerCount: 1,
        leadInitials: 'Z. S.',
      });
    }
    if (params.code === 'broken') return HttpResponse.json({ message: 'boom' }, { status: 500 });
    return HttpResponse.json({ message: 'Voucher not found', code: 'NOT_FOUND' }, { status: 404 });
  }),
  graphql.query('AgencyInvitation', ({ variables }) =>
    variables.token === 'gone'
      ? HttpResponse.json({ data: { agencyInvitation: null } })
      : HttpResponse.json({
          data: { agencyInvitation: { __typename: 'AgencyInvitationPreview', agencyName: 'Imran Khan (alnoor)', email: 'new@example.pk', memberRole: variables.token === 'boss' ? 'manager' : 'staff', kind: 'staff', subAgencyName: null, expiresAt: '2026-12-01T10:00:00.000Z' } },
        }),
  ),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  signedIn = true;
  packages = () => [pkg()];
  offers = [visaOfferAs()];
  application = visaApplicationAs();
  applied.length = 0;
  await backToEnglish();
});
afterAll(() => server.close());

const noEnglish = (extra: readonly string[] = []) => expect(latinWords(document.body, [...TRAVELLER, ...extra])).toEqual([]);

describe('/packages in Urdu', () => {
  it('every tab: the cards, their prices and badges, and the empty state', async () => {
    signedIn = false;
    packages = (type) => (type === 'umrah' ? [pkg(), pkg({ id: 'p-2', featured: false, departureCity: null, inclusions: ['Hotels', 'Visa', 'Transfers', 'Ziyarat'] })] : []);
    await renderInUrdu('/packages');
    const cards = await screen.findAllByTestId('package-card');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('پیکجز');
    expect(within(cards[0]).getByText('نمایاں')).toBeTruthy();
    expect(within(cards[0]).getByTestId('package-price').textContent).toBe('PKR 265,000 فی کس');
    expect(within(cards[0]).getByText('مزید 3 سہولیات شامل')).toBeTruthy();
    expect(within(cards[1]).getByText('مزید 1 سہولت شامل')).toBeTruthy();
    // the departure city is content, inside the Urdu words
    expect(within(cards[0]).getByText('Karachi').closest('[lang="en"]')).toBeTruthy();
    noEnglish();
    for (const [type, label] of [
      ['hajj', 'حج'],
      ['holiday', 'تفریحی'],
      ['international', 'بین الاقوامی'],
      ['domestic', 'اندرونِ ملک'],
    ]) {
      fireEvent.click(screen.getByTestId(`tab-${type}`));
      expect(screen.getByTestId(`tab-${type}`).textContent).toBe(label);
      expect(await screen.findByText('کوئی پیکج دستیاب نہیں')).toBeTruthy();
      expect(latinWords(document.body, TRAVELLER), type).toEqual([]);
    }
  });
});

describe('/visa in Urdu', () => {
  it('the offers, a processing time not offered, another nationality, and the search form’s check', async () => {
    offers = [visaOfferAs({ notes: 'Apply at least 10 days before travel.' }), visaOfferAs({ id: 'o-2', entries: 'multiple', visaType: 'business', title: 'UAE 30-day tourist visa' })];
    await renderInUrdu('/visa?to=UAE&from=India&processing=urgent');
    const [card] = await screen.findAllByTestId('visa-offer-card');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ویزا سروسز');
    expect(within(card).getByTestId('visa-processing').textContent).toBe('پروسیسنگ: نارمل 7 تا 10 دن (ارجنٹ دستیاب نہیں)');
    expect(within(card).getByText('پاسپورٹ اسکین (تصویر والا صفحہ)')).toBeTruthy();
    expect(within(card).getByText('سنگل انٹری · 60 دن کے لیے کارآمد · 30 دن تک قیام')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'UAE 30-day tourist visa کے لیے اپلائی کریں' })).toBeTruthy();
    noEnglish(TITLE_WORDS);
    fireEvent.change(screen.getByTestId('visa-from'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('visa-search'));
    expect(await screen.findByText('ملک لکھنا ضروری ہے')).toBeTruthy();
    noEnglish(TITLE_WORDS);
  });

  it('nothing found, and a failure to load', async () => {
    offers = [];
    const first = await renderInUrdu('/visa');
    expect(await screen.findByText('کوئی ویزا سروس نہیں ملی')).toBeTruthy();
    expect(screen.getByText('تمام ویزا سروسز')).toBeTruthy();
    noEnglish();
    first.unmount();
    server.use(graphql.query('VisaOffers', () => HttpResponse.error()));
    await renderInUrdu('/visa?to=UAE');
    expect(await screen.findByTestId('error-card')).toBeTruthy();
    noEnglish();
  });
});

describe('applying for a visa in Urdu', () => {
  async function fill(i: number, values: Record<string, string>) {
    for (const [k, v] of Object.entries(values)) fireEvent.change(await screen.findByTestId(`applicant-${i}-${k}`), { target: { value: v } });
  }

  it('the form, each missing field and the passport rule in Urdu, then the application', async () => {
    await renderInUrdu(`/visa/apply/${OFFER_ID}?processing=express`);
    await screen.findByTestId('applicant-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('اپلائی کریں: UAE 30-day tourist visa');
    noEnglish();
    fireEvent.click(screen.getByTestId('add-applicant'));
    expect(screen.getAllByTestId('applicant-form')).toHaveLength(2);
    noEnglish();
    fireEvent.click(screen.getByRole('button', { name: 'درخواست گزار 2 کو ہٹائیں' }));

    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findAllByText('پورا نام (پاسپورٹ کے مطابق) لکھنا ضروری ہے')).length).toBeGreaterThan(0);
    expect(screen.getByText('پاسپورٹ نمبر لکھنا ضروری ہے')).toBeTruthy();
    expect(screen.getByText('تاریخِ پیدائش لکھنا ضروری ہے')).toBeTruthy();
    expect(await screen.findByText('فارم دیکھ لیں')).toBeTruthy();
    noEnglish();

    const travel = addDays(localToday(), 40);
    fireEvent.change(screen.getByTestId('apply-travel-date'), { target: { value: travel } });
    await fill(0, { fullName: 'Ayesha Khan', passportNumber: 'AB1234567', dateOfBirth: '1990-04-12', passportExpiry: addDays(addMonthsToDate(travel, 6), -1) });
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findAllByText('پاسپورٹ سفر کے بعد کم از کم 6 ماہ تک کارآمد ہو')).length).toBeGreaterThan(0);
    noEnglish();
    expect(applied).toHaveLength(0);

    await fill(0, { passportExpiry: addMonthsToDate(travel, 6) });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(await screen.findByText('درخواست شروع ہو گئی')).toBeTruthy();
    await screen.findByTestId('applicant-card');
    noEnglish();
  });

  it('a server refusal keeps the Urdu fallback', async () => {
    server.use(graphql.mutation('ApplyForVisa', () => HttpResponse.error()));
    await renderInUrdu(`/visa/apply/${OFFER_ID}`);
    await screen.findByTestId('applicant-form');
    fireEvent.change(screen.getByTestId('apply-travel-date'), { target: { value: addDays(localToday(), 40) } });
    await fill(0, { fullName: 'Ayesha Khan', passportNumber: 'AB1234567', dateOfBirth: '1990-04-12', passportExpiry: '2101-01-01' });
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('درخواست شروع نہیں ہو سکی')).toBeTruthy();
    noEnglish();
  });
});

describe('a visa application in Urdu', () => {
  const uploaded = (kind: string, over: Vars = {}) => ({
    __typename: 'VisaDocument',
    id: `d-${kind}`,
    applicantId: 'ap-1',
    kind,
    label: kind,
    contentType: 'application/pdf',
    sizeBytes: 245_000,
    createdAt: '2026-11-22T09:30:00.000Z',
    supersededAt: null,
    downloadUrl: `/api/visa/documents/d-${kind}`,
    ...over,
  });

  it('documents requested: the note, the slots, a refused upload, the timeline', async () => {
    application = visaApplicationAs({ documents: [uploaded('passport_scan')] });
    await renderInUrdu(`/visa/applications/${APP_ID}`);
    await screen.findByTestId('documents-requested-note');
    expect(screen.getByTestId('submit-application').textContent).toBe('دوبارہ جمع کرائیں');
    expect(within(screen.getByTestId('timeline')).getAllByText('دستاویزات درکار').length).toBeGreaterThan(0);
    expect(screen.getByText('ابھی اپ لوڈ نہیں ہوئی')).toBeTruthy();
    noEnglish();
    const notAPicture = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('upload-photo'), { target: { files: [notAPicture] } });
    expect(await screen.findByText('اپ لوڈ قبول نہیں ہوا')).toBeTruthy();
    expect(screen.getByText(/صرف PDF فائلیں/)).toBeTruthy();
    // the file formats by their own names, as the rules' Urdu (messages-ur.ts) writes them
    noEnglish(['JPEG', 'WebP']);
  });

  it('approved with the visa, refused with a refund, a draft', async () => {
    application = visaApplicationAs({ status: 'approved', statusNote: null, documents: [uploaded('passport_scan'), uploaded('photo', { contentType: 'image/jpeg' }), uploaded('visa')] });
    const first = await renderInUrdu(`/visa/applications/${APP_ID}`);
    expect(await screen.findByText('آپ کا ویزا منظور ہو گیا ہے')).toBeTruthy();
    noEnglish();
    first.unmount();

    application = visaApplicationAs({ status: 'rejected', statusNote: 'Bank statement too short', paymentStatus: 'refund_due', refundDueInPkr: '38500.00' });
    const second = await renderInUrdu(`/visa/applications/${APP_ID}`);
    expect(await screen.findByText('ویزا نہیں ملا')).toBeTruthy();
    expect(screen.getByText('کل رقم (ریفنڈ واجب)')).toBeTruthy();
    noEnglish();
    second.unmount();

    application = visaApplicationAs({ status: 'draft', statusNote: null, applicantCount: 2 });
    await renderInUrdu(`/visa/applications/${APP_ID}`);
    expect((await screen.findByTestId('submit-application')).textContent).toBe('درخواست جمع کرائیں');
    expect(screen.getByText('جمع کرانے کے لیے تمام دستاویزات اپ لوڈ کریں۔')).toBeTruthy();
    noEnglish();
  });

  it("the processor's panel, submitted and in process", async () => {
    signedIn = true;
    application = visaApplicationAs({ status: 'submitted', statusNote: null, viewerIsApplicant: false, viewerCanProcess: true });
    const first = await renderInUrdu(`/visa/applications/${APP_ID}`);
    expect(await screen.findByTestId('processor-panel')).toBeTruthy();
    expect(screen.getByTestId('request-documents').textContent).toBe('دستاویزات طلب کریں');
    noEnglish();
    first.unmount();
    application = visaApplicationAs({ status: 'in_process', statusNote: null, viewerIsApplicant: false, viewerCanProcess: true });
    await renderInUrdu(`/visa/applications/${APP_ID}`);
    expect((await screen.findByTestId('reject-visa')).textContent).toBe('مسترد کریں');
    noEnglish();
  });

  it('my applications: a row with its requested documents, and none yet', async () => {
    const row = {
      __typename: 'VisaApplication',
      id: APP_ID,
      title: 'UAE 30-day tourist visa',
      country: 'United Arab Emirates',
      processing: 'express',
      travelDate: '2099-01-15',
      applicantCount: 2,
      totalPriceInPkr: '77000.00',
      status: 'documents_requested',
      statusNote: 'Photo must have a white background',
      createdAt: '2026-11-22T09:00:00.000Z',
    };
    server.use(
      graphql.query('MyVisaApplications', () => HttpResponse.json({ data: { myVisaApplications: { __typename: 'VisaApplicationPage', items: [row], hasMore: false } } })),
    );
    window.localStorage.setItem('safarnama.language', 'ur');
    const first = renderElement(<MyVisaApplications />);
    const found = await screen.findByTestId('visa-application-row');
    await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
    expect(await within(found).findByText(/2 درخواست گزار/)).toBeTruthy();
    expect(within(found).getByTestId('visa-status').textContent).toBe('دستاویزات درکار');
    noEnglish(TITLE_WORDS);
    first.unmount();

    server.use(
      graphql.query('MyVisaApplications', () => HttpResponse.json({ data: { myVisaApplications: { __typename: 'VisaApplicationPage', items: [], hasMore: false } } })),
    );
    renderElement(<MyVisaApplications />);
    expect(await screen.findByText('ابھی کوئی ویزا درخواست نہیں۔')).toBeTruthy();
    noEnglish();
  });
});

describe('checkout in Urdu', () => {
  it('what is due, the hold, every method (sandbox, JazzCash, bank transfer, wallet), the bank’s details and the proof', async () => {
    checkout = pending();
    methods = [method('sandbox', 'Sandbox (test payments)'), method('jazzcash', 'JazzCash'), method('bank_transfer', 'Bank transfer'), method('wallet', 'Wallet')];
    await renderInUrdu(`/checkout/${BOOKING_ID}`);
    await screen.findByTestId('pay-button');
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/^آپ کے لیے محفوظ: (10:00|9:[45]\d)$/);
    expect(screen.getByRole('radio', { name: 'بینک ٹرانسفر' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'والیٹ' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'جاز کیش' })).toBeTruthy();
    expect(screen.getByTestId('pay-button').textContent).toBe('Rs 55,500 ادا کریں');
    noEnglish();
    fireEvent.click(screen.getByRole('radio', { name: 'والیٹ' }));
    fireEvent.click(screen.getByRole('radio', { name: 'بینک ٹرانسفر' }));
    fireEvent.click(screen.getByTestId('pay-button'));
    const box = await screen.findByTestId('bank-instructions');
    expect(box.textContent).toContain('PK00MEZN0001');
    noEnglish();
    const proof = new File(['png'], 'proof.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/ٹرانسفر کا ثبوت اپ لوڈ کریں/), { target: { files: [proof] } });
    expect(await within(box).findByText(/ثبوت موصول ہو گیا/)).toBeTruthy();
    noEnglish();
  });

  it('the results (received, waiting, failed, cancelled), the receipts and an ended hold', async () => {
    methods = [method('sandbox', 'Sandbox (test payments)')];
    const paid = payment({ status: 'succeeded', invoiceUrl: '/api/payments/x/invoice.pdf', invoiceNumber: 'INV-2026-000042' });
    const refund = {
      __typename: 'Refund',
      id: 'r-1',
      bookingId: BOOKING_ID,
      paymentId: PAYMENT_ID,
      method: 'sandbox',
      reason: 'cancellation',
      status: 'awaiting_transfer',
      amountInPkr: '27750.00',
      createdAt: '2026-11-24T10:00:00.000Z',
      settledAt: null,
      reference: null,
      note: null,
      creditNoteUrl: '/api/refunds/r-1/credit-note.pdf',
      creditNoteNumber: 'CN-2026-000007',
    };
    const cases: [Vars, RegExp][] = [
      [bookingAs({ id: BOOKING_ID, status: 'confirmed', paymentStatus: 'partially_paid', payable: true, amountPaidInPkr: '55500.00', amountDueNowInPkr: '0.00', balanceDueInPkr: '129500.00', balanceDueAt: '2098-12-18T00:00:00.000Z', payments: [paid], refunds: [refund] }), /ادائیگی موصول ہو گئی: Rs 55,500۔ آپ کی بکنگ کنفرم ہو گئی ہے۔ بقایا رقم: Rs 129,500۔/],
      [pending({ payments: [payment({ method: 'bank_transfer' })] }), /بینک ٹرانسفر کا انتظار ہے/],
      [pending({ payments: [payment({ status: 'failed', failureReason: 'Card declined by the issuer' })] }), /ادائیگی ناکام ہو گئی: Card declined by the issuer۔/],
      [pending({ payments: [payment({ status: 'failed' })] }), /^ادائیگی ناکام ہو گئی۔/],
      [pending({ payments: [payment({ status: 'cancelled' })] }), /ادائیگی منسوخ ہو گئی۔/],
      [pending({ holdExpiresAt: new Date(Date.now() - 1000).toISOString(), payable: false }), /^$/],
    ];
    for (const [booking, said] of cases) {
      checkout = booking;
      const view = await renderInUrdu(`/checkout/${BOOKING_ID}`);
      const result = await screen.findByTestId('payment-result');
      await waitFor(() => expect(result.textContent).toMatch(said));
      expect(latinWords(document.body, TRAVELLER), said.source).toEqual([]);
      view.unmount();
    }
  });

  it('a receipt list and a booking’s payment line, and the refund summary', async () => {
    checkout = bookingAs({ id: BOOKING_ID, payments: [payment({ status: 'succeeded', method: 'wallet', purpose: 'full' })], refunds: [] });
    methods = [];
    const view = await renderInUrdu(`/checkout/${BOOKING_ID}`);
    const receipts = await screen.findByTestId('receipts');
    expect(receipts.textContent).toContain('پوری رقم · والیٹ · Rs 55,500 · کامیاب · حوالہ SFN-123');
    noEnglish();
    view.unmount();

    renderElement(<PaymentLine row={bookingAs({ paymentStatus: 'partially_paid', amountPaidInPkr: '55500.00', balanceDueInPkr: '129500.00', balanceDueAt: '2098-12-18T00:00:00.000Z' })} />);
    expect((await screen.findByTestId('payment-line')).textContent).toBe('ادائیگی: جزوی ادائیگی · ادا شدہ Rs 55,500 · بقایا Rs 129,500، آخری تاریخ 18 دسمبر 2098');
    noEnglish();
    expect(refundSummary({ paidInPkr: '55500.00', refundInPkr: '41625.00', penaltyInPkr: '13875.00', refundPercent: 75 })).toBe(
      'آپ نے Rs 55,500 ادا کیے: Rs 41,625 (75%) واپس ملیں گے، Rs 13,875 کاٹے جائیں گے۔',
    );
  });
});

describe('the sandbox’s page in Urdu', () => {
  it('open, closed, and not found', async () => {
    const first = await renderInUrdu(`/pay/${PAYMENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Rs 55,500 ادا کریں' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مسترد کریں' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'چھوڑ دیں' })).toBeTruthy();
    noEnglish();
    first.unmount();

    server.use(
      graphql.query('SandboxPayment', () => HttpResponse.json({ data: { payment: { ...payment({ status: 'succeeded', bookingId: null }), booking: null } } })),
    );
    const second = await renderInUrdu(`/pay/${PAYMENT_ID}`);
    expect(await screen.findByText('یہ چیک آؤٹ بند ہو چکا ہے (ادائیگی کامیاب ہو گئی)۔')).toBeTruthy();
    expect(screen.getByText('والیٹ پر واپس جائیں')).toBeTruthy();
    noEnglish();
    second.unmount();

    server.use(graphql.query('SandboxPayment', () => HttpResponse.error()));
    await renderInUrdu(`/pay/${PAYMENT_ID}`);
    expect(await screen.findByText('یہ ادائیگی نہیں ملی۔')).toBeTruthy();
    noEnglish();
  });
});

describe('the voucher check in Urdu', () => {
  it('a valid voucher, a cancelled one, not found, and a failure', async () => {
    signedIn = false;
    const first = await renderInUrdu(`/v/${VOUCHER}`);
    const card = await screen.findByTestId('voucher-check');
    expect(within(card).getByTestId('voucher-validity').textContent).toBe('درست واؤچر');
    expect(within(card).getByTestId('voucher-status').textContent).toBe('کنفرم');
    expect(within(card).getByText(/10 دسمبر 2026/)).toBeTruthy();
    noEnglish();
    first.unmount();

    const second = await renderInUrdu('/v/cancelled');
    expect((await screen.findByTestId('voucher-validity')).textContent).toBe('واؤچر درست نہیں');
    expect(screen.getByText('یہ بکنگ منسوخ ہو چکی ہے۔')).toBeTruthy();
    noEnglish();
    second.unmount();

    const third = await renderInUrdu('/v/nothing-here');
    expect(await screen.findByText('واؤچر نہیں ملا')).toBeTruthy();
    noEnglish();
    third.unmount();

    await renderInUrdu('/v/broken');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/اس وقت واؤچر کی تصدیق نہیں ہو سکی/)).toBeTruthy();
    noEnglish();
  });
});

describe('joining an agency in Urdu', () => {
  it('the invitation, the form’s checks, signed in already, and a link that is not valid', async () => {
    signedIn = false;
    const first = await renderInUrdu('/join/tok123');
    expect((await screen.findByTestId('join-summary')).textContent).toBe(
      'Imran Khan (alnoor) نے new@example.pk کو اسٹاف کے طور پر شامل ہونے کی دعوت دی ہے۔ سائن اِن کا طریقہ منتخب کریں۔',
    );
    noEnglish();
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText('پہلا نام لکھنا ضروری ہے')).toBeTruthy();
    noEnglish();
    first.unmount();

    signedIn = true;
    const second = await renderInUrdu('/join/boss');
    expect((await screen.findByTestId('join-summary')).textContent).toMatch(/مینیجر کے طور پر/);
    expect(await screen.findByText(/کے طور پر سائن اِن ہیں/)).toBeTruthy();
    noEnglish();
    second.unmount();

    await renderInUrdu('/join/gone');
    expect((await screen.findByTestId('join-error')).textContent).toBe('یہ دعوتی لنک درست نہیں');
    noEnglish();
  });
});

describe('the welcome page in Urdu', () => {
  it('greets by name with the role, the shortcuts and help', async () => {
    await renderInUrdu('/');
    expect((await screen.findByTestId('welcome-heading')).textContent).toBe('خوش آمدید، Ayesha!');
    expect(screen.getByTestId('role-label').textContent).toBe('کسٹمر');
    expect(screen.getByText('سپورٹ سے رابطہ کریں')).toBeTruthy();
    noEnglish();
  });
});
