// Urdu for the groups service, readiness and the visa gate (modules/umrah/) (issue 36). Keyed by the English exactly
// as modules/umrah/messages.ts and readiness.ts write it; figures, dates, codes and names are kept as they are.

export const GROUPS_EXACT_UR: Record<string, string> = {
  // modules/umrah/messages.ts UMRAH_MESSAGES
  'Only travel agents run Umrah groups': 'عمرہ گروپ صرف ٹریول ایجنٹ بنا سکتے ہیں',
  'Umrah group not found': 'عمرہ گروپ نہیں ملا',
  'Pilgrim not found': 'زائر نہیں ملا',
  'Transfer leg not found': 'ٹرانسفر نہیں ملا',
  'Group name is required (at most 120 characters)': 'گروپ کا نام ضروری ہے (زیادہ سے زیادہ 120 حروف)',
  'Arrival date must be a date (yyyy-MM-dd)': 'آمد کی تاریخ درست تاریخ ہو (yyyy-MM-dd)',
  'Departure date must be a date (yyyy-MM-dd)': 'روانگی کی تاریخ درست تاریخ ہو (yyyy-MM-dd)',
  'Arrival date must be after today': 'آمد کی تاریخ آج کے بعد کی ہو',
  'Departure date must be after the arrival date': 'روانگی کی تاریخ آمد کی تاریخ کے بعد کی ہو',
  'An Umrah stay is at most 90 days': 'عمرہ کا قیام زیادہ سے زیادہ 90 دن کا ہو سکتا ہے',
  'Airports are 3-letter IATA codes (e.g. JED, MED)': 'ہوائی اڈے کا کوڈ تین حروف کا IATA کوڈ ہو (مثلاً JED، MED)',
  'Nights must be whole numbers from 0 to 90': 'راتیں 0 سے 90 تک پورے عدد میں ہوں',
  'First city must be makkah or madinah': 'پہلا شہر مکہ (makkah) یا مدینہ (madinah) ہو',
  'The first city must be one the group spends nights in': 'پہلا شہر وہ ہو جہاں گروپ راتیں گزارے',
  'Package not found': 'پیکج نہیں ملا',
  'Only an Umrah or Hajj package can carry a group': 'گروپ صرف عمرہ یا حج پیکج پر بن سکتا ہے',
  'A group has at most 500 pilgrims': 'ایک گروپ میں زیادہ سے زیادہ 500 زائرین ہو سکتے ہیں',
  'The visas of this group were submitted: its pilgrims, rooms and trip can no longer change':
    'اس گروپ کے ویزے جمع ہو چکے ہیں: اب زائرین، کمرے اور سفر تبدیل نہیں ہو سکتے',
  'Room counts must be whole numbers from 0 to 500': 'کمروں کی تعداد 0 سے 500 تک پورے عدد میں ہو',
  'A group has at most 500 rooms': 'ایک گروپ کے زیادہ سے زیادہ 500 کمرے ہو سکتے ہیں',
  'A room in the allocation is not one of this group’s rooms': 'تقسیم میں ایک کمرہ اس گروپ کے کمروں میں سے نہیں',
  'A pilgrim in the allocation is not an active pilgrim of this group': 'تقسیم میں ایک زائر اس گروپ کا فعال زائر نہیں',
  'A pilgrim is placed in two rooms': 'ایک زائر دو کمروں میں رکھا گیا ہے',
  'Hotel not found': 'ہوٹل نہیں ملا',
  'Rooms must be a whole number from 1 to 500': 'کمرے 1 سے 500 تک پورے عدد میں ہوں',
  'Guests must be a whole number from 1 to 500': 'مہمان 1 سے 500 تک پورے عدد میں ہوں',
  'City must be makkah or madinah': 'شہر مکہ (makkah) یا مدینہ (madinah) ہو',
  'Kind must be arrival, intercity or departure': 'قسم آمد (arrival)، شہروں کے درمیان (intercity) یا روانگی (departure) ہو',
  'From and to are required (at most 100 characters)': 'کہاں سے اور کہاں تک ضروری ہیں (زیادہ سے زیادہ 100 حروف)',
  'Date must be a date (yyyy-MM-dd)': 'تاریخ درست تاریخ ہو (yyyy-MM-dd)',
  'Provider is required (at most 100 characters)': 'ٹرانسپورٹ کمپنی کا نام ضروری ہے (زیادہ سے زیادہ 100 حروف)',
  'Confirmation number is required (at most 60 characters)': 'تصدیقی نمبر ضروری ہے (زیادہ سے زیادہ 60 حروف)',
  'A group has at most 20 transfer legs': 'ایک گروپ کے زیادہ سے زیادہ 20 ٹرانسفر ہو سکتے ہیں',
  'This group is not ready for visas': 'یہ گروپ ابھی ویزوں کے لیے تیار نہیں',
  'The visas of this group were already submitted': 'اس گروپ کے ویزے پہلے ہی جمع ہو چکے ہیں',
  'No Saudi Umrah visa offer is open for applications: ask the administrator to open one':
    'سعودی عمرہ ویزا کی کوئی پیشکش درخواستوں کے لیے کھلی نہیں: ایڈمنسٹریٹر سے کھولنے کو کہیں',
  'Nothing was imported: a passport in the file is already in this group': 'کچھ بھی امپورٹ نہیں ہوا: فائل کا ایک پاسپورٹ پہلے سے اس گروپ میں ہے',
  'Attach the manifest as a file (field "file", XLSX or CSV)': 'مینی فیسٹ فائل کے طور پر لگائیں (فیلڈ "file"، XLSX یا CSV)',
  'The file is over 5 MB': 'فائل 5 MB سے بڑی ہے',
  'No such document: manifest.xlsx, rooming.pdf, rooming.xlsx or voucher.pdf': 'ایسی کوئی دستاویز نہیں: manifest.xlsx، rooming.pdf، rooming.xlsx یا voucher.pdf',
  // modules/umrah/readiness.ts READINESS_MESSAGES
  'The group has no pilgrims yet': 'گروپ میں ابھی کوئی زائر نہیں',
  'No transfer between Makkah and Madinah is recorded': 'مکہ اور مدینہ کے درمیان کوئی ٹرانسفر درج نہیں',
};

