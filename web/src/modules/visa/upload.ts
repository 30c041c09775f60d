import { useMutation } from '@apollo/client/react';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from '@rules/packages.js';
import { VISA_MESSAGES } from '@rules/visa.js';
import { graphql } from '../../gql';
import { ApiError } from '../../lib/rest';

const DOCUMENT_TYPES: readonly string[] = [...IMAGE_CONTENT_TYPES, 'application/pdf'];

/** A file refused before any upload: too big or not a PDF or image (the server checks the bytes again). */
export function documentProblem(file: File): string | undefined {
  if (file.size > MAX_IMAGE_BYTES) return VISA_MESSAGES.documentTooLarge;
  if (!DOCUMENT_TYPES.includes(file.type)) return VISA_MESSAGES.notADocument;
  return undefined;
}

const UploadUrlMutation = graphql(`
  mutation CreateVisaDocumentUploadUrl {
    createVisaDocumentUploadUrl { uploadURL }
  }
`);

/** Asks for a single-use URL, PUTs the file there; resolves with the stored name attachVisaDocument and approve take. */
export function useUploadDocument(): (file: File) => Promise<string> {
  const [ask] = useMutation(UploadUrlMutation);
  return async (file: File) => {
    const { data } = await ask();
    const url = data?.createVisaDocumentUploadUrl.uploadURL;
    if (!url) throw new Error('No upload URL');
    const res = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
    if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
    return ((await res.json()) as { file: string }).file;
  };
}
