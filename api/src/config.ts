import net from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { RATE_LIMIT_DEFAULTS } from './rules/api-limits.js';

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
  RATE_LIMIT_ANONYMOUS: v.optional(positiveInt('RATE_LIMIT_ANONYMOUS'), String(RATE_LIMIT_DEFAULTS.anonymous)),
  RATE_LIMIT_AUTHENTICATED: v.optional(positiveInt('RATE_LIMIT_AUTHENTICATED'), String(RATE_LIMIT_DEFAULTS.authenticated)),
  RATE_LIMIT_WINDOW_SECONDS: v.optional(positiveInt('RATE_LIMIT_WINDOW_SECONDS'), String(RATE_LIMIT_DEFAULTS.windowSeconds)),
  UPLOAD_QUOTA_MB: v.optional(positiveInt('UPLOAD_QUOTA_MB'), '200'),
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
  };
}
