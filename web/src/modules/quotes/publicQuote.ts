import { currentLanguage } from '../../i18n';

// The customer's side of a quote (issue 39) over plain REST, without the GraphQL client (the page is opened from a
// WhatsApp link on a phone: issue 40 keeps it light): GET /api/public/quotes/{token} and POST …/accept. Neither has a
// cost, a net or a margin in it.

export type PublicQuoteStatus = 'sent' | 'viewed' | 'accepted' | 'changed' | 'expired';
export type PublicQuoteItem = {
  position: number;
  type: 'package' | 'hotel' | 'transport';
  itemName: string;
  summary: string;
  imageUrl: string | null;
  price: string;
};
export type PublicAgencyBrand = {
  tradingName: string;
  logoUrl: string | null;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  licenceNumber: string | null;
};
export type PublicQuote = {
  status: PublicQuoteStatus;
  customerName: string;
  note: string | null;
  currency: string;
  total: string;
  totalInPkr: string;
  expiresAt: string;
  items: PublicQuoteItem[];
  agency: PublicAgencyBrand;
  askUrl: string | null;
  needsPassports: boolean;
  passengerCount: number;
};
export type QuoteChange = {
  position: number;
  itemName: string;
  quotedInPkr: string;
  nowInPkr: string | null;
};
export type Passenger = { name: string; passportNumber: string };

export type LoadResult = { kind: 'found'; quote: PublicQuote } | { kind: 'missing' } | { kind: 'error' };
export type AcceptResult =
  | { kind: 'accepted'; bookingIds: string[] }
  | { kind: 'changed'; changes: QuoteChange[] }
  | { kind: 'missing' }
  | { kind: 'refused'; status: number; message: string | null };

const urlOf = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;

export async function loadQuote(token: string, signal?: AbortSignal, lang: string = currentLanguage()): Promise<LoadResult> {
  try {
    const res = await fetch(urlOf(token), {
      signal,
      headers: {
        accept: 'application/json',
        'accept-language': lang,
      },
    });
    if (res.status === 404) return { kind: 'missing' };
    if (!res.ok) return { kind: 'error' };
    return { kind: 'found', quote: (await res.json()) as PublicQuote };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { kind: 'error' };
  }
}

/**
 * Accepts the quote: a JSON body (what the CSRF guard asks of a write), the reader's language for the server's
 * messages, and a fresh Idempotency-Key so a retried request books nothing twice.
 */
export async function acceptQuote(token: string, passengers: Passenger[] | undefined): Promise<AcceptResult> {
  let res: Response;
  try {
    res = await fetch(`${urlOf(token)}/accept`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': currentLanguage(),
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify(passengers ? { passengers } : {}),
    });
  } catch {
    return { kind: 'refused', status: 0, message: null };
  }
  const body = (await res.json().catch(() => ({}))) as {
    bookingIds?: string[];
    changes?: QuoteChange[];
    message?: string;
    code?: string;
  };
  if (res.ok) return { kind: 'accepted', bookingIds: body.bookingIds ?? [] };
  if (res.status === 404) return { kind: 'missing' };
  if (res.status === 409 && Array.isArray(body.changes)) return { kind: 'changed', changes: body.changes };
  // the server's words, in the reader's language (a 409 without changes: accepted already)
  return {
    kind: 'refused',
    status: res.status,
    message: typeof body.message === 'string' ? body.message : null,
  };
}
