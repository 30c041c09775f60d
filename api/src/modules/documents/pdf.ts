import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

// The one way documents (vouchers, invoices) start and end: an A4 page with the DejaVu fonts embedded (as subsets, so
// any PDF reader, a phone's included, shows the same letters; a fresh server has no system fonts to lean on).

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// the Urdu labels (issue 21): Noto Naskh Arabic UI, committed in api/assets/fonts (its README says why this one);
// api/src/modules/documents and api/dist/modules/documents are both three levels under api/
const urduFont = fileURLToPath(new URL('../../../assets/fonts/NotoNaskhArabicUI-Regular.ttf', import.meta.url));
let fonts: { regular: Buffer; bold: Buffer; urdu: Buffer } | null = null;
function loadFonts(): { regular: Buffer; bold: Buffer; urdu: Buffer } {
  fonts ??= {
    regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
    urdu: readFileSync(urduFont),
  };
  return fonts;
}

/**
 * Font names registered on every document. `urdu` is for Urdu text alone (no Latin letters or digits in the same
 * call): fontkit joins and orders right to left one script's run, pdfkit does no bidi of its own.
 */
export const FONT = { regular: 'body', bold: 'bold', urdu: 'urdu' } as const;

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A new A4 document, fonts registered, `body` selected. `now` fixes the creation date (tests compare bytes). */
export function newA4Document(info: { title: string; subject?: string; now: Date }): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: info.title, Subject: info.subject ?? info.title, Author: 'Safarnama', Producer: 'Safarnama', CreationDate: info.now },
    compress: true,
  });
  const { regular, bold } = loadFonts();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  doc.registerFont(FONT.urdu, urduFontOnce() as unknown as Buffer);
  doc.font(FONT.regular);
  return doc;
}

// The Urdu font parsed once for the process (pdfkit takes a parsed font as well as its bytes): its shaping tables are
// large, and parsing them again for every voucher cost some 10 ms a page. Parsed by pdfkit's own fontkit, through a
// document that is never written; each document still embeds its own subset.
let urduParsed: unknown = null;
function urduFontOnce(): unknown {
  if (!urduParsed) {
    const probe = new PDFDocument({ autoFirstPage: false });
    probe.registerFont(FONT.urdu, loadFonts().urdu);
    probe.font(FONT.urdu);
    urduParsed = (probe as unknown as { _font: { font: unknown } })._font.font;
  }
  return urduParsed;
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
