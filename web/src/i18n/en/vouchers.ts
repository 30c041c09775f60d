import { pageNamespace } from '../page';

// the public voucher check page and voucher downloads (web/src/modules/vouchers).
const strings = {
  title: 'Voucher check',
  notFound: 'Voucher not found',
  notFoundText: 'This code does not match any Safarnama voucher. Scan the QR code again, or ask the traveller for the booking reference.',
  checkFailed: 'The voucher could not be checked right now. Please try again in a moment.',
  valid: 'Valid voucher',
  notValid: 'Not valid',
  cancelled: 'This booking was cancelled.',
  completed: 'The trip has taken place.',
  confirmed: 'The booking is confirmed.',
  badges: { confirmed: 'CONFIRMED', completed: 'COMPLETED', cancelled: 'CANCELLED' },
  reference: 'Booking reference',
  types: { flight: 'Flight', hotel: 'Hotel', package: 'Package', transport: 'Transport' },
  stay: 'Stay',
  travelDate: 'Travel date',
  travellers: 'Travellers',
  leadPassenger: 'Lead passenger',
  privacy: 'Personal details are not shown here: compare the initials with the traveller’s passport or CNIC.',
  download: 'Download voucher',
};

export type Strings = typeof strings;
export default pageNamespace('vouchers', strings);
