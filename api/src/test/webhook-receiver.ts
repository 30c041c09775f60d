import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A partner's webhook receiver for tests (issue 38): an HTTP server on 127.0.0.1 that records every request (raw body
// and headers) and answers what the test asks for. `down()` closes it (connections refused) and `up()` listens on the
// same port again, so a test can simulate an outage. Used with WEBHOOK_ALLOW_PRIVATE (http:// and 127.0.0.1 allowed).

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  // the raw body as received (what the signature covers)
  body: string;
  // the Safarnama-Event-Id header
  eventId: string;
  // what the receiver answered
  status: number;
};

/** What to answer a request: a status (and headers), or 'hang' (never answer). */
export type ReceiverAnswer = number | { status: number; headers?: Record<string, string> } | 'hang';

export type WebhookReceiver = {
  url: string;
  port: number;
  received: ReceivedRequest[];
  // the answer for the next requests (default 200); a function decides per request
  answer: ReceiverAnswer | ((req: ReceivedRequest) => ReceiverAnswer);
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver = { received: [] as ReceivedRequest[], answer: 200 as WebhookReceiver['answer'] } as WebhookReceiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        eventId: String(req.headers['safarnama-event-id'] ?? ''),
        status: 0,
      };
      const answer = typeof receiver.answer === 'function' ? receiver.answer(got) : receiver.answer;
      if (answer === 'hang') {
        hanging.add(res);
        receiver.received.push(got);
        return;
      }
      const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
      got.status = status;
      receiver.received.push(got);
      res.writeHead(status, { 'content-type': 'text/plain', ...headers }).end('ok');
    });
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}${path}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  receiver.down = stop;
  receiver.up = () => listen(receiver.port);
  receiver.close = async () => {
    if (server.listening) await stop();
  };
  return receiver;
}
