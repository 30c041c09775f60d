// Urdu for the flights' messages (issue 35), kept apart from messages-ur.ts (its table grew past the file-size bar):
// the exact messages, and a passenger's problem after "Passenger N: " (rules/flights.ts passengerProblems).

export const FLIGHT_EXACT_UR: Record<string, string> = {
  'This offer is no longer available': 'یہ آفر اب دستیاب نہیں',
  'The price of this fare has changed': 'اس کرائے کی قیمت بدل گئی ہے',
  'This fare is no longer available': 'یہ کرایہ اب دستیاب نہیں',
  'This offer cannot be booked here: open it on the airline partner’s site': 'یہ آفر یہاں بک نہیں ہو سکتی: اسے ایئر لائن پارٹنر کی سائٹ پر کھولیں',
  'This fare must be paid at once; it cannot be held': 'اس کرائے کی ادائیگی فوراً کرنی ہوگی؛ اسے ہولڈ نہیں کیا جا سکتا',
  'Each infant must travel on an adult’s lap: at most one infant per adult': 'ہر شیرخوار کسی بالغ کی گود میں سفر کرتا ہے: ایک بالغ کے ساتھ زیادہ سے زیادہ ایک شیرخوار',
  'Contact e-mail must be a valid email address': 'رابطے کی ای میل درست ای میل ایڈریس ہو',
  'Contact phone must be a phone number (7 to 15 digits, optionally starting with +)': 'رابطے کا فون نمبر درست ہو (7 سے 15 ہندسے، شروع میں + ہو سکتا ہے)',
  'Order type must be one of instant, hold': 'آرڈر کی قسم instant یا hold میں سے ایک ہو',
  'Expected total must be an amount in PKR with at most 2 decimals': 'متوقع کل رقم روپوں میں ہو، اعشاریہ کے بعد زیادہ سے زیادہ 2 ہندسے',
  'Flight order not found': 'فلائٹ آرڈر نہیں ملا',
  'This flight order cannot be paid now': 'اس فلائٹ آرڈر کی ادائیگی اب نہیں ہو سکتی',
  'The hold on this flight order has expired; the seats were released': 'اس فلائٹ آرڈر کا ہولڈ ختم ہو گیا؛ سیٹیں چھوڑ دی گئیں',
  'This cancellation quote has expired; ask for a new one': 'منسوخی کا یہ تخمینہ ختم ہو گیا؛ نیا تخمینہ لیں',
  'This flight order cannot be cancelled now': 'یہ فلائٹ آرڈر اب منسوخ نہیں ہو سکتا',
  'The airline is already working on this order; look again in a moment': 'ایئر لائن پہلے ہی اس آرڈر پر کام کر رہی ہے؛ تھوڑی دیر بعد دوبارہ دیکھیں',
  'This airline change was not found': 'ایئر لائن کی یہ تبدیلی نہیں ملی',
  'This airline change was already answered': 'ایئر لائن کی اس تبدیلی کا جواب پہلے ہی دیا جا چکا ہے',
  'A flight is cancelled through its flight order’s cancellation quote': 'پرواز اپنے فلائٹ آرڈر کے منسوخی کے تخمینے کے ذریعے منسوخ ہوتی ہے',
  'Only a ticketed order can be changed by the airline': 'ایئر لائن صرف ٹکٹ شدہ آرڈر میں تبدیلی کر سکتی ہے',
  'This flight order has no e-ticket yet: it is issued once the order is paid': 'اس فلائٹ آرڈر کا ابھی کوئی ای ٹکٹ نہیں: یہ ادائیگی کے بعد جاری ہوتا ہے',
  'Passengers must be a list of passenger forms': 'مسافروں کی تفصیل فہرست کی صورت میں ہو',
  'Not enough funds in your wallet to hold this fare: a hold reserves its amount until it is paid or released': 'اس کرائے کو ہولڈ کرنے کے لیے والٹ میں رقم کافی نہیں: ہولڈ اپنی رقم ادائیگی یا منسوخی تک محفوظ رکھتا ہے',
  'The airline system is not answering; please try again': 'ایئر لائن کا نظام جواب نہیں دے رہا؛ دوبارہ کوشش کریں',
  'The airline could not complete this request': 'ایئر لائن یہ درخواست مکمل نہیں کر سکی',
};

