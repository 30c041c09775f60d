import type { TFunction } from 'i18next';
import type { QuoteItemInput } from '../../gql/graphql';
import { formatDate } from '../../i18n/format';
import type { Language } from '../../i18n';

// A basket item in words, in the agent's language (the server writes the quote's own summary when it is made).

const DAY = 'd LLL yyyy';
// a calendar day ('2026-12-10') as that day wherever the browser is
const day = (iso: string, lang: Language) => formatDate(`${iso.slice(0, 10)}T12:00:00`, lang, DAY);

export function itemWords(input: QuoteItemInput, t: TFunction, lang: Language): string {
  const parts: string[] = [];
  if (input.type === 'hotel') {
    if (input.checkInDate && input.checkOutDate)
      parts.push(
        t('summary.stay', {
          from: day(input.checkInDate, lang),
          to: day(input.checkOutDate, lang),
        }),
      );
    if (input.roomCount) parts.push(t('summary.rooms', { count: input.roomCount }));
    if (input.roomType)
      parts.push(
        t(`roomKinds.${input.roomType}`, {
          ns: 'booking',
          defaultValue: input.roomType,
        }),
      );
    if (input.guestCount) parts.push(t('summary.guests', { count: input.guestCount }));
    return parts.join(', ');
  }
  if (input.travelDate) parts.push(t('summary.on', { date: day(input.travelDate, lang) }));
  if (input.rooms?.length) {
    const people = input.rooms.reduce((n, r) => n + (r.adults ?? 0) + (r.childrenWithBed ?? 0) + (r.childrenWithoutBed ?? 0) + (r.infants ?? 0), 0);
    parts.push(t('summary.rooms', { count: input.rooms.length }), t('summary.travellers', { count: people }));
  } else if (input.passengerCount) parts.push(t('summary.travellers', { count: input.passengerCount }));
  return parts.join(', ');
}
