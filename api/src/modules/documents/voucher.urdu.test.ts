import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfPagePng, pdfText } from '../../test/pdf.js';
import { voucherContent } from '../../test/voucher-fixtures.js';
import { FONT, newA4Document } from './pdf.js';
import { renderVoucherPdf, URDU_LABEL } from './voucher.pdf.js';

// The bilingual voucher (issue 21): its labels in English and Urdu, the Urdu joined and right to left (fontkit shapes
// it; pdfkit draws the glyphs in that order), read back from the PDF as a reader would. Set PDF_PNG_DIR to also get
// the page as a PNG to look at.

// pdf.js reads the Urdu back in reading order (it reorders right-to-left runs): a label drawn in isolated or reversed
// letters, or with its words in the wrong order, would not be found whole

describe('the voucher in English and Urdu', () => {
  it('carries each label in both languages, on one page as before', async () => {
    const bytes = await renderVoucherPdf(voucherContent());
    if (process.env.PDF_PNG_DIR) {
      mkdirSync(process.env.PDF_PNG_DIR, { recursive: true });
      writeFileSync(path.join(process.env.PDF_PNG_DIR, 'voucher-urdu.png'), await pdfPagePng(bytes, 1, 2));
    }
    expect(await pdfPageCount(bytes)).toBe(1);
    const text = await pdfText(bytes);
    // the English as it was
    for (const en of ['E-VOUCHER', 'BOOKING REFERENCE', '#F92E1215', 'CONFIRMED', 'TRAVELLER', 'Lead traveller', 'Ayesha Khan', 'UMRAH PACKAGE', 'Makkah hotel', 'Total price', 'Rs 530,000'])
      expect(text).toContain(en);
    // and the Urdu beside it
    for (const ur of ['ای واؤچر', 'بکنگ ریفرنس', 'کنفرم', 'مرکزی مسافر', 'عمرہ پیکج', 'مکہ کا ہوٹل', 'روانگی کا شہر', 'کل قیمت', 'ادا شدہ', 'بقایا رقم', 'منسوخی کی پالیسی', 'مدد'])
      expect(text).toContain(ur);
  });

  it('a cancelled voucher says so in Urdu too', async () => {
    const text = await pdfText(await renderVoucherPdf(voucherContent({ status: 'cancelled' })));
    expect(text).toContain('CANCELLED');
    expect(text).toContain('منسوخ');
  });

  it('the Urdu font has every letter the labels use (no empty boxes), and is drawn joined, right to left', () => {
    const doc = newA4Document({ title: 't', now: new Date(0) });
    type Font = { hasGlyphForCodePoint(c: number): boolean; layout(text: string): { glyphs: { name: string }[] } };
    const font = (doc.font(FONT.urdu) as unknown as { _font: { font: Font } })._font.font;
    const letters = new Set([...Object.values(URDU_LABEL).join(''), ...'ٹڈڑںھہےۓ']);
    expect([...letters].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([]);
    // بکنگ as drawn, left to right: final gaf, medial noon, medial keheh, initial beh (the joined presentation forms)
    expect(font.layout('بکنگ').glyphs.map((g) => g.name)).toEqual(['uniFB93', 'uniFEE8', 'uniFB91', 'uniFE91']);
    doc.end();
  });
});
