import type { Catalogue } from '../en';

export default {
  title: 'واؤچر کی تصدیق',
  notFound: 'واؤچر نہیں ملا',
  notFoundText: 'یہ کوڈ سفرنامہ کے کسی واؤچر سے نہیں ملتا۔ کیو آر کوڈ دوبارہ اسکین کریں، یا مسافر سے بکنگ ریفرنس پوچھیں۔',
  checkFailed: 'اس وقت واؤچر کی تصدیق نہیں ہو سکی۔ تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  valid: 'درست واؤچر',
  notValid: 'واؤچر درست نہیں',
  cancelled: 'یہ بکنگ منسوخ ہو چکی ہے۔',
  completed: 'یہ سفر مکمل ہو چکا ہے۔',
  confirmed: 'بکنگ کنفرم ہے۔',
  badges: { confirmed: 'کنفرم', completed: 'مکمل', cancelled: 'منسوخ' },
  reference: 'بکنگ ریفرنس',
  types: { flight: 'فلائٹ', hotel: 'ہوٹل', package: 'پیکج', transport: 'ٹرانسپورٹ' },
  stay: 'قیام',
  travelDate: 'سفر کی تاریخ',
  travellers: 'مسافر',
  leadPassenger: 'مرکزی مسافر',
  privacy: 'ذاتی تفصیلات یہاں نہیں دکھائی جاتیں: نام کے ابتدائی حروف مسافر کے پاسپورٹ یا شناختی کارڈ سے ملا لیں۔',
  download: 'واؤچر ڈاؤن لوڈ کریں',
} satisfies Catalogue['vouchers'];
