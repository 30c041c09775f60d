import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from './rest';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('apiRequest', () => {
  it("turns a non-OK response into '<status>: <body text>'", async () => {
    server.use(http.get('http://localhost:3000/api/x', () => new HttpResponse('{"message":"City is required"}', { status: 400 })));
    const err = (await apiRequest('GET', 'http://localhost:3000/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('400: {"message":"City is required"}');
    expect(err.serverMessage).toBe('City is required');
  });

  it('falls back to the status text when the body is empty', async () => {
    server.use(http.get('http://localhost:3000/api/y', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })));
    await expect(apiRequest('GET', 'http://localhost:3000/api/y')).rejects.toThrow('404: Not Found');
  });

  it('sends a JSON body with a JSON content type only when there is a body', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post('http://localhost:3000/api/z', ({ request }) => {
        seen.push(request.headers.get('content-type'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('POST', 'http://localhost:3000/api/z', { a: 1 });
    await apiRequest('POST', 'http://localhost:3000/api/z');
    expect(seen).toEqual(['application/json', null]);
  });
});
