import crypto from 'node:crypto';
import Big from 'big.js';
import { DateTime } from 'luxon';
import type { ServiceContext } from '../../../core/context.js';
import { AuthError, UpstreamError, ValidationError } from '../../../core/errors.js';
import { MARKET_ZONE } from '../../../rules/dates.js';
import { type DecimalString, round2 } from '../../../rules/money.js';
import {
  type CallbackRequest,
  type Checkout,
  type CheckoutRequest,
  type GatewayEvent,
  type GatewayOutcome,
  type Inquiry,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  safeEqual,
} from './gateway.js';

// JazzCash Hosted Checkout (page redirection, version 1.1), built from shared/reference/jazzcash.md: the payer's
// browser posts our signed form to JazzCash's page; JazzCash posts the result back to the return URL and, server to
// server, as an IPN; both are trusted only once their pp_SecureHash checks. Status inquiry and refunds are JSON APIs on
// the same host. Not reachable from here: tested with msw against the documented messages. Check every path and field
// against the merchant's own guide and sandbox before going live.

export const JAZZCASH_HOSTS = {
  sandbox: 'https://sandbox.jazzcash.com.pk',
  live: 'https://payments.jazzcash.com.pk',
} as const;
export const JAZZCASH_PATHS = {
  form: '/CustomerPortal/transactionmanagement/merchantform/',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  // the reference: "refunds under /ApplicationAPI/API/Purchase/... (names differ between guide versions)"; this is the
  // mobile-wallet refund's name in the guides we know of
  refund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
} as const;

export type JazzCashSettings = {
  merchantId: string;
  password: string;
  integritySalt: string;
  env: 'sandbox' | 'live';
  // MWALLET (mobile wallet), MIGS (card), OTC (voucher), DD (direct debit)
  txnType?: string;
  timeoutMs?: number;
};

export const RESPONSE_SUCCESS = '000';
// e.g. an OTC voucher waiting for the cash: settled later by inquiry or IPN
export const RESPONSE_PENDING = '124';

/**
 * pp_SecureHash, as the reference gives it: every field whose name starts with `pp` (pp_ and ppmpf_) except
 * pp_SecureHash, with a non-empty value, sorted by name in ASCII order; their values joined with '&' behind the
 * integrity salt and '&'; HMAC-SHA256 of that with the integrity salt as the key, in upper-case hex.
 */
export function jazzCashSecureHash(fields: Record<string, string>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.startsWith('pp') && name !== 'pp_SecureHash' && fields[name] !== '')
    // code-unit order, which is ASCII order for these names (localeCompare would not be)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => fields[name]);
  return crypto.createHmac('sha256', integritySalt).update([integritySalt, ...values].join('&')).digest('hex').toUpperCase();
}

/** Whether `fields` carry a pp_SecureHash that matches them (compared without regard to case, in constant time). */
export function hasValidSecureHash(fields: Record<string, string>, integritySalt: string): boolean {
  const given = fields.pp_SecureHash;
  if (!given || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return safeEqual(jazzCashSecureHash(fields, integritySalt), given.toUpperCase());
}

/** pp_Amount is in paisa: rupees × 100, no decimal point. */
export function pkrToPaisa(amountInPkr: DecimalString): string {
  return new Big(round2(amountInPkr)).times(100).toFixed(0);
}

export function paisaToPkr(paisa: string): DecimalString | null {
  return /^\d{1,15}$/.test(paisa) ? new Big(paisa).div(100).toFixed(2) : null;
}

/** yyyyMMddHHmmss in Pakistan time. */
export function karachiTimestamp(at: Date): string {
  return DateTime.fromJSDate(at, { zone: MARKET_ZONE }).toFormat('yyyyMMddHHmmss');
}

// string fields only (a JSON number becomes its text); anything nested is not a JazzCash field
function stringFields(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [name, v] of Object.entries(value)) {
    if (typeof v === 'string') out[name] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[name] = String(v);
  }
  return out;
}

/** The return post arrives form-encoded from the payer's browser; the IPN as JSON. */
function callbackFields(request: CallbackRequest): Record<string, string> {
  const type = request.contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(request.rawBody));
  try {
    return stringFields(JSON.parse(request.rawBody));
  } catch {
    return {};
  }
}

function outcomeOf(code: string): GatewayOutcome {
  if (code === RESPONSE_SUCCESS) return 'succeeded';
  if (code === RESPONSE_PENDING) return 'pending';
  return 'failed';
}

const TXN_REF = /^[A-Za-z0-9]{1,20}$/;

export class JazzCashGateway implements PaymentGateway {
  readonly name = 'jazzcash' as const;
  private readonly host: string;
  private readonly timeoutMs: number;

  constructor(private readonly settings: JazzCashSettings) {
    this.host = JAZZCASH_HOSTS[settings.env];
    this.timeoutMs = settings.timeoutMs ?? 15_000;
  }

  private sign(fields: Record<string, string>): Record<string, string> {
    return { ...fields, pp_SecureHash: jazzCashSecureHash(fields, this.settings.integritySalt) };
  }

