import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

// Where uploaded images (and visa documents) live: DATA_DIR/uploads on one machine (DiskImageStore), or an
// S3-compatible bucket when S3_BUCKET is set (S3ImageStore, s3-image-store.ts), which several machines can share.
export interface ImageStore {
  put(name: string, body: Buffer): Promise<void>;
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  // a file already gone is not an error: the cleanup may run on several servers, or twice
  remove(name: string): Promise<void>;
}

export class DiskImageStore implements ImageStore {
  constructor(readonly dir: string) {}

  async put(name: string, body: Buffer): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    // write aside, then rename: a reader never sees half a file
    const tmp = path.join(this.dir, `.${name}.${crypto.randomBytes(6).toString('hex')}.tmp`);
    await fs.promises.writeFile(tmp, body, { flag: 'wx' });
    await fs.promises.rename(tmp, path.join(this.dir, name));
  }

  async open(name: string): Promise<{ stream: Readable; size: number } | null> {
    const file = path.join(this.dir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size };
    } catch {
      return null;
    }
  }

  async remove(name: string): Promise<void> {
    try {
      await fs.promises.unlink(path.join(this.dir, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

export type ImageKind = { contentType: (typeof IMAGE_KINDS)[number]['contentType']; ext: string };

const IMAGE_KINDS = [
  { contentType: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    contentType: 'image/png',
    ext: 'png',
    test: (b: Buffer) => b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/gif',
    ext: 'gif',
    test: (b: Buffer) => b.length >= 6 && ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    contentType: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) => b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The image type a body really is, from its first bytes (never from its name or declared type); null otherwise. */
export function sniffImage(body: Buffer): ImageKind | null {
  const kind = IMAGE_KINDS.find((k) => k.test(body));
  return kind ? { contentType: kind.contentType, ext: kind.ext } : null;
}

/** A PDF by its header ("%PDF-" within the first 1024 bytes, as readers accept it); null otherwise. */
export function sniffPdf(body: Buffer): { contentType: 'application/pdf'; ext: 'pdf' } | null {
  return body.subarray(0, 1024).includes('%PDF-', 0, 'latin1') ? { contentType: 'application/pdf', ext: 'pdf' } : null;
}

export const CONTENT_TYPE_BY_EXT: Record<string, string> = Object.fromEntries(IMAGE_KINDS.map((k) => [k.ext, k.contentType]));
