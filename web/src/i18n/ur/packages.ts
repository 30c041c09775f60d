import type { Catalogue } from '../en';

export default {
  title: 'پیکجز',
  subtitle: 'معتبر ایجنٹوں کے عمرہ، حج، تفریحی، بین الاقوامی اور اندرونِ ملک پیکجز',
  types: { umrah: 'عمرہ', hajj: 'حج', holiday: 'تفریحی', international: 'بین الاقوامی', domestic: 'اندرونِ ملک' },
  featured: 'نمایاں',
  from: '<city>{{city}}</city> سے',
  moreInclusions_one: 'مزید {{count}} سہولت شامل',
  moreInclusions_other: 'مزید {{count}} سہولیات شامل',
  perPerson: 'فی کس',
  failed: 'پیکجز لوڈ نہیں ہو سکے',
  empty: 'کوئی پیکج دستیاب نہیں',
} satisfies Catalogue['packages'];
