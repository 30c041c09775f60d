// Urdu for the partner platform's messages (issue 38: webhooks, and the idempotency keys' and the API budget's
// answers), one hub messages-ur.ts reads (it is at its size bar): a part adds its table here, or its own data file
// gathered below, and its patterns to PARTNER_PATTERNS.

import { BUDGET_PATTERNS_UR } from './messages-ur-budget.data.js';
import { BRAND_EXACT_UR, BRAND_PATTERNS_UR } from './messages-ur-brand.data.js';
import { IDEMPOTENCY_EXACT_UR } from './messages-ur-idempotency.data.js';
import { NETWORK_EXACT_UR, NETWORK_PATTERNS_UR } from './messages-ur-network.data.js';
import { QUOTES_EXACT_UR, QUOTES_PATTERNS_UR } from './messages-ur-quotes.data.js';

export const PARTNER_EXACT_UR: Record<string, string> = {
  // webhooks (modules/webhooks)
  'Webhook endpoint not found': 'ویب ہک اینڈ پوائنٹ نہیں ملا',
  'Webhook event not found': 'ویب ہک ایونٹ نہیں ملا',
  'Only travel agents and administrators can use webhooks': 'ویب ہکس صرف ٹریول ایجنٹ اور ایڈمنسٹریٹر استعمال کر سکتے ہیں',
  'You already have 10 webhook endpoints: delete one before adding another':
    'آپ کے پاس پہلے ہی 10 ویب ہک اینڈ پوائنٹس ہیں، نیا شامل کرنے سے پہلے ایک حذف کریں',
  'Choose at least one event type': 'کم از کم ایک ایونٹ کی قسم منتخب کریں',
  'This webhook endpoint is disabled: enable it first': 'یہ ویب ہک اینڈ پوائنٹ بند ہے، پہلے اسے فعال کریں',
  'The endpoints that received this event are disabled: enable one first': 'جن اینڈ پوائنٹس کو یہ ایونٹ ملا تھا وہ بند ہیں، پہلے کسی ایک کو فعال کریں',
  'The endpoint URL is not a valid URL': 'اینڈ پوائنٹ کا URL درست نہیں',
  'The endpoint URL must be at most 2048 characters': 'اینڈ پوائنٹ کا URL زیادہ سے زیادہ 2048 حروف کا ہو سکتا ہے',
  'The endpoint URL must use HTTPS': 'اینڈ پوائنٹ کا URL لازماً HTTPS استعمال کرے',
  'The endpoint URL must not contain a user name or password': 'اینڈ پوائنٹ کے URL میں یوزر نیم یا پاس ورڈ نہیں ہونا چاہیے',
  'The endpoint URL’s host name could not be resolved': 'اینڈ پوائنٹ کے URL کا ہوسٹ نیم تلاش نہیں ہو سکا',
  'The endpoint URL must resolve to a public address': 'اینڈ پوائنٹ کا URL کسی پبلک ایڈریس کی طرف جانا چاہیے',
  // idempotency keys (security/idempotency.ts)
  ...IDEMPOTENCY_EXACT_UR,
  // issue 39: agency networks, quotes, brand
  ...NETWORK_EXACT_UR,
  ...QUOTES_EXACT_UR,
  ...BRAND_EXACT_UR,
};

const PARTNER_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  // the type stays as written (left to right inside the Urdu sentence)
  [/^Unknown event type: (.*)$/s, (m) => `ایونٹ کی نامعلوم قسم: \u2068${m[1]}\u2069`],
  [/^Event type listed twice: (.*)$/s, (m) => `ایونٹ کی یہ قسم دو بار شامل ہے: \u2068${m[1]}\u2069`],
  // the API keys' cost budget (graphql/cost-budget.ts)
  ...BUDGET_PATTERNS_UR,
  ...NETWORK_PATTERNS_UR,
  ...QUOTES_PATTERNS_UR,
  ...BRAND_PATTERNS_UR,
];

/** The Urdu of a partner-platform message with a name or a figure in it, or undefined. */
export function partnerPatternUr(message: string): string | undefined {
  for (const [pattern, render] of PARTNER_PATTERNS) {
    const m = pattern.exec(message);
    if (m) return render(m);
  }
  return undefined;
}