  /** The form the payer's browser posts to JazzCash's page: every documented field, signed. */
  async initiate(ctx: ServiceContext, request: CheckoutRequest): Promise<Checkout> {
    if (!TXN_REF.test(request.reference)) throw new Error('A JazzCash pp_TxnRefNo is at most 20 letters and digits');
    if (request.returnUrl.length > 200) throw new Error('A JazzCash pp_ReturnURL is at most 200 characters');
    const fields = this.sign({
      pp_Version: '1.1',
      pp_TxnType: this.settings.txnType ?? 'MWALLET',
      pp_Language: 'EN',
      pp_MerchantID: this.settings.merchantId,
      pp_SubMerchantID: '',
      pp_Password: this.settings.password,
      pp_BankID: '',
      pp_ProductID: '',
      pp_TxnRefNo: request.reference,
      pp_Amount: pkrToPaisa(request.amountInPkr),
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: karachiTimestamp(ctx.now()),
      pp_BillReference: request.billReference.replace(/[^A-Za-z0-9]/g, '').slice(0, 20),
      pp_Description: request.description.replace(/[\r\n\t]+/g, ' ').slice(0, 200),
      pp_TxnExpiryDateTime: karachiTimestamp(request.expiresAt),
      pp_ReturnURL: request.returnUrl,
      ppmpf_1: request.payerMobile ?? '',
      ppmpf_2: '',
      ppmpf_3: '',
      ppmpf_4: '',
      ppmpf_5: '',
    });
    return { kind: 'form_post', url: `${this.host}${JAZZCASH_PATHS.form}`, fields };
  }

  /** The return post or the IPN: refused (401) unless its pp_SecureHash matches and it names our merchant id. */
  verifyCallback(request: CallbackRequest): GatewayEvent {
    const fields = callbackFields(request);
    if (!fields.pp_SecureHash) throw new AuthError('Missing pp_SecureHash');
    if (!hasValidSecureHash(fields, this.settings.integritySalt)) throw new AuthError('Invalid pp_SecureHash');
    if (fields.pp_MerchantID !== undefined && fields.pp_MerchantID !== this.settings.merchantId) throw new AuthError('Not for this merchant');
    const reference = fields.pp_TxnRefNo ?? '';
    const code = fields.pp_ResponseCode ?? '';
    if (!TXN_REF.test(reference)) throw new ValidationError('pp_TxnRefNo is missing or malformed');
    if (!/^\w{1,10}$/.test(code)) throw new ValidationError('pp_ResponseCode is missing or malformed');
    return {
      gateway: 'jazzcash',
      // JazzCash messages carry no id of their own: one event per attempt and response code, so the return post, the
      // IPN and their repeats for the same result are one event
      eventId: `${reference}:${code}`,
      reference,
      outcome: outcomeOf(code),
      amountInPkr: paisaToPkr(fields.pp_Amount ?? ''),
      gatewayTransactionId: fields.pp_RetreivalReferenceNo || null,
      message: fields.pp_ResponseMessage || null,
      payload: fields,
    };
  }

  /** Payment Status Inquiry: pp_ResponseCode answers for the inquiry, pp_PaymentResponseCode / pp_Status for the payment. */
  async inquire(_ctx: ServiceContext, reference: string): Promise<Inquiry> {
    const answer = await this.post(
      JAZZCASH_PATHS.inquiry,
      this.sign({ pp_TxnRefNo: reference, pp_MerchantID: this.settings.merchantId, pp_Password: this.settings.password, pp_Version: '1.1' }),
    );
    const base = {
      reference,
      amountInPkr: paisaToPkr(answer.pp_Amount ?? ''),
      gatewayTransactionId: answer.pp_RetreivalReferenceNo || null,
      payload: answer,
    };
    if (answer.pp_ResponseCode !== RESPONSE_SUCCESS) {
      return { ...base, outcome: 'unknown', message: answer.pp_ResponseMessage || `Inquiry answered ${answer.pp_ResponseCode ?? 'nothing'}` };
    }
    const paymentCode = answer.pp_PaymentResponseCode ?? '';
    const status = (answer.pp_Status ?? '').toLowerCase();
    const outcome: GatewayOutcome = paymentCode
      ? outcomeOf(paymentCode)
      : /complete|success|paid/.test(status)
        ? 'succeeded'
        : /pending/.test(status)
          ? 'pending'
          : 'failed';
    return { ...base, outcome, message: answer.pp_PaymentResponseMessage || answer.pp_Status || null };
  }

  async refund(_ctx: ServiceContext, request: RefundRequest): Promise<RefundResult> {
    const answer = await this.post(
      JAZZCASH_PATHS.refund,
      this.sign({
        pp_TxnRefNo: request.reference,
        pp_Amount: pkrToPaisa(request.amountInPkr),
        pp_TxnCurrency: 'PKR',
        pp_MerchantID: this.settings.merchantId,
        pp_Password: this.settings.password,
      }),
    );
    const code = answer.pp_ResponseCode ?? '';
    return {
      outcome: code === RESPONSE_SUCCESS ? 'succeeded' : code === RESPONSE_PENDING ? 'pending' : 'failed',
      gatewayRefundId: answer.pp_RetreivalReferenceNo || null,
      message: answer.pp_ResponseMessage || null,
      payload: answer,
    };
  }

  // a JSON API call: a timeout, a network failure, a non-2xx answer, something not JSON or a bad hash is a 502
  private async post(path: string, fields: Record<string, string>): Promise<Record<string, string>> {
    let res: Response;
    try {
      res = await fetch(`${this.host}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new UpstreamError(timedOut ? 'JazzCash did not answer in time' : 'JazzCash could not be reached');
    }
    if (!res.ok) {
      // read (not cancel) the error page, so the connection is reused
      await res.text().catch(() => '');
      throw new UpstreamError(`JazzCash answered ${res.status}`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new UpstreamError('JazzCash answered with something other than JSON');
    }
    const answer = stringFields(body);
    // answers that carry a hash must match it (a proxy or a forgery in between is refused)
    if (answer.pp_SecureHash && !hasValidSecureHash(answer, this.settings.integritySalt)) {
      throw new UpstreamError('JazzCash answered with an invalid pp_SecureHash');
    }
    return answer;
  }
}
