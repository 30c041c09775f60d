import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREATE, agentHelpers, umrahInput } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { makePng } from '../../test/png.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { DiskImageStore } from './image-store.js';
import { deleteUnusedUploads } from './upload-cleanup.js';
import { quotaMessage } from './uploads.service.js';

// A 1 MB quota (UPLOAD_QUOTA_MB) keeps these tests small; the rule is the same at the default 200 MB.
const QUOTA = 1024 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-upload-limits-'));
const t = useTestApp({ env: { DATA_DIR: dataDir, UPLOAD_QUOTA_MB: '1' } });
const { signUp, gql, sql } = agentHelpers(t);
const store = new DiskImageStore(path.join(dataDir, 'uploads'));
const NOW = new Date('2026-11-22T10:00:00Z');
const HOUR = 3600 * 1000;

// hotels and transport options, whose image columns count as references too
beforeAll(() => seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22'));

const ask = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { 'content-type': 'application/json', cookie } });
const put = (uploadURL: string, body: Buffer) =>
  t.app.inject({ method: 'PUT', url: new URL(uploadURL).pathname, payload: body, headers: { 'content-type': 'image/png' } });

async function uploadUrl(cookie: string): Promise<string> {
  const res = await ask(cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().uploadURL as string;
}

/** A PNG of exactly `bytes` bytes (a real header, then padding: the type is sniffed from the first bytes). */
function pngOf(bytes: number): Buffer {
  const png = makePng(2, 2);
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}

async function upload(cookie: string, body: Buffer = makePng(3, 3)): Promise<string> {
  const res = await put(await uploadUrl(cookie), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url as string;
}

const fileOf = (url: string) => path.join(dataDir, 'uploads', path.basename(url));

describe('upload quota', () => {
  it('refuses the image that would pass the quota (413, URL still usable), then new URLs once it is full', async () => {
    t.clock.now = NOW;
    const agent = await signUp();
    for (let i = 0; i < 3; i++) await upload(agent.cookie, pngOf(300_000));
    const uploadURL = await uploadUrl(agent.cookie);
    const over = await put(uploadURL, pngOf(300_000));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: quotaMessage(QUOTA), code: 'PAYLOAD_TOO_LARGE' });
    expect(over.json().message).toBe(
      'Upload quota of 1 MB reached: remove images from your packages (unused uploads are deleted 24 hours after upload)',
    );
    // exactly what is left still fits, on the same URL
    expect((await put(uploadURL, pngOf(QUOTA - 900_000))).statusCode).toBe(201);
    const full = await ask(agent.cookie);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({ message: quotaMessage(QUOTA), code: 'PAYLOAD_TOO_LARGE' });
    const [{ bytes }] = await sql('select sum(size_bytes)::int as bytes from upload_ticket where user_id = ?', [agent.id]);
    expect(bytes).toBe(QUOTA);
  });

  it('holds when 10 uploads race for the last bytes: exactly as many as fit are stored', async () => {
    t.clock.now = NOW;
    const agent = await signUp();
    const urls = [];
    for (let i = 0; i < 10; i++) urls.push(await uploadUrl(agent.cookie));
    const results = await Promise.all(urls.map((u) => put(u, pngOf(200_000))));
    const codes = results.map((r) => r.statusCode);
    // 5 × 200,000 fit in 1,048,576 bytes, a 6th does not
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 413)).toHaveLength(5);
    const [{ bytes, files }] = await sql('select sum(size_bytes)::int as bytes, count(file_name)::int as files from upload_ticket where user_id = ?', [
      agent.id,
    ]);
    expect({ bytes, files }).toEqual({ bytes: 1_000_000, files: 5 });
  });

  it('does not bind the super admin', async () => {
    t.clock.now = NOW;
    const admin = await signUp('super_admin');
    for (let i = 0; i < 3; i++) await upload(admin.cookie, pngOf(500_000));
  });
});

