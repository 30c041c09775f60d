// Urdu for per-bed package prices and bookings by room (catalogue, bookings) (issue 36).

export const BEDS_EXACT_UR: Record<string, string> = {
  // the package form (rules/packages.ts)
  'Each price per bed must be greater than 0': 'فی بستر ہر قیمت 0 سے زیادہ ہو',
  'Child and infant prices must be greater than 0': 'بچے اور شیرخوار کی قیمتیں 0 سے زیادہ ہوں',
  'Prices per bed must be a list of an occupancy and its price': 'فی بستر قیمتیں کمرے کی قسم اور اس کی قیمت کی فہرست ہوں',
  'Occupancy must be one of sharing, quad, triple, double, single': 'کمرے کی قسم شیئرنگ، کواڈ، ٹرپل، ڈبل یا سنگل میں سے ایک ہو',
  'Each occupancy can have one price only': 'ہر کمرے کی قسم کی صرف ایک قیمت ہو سکتی ہے',
  'Only Umrah and Hajj packages have prices per bed, child or infant prices': 'فی بستر، بچے یا شیرخوار کی قیمتیں صرف عمرہ اور حج پیکجوں کی ہوتی ہیں',
  // booking by rooms (rules/package-rooms.ts)
  'Rooms must be a list of rooms': 'کمرے فہرست کی صورت میں ہوں',
  'Choose at least one room': 'کم از کم ایک کمرہ منتخب کریں',
  'At most 50 rooms in one booking': 'ایک بکنگ میں زیادہ سے زیادہ 50 کمرے',
  'Room occupancy must be one of sharing, quad, triple, double, single': 'کمرے کی قسم شیئرنگ، کواڈ، ٹرپل، ڈبل یا سنگل میں سے ایک ہو',
  'People in a room must be whole numbers from 0 to 6': 'کمرے میں افراد کی تعداد 0 سے 6 تک پورا عدد ہو',
  'This package has no price for a child with a bed': 'اس پیکج میں بستر والے بچے کی کوئی قیمت نہیں',
  'This package has no price for a child without a bed': 'اس پیکج میں بغیر بستر والے بچے کی کوئی قیمت نہیں',
  'This package has no price for an infant': 'اس پیکج میں شیرخوار کی کوئی قیمت نہیں',
};

const OCCUPANCY_UR: Record<string, string> = { sharing: 'شیئرنگ', quad: 'کواڈ', triple: 'ٹرپل', double: 'ڈبل', single: 'سنگل' };

const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string | undefined]> = [
  [/^Room (\d+): at least one adult$/, (m) => `کمرہ ${m[1]}: کم از کم ایک بالغ ہو`],
  [/^Room (\d+): at most one infant per adult$/, (m) => `کمرہ ${m[1]}: ایک بالغ کے ساتھ زیادہ سے زیادہ ایک شیرخوار`],
  [
    /^Room (\d+): an? (\w+) room has (\d+) beds? \(adults and children with a bed\)$/,
    (m) => (OCCUPANCY_UR[m[2]] ? `کمرہ ${m[1]}: ${OCCUPANCY_UR[m[2]]} کمرے میں ${m[3]} بستر ہیں (بالغ اور بستر والے بچے)` : undefined),
  ],
  [/^This package has no (\w+) rooms$/, (m) => (OCCUPANCY_UR[m[1]] ? `اس پیکج میں ${OCCUPANCY_UR[m[1]]} کمرے نہیں` : undefined)],
  [/^Passenger count must be the people in the rooms \((\d+)\), or left out$/, (m) => `مسافروں کی تعداد کمروں میں موجود افراد (${m[1]}) کے برابر ہو، یا نہ بھیجیں`],
];

/** The Urdu of a message of this part with a figure or name in it, or undefined. */
export function bedsPatternUr(message: string): string | undefined {
  for (const [pattern, render] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return render(m);
  }
  return undefined;
}
