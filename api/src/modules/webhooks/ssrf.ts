import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../../core/errors.js';

// No SSRF (docs/features/webhooks.md#no-ssrf-public-addresses-only): a partner's URL must not make our servers talk to
// our own network (the database, the cloud's metadata service at 169.254.169.254, an admin port on localhost). An
// endpoint URL is https, without credentials, and its host resolves only to public unicast addresses: checked when it
// is registered and again before every delivery, which then connects to the very address checked (deliver.ts pins it),
// so a DNS answer changed in between (a rebind) cannot send the POST elsewhere. WEBHOOK_ALLOW_PRIVATE (tests, local
// development) lifts the address rules and allows http://.

export const WEBHOOK_URL_MAX_LENGTH = 2048;

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'The endpoint URL is not a valid URL',
  tooLong: `The endpoint URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  https: 'The endpoint URL must use HTTPS',
  credentials: 'The endpoint URL must not contain a user name or password',
  unresolved: 'The endpoint URL’s host name could not be resolved',
  notPublic: 'The endpoint URL must resolve to a public address',
} as const;

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (host) => {
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};
let resolver: Resolver = systemResolver;

/** Replaces the DNS resolver (tests stub it); without an argument, back to the system's. */
export function setWebhookResolver(next?: Resolver): void {
  resolver = next ?? systemResolver;
}

/**
 * Whether an address is public: only the global unicast ranges. Loopback, private (10/8, 172.16/12, 192.168/16),
 * link-local (169.254/16, fe80::/10), unique-local (fc00::/7), CGNAT (100.64/10), 0.0.0.0/8, unspecified, multicast,
 * broadcast and the reserved and translation ranges are not; an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged
 * as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export type CheckedUrl = { url: URL; address: ResolvedAddress };

function literalAddress(hostname: string): ResolvedAddress | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (!ipaddr.isValid(bare)) return undefined;
  // the URL parser already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted decimal
  if (!hostname.startsWith('[') && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return undefined;
  return { address: bare, family: hostname.startsWith('[') ? 6 : 4 };
}

/** The URL's shape (https, no credentials, at most 2048 characters): a 400 saying why, before any DNS. */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) throw new ValidationError(WEBHOOK_URL_MESSAGES.tooLong, 'url');
  if (!URL.canParse(raw)) throw new ValidationError(WEBHOOK_URL_MESSAGES.invalid, 'url');
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw new ValidationError(WEBHOOK_URL_MESSAGES.https, 'url');
  if (url.username || url.password) throw new ValidationError(WEBHOOK_URL_MESSAGES.credentials, 'url');
  if (!url.hostname) throw new ValidationError(WEBHOOK_URL_MESSAGES.invalid, 'url');
  return url;
}

/**
 * Checks a webhook URL and resolves its host: the address to connect to (the first one; every address the host
 * resolves to must be public, unless allowPrivate). Throws a ValidationError (400) saying why it is refused.
 */
export async function checkWebhookUrl(raw: string, opts: { allowPrivate: boolean }): Promise<CheckedUrl> {
  const url = parseWebhookUrl(raw, opts.allowPrivate);
  const literal = literalAddress(url.hostname);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [literal];
  else {
    try {
      addresses = await resolver(url.hostname);
    } catch {
      throw new ValidationError(WEBHOOK_URL_MESSAGES.unresolved, 'url');
    }
    if (addresses.length === 0) throw new ValidationError(WEBHOOK_URL_MESSAGES.unresolved, 'url');
  }
  if (!opts.allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) throw new ValidationError(WEBHOOK_URL_MESSAGES.notPublic, 'url');
  return { url, address: addresses[0]! };
}
