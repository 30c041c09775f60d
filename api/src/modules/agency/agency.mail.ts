import type { MailDraft } from '../mail/outbox.js';
import { escapeHtml } from '../notifications/messages.js';
import type { AgencyMemberRole } from './agency.entity.js';

// The e-mail inviting someone to join an agency, in English and in Urdu.

export type InvitationMailData = { id: string; email: string; role: AgencyMemberRole; link: string; agency: string; inviter: string; days: number };

/** The invitation in `language` ('ur': Urdu; anything else: English). */
export function invitationMail(language: string | undefined, data: InvitationMailData): MailDraft {
  return language === 'ur' ? urdu(data) : english(data);
}

function english({ id, email, role, link, agency, inviter, days }: InvitationMailData): MailDraft {
  const what = role === 'manager' ? 'a manager' : 'a staff member';
  const subject = `${inviter || agency} invites you to join ${agency || 'their agency'} on Safarnama`;
  const text = [
    'Assalam-o-Alaikum,',
    '',
    `${inviter || agency} has invited you to join the travel agency ${agency} on Safarnama as ${what}.`,
    `Open this link to choose your username and password (valid ${days} days, one use):`,
    link,
    '',
    'If you were not expecting this, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Assalam-o-Alaikum,</p><p>${escapeHtml(inviter || agency)} has invited you to join the travel agency <b>${escapeHtml(agency)}</b> on Safarnama as ${what}.</p>
<p><a href="${escapeHtml(link)}">Join the agency</a> (valid ${days} days, one use).</p><p>If you were not expecting this, you can ignore this e-mail.</p>`;
  return { key: `agency-invitation:${id}`, to: email, subject, text, html };
}

// the same in Urdu (names and the link isolated so they keep their place in the right-to-left text)
function urdu({ id, email, role, link, agency, inviter, days }: InvitationMailData): MailDraft {
  const iso = (text: string) => `\u2068${text}\u2069`;
  const what = role === 'manager' ? 'مینیجر' : 'اسٹاف ممبر';
  const who = iso(inviter || agency);
  const subject = `${who} نے آپ کو سفرنامہ پر ${agency ? iso(agency) : 'اپنی ایجنسی'} میں شامل ہونے کی دعوت دی ہے`;
  const text = [
    'السلام علیکم،',
    '',
    `${who} نے آپ کو سفرنامہ پر ٹریول ایجنسی ${iso(agency)} میں بطور ${what} شامل ہونے کی دعوت دی ہے۔`,
    `اپنا یوزر نیم اور پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں (${days} دن کے لیے کارآمد، صرف ایک بار):`,
    link,
    '',
    'اگر آپ کو اس دعوت کی توقع نہیں تھی تو یہ ای میل نظر انداز کر دیں۔',
  ].join('\n');
  const html = `<!doctype html><html lang="ur" dir="rtl"><body dir="rtl" style="font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Noto Naskh Arabic',Tahoma,Arial,sans-serif;line-height:2;text-align:right">
<p>السلام علیکم،</p><p>${escapeHtml(who)} نے آپ کو سفرنامہ پر ٹریول ایجنسی <b>${escapeHtml(iso(agency))}</b> میں بطور ${what} شامل ہونے کی دعوت دی ہے۔</p>
<p><a href="${escapeHtml(link)}">ایجنسی میں شامل ہوں</a> (${days} دن کے لیے کارآمد، صرف ایک بار)۔</p><p>اگر آپ کو اس دعوت کی توقع نہیں تھی تو یہ ای میل نظر انداز کر دیں۔</p></body></html>`;
  return { key: `agency-invitation:${id}`, to: email, subject, text, html };
}
