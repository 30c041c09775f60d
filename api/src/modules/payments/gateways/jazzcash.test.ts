import crypto from 'node:crypto';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.js';
import { systemContext } from '../../../core/context.js';
import { AuthError, UpstreamError, ValidationError } from '../../../core/errors.js';
import { paymentGateways } from './index.js';
import { JAZZCASH_HOSTS, JAZZCASH_PATHS, JazzCashGateway, jazzCashSecureHash, karachiTimestamp, paisaToPkr, pkrToPaisa } from './jazzcash.js';

// The JazzCash adapter against the documented messages (shared/reference/jazzcash.md): the secure hash on known
// vectors (computed here by hand from the documented algorithm, and fixed hex strings computed with openssl), the
// signed form post, the return/IPN check (tampering refused), and inquiry and refund against msw.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SALT = 'u8x2w6p4t0';
const settings = { merchantId: 'MC12345', password: 'pa55w0rd', integritySalt: SALT, env: 'sandbox' as const };
const gateway = (over: Partial<ConstructorParameters<typeof JazzCashGateway>[0]> = {}) => new JazzCashGateway({ ...settings, ...over });
const NOW = new Date('2026-11-23T13:30:00Z');
const config = loadConfig({ NODE_ENV: 'test' });
// initiate, inquire and refund touch no database
const ctx = systemContext({ em: undefined as never, config, log: pino({ level: 'silent' }), now: () => NOW });

const hmacHex = (text: string) => crypto.createHmac('sha256', SALT).update(text).digest('hex').toUpperCase();

const REQUEST = {
  paymentId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  reference: 'P20261123133000ABCDE',
  amountInPkr: '12500.50',
  description: 'Umrah Economy 14 nights (advance)',
  billReference: 'BK-1a2b3c4d',
  returnUrl: 'https://safarnama.example/pay/jazzcash/return',
  expiresAt: new Date('2026-11-23T13:50:00Z'),
  payerMobile: '03001234567',
};

// what JazzCash posts back for that request when it succeeds (the return post; the IPN carries the same fields)
const RETURN_FIELDS: Record<string, string> = {
  pp_Amount: '1250050',
  pp_AuthCode: '123456',
  pp_BillReference: 'BK1a2b3c4d',
  pp_Language: 'EN',
  pp_MerchantID: 'MC12345',
  pp_ResponseCode: '000',
  pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
  pp_RetreivalReferenceNo: '261123183512',
  pp_SubMerchantId: '',
  pp_TxnCurrency: 'PKR',
  pp_TxnDateTime: '20261123183000',
  pp_TxnRefNo: 'P20261123133000ABCDE',
  pp_TxnType: 'MWALLET',
  pp_Version: '1.1',
  ppmpf_1: '03001234567',
};
// openssl dgst -sha256 -hmac u8x2w6p4t0 over the string spelled out in the test below
const RETURN_HASH = '7B625A8950800C21CD445F6F94BD8152DD056C58B3A96907BB40B58F022BEA07';
const REQUEST_HASH = '718A2B2C8D9F8E54F9CD5ED707EF094455BA70D9A5C18387D779CF414B215D8F';

const form = (fields: Record<string, string>) => ({
  headers: {},
  rawBody: new URLSearchParams(fields).toString(),
  contentType: 'application/x-www-form-urlencoded',
});

