// Urdu for the season rules, the MRZ parser and the pilgrim form (rules/umrah-season.ts, rules/mrz.ts, rules/umrah-pilgrim.ts) (issue 36).
// Keyed by the English exactly as those files write it; figures, dates and names are kept as they are (a pilgrim is
// named as in the passport, in Latin letters).

export const UMRAH_RULES_EXACT_UR: Record<string, string> = {
  // rules/mrz.ts
  'Paste the two lines of the machine-readable zone (MRZ) at the foot of the passport’s data page':
    'پاسپورٹ کے ڈیٹا والے صفحے کے نیچے مشین ریڈ ایبل زون (MRZ) کی دونوں سطریں پیسٹ کریں',
  'This is not a passport’s MRZ: line 1 must start with P (line 1, position 1)': 'یہ پاسپورٹ کا MRZ نہیں: سطر 1 کا پہلا حرف P ہونا چاہیے (سطر 1، مقام 1)',
  'The issuing state must be a three-letter code (line 1, positions 3–5)': 'جاری کرنے والے ملک کا کوڈ تین حروف کا ہو (سطر 1، مقام 3–5)',
  'The surname is missing (line 1, from position 6)': 'خاندانی نام موجود نہیں (سطر 1، مقام 6 سے آگے)',
  'The passport number is missing (line 2, positions 1–9)': 'پاسپورٹ نمبر موجود نہیں (سطر 2، مقام 1–9)',
  'The nationality must be a three-letter code (line 2, positions 11–13)': 'قومیت کا کوڈ تین حروف کا ہو (سطر 2، مقام 11–13)',
  'The sex must be M, F or < (line 2, position 21)': 'جنس M، F یا < ہو (سطر 2، مقام 21)',
  'The passport number’s check digit does not match (line 2, position 10)': 'پاسپورٹ نمبر کا چیک ڈیجٹ درست نہیں (سطر 2، مقام 10)',
  'The date of birth’s check digit does not match (line 2, position 20)': 'تاریخِ پیدائش کا چیک ڈیجٹ درست نہیں (سطر 2، مقام 20)',
  'The expiry date’s check digit does not match (line 2, position 28)': 'میعاد ختم ہونے کی تاریخ کا چیک ڈیجٹ درست نہیں (سطر 2، مقام 28)',
  'The personal number’s check digit does not match (line 2, position 43)': 'ذاتی نمبر کا چیک ڈیجٹ درست نہیں (سطر 2، مقام 43)',
  'The composite check digit does not match (line 2, position 44)': 'مجموعی چیک ڈیجٹ درست نہیں (سطر 2، مقام 44)',
  'The date of birth is not a real date (line 2, positions 14–19)': 'تاریخِ پیدائش کوئی درست تاریخ نہیں (سطر 2، مقام 14–19)',
  'The expiry date is not a real date (line 2, positions 22–27)': 'میعاد ختم ہونے کی تاریخ کوئی درست تاریخ نہیں (سطر 2، مقام 22–27)',
  // rules/umrah-pilgrim.ts
  'Given names are required, as in the passport': 'نام پاسپورٹ کے مطابق لکھنا ضروری ہے',
  'Given names must be at most 100 characters': 'نام زیادہ سے زیادہ 100 حروف کا ہو',
  'Given names must contain letters only': 'نام میں صرف حروف ہوں (ہندسے نہیں)',
  'Surname is required, as in the passport': 'خاندانی نام پاسپورٹ کے مطابق لکھنا ضروری ہے',
  'Surname must be at most 100 characters': 'خاندانی نام زیادہ سے زیادہ 100 حروف کا ہو',
  'Surname must contain letters only': 'خاندانی نام میں صرف حروف ہوں (ہندسے نہیں)',
  'Gender must be M or F': 'جنس M (مرد) یا F (عورت) ہو',
  'Date of birth must be a date (yyyy-MM-dd)': 'تاریخِ پیدائش درست تاریخ ہو (yyyy-MM-dd)',
  'Nationality must be a three-letter ISO country code (e.g. PAK)': 'قومیت ملک کا تین حرفی ISO کوڈ ہو (مثلاً PAK)',
  'Passport number must be 6 to 9 letters or digits': 'پاسپورٹ نمبر 6 سے 9 حروف یا ہندسوں کا ہو',
  'Passport issue date must be a date (yyyy-MM-dd)': 'پاسپورٹ جاری ہونے کی تاریخ درست تاریخ ہو (yyyy-MM-dd)',
  'Passport expiry date must be a date (yyyy-MM-dd)': 'پاسپورٹ کی میعاد ختم ہونے کی تاریخ درست تاریخ ہو (yyyy-MM-dd)',
  'CNIC must be 13 digits (e.g. 12345-1234567-1)': 'شناختی کارڈ (CNIC) نمبر 13 ہندسوں کا ہو (مثلاً 12345-1234567-1)',
  'Family must be at most 50 characters': 'خاندان کا نام زیادہ سے زیادہ 50 حروف کا ہو',
  'Relation must be at most 50 characters': 'رشتہ زیادہ سے زیادہ 50 حروف کا ہو',
  'Family must not contain control characters': 'خاندان کے نام میں کنٹرول کریکٹر نہیں ہو سکتے',
  'Family is too long': 'خاندان کا نام حد سے زیادہ لمبا ہے',
  'Relation must not contain control characters': 'رشتے میں کنٹرول کریکٹر نہیں ہو سکتے',
  'Relation is too long': 'رشتہ حد سے زیادہ لمبا ہے',
  'Meningitis vaccination date must be a date (yyyy-MM-dd)': 'گردن توڑ بخار (میننجائٹس) کی ویکسین کی تاریخ درست تاریخ ہو (yyyy-MM-dd)',
  'Polio vaccination date must be a date (yyyy-MM-dd)': 'پولیو ویکسین کی تاریخ درست تاریخ ہو (yyyy-MM-dd)',
  'Phone must be 7 to 15 digits, optionally starting with +': 'فون نمبر 7 سے 15 ہندسوں کا ہو، شروع میں + ہو سکتا ہے',
  'Date of birth is after today': 'تاریخِ پیدائش آج کے بعد کی ہے',
  'Date of birth is too far in the past': 'تاریخِ پیدائش بہت پرانی ہے',
  'Passport issue date is after today': 'پاسپورٹ جاری ہونے کی تاریخ آج کے بعد کی ہے',
  'Passport issue date is before the date of birth': 'پاسپورٹ جاری ہونے کی تاریخ تاریخِ پیدائش سے پہلے کی ہے',
  'Passport expiry date must be after the issue date': 'پاسپورٹ کی میعاد ختم ہونے کی تاریخ اس کے جاری ہونے کی تاریخ کے بعد کی ہو',
  'Meningitis vaccination date is after today': 'گردن توڑ بخار کی ویکسین کی تاریخ آج کے بعد کی ہے',
  'Meningitis vaccination date is before the date of birth': 'گردن توڑ بخار کی ویکسین کی تاریخ تاریخِ پیدائش سے پہلے کی ہے',
  'Polio vaccination date is after today': 'پولیو ویکسین کی تاریخ آج کے بعد کی ہے',
  'Polio vaccination date is before the date of birth': 'پولیو ویکسین کی تاریخ تاریخِ پیدائش سے پہلے کی ہے',
  // rules/umrah-season.ts
  'The departure date must be after the arrival date': 'روانگی کی تاریخ آمد کی تاریخ کے بعد کی ہو',
};

