import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeyAs } from '../../test/admin';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';

// Issue 38: the Developer API tab's webhooks (endpoints, the secret shown once, rotate, the event log with its
// attempts, resend) and each API key's budget in words.

const SECRET = `whsec_${'s'.repeat(43)}`;
const ROTATED = `whsec_${'r'.repeat(43)}`;
const TYPES = ['booking.created', 'booking.confirmed', 'payment.succeeded'];

type Endpoint = { id: string; url: string; events: string[]; status: string; disabledReason: string | null; failingSince: string | null; previousSecretExpiresAt: string | null };
const endpointAs = (e: Endpoint) => ({ __typename: 'WebhookEndpoint', createdAt: '2026-11-20T09:30:00.000Z', ...e });
const deliveryAs = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery',
  id,
  eventId: `evt-${id}`,
  endpointId: 'w1',
  type: 'booking.confirmed',
  createdAt: '2026-11-24T10:00:00.000Z',
  status: 'failed',
  nextAttemptAt: null,
  payload: `{"id":"evt-${id}","type":"booking.confirmed","data":{"booking":{"id":"b1"}}}`,
  attempts: [
    { __typename: 'WebhookAttempt', at: '2026-11-24T10:00:01.000Z', statusCode: 500, latencyMs: 1234, error: null },
    { __typename: 'WebhookAttempt', at: '2026-11-24T10:00:31.000Z', statusCode: null, latencyMs: 10000, error: 'timed out after 10 s' },
  ],
  ...over,
});

let endpoints: Endpoint[];
let resent: unknown[];
let created: unknown[];

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(async () => {
  server.resetHandlers();
  await backToEnglish();
});
afterAll(() => server.close());

beforeEach(() => {
  endpoints = [
    { id: 'w1', url: 'https://hooks.example.com/safarnama/very/long/path/for/the/receiver', events: ['booking.confirmed'], status: 'enabled', disabledReason: null, failingSince: '2026-11-24T10:00:01.000Z', previousSecretExpiresAt: null },
    { id: 'w2', url: 'https://old.example.com/hook', events: TYPES, status: 'disabled', disabledReason: 'Every delivery failed for 72 hours', failingSince: '2026-11-20T10:00:00.000Z', previousSecretExpiresAt: null },
  ];
  resent = [];
  created = [];
  server.use(
    graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent', firstName: 'Imran' }) } })),
    graphql.query('AgentStats', () => HttpResponse.json({ data: { agentStats: null } })),
    graphql.query('AgentActivity', () => HttpResponse.json({ data: { agentActivity: [] } })),
    graphql.query('ApiKeys', () =>
      HttpResponse.json({ data: { apiKeys: { __typename: 'ApiKeyPage', items: [apiKeyAs({ id: 'k1', name: 'Back office', prefix: 'sk_live_aaaa1111', revokedAt: null })], hasMore: false } } }),
    ),
    graphql.query('WebhookEndpoints', () => HttpResponse.json({ data: { webhookEndpoints: endpoints.map(endpointAs) } })),
    graphql.query('WebhookEventTypes', () => HttpResponse.json({ data: { webhookEventTypes: TYPES } })),
    graphql.query('WebhookDeliveries', () =>
      HttpResponse.json({ data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', items: [deliveryAs('d1')], hasMore: false, limit: 20, offset: 0 } } }),
    ),
    graphql.mutation('CreateWebhookEndpoint', ({ variables }) => {
      const input = variables.input as { url: string; events: string[] };
      created.push(input);
      if (input.url.includes('10.0.0.1'))
        return HttpResponse.json({ errors: [{ message: 'The endpoint URL must resolve to a public address', extensions: { code: 'BAD_USER_INPUT' } }], data: null });
      const endpoint: Endpoint = { id: 'w3', url: input.url, events: input.events, status: 'enabled', disabledReason: null, failingSince: null, previousSecretExpiresAt: null };
      endpoints = [endpoint, ...endpoints];
      return HttpResponse.json({ data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: SECRET, endpoint: endpointAs(endpoint) } } });
    }),
    graphql.mutation('RotateWebhookSecret', ({ variables }) => {
      const endpoint = { ...(endpoints.find((e) => e.id === variables.id) as Endpoint), previousSecretExpiresAt: '2026-11-25T10:00:00.000Z' };
      return HttpResponse.json({ data: { rotateWebhookSecret: { __typename: 'RotatedWebhookSecret', secret: ROTATED, endpoint: endpointAs(endpoint) } } });
    }),
    graphql.mutation('ResendWebhookEvent', ({ variables }) => {
      resent.push(variables.eventId);
      return HttpResponse.json({ data: { resendWebhookEvent: [deliveryAs('d2', { eventId: variables.eventId, status: 'pending', attempts: [] })] } });
    }),
  );
});

/** Waits for an event type's box to show `state` (the checkbox's change arrives a moment after the click). */
async function checked(type: string, state: 'checked' | 'unchecked') {
  await waitFor(() => expect(screen.getByTestId(`webhook-event-${type}`).closest('label')?.getAttribute('data-state')).toBe(state));
}

async function openDeveloperTab() {
  fireEvent.click(await screen.findByTestId('agent-tab-developer'));
  return screen.findByTestId('webhooks-panel');
}

