import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './ssrf.js';

// One POST of a webhook, to the address the SSRF check resolved (pinned: the connection's lookup answers that address
// whatever DNS says now, while the Host header and TLS's SNI and certificate check keep the URL's host name). Redirects
// are not followed: a 3xx is a failed attempt. Connections are kept alive per origin and pinned address.

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_USER_AGENT = 'Safarnama-Webhooks/1';
// what is read of an answer's body (then the connection is dropped): receivers answer with a status, not a document
const MAX_RESPONSE_BYTES = 64 * 1024;
// agents kept (one per origin and address); past this many the least recently made ones are closed
const MAX_AGENTS = 500;

export type SendResult = { statusCode: number | null; error: string | null; latencyMs: number };

const agents = new Map<string, http.Agent>();

function agentFor(url: URL, address: ResolvedAddress): http.Agent {
  const key = `${url.protocol}//${url.host}@${address.address}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 32, maxFreeSockets: 32, scheduling: 'lifo' as const, timeout: WEBHOOK_TIMEOUT_MS };
    agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
    if (agents.size > MAX_AGENTS) {
      const [oldestKey, oldest] = agents.entries().next().value as [string, http.Agent];
      agents.delete(oldestKey);
      oldest.destroy();
    }
  }
  return agent;
}

/** Closes the kept-alive connections (shutdown, tests, benchmarks). */
export function closeWebhookAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

// answers every lookup of the connection with the checked address (both the single and the `all` forms)
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (err: null, all: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
}

function describe(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  const text = e?.code ? `${e.code}: ${e.message}` : String(e?.message ?? err);
  return text.slice(0, 500);
}

/** POSTs `body` to `url` at `address` with `headers`; never throws (the failure is in the result). */
export function postWebhook(url: URL, address: ResolvedAddress, headers: Record<string, string>, body: string, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<SendResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, error, latencyMs: latency() });
    };
    const request = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      agent: agentFor(url, address),
      lookup: pinnedLookup(address),
    });
    const timer = setTimeout(() => request.destroy(new Error(`timed out after ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    request.on('response', (response) => {
      statusCode = response.statusCode ?? null;
      const redirect = statusCode !== null && statusCode >= 300 && statusCode < 400;
      const location = response.headers.location;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) response.destroy();
      });
      const done = () => finish(redirect ? `redirect not followed${location ? ` (Location: ${String(location).slice(0, 300)})` : ''}` : null);
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    request.on('error', (err) => {
      // an error after the answer's status (a body cut short) keeps that status
      finish(statusCode === null ? describe(err) : null);
    });
    request.end(body);
  });
}
