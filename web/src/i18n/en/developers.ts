import { pageNamespace } from '../page';

// the developers page, API keys and the GraphQL sandbox.
// In sentences: <c>…</c> is code as written (shown in code type, never translated), <b>…</b> bold, <en>…</en> a name
// from the protocol left as it is (a header, a field), <name/> an element the page fills in (see partner/rich.tsx).
const strings = {
  // ApiKeysPanel
  keys: {
    intro: 'API keys let your own systems search and book through the <api>partner API</api>. A key acts as your account. Try queries in the <sandbox>GraphQL sandbox</sandbox>.',
    copied: 'Copied',
    copiedText: 'The key is on your clipboard.',
    copyFailed: 'Copy failed',
    copyFailedText: 'Select the key and copy it by hand.',
    copyNow: 'Copy “<name/>” now: it will not be shown again.',
    copy: 'Copy',
    done: 'Done',
    sendAs: 'Send it as <auth/>. Only its hash is stored.',
    name: 'Key name',
    nameHelp: 'e.g. Booking website',
    namePlaceholder: 'Booking website',
    creating: 'Creating...',
    create: 'Create key',
    all: 'All API keys',
    yours: 'Your API keys',
    everyAccount: 'Every account',
    loadError: 'Error: {{message}}',
    loadFailed: 'Failed to load API keys',
    none: 'No API keys yet. Create one to connect your systems.',
    revoked: 'Revoked',
    active: 'Active',
    created: 'Created {{when}}',
    lastUsed: 'Last used {{when}}',
    revokedAt: 'Revoked {{when}}',
    never: 'Never',
    revokeNow: 'Revoke now',
    cancel: 'Cancel',
    revoke: 'Revoke',
    showMore: 'Show more keys',
    // useApiKeyMutations' toasts
    keyCreated: 'API key created',
    keyCreatedText: '{{name}} ({{prefix}}…)',
    createFailed: 'Could not create the key',
    createFailedText: 'Failed to create the API key',
    keyRevoked: 'API key revoked',
    keyRevokedText: '{{name}} stops working immediately.',
    revokeFailed: 'Could not revoke the key',
    revokeFailedText: 'Failed to revoke the API key',
  },

  // DevelopersPage
  title: 'Partner API',
  subtitle: "Search and book Safarnama's packages, hotels and transport from your own systems, in GraphQL or REST.",
  openSandbox: 'Open the sandbox',
  manageKeys: 'Manage API keys',
  registerAgent: 'Register as a travel agent',
  onThisPage: 'On this page',
  nav: {
    key: '1. Get a key',
    firstRequest: '2. First request',
    search: '3. Search and price',
    book: '4. Book',
    bookings: '5. List bookings',
    errors: 'Errors',
    limits: 'Limits',
    client: 'Typed client',
  },
  codeExample: 'Code example',
  key: {
    title: '1. Get an API key',
    text1:
      'Keys belong to travel agents and the super administrator. Register as a <b>Travel Agent (B2B)</b>, open your dashboard, and under <b>Developer API</b> name a key and create it. Copy the secret (<c>sk_live_…</c>): it is shown once, and Safarnama keeps only its SHA-256 hash. Its first 16 characters, the prefix, identify the key in your dashboard and in our logs.',
    text2:
      'Send it on every request as <auth/>. A key acts as its owner; a revoked or unknown key gets <c>401</c> immediately. Key requests need no CSRF header. Keep keys on your servers, never in a browser.',
  },
  firstRequest: {
    title: '2. First request',
    get: 'A query can also be sent as <c>GET /graphql?query=…</c> with an <c>apollo-require-preflight: true</c> header.',
  },
  search: {
    title: '3. Search packages, price a hotel stay',
    text: 'Amounts are PKR decimal strings such as <c>"125000.00"</c>. Every list is paged: <c>limit</c> defaults to {{default}} and is at most {{max}}; <c>offset</c> skips.',
  },
  book: {
    title: '4. Book',
    text: 'The server computes every price; you say what to book. Send an <c>Idempotency-Key</c> header (a new UUID per booking attempt): retrying with the same key and body returns the first booking instead of booking twice, and the same key with a different body is a <c>409</c>.',
  },
  bookings: { title: '5. List bookings' },
  errors: {
    title: 'Errors',
    text: 'REST answers with the status and <json/>. GraphQL carries the same code in <c>errors[].extensions.code</c>; requests refused before they run (bad key, rate limit, invalid document) also get the HTTP status.',
    label: 'Error codes',
    http: 'HTTP',
    code: 'code',
    meaning: 'meaning',
    // by code
    meanings: {
      BAD_USER_INPUT: "An input broke a rule; the message is the rule's own text.",
      GRAPHQL_VALIDATION_FAILED: 'Not valid for this schema, or over a query limit (extensions.limit says which).',
      UNAUTHENTICATED: 'The operation needs a key or session, or the key is unknown or revoked.',
      FORBIDDEN: 'Your role may not do this (e.g. a traveller creating an API key).',
      NOT_FOUND: 'No such package, hotel, booking or key (or not yours).',
      CONFLICT: 'Sold out, already exists, or an Idempotency-Key reused with a different body.',
      PAYLOAD_TOO_LARGE: 'The request body is over 1 MB.',
      TOO_MANY_REQUESTS: 'Rate limit reached: wait Retry-After seconds.',
      BAD_GATEWAY: 'A travel provider behind Safarnama failed; retry later.',
    },
  },
  limits: {
    title: 'Limits',
    text: 'Rate limits count requests to <c>/graphql</c> and <c>/api/*</c> per minute across all our servers: <b>{{authenticated}} per API key</b> and <b>{{anonymous}} per address</b> without one. Responses carry <c>RateLimit-Limit</c>, <c>RateLimit-Remaining</c> and <c>RateLimit-Reset</c>; a <c>429</c> adds <c>Retry-After</c>.',
    label: 'Limits',
    perOperation: 'per operation',
    anonymous: 'anonymous',
    apiKey: 'API key',
    rows: { depth: 'Depth', cost: 'Cost', aliases: 'Aliases', directives: 'Directives', tokens: 'Tokens' },
    pageSize: 'Page size (limit)',
    cost: "Cost is 1 per field, a list's selection counted once per item it may return (its <c>limit</c>). Batched requests are refused: send one operation per request.",
  },
  client: {
    title: 'Typed example client',
    text: '<c>scripts/partner-example.ts</c> in the repository is a complete client written with the TypeScript types generated from the schema: it creates a key, reads your account and the currencies, lists your keys and revokes the one it made.',
  },
};

export type Strings = typeof strings;
export default pageNamespace('developers', strings);
