import Big from 'big.js';
import type { Log } from '../../core/context.js';
import type { Orm } from '../../db/orm.js';
import { BASE_CURRENCY, CURRENCY_CODES, type CurrencyCode } from '../../rules/currencies.js';

export const RATES_INTERVAL_MS = 5 * 60 * 1000;
// A new rate further than this from the last good one is treated as nonsense and skipped.
const MAX_JUMP = 0.5;
const ADVISORY_KEY = 'safarnama:rates-refresh';

/**
 * Reads a rates document. Accepted shape (the common one of open exchange-rate APIs, e.g.
 * `https://open.er-api.com/v6/latest/PKR`): `{ "base_code" | "base": "PKR", "rates": { "USD": 0.00357, ... } }`.
 * A base other than PKR is rebased through its PKR rate. Returns rates as units per 1 PKR.
 */
export async function fetchRates(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = 5000): Promise<Map<CurrencyCode, string>> {
  const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`rates source answered ${res.status}`);
  const body = (await res.json()) as { base?: unknown; base_code?: unknown; rates?: unknown };
  const base = String(body.base_code ?? body.base ?? '').toUpperCase();
  const rates = body.rates;
  if (!rates || typeof rates !== 'object') throw new Error('rates source returned no rates');
  const read = (code: string): Big | undefined => {
    const raw = (rates as Record<string, unknown>)[code];
    if (typeof raw !== 'number' && typeof raw !== 'string') return undefined;
    try {
      const value = new Big(raw);
      return value.gt(0) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  let pkrPerBase: Big;
  if (base === BASE_CURRENCY) pkrPerBase = new Big(1);
  else {
    const pkr = read(BASE_CURRENCY);
    if (!pkr) throw new Error(`rates source base ${base || '(none)'} has no PKR rate`);
    pkrPerBase = pkr;
  }
  const out = new Map<CurrencyCode, string>();
  for (const code of CURRENCY_CODES) {
    if (code === BASE_CURRENCY) continue;
    const perBase = read(code);
    if (perBase) out.set(code, perBase.div(pkrPerBase).toFixed(10));
  }
  return out;
}

/** Keeps only rates that are positive and within MAX_JUMP of the current ones; the rest are reported. */
export function screenRates(current: Map<CurrencyCode, string>, next: Map<CurrencyCode, string>) {
  const accepted = new Map<CurrencyCode, string>();
  const rejected: string[] = [];
  for (const [code, rate] of next) {
    const now = current.get(code);
    const r = new Big(rate);
    if (r.lte(0)) {
      rejected.push(`${code}=${rate}`);
      continue;
    }
    if (now) {
      const jump = r.minus(now).abs().div(now);
      if (jump.gt(MAX_JUMP)) {
        rejected.push(`${code}=${rate} (was ${now})`);
        continue;
      }
    }
    accepted.set(code, rate);
  }
  return { accepted, rejected };
}

export type RefreshOutcome = 'updated' | 'fresh' | 'locked' | 'failed' | 'disabled';

/**
 * Refreshes stored rates from RATES_URL every interval. Several server processes may share one database:
 * a transaction-scoped advisory lock plus a freshness check make one refresh happen per interval.
 */
export class RatesRefresher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RefreshOutcome> | undefined;

  constructor(
    private readonly orm: Orm,
    private readonly url: string | undefined,
    private readonly log: Log,
    private readonly opts: { intervalMs?: number; fetchImpl?: typeof fetch; now?: () => Date } = {},
  ) {}

  start(): void {
    if (!this.url || this.timer) return;
    const interval = this.opts.intervalMs ?? RATES_INTERVAL_MS;
    void this.refreshOnce();
    this.timer = setInterval(() => void this.refreshOnce(), interval);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  refreshOnce(): Promise<RefreshOutcome> {
    this.running ??= this.doRefresh().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async doRefresh(): Promise<RefreshOutcome> {
    const url = this.url;
    if (!url) return 'disabled';
    const interval = this.opts.intervalMs ?? RATES_INTERVAL_MS;
    const now = this.opts.now?.() ?? new Date();
    const em = this.orm.em.fork();
    try {
      return await em.transactional(async (tx) => {
        // tx.execute runs inside this transaction (a bare connection would need a second pool slot)
        const conn = tx;
        const [lock] = await conn.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [ADVISORY_KEY]);
        if (!lock?.locked) return 'locked';
        const rows = await conn.execute<{ code: CurrencyCode; rate: string; rate_updated_at: Date }[]>(
          'select code, rate, rate_updated_at from currency where not is_base for update',
        );
        const newest = Math.max(...rows.map((r) => new Date(r.rate_updated_at).getTime()));
        // another process refreshed within this interval: nothing to do
        if (now.getTime() - newest < interval * 0.9) return 'fresh';
        let next: Map<CurrencyCode, string>;
        try {
          next = await fetchRates(url, this.opts.fetchImpl);
        } catch (err) {
          this.log.warn({ err: (err as Error).message }, 'rates refresh failed; keeping the last good rates');
          return 'failed';
        }
        const current = new Map(rows.map((r) => [r.code, String(r.rate)]));
        const { accepted, rejected } = screenRates(current, next);
        if (rejected.length) this.log.warn({ rejected }, 'rates refresh skipped implausible rates');
        for (const [code, rate] of accepted) {
          await conn.execute('update currency set rate = ?, rate_updated_at = ? where code = ?', [rate, now, code]);
        }
        if (accepted.size === 0) return 'failed';
        this.log.info({ updated: [...accepted.keys()] }, 'currency rates refreshed');
        return 'updated';
      });
    } catch (err) {
      this.log.error({ err }, 'rates refresh crashed; keeping the last good rates');
      return 'failed';
    }
  }
}
