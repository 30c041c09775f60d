// Urdu for the idempotency keys' answers (issue 38, security/idempotency.ts IDEMPOTENCY_MESSAGES), gathered by the
// partner platform's hub messages-ur-partner.data.ts. The header's name stays as written.

export const IDEMPOTENCY_EXACT_UR: Record<string, string> = {
  'Idempotency-Key must be 1 to 255 printable ASCII characters': 'Idempotency-Key میں 1 سے 255 تک انگریزی حروف، ہندسے یا علامات ہونی چاہئیں',
  'This Idempotency-Key was already used with a different request': 'یہ Idempotency-Key پہلے ہی ایک مختلف درخواست کے ساتھ استعمال ہو چکی ہے',
  'A request with this Idempotency-Key is still being processed: retry shortly': 'اس Idempotency-Key والی درخواست پر ابھی کام جاری ہے، تھوڑی دیر بعد دوبارہ کوشش کریں',
};
