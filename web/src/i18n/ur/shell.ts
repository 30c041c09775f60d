import type { Catalogue } from '../en';

export default {
  brandHome: 'سفرنامہ ہوم پیج',
  nav: { flights: 'فلائٹس', hotels: 'ہوٹل', packages: 'پیکجز', transport: 'ٹرانسپورٹ' },
  services: 'سروسز',
  menu: 'مینو',
  openMenu: 'مینو کھولیں',
  closeMenu: 'مینو بند کریں',
  signIn: 'سائن اِن',
  welcome: 'خوش آمدید، {{name}}',
  dashboard: 'ڈیش بورڈ',
  logout: 'لاگ آؤٹ',
  loggingOut: 'لاگ آؤٹ ہو رہا ہے...',
  footer: {
    about: 'مسافروں اور ٹریول ایجنٹوں کے لیے پاکستان کی ٹریول مارکیٹ پلیس: فلائٹس، ہوٹل، عمرہ و حج پیکجز، ویزا اور ٹرانسپورٹ، سب ایک ہی جگہ۔',
    services: 'سروسز',
    support: 'مدد',
    contact: 'رابطہ',
    helpCenter: 'ہیلپ سینٹر',
    contactUs: 'ہم سے رابطہ کریں',
    terms: 'شرائط و ضوابط',
    privacy: 'پرائیویسی پالیسی',
    partnership: 'B2B پارٹنرشپ',
    address: 'چوتھی منزل، بحریہ کمپلیکس 3، ایم ٹی خان روڈ، کراچی',
    rights: '© {{year}} سفرنامہ۔ جملہ حقوق محفوظ ہیں۔',
    licensed: 'سفرنامہ ایک لائسنس یافتہ ٹریول ایجنٹ ہے۔ جہاں کوئی اور کرنسی نہ دکھائی گئی ہو، وہاں تمام قیمتیں پاکستانی روپے (PKR) میں ہیں۔',
  },
  notFound: {
    title: 'صفحہ نہیں ملا',
    text: 'آپ جو صفحہ ڈھونڈ رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو چکا ہے۔',
    back: 'ہوم پیج پر واپس جائیں',
  },
} satisfies Catalogue['shell'];
