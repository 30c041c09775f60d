import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildSchema, parse, validate } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY_SECRET as SECRET, apiKeyAs, type ApiKeyRow as Key } from '../../test/admin';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let keys: Key[];

// list requests seen by the server: the mutations must update the list from their own answers
let listRequests: number;

beforeEach(() => {
  keys = [{ id: 'k1', name: 'Back office', prefix: 'sk_live_aaaa1111', revokedAt: null }];
  listRequests = 0;
  server.use(
    graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent', firstName: 'Imran' }) } })),
    graphql.query('ApiKeys', ({ variables }) => {
      listRequests += 1;
      const { limit = 20, offset = 0 } = (variables.pagination ?? {}) as { limit?: number; offset?: number };
      const items = keys.slice(offset, offset + limit).map(apiKeyAs);
      return HttpResponse.json({ data: { apiKeys: { __typename: 'ApiKeyPage', items, hasMore: keys.length > offset + limit } } });
    }),
    graphql.mutation('CreateApiKey', ({ variables }) => {
      const key = { id: 'k2', name: String(variables.name), prefix: SECRET.slice(0, 16), revokedAt: null };
      keys = [key, ...keys];
      return HttpResponse.json({ data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: apiKeyAs(key) } } });
    }),
    graphql.mutation('RevokeApiKey', ({ variables }) => {
      keys = keys.map((k) => (k.id === variables.id ? { ...k, revokedAt: '2026-11-22T10:00:00.000Z' } : k));
      return HttpResponse.json({ data: { revokeApiKey: apiKeyAs(keys.find((k) => k.id === variables.id) as Key) } });
    }),
  );
});

describe('Developer API panel on the agent dashboard', () => {
  it('lists keys by prefix, creates one and shows its secret once', async () => {
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-developer'));
    expect(await screen.findByText('Back office')).toBeTruthy();
    expect(screen.getByText('sk_live_aaaa1111…')).toBeTruthy();

    fireEvent.click(screen.getByTestId('create-api-key'));
    expect(await screen.findByText('Key name is required')).toBeTruthy();

    fireEvent.change(screen.getByTestId('api-key-name'), { target: { value: 'Booking website' } });
    fireEvent.click(screen.getByTestId('create-api-key'));
    expect((await screen.findByTestId('new-secret-value')).textContent).toBe(SECRET);
    expect(await screen.findByText('API key created')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(2));
    // the form is ready for another key, without a stale error
    await waitFor(() => expect((screen.getByTestId('api-key-name') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Key name is required')).toBeNull();

    fireEvent.click(screen.getByTestId('new-secret-done'));
    await waitFor(() => expect(screen.queryByTestId('new-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key after a confirmation', async () => {
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-developer'));
    fireEvent.click(await screen.findByTestId('revoke-api-key'));
    fireEvent.click(await screen.findByTestId('confirm-revoke'));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByTestId('revoke-api-key')).toBeNull();
  });

  it('shows a created key and a revoked one from the mutations alone: the list is not fetched again', async () => {
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-developer'));
    expect(await screen.findByText('Back office')).toBeTruthy();
    expect(listRequests).toBe(1);

    fireEvent.change(screen.getByTestId('api-key-name'), { target: { value: 'Booking website' } });
    fireEvent.click(screen.getByTestId('create-api-key'));
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(2));
    // newest first, as the server orders them
    expect(screen.getAllByTestId('api-key-row')[0].textContent).toContain('Booking website');

    fireEvent.click(screen.getAllByTestId('revoke-api-key')[1]);
    fireEvent.click(await screen.findByTestId('confirm-revoke'));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.getAllByTestId('api-key-row')[1].textContent).toContain('Back office');
    expect(listRequests).toBe(1);
  });

  it('pages through many keys with "Show more keys"', async () => {
    keys = Array.from({ length: 60 }, (_, i) => ({ id: `k${i}`, name: `Key ${i}`, prefix: `sk_live_${String(i).padStart(8, '0')}`, revokedAt: null }));
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-developer'));
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Show more keys' }));
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Show more keys' })).toBeNull();
    expect(screen.getAllByTestId('api-key-row')[59].textContent).toContain('Key 59');
  });

  it('shows the server message when creating fails', async () => {
    server.use(
      graphql.mutation('CreateApiKey', () =>
        HttpResponse.json({ errors: [{ message: "You don't have permission to do this", extensions: { code: 'FORBIDDEN' } }], data: null }),
      ),
    );
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-developer'));
    fireEvent.change(await screen.findByTestId('api-key-name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('create-api-key'));
    expect(await screen.findByText('Could not create the key')).toBeTruthy();
    expect(screen.getByText("You don't have permission to do this")).toBeTruthy();
  });
});

describe('/developers', () => {
  it('walks from a key to a booking, with the error codes and limits', async () => {
    renderApp('/developers');
    expect(await screen.findByText('Partner API')).toBeTruthy();
    for (const name of ['1. Get an API key', '2. First request', '4. Book', 'Errors', 'Limits'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(document.body.textContent).toContain('Idempotency-Key');
    for (const code of [
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'TOO_MANY_REQUESTS',
      'BAD_GATEWAY',
    ]) {
      expect(screen.getAllByText(code).length).toBeGreaterThan(0);
    }
    expect(screen.getByTestId('limits-table').textContent).toContain('40,000');
    expect(screen.getByTestId('open-sandbox').getAttribute('href')).toBe('/graphql');
  });

  it('shows only GraphQL that the schema accepts', async () => {
    renderApp('/developers');
    expect(await screen.findByText('Partner API')).toBeTruthy();
    const schema = buildSchema(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../schema.graphql'), 'utf8'));
    const snippets = [...(document.body.textContent ?? '').matchAll(/"query":"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
    expect(snippets.length).toBeGreaterThanOrEqual(4);
    for (const query of snippets) expect([query, validate(schema, parse(query)).map((e) => e.message)]).toEqual([query, []]);
  });
});
