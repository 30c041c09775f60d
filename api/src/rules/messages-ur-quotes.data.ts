// Urdu for the quotes part of issue 39 (agency networks, quotes, brand): its exact messages and its patterns, gathered
// by messages-ur-partner.data.ts (messages-ur.ts is at its size bar). rules/quotes.ts QUOTE_MESSAGES in English.

export const QUOTES_EXACT_UR: Record<string, string> = {
  'A quote needs at least one item': 'کوٹیشن میں کم از کم ایک چیز ہونی چاہیے',
  'A quote has at most 10 items': 'ایک کوٹیشن میں زیادہ سے زیادہ 10 چیزیں ہو سکتی ہیں',
  'Customer name is required': 'گاہک کا نام ضروری ہے',
  'Customer name must be at most 100 characters': 'گاہک کا نام زیادہ سے زیادہ 100 حروف کا ہو سکتا ہے',
  'Validity must be a whole number of hours from 1 to 168': 'مدت 1 سے 168 تک پورے گھنٹوں میں ہونی چاہیے',
  'Note must be at most 1000 characters': 'نوٹ زیادہ سے زیادہ 1000 حروف کا ہو سکتا ہے',
  'Item type must be one of package, hotel, transport': 'چیز کی قسم package، hotel یا transport میں سے ایک ہونی چاہیے',
  'Quote not found': 'کوٹیشن نہیں ملی',
  'This quote is not available': 'یہ کوٹیشن دستیاب نہیں ہے',
  'This quote was already accepted': 'یہ کوٹیشن پہلے ہی قبول کی جا چکی ہے',
  'Prices have changed since this quote was made': 'یہ کوٹیشن بننے کے بعد قیمتیں بدل گئی ہیں',
  'Your agency cannot confirm this quote right now: it has been told, please contact it': 'آپ کی ایجنسی ابھی یہ کوٹیشن کنفرم نہیں کر سکتی: اسے بتا دیا گیا ہے، براہ کرم اس سے رابطہ کریں',
  'Note must not contain control characters': 'نوٹ میں کنٹرول کریکٹر نہیں ہو سکتے',
  'Note is too long': 'نوٹ بہت لمبا ہے',
};

export const QUOTES_PATTERNS_UR: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Enter the name and passport number of each of the (\d+) traveller\(s\)$/, (m) => `تمام ${m[1]} مسافروں کا نام اور پاسپورٹ نمبر درج کریں`],
  [/^The quote cannot be valid beyond (.+), when a supplier's price ends$/, (m) => `کوٹیشن \u2068${m[1]}\u2069 کے بعد تک درست نہیں رہ سکتی، جب کسی سپلائر کی قیمت ختم ہو جاتی ہے`],
];
