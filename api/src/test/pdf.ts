import { createCanvas } from '@napi-rs/canvas';
import jsQRModule from 'jsqr';

// jsqr is CommonJS with `exports.default`: under NodeNext its default import is the module object (under the
// scripts' Bundler resolution, the function itself)
type ReadQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: ReadQr }).default ?? jsQRModule) as ReadQr;

// Reading back the PDFs the app makes, as a person's reader would: the text of each page, a page drawn to pixels, and
// the QR code found in those pixels.

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;
const load = (): Promise<PdfJs> => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

async function open(bytes: Buffer) {
  const { getDocument } = await load();
  return getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
}

/** Every page's text, pages joined by a form feed; the items of a page joined by spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await open(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages.join('\f');
}

export async function pdfPageCount(bytes: Buffer): Promise<number> {
  const doc = await open(bytes);
  const n = doc.numPages;
  await doc.destroy();
  return n;
}

// page `page` drawn at `scale` on white, as pixels
async function drawPage(bytes: Buffer, page: number, scale: number) {
  const doc = await open(bytes);
  const p = await doc.getPage(page);
  const viewport = p.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js draws on anything canvas-like; @napi-rs/canvas is
  type RenderParameters = Parameters<typeof p.render>[0];
  await p.render({ canvas: canvas as unknown as RenderParameters['canvas'], canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
  await doc.destroy();
  return { canvas, context };
}

/** The QR code's text on page `page` (drawn at 3× so the modules are several pixels wide), or null. */
export async function pdfQrCode(bytes: Buffer, page = 1): Promise<string | null> {
  const { canvas, context } = await drawPage(bytes, page, 3);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height)?.data ?? null;
}

/** Page `page` as a PNG (to look at: PDF_PNG_DIR in the voucher's Urdu test writes one). */
export async function pdfPagePng(bytes: Buffer, page = 1, scale = 2): Promise<Buffer> {
  const { canvas } = await drawPage(bytes, page, scale);
  return canvas.toBuffer('image/png');
}
