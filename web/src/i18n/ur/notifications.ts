import type { Catalogue } from '../en';

export default {
  bell: 'اطلاعات',
  bellUnread: 'اطلاعات، {{count}} نئی',
  title: 'اطلاعات',
  markAllRead: 'سب کو پڑھا ہوا کریں',
  empty: 'ابھی کوئی اطلاع نہیں۔',
  unread: 'نئی',
  loadMore: 'مزید دکھائیں',
  loadError: 'اطلاعات لوڈ نہیں ہو سکیں۔',
} satisfies Catalogue['notifications'];