// messages with a line, a figure, a date or a pilgrim's name in them (’ is the apostrophe the rules write)
const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Line (\d) of the MRZ must be 44 characters long; it has (\d+)$/, (m) => `MRZ کی سطر ${m[1]} میں 44 حروف ہونے چاہییں؛ اس میں ${m[2]} ہیں`],
  [/^Line (\d) of the MRZ has a character other than A–Z, 0–9 or < at position (\d+)$/, (m) => `MRZ کی سطر ${m[1]} میں مقام ${m[2]} پر ایسا حرف ہے جو A–Z، 0–9 یا < میں سے نہیں`],
  [/^No Umrah season open for arrival on (\S+)$/, (m) => `${m[1]} کو آمد کے لیے عمرے کا کوئی سیزن کھلا نہیں`],
  [
    /^Arrival on (\S+) is after the last entry date of the (\S+) Umrah season \((\S+)\)$/,
    (m) => `${m[1]} کو آمد ${m[2]} ہجری کے عمرہ سیزن میں داخلے کی آخری تاریخ (${m[3]}) کے بعد ہے`,
  ],
  [
    /^Departure on (\S+) is after the last departure date of the (\S+) Umrah season \((\S+)\)$/,
    (m) => `${m[1]} کو روانگی ${m[2]} ہجری کے عمرہ سیزن میں واپسی کی آخری تاریخ (${m[3]}) کے بعد ہے`,
  ],
  [/^Visas for the (\S+) Umrah season are no longer issued: the last day was (\S+)$/, (m) => `${m[1]} ہجری کے عمرہ سیزن کے ویزے اب جاری نہیں ہوتے: آخری دن ${m[2]} تھا`],
  [/^The stay of (\d+) days is longer than the (\d+) days allowed after entry$/, (m) => `${m[1]} دن کا قیام داخلے کے بعد اجازت شدہ ${m[2]} دن سے زیادہ ہے`],
  [
    /^The (\S+) Umrah season’s dates are an estimate until Saudi Arabia publishes its calendar$/,
    (m) => `${m[1]} ہجری کے عمرہ سیزن کی تاریخیں اندازاً ہیں، جب تک سعودی عرب اپنا کیلنڈر جاری نہ کرے`,
  ],
  [
    /^(.+)’s passport expires on (\S+): it must be valid until at least (\S+) \((\d+) months after return\)$/,
    (m) => `${m[1]} کا پاسپورٹ ${m[2]} کو ختم ہو رہا ہے: اسے کم از کم ${m[3]} تک کارآمد ہونا چاہیے (واپسی کے ${m[4]} ماہ بعد تک)`,
  ],
  [/^(.+) has no meningitis \(ACWY\) vaccination date$/, (m) => `${m[1]} کی گردن توڑ بخار (ACWY) کی ویکسین کی تاریخ درج نہیں`],
  [
    /^(.+)’s meningitis vaccination \((\S+)\) must be at least (\d+) days before arrival \((\S+)\)$/,
    (m) => `${m[1]} کی گردن توڑ بخار کی ویکسین (${m[2]}) آمد (${m[4]}) سے کم از کم ${m[3]} دن پہلے لگی ہونی چاہیے`,
  ],
  [
    /^(.+)’s meningitis vaccination \((\S+)\) is more than (\d+) years old on arrival \((\S+)\)$/,
    (m) => `${m[1]} کی گردن توڑ بخار کی ویکسین (${m[2]}) آمد (${m[4]}) کے دن ${m[3]} سال سے زیادہ پرانی ہے`,
  ],
  [/^(.+) has no polio vaccination date \(required for nationality (\S+)\)$/, (m) => `${m[1]} کی پولیو ویکسین کی تاریخ درج نہیں (قومیت ${m[2]} کے لیے ضروری ہے)`],
  [
    /^(.+)’s polio vaccination \((\S+)\) must be at least (\d+) days before departure from Pakistan \((\S+)\)$/,
    (m) => `${m[1]} کی پولیو ویکسین (${m[2]}) پاکستان سے روانگی (${m[4]}) سے کم از کم ${m[3]} دن پہلے لگی ہونی چاہیے`,
  ],
  [
    /^(.+)’s polio vaccination \((\S+)\) is more than (\d+) months old on departure from Pakistan \((\S+)\)$/,
    (m) => `${m[1]} کی پولیو ویکسین (${m[2]}) پاکستان سے روانگی (${m[4]}) کے دن ${m[3]} ماہ سے زیادہ پرانی ہے`,
  ],
  [/^(.+) is under (\d+) on arrival and the group has no adult$/, (m) => `${m[1]} کی عمر آمد کے دن ${m[2]} سال سے کم ہے اور گروپ میں کوئی بالغ نہیں`],
  [
    /^(.+) is under (\d+) on arrival and no adult of the family “(.+)” is in the group$/,
    (m) => `${m[1]} کی عمر آمد کے دن ${m[2]} سال سے کم ہے اور خاندان "${m[3]}" کا کوئی بالغ گروپ میں نہیں`,
  ],
  [/^The visas lapse on (\S+) if unused \((\d+) days after issue\)$/, (m) => `استعمال نہ ہونے کی صورت میں ویزے ${m[1]} کو ختم ہو جائیں گے (جاری ہونے کے ${m[2]} دن بعد)`],
  [/^Unused visas lapsed on (\S+) \((\d+) days after issue\)$/, (m) => `استعمال نہ ہونے والے ویزے ${m[1]} کو ختم ہو گئے (جاری ہونے کے ${m[2]} دن بعد)`],
];

/** The Urdu of a message of this part with a figure or name in it, or undefined. */
export function umrahRulesPatternUr(message: string): string | undefined {
  for (const [pattern, render] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return render(m);
  }
  return undefined;
}
