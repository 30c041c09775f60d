import type { MailDraft } from '../mail/outbox.js';
import { escapeHtml } from '../notifications/messages.js';

// The e-mail inviting a sub-agency to a master agency's network (issue 39), in English and in Urdu (the inviter's).

export type SubAgencyMailData = { id: string; email: string; link: string; master: string; subAgency: string; days: number };

/** The invitation in `language` ('ur': Urdu; anything else: English). */
export function subAgencyInvitationMail(language: string | undefined, data: SubAgencyMailData): MailDraft {
  return language === 'ur' ? urdu(data) : english(data);
}

function english({ id, email, link, master, subAgency, days }: SubAgencyMailData): MailDraft {
  const subject = `${master} invites ${subAgency} to sell on its credit on Safarnama`;
  const text = [
    'Assalam-o-Alaikum,',
    '',
    `${master} has invited your agency ${subAgency} to join its network on Safarnama as a sub-agent, with a credit line of its own.`,
    `Open this link to choose your username and password (valid ${days} days, one use):`,
    link,
    '',
    'If you were not expecting this, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Assalam-o-Alaikum,</p><p>${escapeHtml(master)} has invited your agency <b>${escapeHtml(subAgency)}</b> to join its network on Safarnama as a sub-agent, with a credit line of its own.</p>
<p><a href="${escapeHtml(link)}">Join the network</a> (valid ${days} days, one use).</p><p>If you were not expecting this, you can ignore this e-mail.</p>`;
  return { key: `sub-agency-invitation:${id}`, to: email, subject, text, html };
}

// names and the link isolated so they keep their place in the right-to-left text
function urdu({ id, email, link, master, subAgency, days }: SubAgencyMailData): MailDraft {
  const iso = (text: string) => `\u2068${text}\u2069`;
  const subject = `${iso(master)} نے سفرنامہ پر ${iso(subAgency)} کو اپنے نیٹ ورک میں سب ایجنٹ بننے کی دعوت دی ہے`;
  const text = [
    'السلام علیکم،',
    '',
    `${iso(master)} نے آپ کی ایجنسی ${iso(subAgency)} کو سفرنامہ پر اپنے نیٹ ورک میں بطور سب ایجنٹ، اپنی کریڈٹ لائن کے ساتھ، شامل ہونے کی دعوت دی ہے۔`,
    `اپنا یوزر نیم اور پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں (${days} دن کے لیے کارآمد، صرف ایک بار):`,
    link,
    '',
    'اگر آپ کو اس دعوت کی توقع نہیں تھی تو یہ ای میل نظر انداز کر دیں۔',
  ].join('\n');
  const html = `<!doctype html><html lang="ur" dir="rtl"><body dir="rtl" style="font-family:'Noto Nastaliq Urdu','Noto Naskh Arabic',Tahoma,Arial,sans-serif;line-height:2;text-align:right">
<p>السلام علیکم،</p><p>${escapeHtml(iso(master))} نے آپ کی ایجنسی <b>${escapeHtml(iso(subAgency))}</b> کو سفرنامہ پر اپنے نیٹ ورک میں بطور سب ایجنٹ شامل ہونے کی دعوت دی ہے۔</p>
<p><a href="${escapeHtml(link)}">نیٹ ورک میں شامل ہوں</a> (${days} دن کے لیے کارآمد، صرف ایک بار)۔</p><p>اگر آپ کو اس دعوت کی توقع نہیں تھی تو یہ ای میل نظر انداز کر دیں۔</p></body></html>`;
  return { key: `sub-agency-invitation:${id}`, to: email, subject, text, html };
}
