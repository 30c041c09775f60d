import type { EntityManager } from '@mikro-orm/postgresql';
import { brandLines } from './documents.js';
import { brandOf } from './reader.js';

// The agency's brand on the e-mails its customers get about a booking it made for them (issue 39): its name in the
// subject, a header with its logo, name and contact, and its name signing the message, which says it was booked
// through Safarnama. An agency without a brand: the e-mail as it was.

type Mail = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const SIGN_OFF = '— Safarnama';

/** `mail` as the customer of agency `agencyId` gets it; `site` is the absolute origin its logo is linked from. */
export async function brandCustomerMail<M extends Mail>(em: EntityManager, agencyId: string, mail: M, site: string): Promise<M> {
  const brand = await brandOf(em, agencyId);
  if (!brand) return mail;
  const lines = brandLines(brand);
  const signOff = `— ${brand.tradingName} (booked through Safarnama)`;
  const text = `${brand.tradingName}\n${lines.map((l) => `${l}\n`).join('')}\n${mail.text.endsWith(SIGN_OFF) ? `${mail.text.slice(0, -SIGN_OFF.length)}${signOff}` : `${mail.text}\n${signOff}`}`;
  const logo = brand.logoUrl ? `<img src="${escape(`${site.replace(/\/$/, '')}${brand.logoUrl}`)}" alt="" height="48" style="height:48px;vertical-align:middle;margin-right:8px">` : '';
  const header = `<div style="border-bottom:1px solid #e2e8f0;padding-bottom:8px;margin-bottom:12px">${logo}<strong style="font-size:18px">${escape(brand.tradingName)}</strong>${lines.map((l) => `<br><span style="color:#718096;font-size:13px">${escape(l)}</span>`).join('')}</div>`;
  const html = mail.html.replace(/(<body[^>]*>)/, `$1\n${header}`).replace(`>${SIGN_OFF}</p>`, `>${escape(signOff)}</p>`);
  return { ...mail, subject: `${brand.tradingName}: ${mail.subject}`, text, html };
}
