import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { makePng } from '../../test/png.js';
import { DiskImageStore, type ImageStore } from './image-store.js';
import { S3ImageStore } from './s3-image-store.js';
import { deleteUnusedUploads } from './upload-cleanup.js';
import { imageStoreFor } from './uploads.routes.js';

// A small S3-compatible server on node:http (path-style PutObject, GetObject, HeadObject, DeleteObject) that checks
// every request's AWS Signature V4 the way S3 does, so these tests run the real SDK's signing and HTTP path.
type Stored = { body: Buffer; contentType: string };
type Seen = { method: string; path: string; contentType?: string };

const ACCESS_KEY = 'AKIASAFARNAMATEST';
const SECRET = 'fake-s3-secret-key';
const BUCKET = 'safarnama-test';

function hmac(key: Buffer | string, data: string): Buffer {
  return crypto.createHmac('sha256', key).update(data).digest();
}
const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

// AWS SigV4 as S3 checks it: the canonical request over the signed headers, the payload hash the client declared
function signatureOk(req: http.IncomingMessage, body: Buffer): boolean {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
    String(req.headers.authorization ?? ''),
  );
  if (!auth) return false;
  const [, keyId, day, region, signedHeaders, signature] = auth;
  if (keyId !== ACCESS_KEY) return false;
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const url = new URL(req.url ?? '/', 'http://s3.local');
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders.split(';').map((h) => `${h}:${String(req.headers[h] ?? '').trim().replace(/\s+/g, ' ')}\n`);
  const canonical = [req.method, url.pathname, query, headers.join(''), signedHeaders, payloadHash].join('\n');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, `${day}/${region}/s3/aws4_request`, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day), region), 's3'), 'aws4_request');
  return crypto.timingSafeEqual(hmac(key, toSign), Buffer.from(signature, 'hex'));
}

function xmlError(res: http.ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>fake</RequestId></Error>`);
}

async function startFakeS3() {
  const objects = new Map<string, Stored>();
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const { pathname } = new URL(req.url ?? '/', 'http://s3.local');
      seen.push({ method: req.method ?? '', path: pathname, contentType: req.headers['content-type'] });
      const head = req.method === 'HEAD';
      if (!signatureOk(req, body)) return head ? res.writeHead(403).end() : xmlError(res, 403, 'SignatureDoesNotMatch');
      // path-style: /bucket/key
      const [, bucket, ...rest] = pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucket !== BUCKET) return head ? res.writeHead(404).end() : xmlError(res, 404, 'NoSuchBucket');
      const found = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
          return res.writeHead(200, { etag: `"${crypto.createHash('md5').update(body).digest('hex')}"` }).end();
        case 'GET':
        case 'HEAD':
          if (!found) return head ? res.writeHead(404).end() : xmlError(res, 404, 'NoSuchKey');
          res.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.body.length), 'last-modified': new Date().toUTCString() });
          return res.end(head ? undefined : found.body);
        case 'DELETE':
          objects.delete(key);
          return res.writeHead(204).end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, objects, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
let fake: FakeS3;
const s3Env: Record<string, string> = { S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET };
const s3Config = (over: Partial<S3Config> = {}): S3Config => ({
  endpoint: fake.url,
  bucket: BUCKET,
  region: 'us-east-1',
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET,
  forcePathStyle: true,
  ...over,
});

// before the app's own setup, which reads S3_ENDPOINT from this env
beforeAll(async () => {
  fake = await startFakeS3();
  s3Env.S3_ENDPOINT = fake.url;
});
afterAll(() => fake?.close());

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-image-store-'));
afterAll(() => fs.rmSync(diskDir, { recursive: true, force: true }));

// one contract, both stores: what uploads, media serving, visa documents and the cleanup rely on
describe.each([
  ['disk', () => new DiskImageStore(diskDir)],
  ['S3', () => new S3ImageStore(s3Config())],
])('the %s image store', (_kind, make: () => ImageStore) => {
  it('stores a file, serves it back with its size, removes it, and removing it again is fine', async () => {
    const store = make();
    const name = `${crypto.randomUUID()}.png`;
    const png = makePng(4, 3);
    await store.put(name, png);
    const found = await store.open(name);
    expect(found?.size).toBe(png.length);
    expect(await readAll(found!.stream)).toEqual(png);
    await store.remove(name);
    expect(await store.open(name)).toBeNull();
    await expect(store.remove(name)).resolves.toBeUndefined();
  });

  it('answers null for a file it never had', async () => {
    expect(await make().open(`${crypto.randomUUID()}.jpg`)).toBeNull();
  });
});

describe('the S3 store on the wire', () => {
  it('signs path-style requests to /bucket/key and sends the image type', async () => {
    const store = new S3ImageStore(s3Config());
    const name = `${crypto.randomUUID()}.png`;
    fake.seen.length = 0;
    await store.put(name, makePng(2, 2));
    expect(fake.seen).toEqual([{ method: 'PUT', path: `/${BUCKET}/${name}`, contentType: 'image/png' }]);
    expect(fake.objects.get(name)?.contentType).toBe('image/png');
    await store.open(name);
    await store.remove(name);
    expect(fake.seen.map((s) => `${s.method} ${s.path}`)).toEqual([`PUT /${BUCKET}/${name}`, `GET /${BUCKET}/${name}`, `DELETE /${BUCKET}/${name}`]);
  });

  it('fails loudly (never "not found") on wrong credentials or a missing bucket', async () => {
    const name = `${crypto.randomUUID()}.png`;
    const wrongKey = new S3ImageStore(s3Config({ secretAccessKey: 'not-the-secret' }));
    await expect(wrongKey.put(name, makePng(2, 2))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(wrongKey.open(name)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    const noBucket = new S3ImageStore(s3Config({ bucket: 'no-such-bucket' }));
    await expect(noBucket.open(name)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(fake.objects.has(name)).toBe(false);
  });
});

describe('uploads with S3_BUCKET set', () => {
  const t = useTestApp({ env: s3Env });
  const { signUp } = agentHelpers(t);

  it('stores the upload in the bucket, serves /media/uploads from it, and the cleanup deletes it there', async () => {
    const store = imageStoreFor(t.deps);
    expect(store).toBeInstanceOf(S3ImageStore);
    // one client for every user of the store
    expect(imageStoreFor(t.deps)).toBe(store);

    const agent = await signUp();
    const ask = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { 'content-type': 'application/json', cookie: agent.cookie } });
    expect(ask.statusCode, ask.body).toBe(200);
    const png = makePng(5, 5);
    const put = await t.app.inject({ method: 'PUT', url: new URL(ask.json().uploadURL as string).pathname, payload: png, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode, put.body).toBe(201);
    const url = put.json().url as string;
    const file = path.basename(url);
    expect(fake.objects.get(file)?.body).toEqual(png);
    // nothing on this machine's disk
    expect(fs.existsSync(path.join(t.deps.config.dataDir, 'uploads', file))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.rawPayload).toEqual(png);

    // unused for a day: row and object go
    const done = await deleteUnusedUploads(t.db.orm.em.fork(), store, new Date(Date.now() + 25 * 3600 * 1000));
    expect(done.files).toBeGreaterThanOrEqual(1);
    expect(fake.objects.has(file)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
