import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpPeer = {
  port: number;
  url: string;
  // each accepted message, raw (headers and MIME body as sent), with when it was accepted
  received: { raw: string; at: number; to: string[] }[];
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 for tests and benchmarks (smtp-server): no TLS, no login needed; a recipient whose
 * local part is `nobody` is refused with 550, as a mail server refuses an unknown user. port 0 = a free one.
 */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: SmtpPeer['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    // close() ends clients' idle pooled connections after this long instead of waiting 30 s for them
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ raw: Buffer.concat(chunks).toString('utf8'), at: Date.now(), to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (for a peer that is down): a free one, released at once. */
export async function freePort(): Promise<number> {
  const peer = await startSmtpPeer(0);
  await peer.close();
  return peer.port;
}
