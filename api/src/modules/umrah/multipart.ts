// One file out of a multipart/form-data body already read into memory (the import route caps it at 5 MB): the
// part named `field`, its file name and bytes, or null when the body has no such part. Enough for one upload field;
// no streaming, no nested multipart.

export type MultipartFile = { fileName: string; contentType: string | null; bytes: Buffer };

function boundaryOf(contentType: string): string | null {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

export function fileOfMultipart(body: Buffer, contentType: string, field: string): MultipartFile | null {
  if (!/^multipart\/form-data/i.test(contentType.trim())) return null;
  const boundary = boundaryOf(contentType);
  if (!boundary || boundary.length > 200) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headerStart = start + delimiter.length;
    // the closing delimiter ends with "--"
    if (body.subarray(headerStart, headerStart + 2).toString() === '--') return null;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd === -1) return null;
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next === -1) return null;
    const headers = body.subarray(headerStart, headerEnd).toString('utf8');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === field) {
      const fileName = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? '';
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? null;
      // the part's bytes end before the CRLF that precedes the next delimiter
      return { fileName, contentType: type, bytes: body.subarray(headerEnd + 4, next - 2) };
    }
    start = next;
  }
  return null;
}