// a passenger's problem (rules/flights.ts passengerProblems), after "Passenger N: "
const PASSENGER_PROBLEM_UR: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^type must be one of (.+)$/, () => 'قسم بالغ، بچہ یا شیرخوار میں سے ایک ہو'],
  [/^title must be one of (.+)$/, () => 'لقب دی گئی فہرست میں سے ایک ہو'],
  [/^(given|family) name is required, exactly as in the passport$/, (m) => `${m[1] === 'given' ? 'پہلا نام' : 'خاندانی نام'} پاسپورٹ کے مطابق لکھنا ضروری ہے`],
  [/^(given|family) name must be at most (\d+) characters$/, (m) => `${m[1] === 'given' ? 'پہلا نام' : 'خاندانی نام'} زیادہ سے زیادہ ${m[2]} حروف کا ہو`],
  [/^(given|family) name must be letters only \(no digits\), exactly as in the passport$/, (m) => `${m[1] === 'given' ? 'پہلے نام' : 'خاندانی نام'} میں صرف حروف ہوں (ہندسے نہیں)، پاسپورٹ کے مطابق`],
  [/^gender must be m or f$/, () => 'جنس مرد یا عورت منتخب کریں'],
  [/^date of birth must be a date \(yyyy-MM-dd\)$/, () => 'تاریخِ پیدائش درست تاریخ ہو'],
  [/^date of birth cannot be in the future$/, () => 'تاریخِ پیدائش مستقبل کی نہیں ہو سکتی'],
  [/^date of birth is too far in the past$/, () => 'تاریخِ پیدائش بہت پرانی ہے'],
  [/^an infant must be under 2 years old on the travel date; book a child instead$/, () => 'شیرخوار کی عمر سفر کی تاریخ پر 2 سال سے کم ہو؛ ورنہ بچے کی بکنگ کریں'],
  [/^a child must be 2 to 11 years old on the travel date$/, () => 'بچے کی عمر سفر کی تاریخ پر 2 سے 11 سال ہو'],
  [/^an adult must be 12 or older on the travel date$/, () => 'بالغ کی عمر سفر کی تاریخ پر 12 سال یا زیادہ ہو'],
  [/^passport number must be 5 to 20 letters or digits$/, () => 'پاسپورٹ نمبر 5 سے 20 حروف یا ہندسوں کا ہو'],
  [/^issuing country must be a two-letter country code \(e\.g\. PK\)$/, () => 'جاری کرنے والے ملک کا دو حرفی کوڈ لکھیں (مثلاً PK)'],
  [/^passport expiry must be a date \(yyyy-MM-dd\)$/, () => 'پاسپورٹ کی میعاد درست تاریخ ہو'],
  [/^the passport expires before the end of the trip$/, () => 'پاسپورٹ سفر ختم ہونے سے پہلے ختم ہو رہا ہے'],
  [/^nationality must be a two-letter country code \(e\.g\. PK\)$/, () => 'قومیت کا دو حرفی کوڈ لکھیں (مثلاً PK)'],
  [/^Each infant must travel on an adult’s lap: at most one infant per adult$/, () => 'ہر شیرخوار کسی بالغ کی گود میں سفر کرتا ہے: ایک بالغ کے ساتھ زیادہ سے زیادہ ایک شیرخوار'],
];
export function passengerProblemUr(rest: string): string | undefined {
  for (const [re, make] of PASSENGER_PROBLEM_UR) {
    const m = re.exec(rest);
    if (m) return make(m);
  }
  return undefined;
}
