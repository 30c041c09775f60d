import type { MailDraft } from '../mail/outbox.js';

// The e-mail telling an endpoint's owner that it was disabled after 72 hours of failures, in English or Urdu.

export type DisabledMailData = {
  endpointId: string;
  url: string;
  disabledAt: Date;
  email: string;
  name: string;
  link: string;
  userId: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The notice in `language` ('ur': Urdu; anything else: English), once per endpoint and disabling. */
export function endpointDisabledMail(language: string | null | undefined, data: DisabledMailData): MailDraft {
  const base = { key: `webhook-disabled:${data.endpointId}:${data.disabledAt.getTime()}`, to: data.email, toName: data.name || null, userId: data.userId };
  return { ...base, ...(language === 'ur' ? urdu(data) : english(data)) };
}

function english({ url, link, name }: DisabledMailData) {
  const subject = 'Your Safarnama webhook endpoint was disabled';
  const text = [
    `Assalam-o-Alaikum${name ? ` ${name}` : ''},`,
    '',
    `Every delivery to your webhook endpoint ${url} has failed for 72 hours, so we have disabled it: no more events are sent to it.`,
    'Events that were waiting are kept. Fix the endpoint, then enable it again from the Developer API page (they are then delivered):',
    link,
    '',
    'Its event log there shows each attempt with the status your server answered.',
  ].join('\n');
  const html = `<p>Assalam-o-Alaikum${name ? ` ${escapeHtml(name)}` : ''},</p>
<p>Every delivery to your webhook endpoint <b>${escapeHtml(url)}</b> has failed for 72 hours, so we have disabled it: no more events are sent to it.</p>
<p>Events that were waiting are kept. Fix the endpoint, then <a href="${escapeHtml(link)}">enable it again</a> from the Developer API page (they are then delivered).</p>
<p>Its event log there shows each attempt with the status your server answered.</p>`;
  return { subject, text, html };
}

// the URL isolated so it keeps its left-to-right order inside the right-to-left text
function urdu({ url, link, name }: DisabledMailData) {
  const iso = (text: string) => `\u2068${text}\u2069`;
  const subject = 'سفرنامہ پر آپ کا ویب ہک اینڈ پوائنٹ بند کر دیا گیا';
  const lines = [
    `السلام علیکم${name ? ` ${iso(name)}` : ''}،`,
    `آپ کے ویب ہک اینڈ پوائنٹ ${iso(url)} پر 72 گھنٹوں سے ہر ترسیل ناکام ہو رہی تھی، اس لیے ہم نے اسے بند کر دیا ہے: اب اسے کوئی ایونٹ نہیں بھیجا جائے گا۔`,
    'جو ایونٹ انتظار میں تھے وہ محفوظ ہیں۔ اینڈ پوائنٹ ٹھیک کریں، پھر ڈویلپر API کے صفحے سے اسے دوبارہ فعال کریں (تب وہ بھیج دیے جائیں گے):',
    'وہاں اس کے ایونٹ لاگ میں ہر کوشش اور آپ کے سرور کا جواب دیکھا جا سکتا ہے۔',
  ];
  const text = [lines[0], '', lines[1], lines[2], link, '', lines[3]].join('\n');
  const html = `<!doctype html><html lang="ur" dir="rtl"><body dir="rtl" style="font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Noto Naskh Arabic',Tahoma,Arial,sans-serif;line-height:2;text-align:right">
<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p><p>${escapeHtml(lines[2]!)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(lines[3]!)}</p></body></html>`;
  return { subject, text, html };
}
