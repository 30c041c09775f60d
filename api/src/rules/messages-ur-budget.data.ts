// Urdu for the API keys' cost budget answers (issue 38, graphql/cost-budget.ts throttledError), gathered by the partner
// platform's hub messages-ur-partner.data.ts. The figures stay as sent.

export const BUDGET_PATTERNS_UR: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [
    /^Throttled: this query costs (\d+) points? and your API key has (\d+) available \((\d+(?:\.\d+)?) restored a second\)\. Try again in (\d+) seconds?\.$/,
    (m) =>
      `درخواست روک دی گئی: اس کوئری کی لاگت ${m[1]} پوائنٹس ہے اور آپ کی API کی کے پاس ${m[2]} پوائنٹس دستیاب ہیں (ہر سیکنڈ ${m[3]} بحال ہوتے ہیں)۔ ${m[4]} سیکنڈ بعد دوبارہ کوشش کریں۔`,
  ],
];
