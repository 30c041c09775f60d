import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, PACKAGE_MESSAGES } from '@rules/packages.js';
import { ApiError, apiRequest } from '../../lib/rest';

/** A file the dialog refuses before any upload: too big or not an image type. */
export function fileProblem(file: File): string | undefined {
  if (file.size > MAX_IMAGE_BYTES) return PACKAGE_MESSAGES.imageTooLarge;
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return PACKAGE_MESSAGES.notAnImage;
  return undefined;
}

/**
 * Spec point 7: POST /api/objects/upload (no body, JSON content type) gives an uploadURL; the file goes there with
 * PUT. The server answers with the URL it serves the image at.
 */
export async function uploadImage(file: File): Promise<string> {
  const { uploadURL } = await apiRequest<{ uploadURL: string }>('POST', '/api/objects/upload', undefined, { 'content-type': 'application/json' });
  const res = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const { url } = (await res.json()) as { url: string };
  return url;
}

/** The server's message for a failed upload (translated by the server), or `fallback`. */
export function uploadErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  return fallback;
}
