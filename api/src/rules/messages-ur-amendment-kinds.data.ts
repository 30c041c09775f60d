// Urdu for the kinds of amendment (issue 37): rules/amendment-kinds.ts KINDS_MESSAGES and a package's name-change fee.

export const KINDS_EXACT_UR: Record<string, string> = {
  // dates
  'Choose the departure to move to': 'جس روانگی پر منتقل ہونا ہے اسے منتخب کریں',
  'Choose the new travel date': 'سفر کی نئی تاریخ منتخب کریں',
  'Choose the new check-in and check-out dates': 'چیک اِن اور چیک آؤٹ کی نئی تاریخیں منتخب کریں',
  'This package departs on a fixed date: choose another departure to move to': 'یہ پیکج مقررہ تاریخ پر روانہ ہوتا ہے: منتقلی کے لیے کوئی اور روانگی منتخب کریں',
  'This package has no fixed departure: choose a new travel date instead': 'اس پیکج کی کوئی مقررہ روانگی نہیں: اس کے بجائے سفر کی نئی تاریخ منتخب کریں',
  "Choose another departure of this package's seller, of the same type": 'اسی فروخت کنندہ کی اسی قسم کی کوئی اور روانگی منتخب کریں',
  'This departure has already left: choose a later one': 'یہ روانگی ہو چکی ہے: بعد کی کوئی روانگی منتخب کریں',
  'This departure is not open for booking': 'اس روانگی کی بکنگ بند ہے',
  // travellers
  'Enter the new number of travellers': 'مسافروں کی نئی تعداد لکھیں',
  'This booking is by rooms: change its rooms to add or remove travellers': 'یہ بکنگ کمروں کے حساب سے ہے: مسافر بڑھانے یا کم کرنے کے لیے اس کے کمرے تبدیل کریں',
  // name
  'Names can be corrected only on bookings that list their travellers (an agent’s sale)': 'نام صرف اُن بکنگز میں درست ہو سکتے ہیں جن میں مسافروں کی فہرست ہو (ایجنٹ کی فروخت)',
  'Choose the traveller whose name to correct': 'وہ مسافر منتخب کریں جس کا نام درست کرنا ہے',
  'Enter the corrected name': 'درست نام لکھیں',
  'A name may contain only letters, spaces, dots, apostrophes and hyphens': 'نام میں صرف حروف، خالی جگہ، نقطہ، اپاسٹروفی اور ہائفن آ سکتے ہیں',
  'This is already the traveller’s name': 'مسافر کا نام پہلے ہی یہی ہے',
  // rooms
  'Send the booking’s rooms as they should be after the change': 'تبدیلی کے بعد بکنگ کے کمرے جیسے ہونے چاہییں ویسے بھیجیں',
  'This booking is by number of travellers: change its travellers instead': 'یہ بکنگ مسافروں کی تعداد کے حساب سے ہے: اس کے بجائے مسافر تبدیل کریں',
  // the package form (rules/packages.ts)
  'Name change fee must be an amount in PKR, 0 or more, with at most 2 decimals': 'نام کی تبدیلی کی فیس PKR میں 0 یا اس سے زیادہ رقم ہو، اعشاریہ کے بعد زیادہ سے زیادہ 2 ہندسے',
};

const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^The booked rooms sleep at most (\d+) guests$/, (m) => `بک کیے گئے کمروں میں زیادہ سے زیادہ ${m[1]} مہمان ٹھہر سکتے ہیں`],
  [/^Choose one of the (\d+) listed traveller\(s\)$/, (m) => `فہرست کے ${m[1]} مسافروں میں سے ایک منتخب کریں`],
  [
    /^Passenger (\d+): a name may contain only letters, spaces, dots, apostrophes and hyphens$/,
    (m) => `مسافر ${m[1]}: نام میں صرف حروف، خالی جگہ، نقطہ، اپاسٹروفی اور ہائفن آ سکتے ہیں`,
  ],
  [/^Room (\d+): children and infants cannot stay without an adult$/, (m) => `کمرہ ${m[1]}: بچے اور شیرخوار کسی بالغ کے بغیر نہیں ٹھہر سکتے`],
  [/^(\w+) rooms for (\S+) are not on sale yet$/, (m) => `${m[2]} کے ${m[1]} کمرے ابھی فروخت کے لیے دستیاب نہیں`],
];

/** The Urdu of a message of the amendment kinds with a figure in it, or undefined. */
export function kindsPatternUr(message: string): string | undefined {
  for (const [pattern, render] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return render(m);
  }
  return undefined;
}