describe('JazzCash secure hash', () => {
  it('matches the documented algorithm on a request (salt&sorted non-empty pp values, HMAC-SHA256, upper-case hex)', async () => {
    const checkout = await gateway().initiate(ctx, REQUEST);
    expect(checkout.kind).toBe('form_post');
    if (checkout.kind !== 'form_post') return;
    expect(checkout.url).toBe('https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/');
    const f = checkout.fields;
    expect(f).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_Language: 'EN',
      pp_MerchantID: 'MC12345',
      pp_Password: 'pa55w0rd',
      pp_TxnRefNo: 'P20261123133000ABCDE',
      // paisa: rupees × 100, no decimal point
      pp_Amount: '1250050',
      pp_TxnCurrency: 'PKR',
      // Pakistan time (UTC+5)
      pp_TxnDateTime: '20261123183000',
      pp_TxnExpiryDateTime: '20261123185000',
      pp_BillReference: 'BK1a2b3c4d',
      pp_Description: 'Umrah Economy 14 nights (advance)',
      pp_ReturnURL: 'https://safarnama.example/pay/jazzcash/return',
      ppmpf_1: '03001234567',
      pp_SubMerchantID: '',
      pp_BankID: '',
      pp_ProductID: '',
    });
    // by hand: the empty fields (pp_BankID, pp_ProductID, pp_SubMerchantID, ppmpf_2..5) are left out; pp_ sorts before ppmpf_
    const byHand = hmacHex(
      [
        SALT,
        '1250050', // pp_Amount
        'BK1a2b3c4d', // pp_BillReference
        'Umrah Economy 14 nights (advance)', // pp_Description
        'EN', // pp_Language
        'MC12345', // pp_MerchantID
        'pa55w0rd', // pp_Password
        'https://safarnama.example/pay/jazzcash/return', // pp_ReturnURL
        'PKR', // pp_TxnCurrency
        '20261123183000', // pp_TxnDateTime
        '20261123185000', // pp_TxnExpiryDateTime
        'P20261123133000ABCDE', // pp_TxnRefNo
        'MWALLET', // pp_TxnType
        '1.1', // pp_Version
        '03001234567', // ppmpf_1
      ].join('&'),
    );
    expect(f.pp_SecureHash).toBe(byHand);
    expect(f.pp_SecureHash).toBe(REQUEST_HASH);
  });

  it('matches the documented algorithm on a response', () => {
    const byHand = hmacHex(
      [
        SALT,
        '1250050', // pp_Amount
        '123456', // pp_AuthCode
        'BK1a2b3c4d', // pp_BillReference
        'EN', // pp_Language
        'MC12345', // pp_MerchantID
        '000', // pp_ResponseCode
        'Thank you for Using JazzCash, your transaction was successful.', // pp_ResponseMessage
        '261123183512', // pp_RetreivalReferenceNo
        'PKR', // pp_TxnCurrency
        '20261123183000', // pp_TxnDateTime
        'P20261123133000ABCDE', // pp_TxnRefNo
        'MWALLET', // pp_TxnType
        '1.1', // pp_Version
        '03001234567', // ppmpf_1
      ].join('&'),
    );
    expect(jazzCashSecureHash(RETURN_FIELDS, SALT)).toBe(byHand);
    expect(byHand).toBe(RETURN_HASH);
    // the hash itself, when present, is never part of what is hashed
    expect(jazzCashSecureHash({ ...RETURN_FIELDS, pp_SecureHash: 'X' }, SALT)).toBe(RETURN_HASH);
  });

  it('converts rupees to paisa and Pakistan time exactly', () => {
    expect(pkrToPaisa('12500.5')).toBe('1250050');
    expect(pkrToPaisa('0.01')).toBe('1');
    expect(pkrToPaisa('99999999999.99')).toBe('9999999999999');
    expect(paisaToPkr('1250050')).toBe('12500.50');
    expect(paisaToPkr('12.5')).toBeNull();
    expect(karachiTimestamp(new Date('2026-12-31T19:00:00Z'))).toBe('20270101000000');
  });
});

