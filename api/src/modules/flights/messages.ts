import { DateTime } from 'luxon';
import { shortBookingId } from '../../rules/bookings.js';
import { formatMoney } from '../../rules/money.js';
import type { Lang } from '../../core/i18n.js';
import { type BookingFacts, message, type Message } from '../notifications/messages.js';
import type { AirSlice } from './airline.js';

// What a flight order's buyer (and the agent who sold it) is told: tickets issued, tickets refused (money back), an
// airline's schedule change. English and Urdu, as the other booking messages.

const rs = (amount: string) => formatMoney(amount, 'PKR');
const ref = (b: BookingFacts) => shortBookingId(b.id);
const whose = (b: BookingFacts) => (b.forCustomer ? ` for ${b.forCustomer}` : '');
// a departure as the airport's clock reads it (the offset kept in the ISO string)
const localTime = (iso: string, lang: Lang) =>
  DateTime.fromISO(iso, { setZone: true }).setLocale(lang === 'ur' ? 'ur-PK' : 'en-GB').reconfigure({ numberingSystem: 'latn' }).toFormat('ccc d LLL, HH:mm');
const first = (slices: AirSlice[]) => slices[0]?.segments[0];

export const flightMessages = {
  ticketed: (site: string, name: string, b: BookingFacts, pnr: string, link: string, lang: Lang): Message =>
    lang === 'ur'
      ? message(site, 'flight_ticketed', `محترم ${name}`, `ٹکٹ جاری ہو گئے: ${pnr}`, [
          `${b.itemName} کے ٹکٹ جاری ہو گئے (بکنگ ${ref(b)}، ریفرنس ${pnr})۔`,
          'ای ٹکٹ اس ای میل کے ساتھ منسلک ہے۔',
        ], { label: 'بکنگ دیکھیں', link }, 'ur')
      : message(site, 'flight_ticketed', `Dear ${name}`, `Tickets issued: ${pnr}`, [
          `The tickets of ${b.itemName}${whose(b)} are issued (booking ${ref(b)}, airline reference ${pnr}).`,
          'The e-ticket itinerary receipt is attached: show it with the passport at check-in.',
        ], { label: 'View the booking', link }),

  ticketingFailed: (site: string, name: string, b: BookingFacts, refundInPkr: string, reason: string, link: string, lang: Lang): Message =>
    lang === 'ur'
      ? message(site, 'flight_ticketing_failed', `محترم ${name}`, `ٹکٹ جاری نہ ہو سکے: پوری رقم واپس`, [
          `ایئر لائن نے ${b.itemName} کے ٹکٹ جاری نہیں کیے (بکنگ ${ref(b)})۔ ادا شدہ ${rs(refundInPkr)} پورے واپس کیے جا رہے ہیں۔`,
        ], { label: 'بکنگ دیکھیں', link }, 'ur')
      : message(site, 'flight_ticketing_failed', `Dear ${name}`, `Tickets not issued: ${rs(refundInPkr)} refunded`, [
          `The airline did not issue the tickets of ${b.itemName}${whose(b)} (booking ${ref(b)}): ${reason}.`,
          `Everything paid, ${rs(refundInPkr)}, is on its way back the way it came. Nothing is kept.`,
        ], { label: 'View the booking', link }),

  airlineChange: (site: string, name: string, b: BookingFacts, before: AirSlice[], after: AirSlice[], link: string, lang: Lang): Message => {
    const was = first(before);
    const now = first(after);
    const times = was && now ? [localTime(was.departingAt, lang), localTime(now.departingAt, lang)] : ['', ''];
    return lang === 'ur'
      ? message(site, 'flight_airline_change', `محترم ${name}`, `ایئر لائن نے پرواز کا وقت بدل دیا`, [
          `${b.itemName} (بکنگ ${ref(b)}): روانگی ${times[0]} کے بجائے ${times[1]}۔`,
          'نیا وقت قبول کریں یا بکنگ بغیر جرمانے کے منسوخ کریں۔',
        ], { label: 'تبدیلی دیکھیں', link }, 'ur')
      : message(site, 'flight_airline_change', `Dear ${name}`, `Schedule change: ${b.itemName}`, [
          `The airline changed ${b.itemName}${whose(b)} (booking ${ref(b)}): departure ${times[0]} is now ${times[1]} (local times).`,
          'Accept the new times, or cancel: a cancellation after a significant change is free.',
        ], { label: 'Review the change', link });
  },
};
