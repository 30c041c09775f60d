// Urdu for the server's messages that reach users most (issue 21): sign-in and registration, permission, bookings and
// the wallet. Keyed by the English message exactly as the services throw it (the spec's English stays the source of
// truth and the default); a message missing here simply stays in English. Shared: the API translates its answers with
// it (core/i18n.ts) and the web app the same rules' messages when it validates a form itself (its Urdu bundle only).

const EXACT: Record<string, string> = {
  // accounts
  'Invalid username or password': 'یوزر نیم یا پاس ورڈ درست نہیں',
  'Authentication required': 'پہلے سائن اِن کریں',
  'Authentication Required': 'پہلے سائن اِن کریں',
  "You don't have permission to do this": 'آپ کو یہ کرنے کی اجازت نہیں',
  'Not found': 'یہ چیز نہیں ملی',
  'Username is required': 'یوزر نیم لکھنا ضروری ہے',
  'Password is required': 'پاس ورڈ لکھنا ضروری ہے',
  'Password is too long': 'پاس ورڈ بہت لمبا ہے',
  'Username must be at least 3 characters': 'یوزر نیم کم از کم 3 حروف کا ہونا چاہیے',
  'Username may use letters, digits, dots, dashes and underscores': 'یوزر نیم میں صرف انگریزی حروف، ہندسے، نقطہ، ڈیش اور انڈر اسکور آ سکتے ہیں',
  'Please enter a valid email address': 'درست ای میل ایڈریس لکھیں',
  'Password must be at least 6 characters': 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے',
  'First name is required': 'پہلا نام لکھنا ضروری ہے',
  'Last name is required': 'خاندانی نام لکھنا ضروری ہے',
  'First name is too long': 'پہلا نام بہت لمبا ہے',
  'Last name is too long': 'خاندانی نام بہت لمبا ہے',
  'Role must be end_user (Personal Traveler) or b2b_agent (Travel Agent)': 'اکاؤنٹ کی قسم مسافر یا ٹریول ایجنٹ میں سے ایک ہو',
  'This username is already taken': 'یہ یوزر نیم پہلے ہی کوئی اور لے چکا ہے',
  'An account with this email already exists': 'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے',
  'This username or email is already registered': 'یہ یوزر نیم یا ای میل پہلے سے رجسٹرڈ ہے',
  'Registration failed. Please try again.': 'رجسٹریشن نہیں ہو سکی۔ دوبارہ کوشش کریں۔',
  'Internal server error': 'سرور میں خرابی پیش آئی، کچھ دیر بعد کوشش کریں',
  // bookings and the wallet
  'No spots left on this package': 'اس پیکج میں کوئی سیٹ باقی نہیں رہی',
  'No seats left on this service': 'اس سروس میں کوئی سیٹ باقی نہیں رہی',
  'Not enough funds in your wallet': 'آپ کے والٹ میں رقم کافی نہیں',
  'Package not found': 'پیکج نہیں ملا',
  'Hotel not found': 'ہوٹل نہیں ملا',
  'Booking not found': 'بکنگ نہیں ملی',
  'Transport option not found': 'ٹرانسپورٹ نہیں ملی',
  'This package is not open for booking': 'اس پیکج کی بکنگ فی الحال بند ہے',
  'This hotel is not open for booking': 'اس ہوٹل کی بکنگ فی الحال بند ہے',
  'This transport option is not open for booking': 'اس ٹرانسپورٹ کی بکنگ فی الحال بند ہے',
  'This booking is already cancelled': 'یہ بکنگ پہلے ہی منسوخ ہو چکی ہے',
  'This booking has expired: there is nothing to cancel': 'اس بکنگ کی مدت ختم ہو چکی ہے، منسوخ کرنے کو کچھ باقی نہیں',
  'A completed booking cannot be cancelled': 'مکمل ہو چکی بکنگ منسوخ نہیں ہو سکتی',
  'This trip has already started': 'یہ سفر شروع ہو چکا ہے',
  'You can only cancel your own bookings': 'آپ صرف اپنی بکنگ منسوخ کر سکتے ہیں',
  'Travel date cannot be in the past': 'سفر کی تاریخ گزری ہوئی نہیں ہو سکتی',
  'Room type is required': 'کمرے کی قسم منتخب کریں',
};

// messages carrying a figure: the figure is kept as it is (Western digits, as Pakistani businesses print them)
const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Username must be at most (\d+) characters$/, (m) => `یوزر نیم زیادہ سے زیادہ ${m[1]} حروف کا ہو سکتا ہے`],
  [
    /^Too many failed sign-in attempts\. Try again in (\d+) (second|minute)s?\.$/,
    (m) => `سائن اِن کی بہت سی ناکام کوششیں ہو چکی ہیں۔ ${m[1]} ${m[2] === 'second' ? 'سیکنڈ' : 'منٹ'} بعد دوبارہ کوشش کریں۔`,
  ],
  [/^No (.+) rooms left on (\S+)$/, (m) => `${m[2]} کو ${m[1]} کمرے باقی نہیں رہے`],
  [/^The price has changed: the total is now (.+)\. Please review and book again\.$/, (m) => `قیمت بدل گئی ہے: اب کل رقم ${m[1]} ہے۔ دیکھ کر دوبارہ بک کریں۔`],
  [/^Travel date must be within the next (\d+) months$/, (m) => `سفر کی تاریخ اگلے ${m[1]} مہینوں کے اندر ہونی چاہیے`],
];

/** The Urdu of a server message, or undefined when it has none (it then stays in English). */
export function urduMessage(message: string): string | undefined {
  const exact = EXACT[message];
  if (exact !== undefined) return exact;
  for (const [pattern, render] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return render(m);
  }
  return undefined;
}
