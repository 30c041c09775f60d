import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { CONTENT_TYPE_BY_EXT, type ImageStore } from './image-store.js';

// Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), for several app machines that share no disk. Object
// keys are the stored file names, so `aws s3 sync DATA_DIR/uploads s3://bucket/` moves a disk store's files over.
// The SDK is loaded on first use: it costs ~165 ms and ~20 MB per process, which a disk-store server need not pay.
type Sdk = typeof import('@aws-sdk/client-s3');

export class S3ImageStore implements ImageStore {
  private loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly config: S3Config) {}

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: this.makeClient(sdk) }));
    return this.loaded;
  }

  private makeClient(sdk: Sdk): S3Client {
    const { config } = this;
    // the pinned SDK runs on Node 20; its notice is about future releases (docs/dependencies.md)
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    return new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // the SDK's default CRC32 checksums on every request are refused by some S3-compatible servers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // an upload or an image request must not hang on a slow store (the SDK retries twice on its own)
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    });
  }

  async put(name: string, body: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: name,
        Body: body,
        ContentLength: body.length,
        ContentType: CONTENT_TYPE_BY_EXT[name.slice(name.lastIndexOf('.') + 1)] ?? (name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream'),
      }),
    );
  }

  async open(name: string): Promise<{ stream: Readable; size: number } | null> {
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: name }));
      // in Node the body is the HTTP response itself: streamed to the client, never buffered here
      const stream = out.Body as Readable | undefined;
      if (!stream || out.ContentLength === undefined) {
        stream?.destroy();
        throw new Error(`S3 answered no body or length for ${name}`);
      }
      return { stream, size: out.ContentLength };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  // S3 answers 204 for a key that is already gone, as the interface wants
  async remove(name: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }));
  }

  /** Closes the client's sockets (tests; a server keeps its store for its life). */
  async close(): Promise<void> {
    if (this.loaded) (await this.loaded).client.destroy();
  }
}

// NoSuchKey (or a bare 404, which is what HEAD-like answers carry); a missing bucket is a configuration error
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name !== 'NoSuchBucket' && (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404);
}
