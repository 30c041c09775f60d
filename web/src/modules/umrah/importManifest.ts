import { currentLanguage } from '../../i18n';
import { ApiError } from '../../lib/rest';

// The manifest import (issue 36): POST /api/umrah/groups/{id}/pilgrims/import, multipart with the field `file`.
// The session cookie goes along (credentials) and, since a multipart body is not JSON, the X-Requested-With header
// the CSRF guard asks of every other cookie-authenticated write (api/src/security/csrf.ts).

export type ImportRowError = { row: number; column: string; message: string };
export type ImportResult = { ok: true; imported: number } | { ok: false; message: string; errors: ImportRowError[] };

export function importUrl(groupId: string): string {
  return `/api/umrah/groups/${encodeURIComponent(groupId)}/pilgrims/import`;
}

/** Sends the file; 200 → how many were imported, 422 → every row's problem; anything else throws an ApiError. */
export async function importManifest(groupId: string, file: File): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await fetch(importUrl(groupId), {
    method: 'POST',
    credentials: 'include',
    // the server's messages (every row's problem) in the chosen language
    headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'accept-language': currentLanguage() },
    body,
  });
  const text = await res.text();
  if (res.ok) {
    const { imported } = JSON.parse(text) as { imported: number };
    return { ok: true, imported };
  }
  if (res.status === 422) {
    try {
      const parsed = JSON.parse(text) as { message?: string; errors?: ImportRowError[] };
      return { ok: false, message: parsed.message ?? '', errors: Array.isArray(parsed.errors) ? parsed.errors : [] };
    } catch {
      // not our envelope: an ApiError below
    }
  }
  throw new ApiError(res.status, text, res.statusText);
}
