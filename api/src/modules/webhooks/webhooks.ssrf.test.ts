import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { deliverDueWebhooks } from './deliver.js';
import { publishWebhookEvent } from './outbox.js';
import { isPublicAddress, setWebhookResolver } from './ssrf.js';

// No SSRF: without WEBHOOK_ALLOW_PRIVATE (this app), an endpoint must be https and resolve to public addresses, at
// registration and at every delivery. DNS is stubbed (setWebhookResolver) so names can answer what the test needs.

const t = useTestApp();
const h = agentHelpers(t);
const PUBLIC = '93.184.215.14';
let dnsAnswers: Record<string, string[]> = {};
let lookups: string[] = [];

beforeAll(() => {
  setWebhookResolver(async (host) => {
    lookups.push(host);
    const answer = dnsAnswers[host];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
});
afterEach(() => {
  dnsAnswers = {};
  lookups = [];
});
afterAll(() => setWebhookResolver());

async function register(cookie: string, url: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: { cookie, 'content-type': 'application/json' },
    payload: { url, events: ['booking.confirmed'] },
  });
}

describe('webhook URLs: no SSRF', () => {
  it('refuses private, loopback, link-local and mapped addresses at registration with a 400 saying why', async () => {
    const agent = await h.signUp('b2b_agent');
    dnsAnswers = {
      'intranet.partner.example': ['10.1.2.3'],
      'mixed.partner.example': [PUBLIC, '192.168.1.10'],
      'v6local.partner.example': ['fd12:3456::1'],
      'metadata.partner.example': ['169.254.169.254'],
    };
    const refused: Array<[string, string]> = [
      ['https://127.0.0.1', 'The endpoint URL must resolve to a public address'],
      ['https://10.0.0.1/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://169.254.169.254/latest/meta-data/', 'The endpoint URL must resolve to a public address'],
      ['https://[::1]/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://[::ffff:127.0.0.1]/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://[::ffff:10.0.0.1]/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://[fe80::1]/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://[fc00::1]/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://0.0.0.0/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://100.64.0.1/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://0x7f.1/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://2130706433/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://intranet.partner.example/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://mixed.partner.example/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://v6local.partner.example/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://metadata.partner.example/hooks', 'The endpoint URL must resolve to a public address'],
      ['https://nowhere.partner.example/hooks', 'The endpoint URL’s host name could not be resolved'],
      ['http://hooks.partner.example/hooks', 'The endpoint URL must use HTTPS'],
      ['ftp://hooks.partner.example/hooks', 'The endpoint URL must use HTTPS'],
      ['https://user:pw@hooks.partner.example/hooks', 'The endpoint URL must not contain a user name or password'],
      ['not a url', 'The endpoint URL is not a valid URL'],
      [`https://hooks.partner.example/${'a'.repeat(2100)}`, 'The endpoint URL must be at most 2048 characters'],
    ];
    for (const [url, message] of refused) {
      const res = await register(agent.cookie, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message, code: 'BAD_USER_INPUT' });
    }
    expect(await h.sql('select 1 from webhook_endpoint where owner_id = ?', [agent.id])).toEqual([]);
    // in Urdu too
    const ur = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: { cookie: agent.cookie, 'content-type': 'application/json', 'accept-language': 'ur' },
      payload: { url: 'https://127.0.0.1', events: ['booking.confirmed'] },
    });
    expect(ur.json().message).toBe('اینڈ پوائنٹ کا URL کسی پبلک ایڈریس کی طرف جانا چاہیے');
  });

  it('accepts a name resolving to public addresses, and refuses it at delivery once it resolves to a private one', async () => {
    const agent = await h.signUp('b2b_agent');
    dnsAnswers = { 'hooks.partner.example': [PUBLIC, '2606:2800:220:1:248:1893:25c8:1946'] };
    const res = await register(agent.cookie, 'https://hooks.partner.example:8443/safarnama?x=1');
    expect(res.statusCode).toBe(201);
    const endpointId = res.json().id as string;
    expect(res.json().url).toBe('https://hooks.partner.example:8443/safarnama?x=1');

    // a DNS rebind: the same name now answers a private address; the delivery is refused before any connection
    dnsAnswers = { 'hooks.partner.example': ['10.0.0.7'] };
    lookups = [];
    await t.db.orm.em.fork().transactional((tx) => publishWebhookEvent(tx, { type: 'booking.confirmed', ownerIds: [agent.id], data: {}, now: t.clock.now }));
    const ctx = systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now });
    expect(await deliverDueWebhooks(ctx)).toEqual({ delivered: 0, failed: 1, attempted: 1 });
    expect(lookups).toEqual(['hooks.partner.example']);
    const attempts = await h.sql<{ status_code: number | null; error: string }>(
      'select a.status_code, a.error from webhook_attempt a join webhook_delivery d on d.id = a.delivery_id where d.endpoint_id = ?',
      [endpointId],
    );
    expect(attempts).toEqual([{ status_code: null, error: 'not sent: The endpoint URL must resolve to a public address' }]);
    const [delivery] = await h.sql<{ status: string; next_attempt_at: Date }>('select status, next_attempt_at from webhook_delivery where endpoint_id = ?', [endpointId]);
    expect(delivery!.status).toBe('pending');
    expect(new Date(delivery!.next_attempt_at).getTime()).toBeGreaterThan(t.clock.now.getTime());
  });

  it('connects to the address it checked (pinned), keeping the URL’s host name', async () => {
    // a local receiver reached through a name: only possible with private addresses allowed, as in development
    const receiver: WebhookReceiver = await startWebhookReceiver();
    try {
      const agent = await h.signUp('b2b_agent');
      dnsAnswers = { 'hooks.partner.example': [PUBLIC] };
      const res = await register(agent.cookie, `https://hooks.partner.example:${receiver.port}/hooks`);
      expect(res.statusCode).toBe(201);
      await h.sql(`update webhook_endpoint set url = ? where id = ?`, [`http://hooks.partner.example:${receiver.port}/hooks`, res.json().id]);
      // the name now resolves to the receiver; with WEBHOOK_ALLOW_PRIVATE the delivery goes there, by that address
      dnsAnswers = { 'hooks.partner.example': ['127.0.0.1'] };
      await t.db.orm.em.fork().transactional((tx) => publishWebhookEvent(tx, { type: 'booking.confirmed', ownerIds: [agent.id], data: {}, now: t.clock.now }));
      const config = { ...t.deps.config, webhooks: { allowPrivate: true } };
      const ctx = systemContext({ em: t.db.orm.em.fork(), config, log: t.deps.log, now: () => t.clock.now });
      expect(await deliverDueWebhooks(ctx)).toEqual({ delivered: 1, failed: 0, attempted: 1 });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.headers.host).toBe(`hooks.partner.example:${receiver.port}`);
    } finally {
      await receiver.close();
    }
  });

  it('judges addresses: public unicast only', () => {
    const refused = [
      '127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '169.254.0.1', '100.64.0.1',
      '100.127.255.255', '0.0.0.0', '0.1.2.3', '255.255.255.255', '224.0.0.1', '239.255.255.250', '240.0.0.1', '192.0.2.1', '198.51.100.1',
      '198.18.0.1', '::', '::1', 'fe80::1', 'fc00::1', 'fd00::abcd', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254',
      '64:ff9b::a00:1', '2002:a00:1::', '2001:db8::1', 'not-an-ip',
    ];
    const accepted = ['8.8.8.8', '93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2a00:1450:4001:80b::200e'];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(accepted.filter((a) => !isPublicAddress(a))).toEqual([]);
  });
});
