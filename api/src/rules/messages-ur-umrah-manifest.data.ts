// Urdu for the manifest import (spreadsheets) and the rooming allocator (modules/umrah/manifest-import.ts, rooming.ts) (issue 36).

export const MANIFEST_EXACT_UR: Record<string, string> = {
  // manifest-import.ts MANIFEST_MESSAGES
  'The file must be an XLSX or CSV spreadsheet': 'فائل XLSX یا CSV اسپریڈشیٹ ہونی چاہیے',
  'The file is larger than 5 MB': 'فائل 5 MB سے بڑی ہے',
  'The spreadsheet is too large once unpacked': 'اسپریڈشیٹ کھلنے پر حد سے زیادہ بڑی ہو جاتی ہے',
  'The file has no pilgrims': 'فائل میں کوئی زائر نہیں',
  'Formulas are not accepted: type the value': 'فارمولے قبول نہیں: قدر خود لکھیں',
  'This cell holds an error, not a value: type the value': 'اس خانے میں قدر کے بجائے ایرر ہے: قدر خود لکھیں',
  'This cell is outside the header row’s columns': 'یہ خانہ ہیڈر کی قطار کے کالموں سے باہر ہے',
  'The file has 1 problem: nothing was imported': 'فائل میں 1 مسئلہ ہے: کچھ بھی امپورٹ نہیں ہوا',
  'The file has more than 200 problems: the first 200 are listed; nothing was imported': 'فائل میں 200 سے زیادہ مسائل ہیں: پہلے 200 دکھائے گئے ہیں؛ کچھ بھی امپورٹ نہیں ہوا',
  // rooming.ts ROOMING_MESSAGES
  'Unknown room': 'یہ کمرہ اس گروپ میں نہیں',
  'Unknown pilgrim': 'یہ زائر اس گروپ میں نہیں',
};

const OCCUPANCY_UR: Record<string, string> = { sharing: 'شیئرنگ', quad: 'کواڈ', triple: 'ٹرپل', double: 'ڈبل', single: 'سنگل' };

// "Room 3 (quad)" → "کمرہ 3 (کواڈ)"; anything else as it is
function roomUr(room: string): string {
  const m = /^Room (\d+) \((\w+)\)$/.exec(room);
  return m ? `کمرہ ${m[1]} (${OCCUPANCY_UR[m[2]] ?? m[2]})` : room;
}

// names (people, columns) and figures are kept as they are
const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^The file has (\d+) pilgrims; at most (\d+) can be imported at once$/, (m) => `فائل میں ${m[1]} زائرین ہیں؛ ایک وقت میں زیادہ سے زیادہ ${m[2]} امپورٹ ہو سکتے ہیں`],
  [/^The CSV file could not be read at line (\d+): check its quotes$/, (m) => `CSV فائل لائن ${m[1]} پر پڑھی نہیں جا سکی: اس کے کوٹیشن مارکس دیکھیں`],
  [/^The column (.+) is missing from the header row$/, (m) => `ہیڈر کی قطار میں کالم ${m[1]} موجود نہیں`],
  [/^The column (.+) is not one of the template's columns$/, (m) => `کالم ${m[1]} ٹیمپلیٹ کے کالموں میں سے نہیں`],
  [/^The column (.+) is in the header row twice$/, (m) => `ہیڈر کی قطار میں کالم ${m[1]} دو بار ہے`],
  [/^This passport number is already on row (\d+)$/, (m) => `یہ پاسپورٹ نمبر قطار ${m[1]} میں پہلے سے موجود ہے`],
  [/^The file has (\d+) problems: nothing was imported$/, (m) => `فائل میں ${m[1]} مسائل ہیں: کچھ بھی امپورٹ نہیں ہوا`],
  [/^(Room \d+ \(\w+\)) would have (\d+) people for (\d+) beds$/, (m) => `${roomUr(m[1])} میں ${m[3]} بستروں کے لیے ${m[2]} افراد ہو جائیں گے`],
  [/^(.+) and (.+) are not of one family and cannot share (Room \d+ \(\w+\))$/, (m) => `${m[1]} اور ${m[2]} ایک خاندان کے نہیں، اس لیے ${roomUr(m[3])} میں اکٹھے نہیں رہ سکتے`],
  [/^(Room \d+ \(\w+\)) is listed twice$/, (m) => `${roomUr(m[1])} دو بار درج ہے`],
  [/^(.+) is placed twice$/, (m) => `${m[1]} کو دو بار کمرے میں رکھا گیا ہے`],
];

/** The Urdu of a message of this part with a figure or name in it, or undefined. */
export function manifestPatternUr(message: string): string | undefined {
  for (const [pattern, render] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return render(m);
  }
  return undefined;
}
