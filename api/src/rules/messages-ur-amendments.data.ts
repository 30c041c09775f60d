// Urdu for the amendment framework's messages (issue 37): rules/amendments.ts AMENDMENT_MESSAGES (quotes, their
// expiry and confirmation, what cannot be amended, the input's fields). Gathered by messages-ur-after-sale.data.ts.

export const AMENDMENTS_EXACT_UR: Record<string, string> = {
  'Kind must be one of dates, travellers, name, rooms': 'تبدیلی کی قسم dates، travellers، name یا rooms میں سے ایک ہو',
  'Quote not found': 'تخمینہ نہیں ملا',
  'This quote has expired: ask for a new one': 'اس تخمینے کی مدت ختم ہو گئی: نیا تخمینہ لیں',
  'This quote is already confirmed': 'اس تخمینے کی تصدیق پہلے ہی ہو چکی ہے',
  'A newer quote replaced this one: confirm the newer quote or ask for a new one': 'اس تخمینے کی جگہ نیا تخمینہ آ چکا ہے: نئے تخمینے کی تصدیق کریں یا نیا تخمینہ لیں',
  'The booking changed since this quote: ask for a new one': 'اس تخمینے کے بعد بکنگ بدل چکی ہے: نیا تخمینہ لیں',
  'The trip has started: the booking can no longer be changed': 'سفر شروع ہو چکا ہے: بکنگ اب تبدیل نہیں ہو سکتی',
  'Flights change through their flight order: open the order to change or cancel it': 'پرواز میں تبدیلی اس کے فلائٹ آرڈر سے ہوتی ہے: تبدیلی یا منسوخی کے لیے آرڈر کھولیں',
  'This changes nothing on the booking': 'اس سے بکنگ میں کچھ نہیں بدلتا',
  'Dates must be yyyy-MM-dd': 'تاریخیں yyyy-MM-dd کی صورت میں ہوں',
  'Package id must be a UUID': 'پیکج آئی ڈی درست UUID ہو',
  'Passenger count must be a whole number between 1 and 10': 'مسافروں کی تعداد 1 سے 10 کے درمیان پورا عدد ہو',
  'At most 10 passengers': 'زیادہ سے زیادہ 10 مسافر',
  'Traveller index must be a whole number from 0': 'مسافر کا نمبر 0 یا اس سے بڑا پورا عدد ہو',
  'Name must be at most 100 characters': 'نام زیادہ سے زیادہ 100 حروف کا ہو',
};

const STATUS_UR: Record<string, string> = {
  pending: 'زیرِ التوا',
  confirmed: 'تصدیق شدہ',
  completed: 'مکمل',
  cancelled: 'منسوخ',
  expired: 'میعاد ختم',
};

/** "A cancelled booking cannot be changed", "An expired …" and their kin, or undefined. */
export function amendmentsPatternUr(message: string): string | undefined {
  const m = /^An? (\w+) booking cannot be changed$/.exec(message);
  if (!m) return undefined;
  return `${STATUS_UR[m[1]] ?? m[1]} بکنگ تبدیل نہیں ہو سکتی`;
}
