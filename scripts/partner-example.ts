// A partner's client for the Safarnama API, typed end to end by the code generated from schema.graphql
// (GraphQL Code Generator, client preset: `npm run codegen` picks up the graphql() documents below).
//
//   SAFARNAMA_URL=http://127.0.0.1:3000 SAFARNAMA_USERNAME=agent SAFARNAMA_PASSWORD=agent12345 npx tsx scripts/partner-example.ts
//   SAFARNAMA_URL=http://127.0.0.1:3000 SAFARNAMA_API_KEY=sk_live_… npx tsx scripts/partner-example.ts
//
// Flow: sign in (or start from a key) → create a key → me → currencies → search Umrah packages → book one
// (and retry with the same idempotency key: the same booking comes back) → pay its advance on the sandbox → list
// bookings → the cancellation quote → cancel it →
// list own keys → revoke the new key → the revoked key is refused.
//
// With SAFARNAMA_WEBHOOK_URL (an https:// URL of yours) it registers a webhook endpoint instead and prints its secret,
// once: give it to the verifying receiver (scripts/partner-webhook-receiver.ts), then run the flow above again and
// the receiver logs booking.created, payment.succeeded, booking.confirmed, booking.cancelled, payment.refunded.
//   SAFARNAMA_WEBHOOK_URL=https://hooks.example.com/safarnama SAFARNAMA_API_KEY=sk_live_… npx tsx scripts/partner-example.ts
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../web/src/gql';

const PartnerLogin = graphql(`
  mutation PartnerLogin($input: LoginInput!) {
    login(input: $input) {
      username
      role
    }
  }
`);

const PartnerCreateKey = graphql(`
  mutation PartnerCreateKey($name: String!) {
    createApiKey(name: $name) {
      secret
      key {
        id
        name
        prefix
      }
    }
  }
`);

const PartnerMe = graphql(`
  query PartnerMe {
    me {
      username
      role
    }
  }
`);

const PartnerCurrencies = graphql(`
  query PartnerCurrencies {
    currencies {
      code
      symbol
      rate
    }
  }
`);

const PartnerSearchPackages = graphql(`
  query PartnerSearchPackages($type: PackageType, $pagination: PaginationInput) {
    packages(type: $type, pagination: $pagination) {
      items {
        id
        name
        duration
        priceInPkr
        availableSpots
      }
      hasMore
    }
  }
`);

// an agency cannot buy its own packages: an agent skips those it sells (its own list)
const PartnerOwnPackages = graphql(`
  query PartnerOwnPackages($type: PackageType, $pagination: PaginationInput) {
    myPackages(type: $type, pagination: $pagination) {
      items {
        id
      }
    }
  }
`);

const PartnerBook = graphql(`
  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {
    book(input: $input, idempotencyKey: $idempotencyKey) {
      id
      status
      itemName
      passengerCount
      totalPriceInPkr
      currency
      currencyRate
      amountDueNowInPkr
      holdExpiresAt
    }
  }
`);

const PartnerPay = graphql(`
  mutation PartnerPay($bookingId: ID!, $method: PaymentMethod!) {
    pay(bookingId: $bookingId, method: $method) {
      payment {
        id
        status
        amountInPkr
      }
      redirectUrl
    }
  }
`);

const PartnerSandboxPay = graphql(`
  mutation PartnerSandboxPay($paymentId: ID!) {
    completeSandboxPayment(paymentId: $paymentId, outcome: success) {
      outcome
    }
  }
`);

const PartnerBooking = graphql(`
  query PartnerBooking($id: ID!) {
    booking(id: $id) {
      id
      status
      paymentStatus
      amountPaidInPkr
      balanceDueInPkr
      balanceDueAt
    }
  }
`);

const PartnerQuote = graphql(`
  query PartnerQuote($bookingId: ID!) {
    cancellationQuote(bookingId: $bookingId) {
      refundInPkr
      penaltyInPkr
      refundPercent
    }
  }
`);

const PartnerBookings = graphql(`
  query PartnerBookings($pagination: PaginationInput) {
    bookings(pagination: $pagination) {
      items {
        id
        itemName
        status
        totalPriceInPkr
        createdAt
      }
      hasMore
    }
  }
`);

const PartnerCancel = graphql(`
  mutation PartnerCancel($id: ID!) {
    cancelBooking(id: $id) {
      id
      status
      paymentStatus
    }
  }
`);

const PartnerKeys = graphql(`
  query PartnerKeys($pagination: PaginationInput) {
    apiKeys(pagination: $pagination) {
      items {
        id
        name
        prefix
        lastUsedAt
        revokedAt
      }
      hasMore
    }
  }
`);

