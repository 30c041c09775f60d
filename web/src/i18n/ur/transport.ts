import type { Catalogue } from '../en';

export default {
  title: 'ٹرانسپورٹ',
  subtitle: 'کرائے کی گاڑیاں، شہروں کے درمیان کوچز، ٹرینیں اور ایئرپورٹ ٹرانسفر',
  types: { car_rental: 'کرائے کی گاڑی', bus: 'بس', train: 'ٹرین', airport_transfer: 'ایئرپورٹ ٹرانسفر' },
  perDay: ' یومیہ',
  seatsLeft: '· {{count}} سیٹیں باقی',
  loadFailed: 'ٹرانسپورٹ کی معلومات لوڈ نہیں ہو سکیں',
  noOptions: 'کوئی آپشن دستیاب نہیں',
} satisfies Catalogue['transport'];
