import { currentLanguage } from '../i18n';

// The few GraphQL calls the app shell makes on every page (who is signed in, the currency rates, logout), sent with a
// plain fetch: Apollo Client (≈ 45 KB gzip) then loads only with the pages that use it, never on the landing page.

export type ShellError = Error & { errors?: Array<{ message?: string; extensions?: { code?: unknown } }> };

export async function shellRequest<T>(operationName: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  // absolute: the same origin in the browser and under the test DOM
  const url = new URL('/graphql', window.location.href).href;
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    // JSON content type: Apollo's CSRF prevention accepts it (a "simple" request would be refused)
    // accept-language: the server's messages in the chosen language (api/src/core/i18n.ts)
    headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': currentLanguage() },
    body: JSON.stringify({ operationName, query, variables }),
  });
  let body: { data?: T; errors?: ShellError['errors'] } | undefined;
  try {
    body = (await res.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (!res.ok || body?.errors?.length || !body?.data) {
    const err = new Error(body?.errors?.[0]?.message ?? `GraphQL ${operationName} failed (${res.status})`) as ShellError;
    err.errors = body?.errors;
    throw err;
  }
  return body.data;
}
