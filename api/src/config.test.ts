import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database with demo data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.travelpayouts).toBeUndefined();
    expect(c.limits).toBe(true);
    expect(c.rateLimit).toEqual({ anonymous: 300, authenticated: 1200, windowMs: 60_000 });
  });

  it('caches public catalogue reads for 3 s, except under test', () => {
    expect(loadConfig({}).catalogueCacheSeconds).toBe(3);
    expect(loadConfig({ NODE_ENV: 'test' }).catalogueCacheSeconds).toBe(0);
    expect(loadConfig({ CATALOGUE_CACHE_SECONDS: '0' }).catalogueCacheSeconds).toBe(0);
  });

  it('keeps 200 MB of uploads per agent unless UPLOAD_QUOTA_MB says otherwise', () => {
    expect(loadConfig({}).uploadQuotaBytes).toBe(200 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_QUOTA_MB: '1' }).uploadQuotaBytes).toBe(1024 * 1024);
  });

  it('runs the commission sweep every 600 s unless COMMISSION_SWEEP_SECONDS says otherwise (1 to 86400)', () => {
    expect(loadConfig({}).payments.commissionSweepSeconds).toBe(600);
    expect(loadConfig({ COMMISSION_SWEEP_SECONDS: '1' }).payments.commissionSweepSeconds).toBe(1);
    for (const bad of ['0', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ COMMISSION_SWEEP_SECONDS: bad })).toThrow(/COMMISSION_SWEEP_SECONDS/);
    }
  });

  it('turns demo data off by default with a database server', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/x', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATES_URL: 'not a url' }, 'RATES_URL'],
    [{ ADMIN_USERNAME: 'admin' }, 'ADMIN_PASSWORD'],
    [{ TRAVELPAYOUTS_TOKEN: 'x' }, 'TRAVELPAYOUTS_MARKER'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CATALOGUE_CACHE_SECONDS: '2.5' }, 'CATALOGUE_CACHE_SECONDS'],
    [{ CATALOGUE_CACHE_SECONDS: '3600' }, 'CATALOGUE_CACHE_SECONDS'],
    [{ GRAPHQL_LIMITS: 'maybe' }, 'GRAPHQL_LIMITS'],
    [{ RATE_LIMIT_ANONYMOUS: 'lots' }, 'RATE_LIMIT_ANONYMOUS'],
    [{ RATE_LIMIT_AUTHENTICATED: '0' }, 'RATE_LIMIT_AUTHENTICATED'],
    [{ RATE_LIMIT_WINDOW_SECONDS: '-5' }, 'RATE_LIMIT_WINDOW_SECONDS'],
    [{ UPLOAD_QUOTA_MB: '0' }, 'UPLOAD_QUOTA_MB'],
    [{ UPLOAD_QUOTA_MB: '1.5' }, 'UPLOAD_QUOTA_MB'],
  ])('stops on a bad value and names it: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('production by default and proxy trust', () => {
  it('runs in production unless NODE_ENV says otherwise', () => {
    expect(loadConfig({}).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).nodeEnv).toBe('development');
  });
  it('trusts loopback proxies by default, and a hop count or a CIDR list when set', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
  });
  it.each(['everything', '10.0.0.0/33', '11', '1.2.3', 'loopback,,'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
  });
});

describe('several processes and machines', () => {
  const s3 = { S3_BUCKET: 'safarnama-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

  it('runs one process per CPU in production, one in development and tests, or WEB_CONCURRENCY', () => {
    expect(loadConfig({}).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ NODE_ENV: 'development' }).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });

  it('takes a read replica only beside a primary DATABASE_URL', () => {
    const primary = 'postgres://u@10.0.0.1:5432/x';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://u@10.0.0.2:5432/x' }).databaseReadUrl).toBe('postgres://u@10.0.0.2:5432/x');
    expect(() => loadConfig({ DATABASE_READ_URL: primary })).toThrow(/DATABASE_READ_URL .* needs DATABASE_URL/);
  });

  it('chooses the S3 store with a bucket and both keys; region us-east-1 and path-style by default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(s3).s3).toEqual({
      endpoint: undefined,
      bucket: 'safarnama-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const minio = loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1', forcePathStyle: false });
  });

  it.each([
    [{ S3_BUCKET: 'safarnama-uploads' }, 'missing S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'missing S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'missing S3_SECRET_ACCESS_KEY'],
  ])('refuses a partial S3 configuration: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '65' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: 'auto' }, 'WEB_CONCURRENCY'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ DATABASE_URL: 'postgres://u@h/x', DATABASE_READ_URL: 'mysql://h/x' }, 'DATABASE_READ_URL'],
    [{ ...s3, S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ ...s3, S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops on a bad value and names it: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