describe('unused upload cleanup', () => {
  it('deletes an unreferenced upload 24 hours on (row and file), keeps a referenced and a fresh one, frees the quota', async () => {
    const agent = await signUp();
    t.clock.now = new Date(NOW.getTime() - 25 * HOUR);
    const unused = await upload(agent.cookie, pngOf(600_000));
    const onPackage = await upload(agent.cookie, pngOf(100_000));
    expect((await gql(CREATE, { input: umrahInput({ images: [onPackage] }) }, agent.cookie)).errors).toBeUndefined();
    t.clock.now = new Date(NOW.getTime() - HOUR);
    const fresh = await upload(agent.cookie, pngOf(100_000));
    t.clock.now = NOW;
    // full: 800,000 stored, a 300,000-byte image does not fit
    const refused = await put(await uploadUrl(agent.cookie), pngOf(300_000));
    expect(refused.statusCode).toBe(413);

    const done = await deleteUnusedUploads(t.db.orm.em.fork(), store, NOW);
    expect(done.files).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(fileOf(unused))).toBe(false);
    expect(fs.existsSync(fileOf(onPackage))).toBe(true);
    expect(fs.existsSync(fileOf(fresh))).toBe(true);
    const names = (await sql<{ file_name: string }>('select file_name from upload_ticket where user_id = ? and file_name is not null', [agent.id])).map(
      (r) => r.file_name,
    );
    expect(names.sort()).toEqual([path.basename(onPackage), path.basename(fresh)].sort());
    expect((await t.app.inject({ url: unused })).statusCode).toBe(404);
    expect((await t.app.inject({ url: onPackage })).statusCode).toBe(200);
    // the space is free again
    expect((await put(await uploadUrl(agent.cookie), pngOf(300_000))).statusCode).toBe(201);
  });

  it('counts every column that may hold an upload URL as a reference', async () => {
    const agent = await signUp();
    t.clock.now = new Date(NOW.getTime() - 25 * HOUR);
    const urls = [];
    for (let i = 0; i < 6; i++) urls.push(await upload(agent.cookie));
    t.clock.now = NOW;
    const [hotel] = await sql<{ id: string }>('select id from hotel limit 1');
    const [transport] = await sql<{ id: string }>('select id from transport_option limit 1');
    const packageId = (await gql(CREATE, { input: umrahInput() }, agent.cookie)).data?.createPackage.id;
    // an absolute URL counts as well as a path
    await sql('update package set image_url = ? where id = ?', [`https://cdn.example.pk${urls[0]}`, packageId]);
    await sql('update app_user set profile_image_url = ? where id = ?', [urls[1], agent.id]);
    await sql('update hotel set image_url = ?, images = array[?] where id = ?', [urls[2], urls[3], hotel.id]);
    await sql('update transport_option set image_url = ? where id = ?', [urls[4], transport.id]);
    await deleteUnusedUploads(t.db.orm.em.fork(), store, NOW);
    const kept = new Set(urls.filter((u) => fs.existsSync(fileOf(u))));
    expect([...kept]).toEqual(urls.slice(0, 5));
  });

  it('is safe on several servers at once, with files already gone, and with packages attaching images meanwhile', async () => {
    const agent = await signUp();
    t.clock.now = new Date(NOW.getTime() - 25 * HOUR);
    const urls = [];
    for (let i = 0; i < 30; i++) urls.push(await upload(agent.cookie));
    t.clock.now = NOW;
    // one file vanished already (removed by hand, or by a run that crashed before its commit)
    fs.unlinkSync(fileOf(urls[29]));
    const attach = urls.slice(0, 10);
    // staggered, so some packages are saved before a run reaches their image and some after
    const later = <T>(ms: number, fn: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => fn().then(resolve, reject), ms));
    const [packages, runs] = await Promise.all([
      Promise.all(attach.map((u, i) => later(i * 8, () => gql(CREATE, { input: umrahInput({ images: [u] }) }, agent.cookie)))),
      Promise.all([20, 25, 30, 35].map((ms) => later(ms, () => deleteUnusedUploads(t.db.orm.em.fork(), store, NOW)))),
    ]);
    // every package that was saved keeps its image (row and file); the others were told the image is gone
    for (const [i, res] of packages.entries()) {
      if (res.errors) {
        expect(res.errors[0].message).toBe('Images must be uploaded with the image uploader');
        expect(fs.existsSync(fileOf(attach[i]))).toBe(false);
      } else {
        expect(fs.existsSync(fileOf(attach[i]))).toBe(true);
        expect(await sql('select 1 from upload_ticket where file_name = ?', [path.basename(attach[i])])).toHaveLength(1);
      }
    }
    const saved = packages.filter((p) => !p.errors).length;
    const rows = await sql<{ n: number }>('select count(*)::int as n from upload_ticket where user_id = ? and file_name is not null', [agent.id]);
    expect(rows[0].n).toBe(saved);
    // each row was deleted by exactly one of the runs
    expect(runs.reduce((sum, r) => sum + r.files, 0)).toBe(30 - saved);
    expect(urls.filter((u) => fs.existsSync(fileOf(u)))).toHaveLength(saved);
  });

  it('deletes upload URLs that expired unused a day ago', async () => {
    const agent = await signUp();
    t.clock.now = new Date(NOW.getTime() - 26 * HOUR);
    await uploadUrl(agent.cookie);
    t.clock.now = NOW;
    await uploadUrl(agent.cookie);
    await deleteUnusedUploads(t.db.orm.em.fork(), store, NOW);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from upload_ticket where user_id = ?', [agent.id]);
    expect(n).toBe(1);
  });
});
