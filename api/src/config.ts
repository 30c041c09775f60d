import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { RATE_LIMIT_DEFAULTS } from './rules/api-limits.js';
import { DEFAULT_HOTEL_REFUND_TIERS_TEXT, DEFAULT_TRANSPORT_REFUND_TIERS_TEXT, parseRefundTiers, type RefundTier } from './rules/payments.js';
import { DEFAULT_COMMISSION_PERCENT } from './rules/ledger.js';

// Every environment variable the server reads, parsed once at start. A bad value stops start with its name.
const flag = (name: string) =>
  v.pipe(
    v.picklist(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], `${name} must be true or false`),
    v.transform((s) => ['1', 'true', 'yes', 'on'].includes(s)),
  );

const urlOf = (name: string, protocols: string[]) =>
  v.pipe(
    v.string(),
    v.url(`${name} must be a URL`),
    v.check((s) => URL.canParse(s) && protocols.includes(new URL(s).protocol), `${name} must use ${protocols.join(' or ')}`),
  );

const positiveInt = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(1_000_000_000, `${name} is too large`),
  );

// "days:percent,…", e.g. 7:100,2:50,0:0: at least 7 days before travel 100 % back, 2-6 days 50 %, less 0 %
const refundTiers = (name: string) =>
  v.pipe(
    v.string(),
    v.check((s) => parseRefundTiers(s) !== undefined, `${name} must be days:percent pairs, more notice never refunding less (e.g. 7:100,2:50,0:0)`),
    v.transform((s) => parseRefundTiers(s) as RefundTier[]),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    // `npm start` is what users and deployments run: no stack traces, paths or schema hints unless asked for
    'production',
  ),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a number'),
      v.transform(Number),
      v.integer(),
      v.minValue(0, 'PORT must be 0-65535'),
      v.maxValue(65535, 'PORT must be 0-65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'HOST must not be empty')), '0.0.0.0'),
  DATABASE_URL: v.optional(urlOf('DATABASE_URL', ['postgres:', 'postgresql:'])),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'DATA_DIR must not be empty')), './.data'),
  SEED_DEMO: v.optional(flag('SEED_DEMO')),
  ADMIN_USERNAME: v.optional(v.pipe(v.string(), v.minLength(3, 'ADMIN_USERNAME must be at least 3 characters'))),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'ADMIN_PASSWORD must be at least 8 characters'))),
  TRAVELPAYOUTS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  TRAVELPAYOUTS_MARKER: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, 'TRAVELPAYOUTS_MARKER must be an affiliate id'))),
  DUFFEL_ACCESS_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^duffel_(test|live)_[A-Za-z0-9_-]+$/, 'DUFFEL_ACCESS_TOKEN must be a Duffel access token (duffel_test_… or duffel_live_…)'))),
  DUFFEL_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(8, 'DUFFEL_WEBHOOK_SECRET must be at least 8 characters'))),
  FLIGHT_SERVICE_FEE_PKR: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'FLIGHT_SERVICE_FEE_PKR must be an amount in rupees (at most 2 decimals)')),
    '0',
  ),
  RATES_URL: v.optional(urlOf('RATES_URL', ['http:', 'https:'])),
  PUBLIC_URL: v.optional(urlOf('PUBLIC_URL', ['http:', 'https:'])),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ),
    'info',
  ),
  GRAPHQL_INTROSPECTION: v.optional(flag('GRAPHQL_INTROSPECTION')),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(isTrustProxy, 'TRUST_PROXY must be a hop count (0-10), or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal'),
    ),
    'loopback',
  ),
  CATALOGUE_CACHE_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'CATALOGUE_CACHE_SECONDS must be a whole number of seconds'),
      v.transform(Number),
      v.maxValue(300, 'CATALOGUE_CACHE_SECONDS must be at most 300'),
    ),
  ),
  GRAPHQL_LIMITS: v.optional(flag('GRAPHQL_LIMITS')),
  WARM_LIVE_PAGES: v.optional(flag('WARM_LIVE_PAGES')),
  RATE_LIMIT_ANONYMOUS: v.optional(positiveInt('RATE_LIMIT_ANONYMOUS'), String(RATE_LIMIT_DEFAULTS.anonymous)),
  RATE_LIMIT_AUTHENTICATED: v.optional(positiveInt('RATE_LIMIT_AUTHENTICATED'), String(RATE_LIMIT_DEFAULTS.authenticated)),
  RATE_LIMIT_WINDOW_SECONDS: v.optional(positiveInt('RATE_LIMIT_WINDOW_SECONDS'), String(RATE_LIMIT_DEFAULTS.windowSeconds)),
  UPLOAD_QUOTA_MB: v.optional(positiveInt('UPLOAD_QUOTA_MB'), '200'),
  PAYMENTS_SANDBOX_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'PAYMENTS_SANDBOX_SECRET must be at least 16 characters'))),
  JAZZCASH_MERCHANT_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/, 'JAZZCASH_MERCHANT_ID must be letters and digits'))),
  JAZZCASH_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(1))),
  JAZZCASH_INTEGRITY_SALT: v.optional(v.pipe(v.string(), v.minLength(1))),
  JAZZCASH_ENV: v.optional(v.picklist(['sandbox', 'live'], 'JAZZCASH_ENV must be sandbox or live'), 'sandbox'),
  // minutes a booking's inventory is held for its first payment (decimals allowed: tests and demos use short holds)
  BOOKING_HOLD_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}(\.\d{1,3})?$/, 'BOOKING_HOLD_MINUTES must be a number of minutes'),
      v.transform(Number),
      v.minValue(0.05, 'BOOKING_HOLD_MINUTES must be at least 0.05'),
      v.maxValue(1440, 'BOOKING_HOLD_MINUTES must be at most 1440'),
    ),
    '20',
  ),
  // a bank transfer for the first payment holds the booking this long (a transfer takes longer than a checkout)
  BANK_TRANSFER_HOLD_HOURS: v.optional(v.pipe(positiveInt('BANK_TRANSFER_HOLD_HOURS'), v.maxValue(168, 'BANK_TRANSFER_HOLD_HOURS must be at most 168')), '24'),
  BANK_TRANSFER_ACCOUNT_TITLE: v.optional(v.pipe(v.string(), v.maxLength(100, 'BANK_TRANSFER_ACCOUNT_TITLE must be at most 100 characters'))),
  BANK_TRANSFER_BANK_NAME: v.optional(v.pipe(v.string(), v.maxLength(100, 'BANK_TRANSFER_BANK_NAME must be at most 100 characters'))),
  BANK_TRANSFER_IBAN: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'BANK_TRANSFER_IBAN must be an IBAN (e.g. PK36SCBL0000001123456702)'))),
  // the platform's share of a traveller's payment for an agent's package (issue 17; per-agent override by the admin)
  PLATFORM_COMMISSION_PERCENT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'PLATFORM_COMMISSION_PERCENT must be a percentage from 0 to 100 (at most 2 decimals)'),
      v.transform(Number),
      v.maxValue(100, 'PLATFORM_COMMISSION_PERCENT must be a percentage from 0 to 100 (at most 2 decimals)'),
    ),
    String(DEFAULT_COMMISSION_PERCENT),
  ),
  // how often the commission sweep looks for trips that started (seconds; tests and demos use a few)
  COMMISSION_SWEEP_SECONDS: v.optional(v.pipe(positiveInt('COMMISSION_SWEEP_SECONDS'), v.maxValue(86_400, 'COMMISSION_SWEEP_SECONDS must be at most 86400')), '600'),
  REFUND_TIERS_HOTEL: v.optional(refundTiers('REFUND_TIERS_HOTEL'), DEFAULT_HOTEL_REFUND_TIERS_TEXT),
  REFUND_TIERS_TRANSPORT: v.optional(refundTiers('REFUND_TIERS_TRANSPORT'), DEFAULT_TRANSPORT_REFUND_TIERS_TEXT),
  // several processes and machines (docs/operations.md, "Running on several machines")
  WEB_CONCURRENCY: v.optional(v.pipe(positiveInt('WEB_CONCURRENCY'), v.maxValue(64, 'WEB_CONCURRENCY must be at most 64'))),
  DATABASE_READ_URL: v.optional(urlOf('DATABASE_READ_URL', ['postgres:', 'postgresql:'])),
  REDIS_URL: v.optional(urlOf('REDIS_URL', ['redis:', 'rediss:'])),
  S3_ENDPOINT: v.optional(urlOf('S3_ENDPOINT', ['http:', 'https:'])),
  // S3's bucket naming rules (3-63 lowercase letters, digits, dots and hyphens)
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'S3_REGION must be a region name like us-east-1')), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_FORCE_PATH_STYLE: v.optional(flag('S3_FORCE_PATH_STYLE')),
  // e-mail (docs/features/mail.md): unset, messages are kept in the outbox only (dashboard; printed by `npm run dev`)
  SMTP_URL: v.optional(urlOf('SMTP_URL', ['smtp:', 'smtps:'])),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.regex(/^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/, 'MAIL_FROM must be an address, e.g. Safarnama <no-reply@safarnama.pk>')),
    'Safarnama <no-reply@safarnama.pk>',
  ),
  // webhooks to private addresses and over http:// (docs/features/webhooks.md): tests and local development only
  WEBHOOK_ALLOW_PRIVATE: v.optional(flag('WEBHOOK_ALLOW_PRIVATE')),
});

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
// an IPv4 or IPv6 address with an optional /prefix (checked for shape here; net.BlockList rejects the rest at start)
function isAddressOrRange(s: string): boolean {
  const [addr, bits, ...rest] = s.split('/');
  if (rest.length || !addr || net.isIP(addr) === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (net.isIPv4(addr) ? 32 : 128);
}
function isTrustProxy(raw: string): boolean {
  if (/^\d+$/.test(raw)) return Number(raw) <= 10;
  const parts = raw.split(',').map((p) => p.trim());
  return parts.length > 0 && parts.every((p) => PROXY_NAMES.has(p) || isAddressOrRange(p));
}
/** Fastify's trustProxy: a hop count, or the addresses and ranges whose X-Forwarded-* headers are believed. */
export type TrustProxy = number | string[];
function parseTrustProxy(raw: string): TrustProxy {
  return /^\d+$/.test(raw) ? Number(raw) : raw.split(',').map((p) => p.trim());
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  admin: { username: string; password: string } | undefined;
  travelpayouts: { token: string; marker: string } | undefined;
  ratesUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  introspection: boolean;
  // whose X-Forwarded-For/-Host/-Proto to believe: a hop count or addresses/CIDR ranges (default loopback)
  trustProxy: TrustProxy;
  // TRUST_PROXY was set: only then is X-Forwarded-Host believed for absolute URLs
  trustProxySet: boolean;
  // how long identical public catalogue reads are answered from memory; 0 = never
  catalogueCacheSeconds: number;
  // query limits + rate limits; off only for benchmarks that measure what they cost
  limits: boolean;
  // requests per window: per client address when anonymous, per API key or signed-in user otherwise
  rateLimit: { anonymous: number; authenticated: number; windowMs: number };
  // bytes of uploaded images one agent may keep stored (UPLOAD_QUOTA_MB)
  uploadQuotaBytes: number;
  // where the built web app lives; resolved from this file so any working directory works
  webDist: string;
  // each process renders its live pages (/packages) before it listens (WARM_LIVE_PAGES, on by default; the e2e
  // servers turn it off: each of their starts would pay a render no test asks for)
  warmLivePages: boolean;
  // selling flights (issue 35): Duffel when DUFFEL_ACCESS_TOKEN is set, else the offline sandbox airline
  flights: { duffel: { accessToken: string; webhookSecret: string | undefined } | undefined; serviceFeeInPkr: string };
  payments: {
    // signs the sandbox gateway's webhooks; unset: made once and kept in DATA_DIR/payments-sandbox-secret
    sandboxSecret: string | undefined;
    // JazzCash hosted checkout, when its three credentials are set
    jazzcash: { merchantId: string; password: string; integritySalt: string; env: 'sandbox' | 'live' } | undefined;
    // how long a new booking's inventory waits for its first payment (BOOKING_HOLD_MINUTES)
    holdMs: number;
    // what a bank transfer payer is told, when all three are set (else bank transfer is not offered)
    bankTransfer: { accountTitle: string; bankName: string; iban: string; holdMs: number } | undefined;
    // refund tiers of hotel stays and transport (packages carry their own)
    refundTiers: { hotel: RefundTier[]; transport: RefundTier[] };
    // the platform's commission on agents' package sales, percent (PLATFORM_COMMISSION_PERCENT; per agent overridable)
    commissionPercent: number;
    // how often the commission sweep runs (COMMISSION_SWEEP_SECONDS)
    commissionSweepSeconds: number;
  };
  // server processes `npm start` runs on one port (node:cluster); 1 = a single process, no cluster
  webConcurrency: number;
  // a read replica for the catalogue's hot reads (hotel search); everything else uses DATABASE_URL
  databaseReadUrl: string | undefined;
  // shared by every process and machine: domain events (cache invalidation) go through it
  redisUrl: string | undefined;
  // uploads in an S3-compatible bucket instead of DATA_DIR/uploads (several machines cannot share one disk)
  s3: S3Config | undefined;
  // e-mail delivery: SMTP_URL (smtp:// or smtps://; unset = outbox only) and the From header (MAIL_FROM)
  mail: { smtpUrl: string | undefined; from: string };
  // partners' webhook endpoints may be private addresses and http:// (WEBHOOK_ALLOW_PRIVATE; never in production)
  webhooks: { allowPrivate: boolean };
};

export type S3Config = {
  // unset: AWS S3's own endpoint for the region
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  // bucket in the path (http://host/bucket/key), as MinIO and most S3-compatible servers expect
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // treat empty strings as unset, the way .env files usually mean them
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, raw);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      return issue.message.includes(key) ? issue.message : `${key}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.output;
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(e.TRAVELPAYOUTS_TOKEN) !== Boolean(e.TRAVELPAYOUTS_MARKER)) {
    throw new ConfigError('Invalid configuration: TRAVELPAYOUTS_TOKEN and TRAVELPAYOUTS_MARKER must be set together');
  }
  const jazzcashSet = [e.JAZZCASH_MERCHANT_ID, e.JAZZCASH_PASSWORD, e.JAZZCASH_INTEGRITY_SALT].filter(Boolean).length;
  if (jazzcashSet !== 0 && jazzcashSet !== 3) {
    throw new ConfigError('Invalid configuration: JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT must be set together');
  }
  const bankSet = [e.BANK_TRANSFER_ACCOUNT_TITLE, e.BANK_TRANSFER_BANK_NAME, e.BANK_TRANSFER_IBAN].filter(Boolean).length;
  if (bankSet !== 0 && bankSet !== 3) {
    throw new ConfigError('Invalid configuration: BANK_TRANSFER_ACCOUNT_TITLE, BANK_TRANSFER_BANK_NAME and BANK_TRANSFER_IBAN must be set together');
  }
  if (e.DUFFEL_WEBHOOK_SECRET && !e.DUFFEL_ACCESS_TOKEN) {
    throw new ConfigError('Invalid configuration: DUFFEL_WEBHOOK_SECRET needs DUFFEL_ACCESS_TOKEN');
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: DATABASE_READ_URL (a read replica) needs DATABASE_URL (its primary)');
  }
  const s3 = s3Config(e, raw);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    travelpayouts:
      e.TRAVELPAYOUTS_TOKEN && e.TRAVELPAYOUTS_MARKER ? { token: e.TRAVELPAYOUTS_TOKEN, marker: e.TRAVELPAYOUTS_MARKER } : undefined,
    flights: {
      duffel: e.DUFFEL_ACCESS_TOKEN ? { accessToken: e.DUFFEL_ACCESS_TOKEN, webhookSecret: e.DUFFEL_WEBHOOK_SECRET } : undefined,
      serviceFeeInPkr: Number(e.FLIGHT_SERVICE_FEE_PKR).toFixed(2),
    },
    ratesUrl: e.RATES_URL,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    introspection: e.GRAPHQL_INTROSPECTION ?? true,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    trustProxySet: raw.TRUST_PROXY !== undefined,
    // off under test so a test sees its own writes at once
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 3),
    limits: e.GRAPHQL_LIMITS ?? true,
    rateLimit: {
      anonymous: e.RATE_LIMIT_ANONYMOUS,
      authenticated: e.RATE_LIMIT_AUTHENTICATED,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    warmLivePages: e.WARM_LIVE_PAGES ?? e.NODE_ENV !== 'test',
    payments: {
      sandboxSecret: e.PAYMENTS_SANDBOX_SECRET,
      jazzcash:
        e.JAZZCASH_MERCHANT_ID && e.JAZZCASH_PASSWORD && e.JAZZCASH_INTEGRITY_SALT
          ? { merchantId: e.JAZZCASH_MERCHANT_ID, password: e.JAZZCASH_PASSWORD, integritySalt: e.JAZZCASH_INTEGRITY_SALT, env: e.JAZZCASH_ENV }
          : undefined,
      holdMs: Math.round(e.BOOKING_HOLD_MINUTES * 60_000),
      bankTransfer:
        e.BANK_TRANSFER_ACCOUNT_TITLE && e.BANK_TRANSFER_BANK_NAME && e.BANK_TRANSFER_IBAN
          ? { accountTitle: e.BANK_TRANSFER_ACCOUNT_TITLE, bankName: e.BANK_TRANSFER_BANK_NAME, iban: e.BANK_TRANSFER_IBAN, holdMs: e.BANK_TRANSFER_HOLD_HOURS * 3_600_000 }
          : undefined,
      refundTiers: { hotel: e.REFUND_TIERS_HOTEL, transport: e.REFUND_TIERS_TRANSPORT },
      commissionPercent: e.PLATFORM_COMMISSION_PERCENT,
      commissionSweepSeconds: e.COMMISSION_SWEEP_SECONDS,
    },
    // one process per CPU in production; development (watch mode) and tests run one
    webConcurrency: e.WEB_CONCURRENCY ?? (e.NODE_ENV === 'production' ? os.availableParallelism() : 1),
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    s3,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? false },
  };
}

// All or nothing: S3_BUCKET with both keys chooses the S3 store; any other S3 setting without them is a mistake.
const S3_NAMES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
function s3Config(e: v.InferOutput<typeof EnvSchema>, raw: Record<string, string | undefined>): S3Config | undefined {
  if (!S3_NAMES.some((name) => raw[name] !== undefined)) return undefined;
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({ S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new ConfigError(`Invalid configuration: S3 uploads need S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (missing ${missing.join(', ')})`);
  }
  return { endpoint: e.S3_ENDPOINT, bucket, region: e.S3_REGION, accessKeyId, secretAccessKey, forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true };
}
