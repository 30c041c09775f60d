import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePng } from '../../api/src/test/png.js';
import { useServerAndBrowser } from './harness.js';

// The demo data (SEED_DEMO, on with the embedded database): the traveller `traveller` and the agent `agent`, who
// sells and processes the UAE 30-day tourist visa.
const e2e = useServerAndBrowser({ SEED_DEMO: 'true' });

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

async function signIn(context: BrowserContext, username: string, password: string): Promise<void> {
  const res = await context.request.post(`${e2e.server.url}/api/login`, { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
}

async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const status = (page: Page) => page.getByTestId('visa-status').first().textContent();

describe('visa services in Chromium', () => {
  it('home visa tab → /visa → apply for a UAE tourist visa for two → documents requested → re-upload → approved → download', async () => {
    const traveller = await newPage();
    const t = traveller.page;

    // the landing page's visa tab keeps the spec's two toasts; the second one leads to the real service
    await t.goto(e2e.server.url);
    await t.getByTestId('tab-visa').click();
    await t.getByTestId('home-toCountry').fill('UAE');
    await t.getByRole('button', { name: 'Check Visa' }).click();
    await expect.poll(() => t.getByText('Redirecting to visa services...').count()).toBe(1);
    await t.getByText('Contact our visa experts for personalized assistance.').waitFor();
    await t.getByTestId('toast-action').click();
    await t.waitForURL(/\/visa\?/);
    expect(new URL(t.url()).searchParams.get('to')).toBe('UAE');
    const card = t.getByTestId('visa-offer-card').filter({ hasText: 'UAE 30-day tourist visa' });
    await card.waitFor();
    expect(await card.getByTestId('visa-price').textContent()).toBe('Rs 32,000');

    // sign in, then apply
    await signIn(traveller.context, 'traveller', 'traveller123');
    await t.reload();
    await card.getByTestId('visa-apply').click();
    await t.waitForURL(/\/visa\/apply\//);
    const people = [
      { fullName: 'Ayesha Khan', passportNumber: 'AK1234567', dateOfBirth: '1992-03-14' },
      { fullName: 'Omar Khan', passportNumber: 'OK7654321', dateOfBirth: '1989-11-02' },
    ];
    for (const [i, p] of people.entries()) {
      if (i > 0) await t.getByTestId('add-applicant').click();
      await t.getByTestId(`applicant-${i}-fullName`).fill(p.fullName);
      await t.getByTestId(`applicant-${i}-passportNumber`).fill(p.passportNumber);
      await t.getByTestId(`applicant-${i}-dateOfBirth`).fill(p.dateOfBirth);
      await t.getByTestId(`applicant-${i}-passportExpiry`).fill('2031-06-30');
    }
    expect(await t.getByTestId('apply-total').textContent()).toBe('Total: Rs 64,000');
    await t.getByTestId('apply-submit').click();
    await t.waitForURL(/\/visa\/applications\//);
    const applicationUrl = t.url();
    await expect.poll(() => status(t)).toBe('Draft');

    // each applicant's passport scan, photo and CNIC: PDFs and an image
    const applicants = t.getByTestId('applicant-card');
    expect(await applicants.count()).toBe(2);
    let uploaded = 0;
    for (let i = 0; i < 2; i++) {
      const a = applicants.nth(i);
      for (const kind of ['passport_scan', 'photo', 'cnic']) {
        const file =
          kind === 'photo'
            ? { name: 'photo.png', mimeType: 'image/png', buffer: makePng(30, 40) }
            : { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf(`${kind} ${i}`) };
        await a.getByTestId(`upload-${kind}`).setInputFiles(file);
        uploaded++;
        await expect.poll(() => t.getByTestId('document-uploaded').count(), { timeout: 15_000 }).toBe(uploaded);
      }
    }
    await t.getByTestId('submit-application').click();
    await expect.poll(() => status(t)).toBe('Submitted');

    // the seller's queue: the agent asks for a better photo
    const agent = await newPage();
    const g = agent.page;
    await signIn(agent.context, 'agent', 'agent12345');
    await g.goto(`${e2e.server.url}/dashboard/b2b-agent`);
    await g.getByTestId('agent-tab-visa').click();
    const row = g.getByTestId('queue-row').filter({ hasText: 'traveller' }).first();
    await row.waitFor();
    await row.getByTestId('queue-open').click();
    await g.waitForURL(/\/visa\/applications\//);
    expect(g.url()).toBe(applicationUrl);
    await g.getByTestId('processor-note').fill('Photo of Omar Khan must have a white background');
    await g.getByTestId('request-documents').click();
    await expect.poll(() => status(g)).toBe('Documents requested');

    // the traveller sees the note and re-uploads the photo
    await t.reload();
    await expect.poll(() => t.getByTestId('documents-requested-note').textContent()).toContain('Photo of Omar Khan must have a white background');
    await applicants.nth(1).getByTestId('upload-photo').setInputFiles({ name: 'photo-white.png', mimeType: 'image/png', buffer: makePng(30, 40, [255, 255, 255]) });
    await expect.poll(() => t.getByText('Document uploaded').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await t.getByTestId('submit-application').click();
    await expect.poll(() => status(t)).toBe('Submitted');

    // the agent processes and approves with the visa PDF
    const visa = pdf('UAE visa for Ayesha Khan and Omar Khan');
    await g.reload();
    await g.getByTestId('start-processing').click();
    await expect.poll(() => status(g)).toBe('In process');
    await g.getByTestId('approve-visa-file').setInputFiles({ name: 'uae-visa.pdf', mimeType: 'application/pdf', buffer: visa });
    await expect.poll(() => status(g), { timeout: 15_000 }).toBe('Approved');

    // the traveller downloads it; the timeline tells the story
    await t.reload();
    await expect.poll(() => status(t)).toBe('Approved');
    const [download] = await Promise.all([t.waitForEvent('download'), t.getByTestId('download-visa').click()]);
    const saved = await download.path();
    expect(fs.readFileSync(saved)).toEqual(visa);
    expect(download.suggestedFilename()).toMatch(/^visa-[0-9a-f]{8}\.pdf$/);
    const timeline = await t.getByTestId('timeline').textContent();
    for (const step of ['Draft', 'Submitted', 'Documents requested', 'In process', 'Approved']) expect(timeline).toContain(step);

    // and their dashboard lists it
    await t.goto(`${e2e.server.url}/dashboard/end-user`);
    await t.getByTestId('tab-my-visa').click();
    await expect.poll(() => t.getByTestId('visa-application-row').filter({ hasText: 'UAE 30-day tourist visa' }).count()).toBe(1);

    expect(traveller.errors).toEqual([]);
    expect(agent.errors).toEqual([]);
    await traveller.context.close();
    await agent.context.close();
  });
});
