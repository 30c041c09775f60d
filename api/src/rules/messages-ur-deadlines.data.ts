// Urdu for the deadlines' and the credit reservation's messages (issue 37), kept apart from messages-ur.ts (its table
// is at the file-size bar).

export const DEADLINES_EXACT_UR: Record<string, string> = {
  'Not enough funds in your wallet to hold this booking: your pending bookings and held flight orders reserve what they still need until paid, cancelled or expired':
    'اس بکنگ کو ہولڈ کرنے کے لیے والٹ میں رقم کافی نہیں: آپ کی زیرِ التوا بکنگز اور ہولڈ کیے گئے فلائٹ آرڈرز ادائیگی، منسوخی یا میعاد ختم ہونے تک اپنی باقی رقم محفوظ رکھتے ہیں',
};
