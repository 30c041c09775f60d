import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { publishWebhookEvent, signatureHeader, verifySignature } from './outbox.js';

const t = useTestApp();
const h = agentHelpers(t);

async function endpointFor(ownerId: string, events: string[], status = 'enabled') {
  const rows = await h.sql<{ id: string }>(
    `insert into webhook_endpoint (owner_id, url, events, secret, status, created_at) values (?, 'https://hooks.example.com/x', ?::text[], 'whsec_x', ?, now()) returning id`,
    [ownerId, `{${events.join(',')}}`, status],
  );
  return rows[0]!.id;
}

describe('publishWebhookEvent', () => {
  it('writes the event and one delivery per subscribed enabled endpoint of the owners and super admins, in the transaction', async () => {
    const agent = await h.signUp('b2b_agent');
    const other = await h.signUp('b2b_agent');
    const admin = await h.signUp('super_admin');
    const mine = await endpointFor(agent.id, ['booking.created', 'booking.confirmed']);
    await endpointFor(agent.id, ['payment.succeeded']);
    await endpointFor(agent.id, ['booking.created'], 'disabled');
    await endpointFor(other.id, ['booking.created']);
    const admins = await endpointFor(admin.id, ['booking.created']);
    const em = t.db.orm.em.fork();
    const id = await em.transactional((tx) => publishWebhookEvent(tx, { type: 'booking.created', ownerIds: [agent.id, null, 'nope'], data: { booking: { id: 'b1' } } }));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const deliveries = await h.sql<{ endpoint_id: string }>('select endpoint_id from webhook_delivery where event_id = ? order by endpoint_id', [id]);
    expect(deliveries.map((d) => d.endpoint_id).sort()).toEqual([mine, admins].sort());
    const [event] = await h.sql<{ body: string; owner_ids: string[] }>('select body, owner_ids from webhook_event where id = ?', [id]);
    expect(JSON.parse(event!.body)).toMatchObject({ id, type: 'booking.created', data: { booking: { id: 'b1' } } });
    expect(event!.owner_ids).toEqual([agent.id]);

    // nobody subscribed: nothing written
    const none = await em.transactional((tx) => publishWebhookEvent(tx, { type: 'wallet.low_funds', ownerIds: [other.id], data: {} }));
    expect(none).toBeNull();
    // rolled back: nothing stays
    let rolledBack: string | null = null;
    await expect(
      em.transactional(async (tx) => {
        rolledBack = await publishWebhookEvent(tx, { type: 'booking.created', ownerIds: [agent.id], data: {} });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(rolledBack).not.toBeNull();
    expect(await h.sql('select 1 from webhook_event where id = ?', [rolledBack])).toEqual([]);
    // outside a transaction: refused
    await expect(publishWebhookEvent(em, { type: 'booking.created', ownerIds: [agent.id], data: {} })).rejects.toThrow(/transactional/);
  });

  it('signs and verifies', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const ts = Math.floor(now.getTime() / 1000);
    const header = signatureHeader(['whsec_new', 'whsec_old'], ts, '{"a":1}');
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, '{"a":1}', 'whsec_new', { now })).toBe(true);
    expect(verifySignature(header, '{"a":1}', 'whsec_old', { now })).toBe(true);
    expect(verifySignature(header, '{"a": 1}', 'whsec_new', { now })).toBe(false);
    expect(verifySignature(header, '{"a":1}', 'whsec_other', { now })).toBe(false);
    expect(verifySignature(header, '{"a":1}', 'whsec_new', { now: new Date(now.getTime() + 301_000) })).toBe(false);
    expect(verifySignature('garbage', '{"a":1}', 'whsec_new', { now })).toBe(false);
  });
});
