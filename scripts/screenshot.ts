import { launchChromium } from './lib/chromium.js';

// Usage: tsx scripts/screenshot.ts <url> <out.png> [width=1280] [height=900] [full=1]
const [url, out, width = '1280', height = '900', full = '1'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts <url> <out.png> [width] [height] [full]');
  process.exit(2);
}
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out, fullPage: full === '1' });
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
}
