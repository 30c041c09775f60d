import { currentLanguage } from '../../i18n';
import { ApiError } from '../../lib/rest';
import type { brandInput } from './rules';

// The brand with a new logo: PUT /api/agency/brand, multipart (the fields and the file `logo`), since GraphQL takes no
// files. Like the app's other multipart writes (importManifest.ts): the session cookie, the X-Requested-With header the
// CSRF guard asks of a body that is not JSON (api/src/security/csrf.ts), the server's messages in the chosen language,
// and a fresh Idempotency-Key per save so a network retry is harmless.

export const BRAND_URL = '/api/agency/brand';

export type BrandAnswer = {
  tradingName: string;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  licenceNumber: string | null;
  logoUrl: string | null;
  updatedAt: string;
};

/** Saves the fields and the logo; the server's answer is the brand. A refusal throws an ApiError (its message: serverMessage). */
export async function putBrandWithLogo(fields: ReturnType<typeof brandInput>, logo: File): Promise<BrandAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value ?? '');
  body.append('logo', logo, logo.name);
  const res = await fetch(BRAND_URL, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'accept-language': currentLanguage(), 'idempotency-key': crypto.randomUUID() },
    body,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  return JSON.parse(text) as BrandAnswer;
}