describe('Webhooks on the Developer API tab', () => {
  it('lists the endpoints with their health, and each key with its budget in words', async () => {
    renderApp('/dashboard/b2b-agent');
    const panel = await openDeveloperTab();
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeTruthy();
    const rows = await within(panel).findAllByTestId('webhook-endpoint');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('https://hooks.example.com/safarnama/very/long/path/for/the/receiver');
    expect(rows[0].textContent).toContain('Enabled');
    expect(rows[0].textContent).toMatch(/Failing since 24 Nov 2026/);
    expect(rows[1].textContent).toContain('Disabled: Every delivery failed for 72 hours');
    expect(within(rows[1]).getByTestId('webhook-enable')).toBeTruthy();
    expect(within(rows[0]).queryByTestId('webhook-enable')).toBeNull();
    expect((await screen.findByTestId('api-key-budget')).textContent).toBe(
      'Budget 38,500 of 40,000 points · restores 2,000 a second · 1,200 requests a minute',
    );
  });

  it('adds an endpoint and shows its secret once', async () => {
    renderApp('/dashboard/b2b-agent');
    const panel = await openDeveloperTab();
    await within(panel).findAllByTestId('webhook-endpoint');
    fireEvent.click(screen.getByTestId('create-webhook'));
    expect(await screen.findByText('Enter the endpoint URL')).toBeTruthy();
    expect(screen.getByText('Choose at least one event')).toBeTruthy();

    fireEvent.change(screen.getByTestId('webhook-url'), { target: { value: 'https://erp.example.pk/hooks' } });
    fireEvent.click(await screen.findByTestId('webhook-all-events'));
    await checked('booking.created', 'checked');
    fireEvent.click(screen.getByTestId('webhook-event-booking.created'));
    await checked('booking.created', 'unchecked');
    fireEvent.click(screen.getByTestId('create-webhook'));
    expect((await screen.findByTestId('webhook-secret-value')).textContent).toBe(SECRET);
    expect(created).toEqual([{ url: 'https://erp.example.pk/hooks', events: ['booking.confirmed', 'payment.succeeded'] }]);
    await waitFor(() => expect(within(panel).getAllByTestId('webhook-endpoint')).toHaveLength(3));
    expect(within(panel).getAllByTestId('webhook-endpoint')[0].textContent).toContain('https://erp.example.pk/hooks');

    fireEvent.click(screen.getByTestId('webhook-secret-done'));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("shows the server's refusal of the URL at the URL field", async () => {
    renderApp('/dashboard/b2b-agent');
    await openDeveloperTab();
    fireEvent.change(await screen.findByTestId('webhook-url'), { target: { value: 'https://10.0.0.1/hook' } });
    fireEvent.click(await screen.findByTestId('webhook-event-payment.succeeded'));
    await checked('payment.succeeded', 'checked');
    fireEvent.click(screen.getByTestId('create-webhook'));
    const message = await screen.findByText('The endpoint URL must resolve to a public address');
    const input = screen.getByTestId('webhook-url');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // in the URL's own field, under its input
    expect(message.parentElement?.contains(input)).toBe(true);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('rotates a secret after a confirmation: the new one shown once, the old one said to sign for 24 hours', async () => {
    renderApp('/dashboard/b2b-agent');
    const panel = await openDeveloperTab();
    const [row] = await within(panel).findAllByTestId('webhook-endpoint');
    fireEvent.click(within(row).getByTestId('webhook-rotate'));
    const dialog = await screen.findByTestId('webhook-rotate-dialog');
    expect(dialog.textContent).toContain('24 hours');
    fireEvent.click(within(dialog).getByTestId('webhook-rotate-confirm'));
    expect((await screen.findByTestId('webhook-secret-value')).textContent).toBe(ROTATED);
    expect(screen.getByTestId('webhook-old-secret').textContent).toContain('24 hours');
    expect(await within(row).findByText(/The previous secret also signs until 25 Nov 2026/)).toBeTruthy();
  });

  it('shows the event log with its attempts and payload, and resends an event by its id', async () => {
    renderApp('/dashboard/b2b-agent');
    const panel = await openDeveloperTab();
    const [row] = await within(panel).findAllByTestId('webhook-endpoint');
    fireEvent.click(within(row).getByTestId('webhook-show-events'));
    const delivery = await within(row).findByTestId('webhook-delivery');
    expect(delivery.textContent).toContain('booking.confirmed');
    expect(delivery.textContent).toContain('Failed');
    const attempts = within(delivery).getByTestId('webhook-attempts');
    expect(attempts.textContent).toContain('HTTP 500');
    expect(attempts.textContent).toContain('1,234 ms');
    expect(attempts.textContent).toContain('timed out after 10 s');
    fireEvent.click(within(delivery).getByTestId('webhook-payload-toggle'));
    expect((await within(delivery).findByTestId('webhook-payload')).textContent).toContain('"id": "evt-d1"');

    fireEvent.click(within(delivery).getByTestId('webhook-resend'));
    expect(await screen.findByText('Event sent again')).toBeTruthy();
    expect(resent).toEqual(['evt-d1']);
  });
});

describe('Webhooks in Urdu', () => {
  it('the panel heading and its words are Urdu (code, URLs and stored text left as written)', async () => {
    await renderInUrdu('/dashboard/b2b-agent');
    const panel = await openDeveloperTab();
    expect(await within(panel).findByRole('heading', { name: 'ویب ہکس' })).toBeTruthy();
    await within(panel).findAllByTestId('webhook-endpoint');
    expect(within(panel).getByRole('heading', { name: 'اینڈ پوائنٹ شامل کریں' })).toBeTruthy();
    expect((await screen.findByTestId('api-key-budget')).textContent).toContain('40,000');
    expect(latinWords(panel, ['HTTP'])).toEqual([]);
  });
});