describe('JazzCash return and IPN', () => {
  it('accepts a genuine return post and reads it', () => {
    const event = gateway().verifyCallback(form({ ...RETURN_FIELDS, pp_SecureHash: RETURN_HASH }));
    expect(event).toMatchObject({
      gateway: 'jazzcash',
      eventId: 'P20261123133000ABCDE:000',
      reference: 'P20261123133000ABCDE',
      outcome: 'succeeded',
      amountInPkr: '12500.50',
      gatewayTransactionId: '261123183512',
      message: 'Thank you for Using JazzCash, your transaction was successful.',
    });
    expect(event.payload.pp_SecureHash).toBe(RETURN_HASH);
  });

  it('accepts the IPN as JSON, with a lower-case hash, and a pending voucher as pending', () => {
    const pending = { ...RETURN_FIELDS, pp_ResponseCode: '124', pp_ResponseMessage: 'Voucher issued', pp_TxnType: 'OTC' };
    const body = JSON.stringify({ ...pending, pp_SecureHash: jazzCashSecureHash(pending, SALT).toLowerCase() });
    const event = gateway().verifyCallback({ headers: {}, rawBody: body, contentType: 'application/json; charset=utf-8' });
    expect(event).toMatchObject({ outcome: 'pending', eventId: 'P20261123133000ABCDE:124' });
    const failed = { ...RETURN_FIELDS, pp_ResponseCode: '199', pp_ResponseMessage: 'Insufficient balance' };
    expect(gateway().verifyCallback(form({ ...failed, pp_SecureHash: jazzCashSecureHash(failed, SALT) }))).toMatchObject({
      outcome: 'failed',
      message: 'Insufficient balance',
    });
  });

  it('refuses a tampered, unsigned, wrongly keyed or foreign message', () => {
    const j = gateway();
    const refused = (fields: Record<string, string>) => () => j.verifyCallback(form(fields));
    // the amount changed after signing
    expect(refused({ ...RETURN_FIELDS, pp_Amount: '100', pp_SecureHash: RETURN_HASH })).toThrow(AuthError);
    // a failure turned into a success
    const failed = { ...RETURN_FIELDS, pp_ResponseCode: '199' };
    expect(refused({ ...failed, pp_SecureHash: jazzCashSecureHash(failed, SALT), pp_ResponseCode: '000' })).toThrow('Invalid pp_SecureHash');
    // an extra pp field slipped in
    expect(refused({ ...RETURN_FIELDS, ppmpf_2: 'x', pp_SecureHash: RETURN_HASH })).toThrow(AuthError);
    expect(refused(RETURN_FIELDS)).toThrow('Missing pp_SecureHash');
    expect(refused({ ...RETURN_FIELDS, pp_SecureHash: 'not-hex' })).toThrow(AuthError);
    expect(refused({ ...RETURN_FIELDS, pp_SecureHash: jazzCashSecureHash(RETURN_FIELDS, 'another-salt') })).toThrow(AuthError);
    // signed with our salt but for another merchant id
    const other = { ...RETURN_FIELDS, pp_MerchantID: 'MC99999' };
    expect(refused({ ...other, pp_SecureHash: jazzCashSecureHash(other, SALT) })).toThrow('Not for this merchant');
    expect(() => j.verifyCallback({ headers: {}, rawBody: '{not json', contentType: 'application/json' })).toThrow(AuthError);
  });

  it('refuses a signed message without a usable reference as bad input', () => {
    const bad = { ...RETURN_FIELDS, pp_TxnRefNo: 'has spaces in it' };
    expect(() => gateway().verifyCallback(form({ ...bad, pp_SecureHash: jazzCashSecureHash(bad, SALT) }))).toThrow(ValidationError);
  });
});

const INQUIRY_URL = `${JAZZCASH_HOSTS.sandbox}${JAZZCASH_PATHS.inquiry}`;
const REFUND_URL = `${JAZZCASH_HOSTS.sandbox}${JAZZCASH_PATHS.refund}`;

// the server side of the documented APIs: refuses a request whose hash does not check, answers signed
function signedAnswer(fields: Record<string, string>) {
  return HttpResponse.json({ ...fields, pp_SecureHash: jazzCashSecureHash(fields, SALT) });
}
async function checkedRequest(request: Request): Promise<Record<string, string>> {
  const body = (await request.json()) as Record<string, string>;
  expect(body.pp_SecureHash).toBe(jazzCashSecureHash(body, SALT));
  return body;
}

