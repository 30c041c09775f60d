import type { Catalogue } from '../en';

export default {
  bell: 'اطلاعات',
  bellUnread: 'اطلاعات، {{count}} بغیر پڑھی',
  title: 'اطلاعات',
  markAllRead: 'سب کو پڑھا ہوا کریں',
  empty: 'ابھی کوئی اطلاع نہیں۔',
  unread: 'بغیر پڑھی',
  loadMore: 'مزید دکھائیں',
  loadError: 'اطلاعات لوڈ نہیں ہو سکیں۔',
} satisfies Catalogue['notifications'];
