// Urdu for the brand part of issue 39 (agency networks, quotes, brand): its exact messages and its patterns, gathered
// by messages-ur-partner.data.ts (messages-ur.ts is at its size bar).

export const BRAND_EXACT_UR: Record<string, string> = {
  // rules/brand.ts BRAND_MESSAGES
  'Trading name is required': 'تجارتی نام لکھنا ضروری ہے',
  'Trading name must be at most 120 characters': 'تجارتی نام زیادہ سے زیادہ 120 حروف کا ہو سکتا ہے',
  'WhatsApp must be a phone number (7 to 15 digits, optionally starting with +)': 'درست واٹس ایپ نمبر لکھیں (7 سے 15 ہندسے، شروع میں + ہو سکتا ہے)',
  'Address must be at most 300 characters': 'پتا زیادہ سے زیادہ 300 حروف کا ہو سکتا ہے',
  'Licence number must be at most 60 characters': 'لائسنس نمبر زیادہ سے زیادہ 60 حروف کا ہو سکتا ہے',
  'The brand’s fields must be text': 'برانڈ کی ہر معلومات متن کی صورت میں ہونی چاہیے',
  'Your agency has no brand yet': 'آپ کی ایجنسی کا ابھی کوئی برانڈ نہیں',
  'Send the logo as the file part "logo" of a multipart/form-data body': 'لوگو کو multipart/form-data میں "logo" نام کی فائل کے طور پر بھیجیں',
  'Send the brand as multipart/form-data (fields tradingName, phone, whatsapp, address, licenceNumber; file logo)':
    'برانڈ کو multipart/form-data میں بھیجیں (فیلڈز tradingName، phone، whatsapp، address، licenceNumber اور فائل logo)',
  // the text guard's messages for the brand's fields (rules/text.ts, graphql/validation.ts)
  'Trading name must not contain control characters': 'تجارتی نام میں کنٹرول کریکٹر نہیں ہو سکتے',
  'Trading name is too long': 'تجارتی نام بہت لمبا ہے',
  'Address must not contain control characters': 'پتے میں کنٹرول کریکٹر نہیں ہو سکتے',
  'Address is too long': 'پتا بہت لمبا ہے',
  'Licence number must not contain control characters': 'لائسنس نمبر میں کنٹرول کریکٹر نہیں ہو سکتے',
  'Licence number is too long': 'لائسنس نمبر بہت لمبا ہے',
  'Whatsapp must not contain control characters': 'واٹس ایپ نمبر میں کنٹرول کریکٹر نہیں ہو سکتے',
  'Whatsapp is too long': 'واٹس ایپ نمبر بہت لمبا ہے',
  'Phone must not contain control characters': 'فون نمبر میں کنٹرول کریکٹر نہیں ہو سکتے',
  'Phone is too long': 'فون نمبر بہت لمبا ہے',
};

export const BRAND_PATTERNS_UR: Array<[RegExp, (m: RegExpExecArray) => string]> = [];