const CITY_UR: Record<string, string> = { Makkah: 'مکہ', Madinah: 'مدینہ' };
const city = (name: string) => CITY_UR[name] ?? name;
const OCCUPANCY_UR: Record<string, string> = { sharing: 'شیئرنگ', quad: 'کواڈ', triple: 'ٹرپل', double: 'ڈبل', single: 'سنگل' };

// names (hotels, pilgrims, groups), passports, airports and dates are kept as they are
const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Makkah and Madinah nights must add up to the (\d+) nights from arrival to departure$/, (m) => `مکہ اور مدینہ کی راتوں کا مجموعہ آمد سے روانگی تک کی ${m[1]} راتوں کے برابر ہو`],
  [/^A pilgrim with passport (\S+) is already in this group$/, (m) => `پاسپورٹ ${m[1]} والا زائر پہلے سے اس گروپ میں ہے`],
  [/^Row (\d+): a pilgrim with passport (\S+) is already in this group$/, (m) => `قطار ${m[1]}: پاسپورٹ ${m[2]} والا زائر پہلے سے اس گروپ میں ہے`],
  [/^The group’s package does not offer (\w+) rooms$/, (m) => `گروپ کا پیکج ${OCCUPANCY_UR[m[1]] ?? m[1]} کمرے پیش نہیں کرتا`],
  [/^(.+) is not in (Makkah|Madinah)$/, (m) => `${m[1]} ${city(m[2])} میں نہیں`],
  [/^A stay must fall between the group’s arrival \((\S+)\) and departure \((\S+)\)$/, (m) => `قیام گروپ کی آمد (${m[1]}) اور روانگی (${m[2]}) کے درمیان ہو`],
  [/^A transfer’s date must fall between the group’s arrival \((\S+)\) and departure \((\S+)\)$/, (m) => `ٹرانسفر کی تاریخ گروپ کی آمد (${m[1]}) اور روانگی (${m[2]}) کے درمیان ہو`],
  [/^Submitted with the Umrah group “(.+)”$/, (m) => `عمرہ گروپ “${m[1]}” کے ساتھ جمع کیا گیا`],
  [/^No confirmed hotel room for (\d+) of (\d+) pilgrims on the night of (\S+)$/, (m) => `${m[3]} کی رات ${m[2]} میں سے ${m[1]} زائرین کے لیے کوئی تصدیق شدہ ہوٹل کمرہ نہیں`],
  [
    /^No confirmed hotel room for (\d+) of (\d+) pilgrims on the nights of (\S+) to (\S+)$/,
    (m) => `${m[3]} سے ${m[4]} تک کی راتوں میں ${m[2]} میں سے ${m[1]} زائرین کے لیے کوئی تصدیق شدہ ہوٹل کمرہ نہیں`,
  ],
  [
    /^The night of (\S+) is booked in (Makkah|Madinah), but the plan has (Makkah|Madinah) that night$/,
    (m) => `${m[1]} کی رات ${city(m[2])} میں بُک ہے، لیکن پروگرام کے مطابق اس رات ${city(m[3])} میں قیام ہے`,
  ],
  [/^No arrival transfer \((.+) → (.+)\) is recorded$/, (m) => `آمد کا کوئی ٹرانسفر (${m[1]} → ${city(m[2])}) درج نہیں`],
  [/^No departure transfer \((.+) → (.+)\) is recorded$/, (m) => `روانگی کا کوئی ٹرانسفر (${city(m[1])} → ${m[2]}) درج نہیں`],
  [/^(\d+) pilgrim\(s\) have no room: (.+)$/, (m) => `${m[1]} زائرین کے پاس کوئی کمرہ نہیں: ${m[2]}`],
  [/^Occupancy must be one of (.+)$/, (m) => `کمرے کی قسم ان میں سے ایک ہو: ${m[1]}`],
];

/** The Urdu of a message of this part with a figure or name in it, or undefined. */
export function groupsPatternUr(message: string): string | undefined {
  for (const [pattern, render] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return render(m);
  }
  return undefined;
}