describe('JazzCash inquiry and refund', () => {
  it('inquires with a signed request and reads a settled payment', async () => {
    let sent: Record<string, string> = {};
    server.use(
      http.post(INQUIRY_URL, async ({ request }) => {
        sent = await checkedRequest(request);
        return signedAnswer({
          pp_ResponseCode: '000',
          pp_ResponseMessage: 'Successful',
          pp_PaymentResponseCode: '000',
          pp_PaymentResponseMessage: 'Transaction completed',
          pp_Status: 'Completed',
          pp_TxnRefNo: sent.pp_TxnRefNo,
          pp_Amount: '1250050',
          pp_RetreivalReferenceNo: '261123183512',
        });
      }),
    );
    const inquiry = await gateway().inquire(ctx, 'P20261123133000ABCDE');
    expect(sent).toMatchObject({ pp_TxnRefNo: 'P20261123133000ABCDE', pp_MerchantID: 'MC12345', pp_Password: 'pa55w0rd', pp_Version: '1.1' });
    expect(inquiry).toMatchObject({ outcome: 'succeeded', amountInPkr: '12500.50', gatewayTransactionId: '261123183512', message: 'Transaction completed' });
  });

  it('reads pending and failed payments, and an inquiry the gateway could not answer', async () => {
    const answers: Record<string, string>[] = [
      { pp_ResponseCode: '000', pp_PaymentResponseCode: '124', pp_Status: 'Pending' },
      { pp_ResponseCode: '000', pp_PaymentResponseCode: '199', pp_PaymentResponseMessage: 'Declined' },
      { pp_ResponseCode: '000', pp_Status: 'Completed' },
      { pp_ResponseCode: '110', pp_ResponseMessage: 'Transaction not found' },
    ];
    server.use(http.post(INQUIRY_URL, () => signedAnswer(answers.shift() ?? {})));
    const j = gateway();
    expect((await j.inquire(ctx, 'P1')).outcome).toBe('pending');
    expect(await j.inquire(ctx, 'P1')).toMatchObject({ outcome: 'failed', message: 'Declined' });
    expect((await j.inquire(ctx, 'P1')).outcome).toBe('succeeded');
    expect(await j.inquire(ctx, 'P1')).toMatchObject({ outcome: 'unknown', message: 'Transaction not found' });
  });

  it('turns timeouts, errors, non-JSON and forged answers into 502s', async () => {
    const j = gateway({ timeoutMs: 200 });
    server.use(
      http.post(INQUIRY_URL, async () => {
        await delay(2000);
        return signedAnswer({ pp_ResponseCode: '000' });
      }),
    );
    await expect(j.inquire(ctx, 'P1')).rejects.toThrow(new UpstreamError('JazzCash did not answer in time'));
    server.use(http.post(INQUIRY_URL, () => new HttpResponse('busy', { status: 503 })));
    await expect(j.inquire(ctx, 'P1')).rejects.toThrow('JazzCash answered 503');
    server.use(http.post(INQUIRY_URL, () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })));
    await expect(j.inquire(ctx, 'P1')).rejects.toThrow('other than JSON');
    server.use(http.post(INQUIRY_URL, () => HttpResponse.json({ pp_ResponseCode: '000', pp_PaymentResponseCode: '000', pp_SecureHash: 'AB'.repeat(32) })));
    await expect(j.inquire(ctx, 'P1')).rejects.toThrow('invalid pp_SecureHash');
    server.use(http.post(INQUIRY_URL, () => HttpResponse.error()));
    await expect(j.inquire(ctx, 'P1')).rejects.toThrow('could not be reached');
  });

  it('refunds in paisa with a signed request', async () => {
    let sent: Record<string, string> = {};
    server.use(
      http.post(REFUND_URL, async ({ request }) => {
        sent = await checkedRequest(request);
        return signedAnswer({ pp_ResponseCode: '000', pp_ResponseMessage: 'Refund successful', pp_RetreivalReferenceNo: '261124090001' });
      }),
    );
    const result = await gateway().refund(ctx, {
      reference: 'P20261123133000ABCDE',
      gatewayTransactionId: '261123183512',
      amountInPkr: '6250.25',
      refundReference: 'R1',
    });
    expect(sent).toMatchObject({ pp_TxnRefNo: 'P20261123133000ABCDE', pp_Amount: '625025', pp_TxnCurrency: 'PKR', pp_MerchantID: 'MC12345' });
    expect(result).toMatchObject({ outcome: 'succeeded', gatewayRefundId: '261124090001', message: 'Refund successful' });

    server.use(http.post(REFUND_URL, () => signedAnswer({ pp_ResponseCode: '430', pp_ResponseMessage: 'Refund amount exceeds' })));
    const refused = await gateway().refund(ctx, { reference: 'P1', gatewayTransactionId: null, amountInPkr: '1', refundReference: 'R2' });
    expect(refused).toMatchObject({ outcome: 'failed', gatewayRefundId: null, message: 'Refund amount exceeds' });
  });
});

describe('JazzCash configuration', () => {
  it('is on only with all three credentials, and says so otherwise', () => {
    const creds = { JAZZCASH_MERCHANT_ID: 'MC12345', JAZZCASH_PASSWORD: 'pa55w0rd', JAZZCASH_INTEGRITY_SALT: SALT };
    const on = loadConfig({ NODE_ENV: 'test', ...creds, JAZZCASH_ENV: 'live' });
    expect(on.payments.jazzcash).toEqual({ merchantId: 'MC12345', password: 'pa55w0rd', integritySalt: SALT, env: 'live' });
    expect(paymentGateways(on).jazzcash).toBeInstanceOf(JazzCashGateway);
    expect(loadConfig({ NODE_ENV: 'test', ...creds }).payments.jazzcash?.env).toBe('sandbox');
    const off = loadConfig({ NODE_ENV: 'test' });
    expect(off.payments.jazzcash).toBeUndefined();
    expect(paymentGateways(off).jazzcash).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', JAZZCASH_MERCHANT_ID: 'MC12345', JAZZCASH_PASSWORD: 'x' })).toThrow(
      new ConfigError('Invalid configuration: JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT must be set together'),
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...creds, JAZZCASH_ENV: 'prod' })).toThrow('JAZZCASH_ENV must be sandbox or live');
    expect(() => loadConfig({ NODE_ENV: 'test', ...creds, JAZZCASH_MERCHANT_ID: 'MC 1' })).toThrow('JAZZCASH_MERCHANT_ID must be letters and digits');
  });
});
