import type { IncomingMessage, Server } from 'node:http';
import net, { type Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.js';

// Clients that hold the server's sockets without using them (issue 33): 300 connections each sending a declared
// 100 KB body one byte every 10 s stayed open for as long as they liked (Fastify's requestTimeout is 0).
//
// Three bounds, each sized so a real person on a slow mobile link is never cut off:
// - a body must arrive at an average of at least MIN_BODY_RATE bytes/s once BODY_GRACE has passed (Kestrel's
//   MinRequestBodyDataRate, 240 B/s after 5 s, is the model). A 5 MB image over 2G EDGE (~50 kbit/s up) is ~6 KB/s,
//   twelve times the floor; the attack's 0.1 B/s is closed after BODY_GRACE;
// - the whole request within REQUEST_TIMEOUT (Node's `requestTimeout`): 5 MB in 10 minutes is 70 kbit/s;
// - at most MAX_CONNECTIONS_PER_ADDRESS open connections from one address, proxies we trust excepted (every visitor
//   comes through them). A browser keeps at most 6 connections per host, so a NAT's or an office's address reaches
//   the cap only with ~85 visitors loading pages in the same instant.

export const REQUEST_TIMEOUT_MS = 600_000;
export type BodyPace = { graceMs: number; minBytesPerSecond: number; checkEveryMs: number };
export const BODY_PACE: BodyPace = { graceMs: 10_000, minBytesPerSecond: 500, checkEveryMs: 1_000 };
export const MAX_CONNECTIONS_PER_ADDRESS = 512;

const SLOW_BODY_MESSAGE = JSON.stringify({ message: 'The request body arrived too slowly: please try again', code: 'REQUEST_TIMEOUT' });
const SLOW_BODY_RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(SLOW_BODY_MESSAGE)}\r\n\r\n${SLOW_BODY_MESSAGE}`;

function expectsBody(raw: IncomingMessage): boolean {
  if (raw.complete) return false;
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

type Watched = { socket: Socket; startedAt: number; bytesAtStart: number };

/**
 * onRequest hook: requests whose body is still to come are watched by one timer (not one per request); a body that
 * falls below the pace is answered 408 on the socket and the connection closed. The bytes are the socket's
 * (`bytesRead`): listening to the body stream itself would start it flowing before Fastify's parser is attached.
 */
export function bodyPaceGuard(pace: BodyPace = BODY_PACE, now: () => number = () => performance.now()) {
  const watched = new Map<IncomingMessage, Watched>();
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    const at = now();
    for (const [raw, w] of watched) {
      if (raw.complete || w.socket.destroyed) {
        watched.delete(raw);
        continue;
      }
      const elapsed = at - w.startedAt;
      if (elapsed < pace.graceMs) continue;
      if (w.socket.bytesRead - w.bytesAtStart >= (pace.minBytesPerSecond * elapsed) / 1000) continue;
      watched.delete(raw);
      // the answer Node gives a request timeout, in our JSON; the socket goes whatever the client does next
      w.socket.end(SLOW_BODY_RESPONSE);
      setTimeout(() => w.socket.destroy(), 1_000).unref();
    }
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const hook = (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const raw = req.raw;
    // a real socket only: app.inject's stand-in has neither bytesRead nor end()
    if (expectsBody(raw) && raw.socket instanceof net.Socket) {
      watched.set(raw, { socket: raw.socket, startedAt: now(), bytesAtStart: raw.socket.bytesRead });
      if (!timer) timer = setInterval(sweep, pace.checkEveryMs).unref();
    }
    done();
  };
  return Object.assign(hook, {
    close: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      watched.clear();
    },
  });
}

/**
 * Caps the open connections from one address. Behind proxies we trust, the peer is the proxy and every visitor
 * shares its address: those are never capped (a hop count means every peer is a proxy).
 */
export function capConnectionsPerAddress(server: Server, trustProxy: TrustProxy, max = MAX_CONNECTIONS_PER_ADDRESS): void {
  if (typeof trustProxy === 'number') return;
  const trusted = proxyAddr.compile(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
