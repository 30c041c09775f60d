import { Redis } from 'ioredis';

// The Redis server tests use: TEST_REDIS_URL, else REDIS_URL, else the machine's own (CI and the dev machines run one
// at 127.0.0.1:6379). Undefined when none answers, so a test can skip and say why.
export const TEST_REDIS_CANDIDATE = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export async function reachableRedis(url: string = TEST_REDIS_CANDIDATE): Promise<string | undefined> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch {
    console.warn(`Redis tests skipped: no Redis answers at ${url} (set TEST_REDIS_URL to one)`);
    return undefined;
  } finally {
    probe.disconnect();
  }
}
