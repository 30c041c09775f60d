import { DateTime } from 'luxon';
import { isCurrencyCode } from '../../rules/currencies.js';
import { MARKET_ZONE } from '../../rules/dates.js';
import { formatMoney, round2 } from '../../rules/money.js';
import type { Invoice, InvoiceParty } from './invoice.entity.js';
import { FONT, newA4Document, pdfBytes, type PdfDocument } from './pdf.js';

// The invoice (receipt) and credit note as an A4 PDF, drawn from the document's frozen snapshot: seller and buyer,
// number and date, the lines with their tax lines, totals in PKR and in the currency the customer saw.

/** What the snapshot does not hold and the page names: how the money moved. */
// credits: for a credit note, the number of the invoice it credits
export type InvoicePaymentInfo = { method: string; reference: string | null; bookingReference: string | null; credits?: string | null };

/** Rs 1,234,567.00: an invoice always shows the paisa (formatMoney drops PKR's zero decimals, as the site does). */
export function pkr(amount: string): string {
  const [int, frac = '00'] = round2(amount).replace('-', '').split('.');
  return `${amount.startsWith('-') ? '-' : ''}Rs ${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0')}`;
}

function inCurrency(amount: string, currency: string): string {
  if (!isCurrencyCode(currency)) return `${currency} ${round2(amount)}`;
  return currency === 'PKR' ? pkr(amount) : formatMoney(amount, currency);
}

const GREY = '#555555';
const LINE = '#cccccc';

function party(doc: PdfDocument, title: string, p: InvoiceParty, x: number, y: number, width: number): number {
  doc.font(FONT.bold).fontSize(9).fillColor(GREY).text(title.toUpperCase(), x, y, { width });
  doc.font(FONT.bold).fontSize(11).fillColor('black').text(p.name, { width });
  doc.font(FONT.regular).fontSize(9);
  if (p.username) doc.text(`Account: ${p.username}`, { width });
  if (p.email) doc.text(p.email, { width });
  if (p.phone) doc.text(p.phone, { width });
  if (p.website) doc.text(p.website, { width });
  if (p.supplier) doc.text(`On behalf of the supplier: ${p.supplier}`, { width });
  if (p.onBehalfOf) {
    doc.text(`For the customer: ${p.onBehalfOf.name}`, { width });
    const contact = [p.onBehalfOf.phone, p.onBehalfOf.email].filter(Boolean).join(', ');
    if (contact) doc.text(contact, { width });
  }
  return doc.y;
}

/** The PDF of an invoice or credit note. `now` fixes the file's creation date. */
export async function renderInvoicePdf(invoice: Invoice, info: InvoicePaymentInfo, now: Date): Promise<Buffer> {
  const credit = invoice.kind === 'credit_note';
  const title = credit ? 'Credit note' : 'Invoice / receipt';
  const doc = newA4Document({ title: `${title} ${invoice.number}`, subject: `Safarnama ${title.toLowerCase()} ${invoice.number}`, now });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const issued = DateTime.fromJSDate(invoice.issuedAt, { zone: MARKET_ZONE });

  doc.font(FONT.bold).fontSize(20).fillColor('black').text('Safarnama', left, 48);
  doc.font(FONT.bold).fontSize(16).text(title, left, 48, { width, align: 'right' });
  doc.font(FONT.regular).fontSize(10);
  doc.text(`Number: ${invoice.number}`, left, 74, { width, align: 'right' });
  doc.text(`Date: ${issued.toFormat('d LLLL yyyy, HH:mm')} (Pakistan time)`, { width, align: 'right' });
  if (info.bookingReference) doc.text(`Booking: #${info.bookingReference}`, { width, align: 'right' });
  doc.text(credit ? 'Money going back to the buyer' : 'Paid', { width, align: 'right' });

  const top = Math.max(doc.y, 130) + 14;
  const half = (width - 20) / 2;
  const bottom = Math.max(party(doc, 'Seller', invoice.seller, left, top, half), party(doc, credit ? 'Credited to' : 'Buyer', invoice.buyer, left + half + 20, top, half));

  // the lines: description | qty | unit price | amount
  let y = bottom + 20;
  const cols = { qty: left + width - 210, unit: left + width - 170, amount: left + width - 85 };
  doc.font(FONT.bold).fontSize(9).fillColor(GREY);
  doc.text('Description', left, y, { width: cols.qty - left - 10 });
  doc.text('Qty', cols.qty, y, { width: 30, align: 'right' });
  doc.text('Unit price', cols.unit, y, { width: 80, align: 'right' });
  doc.text('Amount', cols.amount, y, { width: 85, align: 'right' });
  y += 14;
  doc.moveTo(left, y).lineTo(left + width, y).strokeColor(LINE).stroke();
  y += 6;
  doc.font(FONT.regular).fontSize(10).fillColor('black');
  for (const line of invoice.lines) {
    const startY = y;
    doc.text(line.description, left, startY, { width: cols.qty - left - 10 });
    const endY = doc.y;
    doc.text(String(line.quantity), cols.qty, startY, { width: 30, align: 'right' });
    doc.text(pkr(line.unitPriceInPkr), cols.unit, startY, { width: 80, align: 'right' });
    doc.text(pkr(line.amountInPkr), cols.amount, startY, { width: 85, align: 'right' });
    y = Math.max(endY, doc.y) + 6;
  }
  doc.moveTo(left, y).lineTo(left + width, y).strokeColor(LINE).stroke();
  y += 8;

  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 11 : 10);
    doc.text(label, left, y, { width: cols.amount - left - 10, align: 'right' });
    doc.text(value, cols.amount - 40, y, { width: 125, align: 'right' });
    y = doc.y + 4;
  };
  total('Subtotal', pkr(invoice.subtotalInPkr));
  total('Tax', pkr(invoice.taxInPkr));
  total(credit ? 'Total credited (PKR)' : 'Total paid (PKR)', pkr(invoice.totalInPkr), true);
  if (invoice.currency !== 'PKR') {
    total(`Total in ${invoice.currency} (as shown when booking: 1 PKR = ${Number(invoice.currencyRate)} ${invoice.currency})`, inCurrency(invoice.totalInCurrency, invoice.currency));
  }

  y += 12;
  doc.font(FONT.regular).fontSize(9).fillColor(GREY);
  const how = credit ? `Refunded by ${info.method}` : `Paid by ${info.method}`;
  doc.text(`${how}${info.reference ? `, reference ${info.reference}` : ''}.`, left, y, { width });
  doc.text(
    credit
      ? `This credit note credits ${info.credits ?? 'the invoice of this payment'} and reduces its amount. Amounts are in Pakistani rupees; the figure in another currency is for information.`
      : 'Prices include the taxes shown. Amounts are in Pakistani rupees; the figure in another currency is for information.',
    { width },
  );
  doc.fillColor('black');
  return pdfBytes(doc);
}
