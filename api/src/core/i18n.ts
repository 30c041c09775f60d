import { urduMessage } from '../rules/messages-ur.js';

// Server messages in the caller's language (issue 21): the services throw the spec's English messages, and the
// transports translate them at the one place each turns an error into an answer (graphql/errors.ts's plugin,
// security/caller.ts's sendError, rest/status.ts's sendDomainError, server.ts's error handler). English is the
// default; a request asks for Urdu with `Accept-Language: ur` (the web app sends its chosen language).

export const LANGUAGES = ['en', 'ur'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The language an Accept-Language header asks for: Urdu when `ur` comes before any English, else English. */
export function languageOf(header: string | string[] | undefined | null): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { lang: tag.split('-')[0], q: q ? Number(q[1]) : 1, i };
    })
    .filter((r) => r.q > 0 && (r.lang === 'ur' || r.lang === 'en'))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.lang === 'ur' ? 'ur' : 'en';
}

/** `message` in `lang`; English, or a message without a translation, comes back unchanged. */
export function translate(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  return urduMessage(message) ?? message;
}