const PartnerRevokeKey = graphql(`
  mutation PartnerRevokeKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

export type Credentials = { apiKey: string } | { username: string; password: string };

export class PartnerApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

type GraphQLResponse<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** One GraphQL endpoint, authenticated by an API key (Authorization: Bearer) or, until it has one, a session cookie. */
export class PartnerClient {
  private cookie: string | undefined;

  constructor(
    readonly url: string,
    private apiKey?: string,
  ) {}

  useKey(apiKey: string): void {
    this.apiKey = apiKey;
    this.cookie = undefined;
  }

  async request<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
  ): Promise<TResult> {
    return this.requestText<TResult>(print(document), (variables ?? {}) as Record<string, unknown>);
  }

  /** A query given as text, for an operation without a generated document; the caller declares its result type. */
  async requestText<TResult>(query: string, variables: Record<string, unknown> = {}): Promise<TResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    else if (this.cookie) headers.cookie = this.cookie;
    const res = await fetch(new URL('/graphql', this.url), {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sf_sid='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const body = (await res.json()) as GraphQLResponse<TResult>;
    const error = body.errors?.[0];
    if (error || !body.data) {
      throw new PartnerApiError(error?.message ?? `HTTP ${res.status}`, res.status, error?.extensions?.code);
    }
    return body.data;
  }
}

// Webhooks. createWebhookEndpoint is not among the generated documents (web/src/gql) yet, so its query is plain text
// (a string, not a graphql() document: codegen leaves it alone) and its result type is declared here, after
// schema.graphql's CreatedWebhookEndpoint.
export type CreatedWebhookEndpoint = {
  endpoint: { id: string; url: string; events: string[]; status: string; createdAt: string };
  /** the signing secret (whsec_…): this answer is the only one that carries it */
  secret: string;
};

const CREATE_WEBHOOK_ENDPOINT =
  'mutation PartnerCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events status createdAt } } }';

// the events the flow above causes
export const EXAMPLE_WEBHOOK_EVENTS = ['booking.created', 'booking.confirmed', 'booking.cancelled', 'payment.succeeded', 'payment.refunded'];

/**
 * Registers an endpoint (an https:// URL that resolves to a public address) for `events`. Keep the secret: the
 * receiver verifies every delivery with it (scripts/partner-webhook-receiver.ts).
 */
export async function registerWebhookEndpoint(client: PartnerClient, url: string, events: string[] = EXAMPLE_WEBHOOK_EVENTS): Promise<CreatedWebhookEndpoint> {
  const { createWebhookEndpoint } = await client.requestText<{ createWebhookEndpoint: CreatedWebhookEndpoint }>(CREATE_WEBHOOK_ENDPOINT, { input: { url, events } });
  return createWebhookEndpoint;
}

export type Step = { step: string; detail: string };

/** The example flow. Returns what each step saw, for printing or for a test to check. */
export async function run(url: string, credentials: Credentials, log: (s: Step) => void = () => {}): Promise<Step[]> {
  const steps: Step[] = [];
  const note = (step: string, detail: string) => {
    steps.push({ step, detail });
    log({ step, detail });
  };
  const client = new PartnerClient(url, 'apiKey' in credentials ? credentials.apiKey : undefined);
  if (!('apiKey' in credentials)) {
    const { login } = await client.request(PartnerLogin, { input: credentials });
    note('sign in', `${login.username} (${login.role})`);
  }

  const { createApiKey } = await client.request(PartnerCreateKey, { name: `partner-example ${new Date().toISOString()}` });
  note('create key', `${createApiKey.key.prefix}… "${createApiKey.key.name}"`);
  // from here on, the new key is the only credential
  client.useKey(createApiKey.secret);

  const { me } = await client.request(PartnerMe);
  if (!me) throw new Error('the new key did not authenticate');
  note('me', `${me.username} (${me.role})`);

  const { currencies } = await client.request(PartnerCurrencies);
  note('currencies', currencies.map((c) => `${c.code} ${c.rate}`).join(', '));

  const { packages } = await client.request(PartnerSearchPackages, { type: 'umrah', pagination: { limit: 5 } });
  // an agency cannot buy its own packages (403 at payment): an agent leaves out those it sells
  const own = me.role === 'b2b_agent' ? new Set((await client.request(PartnerOwnPackages, { type: 'umrah', pagination: { limit: 100 } })).myPackages.items.map((p) => p.id)) : new Set<string>();
  const pkg = packages.items.find((p) => p.availableSpots >= 2 && !own.has(p.id));
  if (!pkg) throw new Error('no Umrah package with 2 free spots');
  note('search', `${packages.items.length} Umrah package(s); booking "${pkg.name}" (${pkg.duration}, Rs ${pkg.priceInPkr} each)`);

  // One idempotency key per booking attempt: a retry after a timeout returns the first booking, never a second one.
  const attempt = randomUUID();
  const input = { type: 'package' as const, packageId: pkg.id, passengerCount: 2, currency: 'USD' };
  const { book } = await client.request(PartnerBook, { input, idempotencyKey: attempt });
  note('book', `${book.id} ${book.status}: ${book.passengerCount} × ${book.itemName}, Rs ${book.totalPriceInPkr} (shown in ${book.currency} at ${book.currencyRate})`);
  const { book: retried } = await client.request(PartnerBook, { input, idempotencyKey: attempt });
  note('retry', retried.id === book.id ? 'same idempotency key → the same booking' : `a second booking ${retried.id}`);

  // The booking holds its seats until holdExpiresAt; paying the amount due now confirms it. The payer opens
  // redirectUrl (the sandbox's checkout page) and presses Pay; here that button is pressed through the API.
  const { pay } = await client.request(PartnerPay, { bookingId: book.id, method: 'sandbox' });
  note('pay', `Rs ${pay.payment.amountInPkr} due now (hold until ${book.holdExpiresAt}); checkout at ${pay.redirectUrl}`);
  await client.request(PartnerSandboxPay, { paymentId: pay.payment.id });
  // the sandbox tells the server by a signed webhook a moment later: wait for the booking to be confirmed
  let paid = (await client.request(PartnerBooking, { id: book.id })).booking;
  for (let i = 0; i < 100 && paid.status !== 'confirmed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    paid = (await client.request(PartnerBooking, { id: book.id })).booking;
  }
  note('paid', `${paid.id} ${paid.status}: Rs ${paid.amountPaidInPkr} paid (${paid.paymentStatus}), Rs ${paid.balanceDueInPkr} due by ${paid.balanceDueAt}`);

  const { bookings } = await client.request(PartnerBookings, { pagination: { limit: 5 } });
  const mine = bookings.items.find((b) => b.id === book.id);
  note('list bookings', `${bookings.items.length} on the first page; the new one ${mine ? `is there (${mine.status})` : 'is missing'}`);

  const { cancellationQuote: quote } = await client.request(PartnerQuote, { bookingId: book.id });
  note('quote', `cancelling now refunds Rs ${quote.refundInPkr} (${quote.refundPercent} %), keeps Rs ${quote.penaltyInPkr}`);
  const { cancelBooking } = await client.request(PartnerCancel, { id: book.id });
  note('cancel', `${cancelBooking.id} ${cancelBooking.status}; its spots are free again; payment ${cancelBooking.paymentStatus}`);

  // newest first: the key made above is on the first page
  const { apiKeys } = await client.request(PartnerKeys, { pagination: { limit: 100 } });
  const listed = apiKeys.items.find((k) => k.id === createApiKey.key.id);
  note('list keys', `${apiKeys.items.length} key(s); the new one ${listed ? `was last used ${listed.lastUsedAt ?? 'never'}` : 'is missing'}`);

  const { revokeApiKey } = await client.request(PartnerRevokeKey, { id: createApiKey.key.id });
  note('revoke', `${createApiKey.key.prefix}… revoked at ${revokeApiKey.revokedAt}`);

  // the revoked key no longer works
  try {
    await client.request(PartnerMe);
    note('after revoke', 'unexpectedly still accepted');
  } catch (err) {
    note('after revoke', err instanceof PartnerApiError ? `${err.status} ${err.code}: ${err.message}` : String(err));
  }
  return steps;
}

function credentialsFromEnv(env: NodeJS.ProcessEnv): Credentials {
  if (env.SAFARNAMA_API_KEY) return { apiKey: env.SAFARNAMA_API_KEY };
  if (env.SAFARNAMA_USERNAME && env.SAFARNAMA_PASSWORD) return { username: env.SAFARNAMA_USERNAME, password: env.SAFARNAMA_PASSWORD };
  throw new Error('Set SAFARNAMA_API_KEY, or SAFARNAMA_USERNAME and SAFARNAMA_PASSWORD (a travel agent or the super admin)');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.SAFARNAMA_URL ?? 'http://127.0.0.1:3000';
  try {
    const webhookUrl = process.env.SAFARNAMA_WEBHOOK_URL;
    if (webhookUrl) {
      const credentials = credentialsFromEnv(process.env);
      const client = new PartnerClient(url, 'apiKey' in credentials ? credentials.apiKey : undefined);
      if (!('apiKey' in credentials)) await client.request(PartnerLogin, { input: credentials });
      const events = process.env.SAFARNAMA_WEBHOOK_EVENTS?.split(',').map((e) => e.trim()).filter(Boolean);
      const { endpoint, secret } = await registerWebhookEndpoint(client, webhookUrl, events);
      console.log(`webhook endpoint ${endpoint.id} (${endpoint.status}): ${endpoint.url} ← ${endpoint.events.join(', ')}`);
      console.log(`its secret, shown this once: ${secret}`);
      console.log(`start the receiver behind that URL: WEBHOOK_SECRET=${secret} PORT=8080 npx tsx scripts/partner-webhook-receiver.ts`);
      process.exit(0);
    }
    await run(url, credentialsFromEnv(process.env), ({ step, detail }) => console.log(`${step.padEnd(14)} ${detail}`));
  } catch (err) {
    console.error(err instanceof PartnerApiError ? `${err.status} ${err.code ?? ''}: ${err.message}` : err);
    process.exit(1);
  }
}
