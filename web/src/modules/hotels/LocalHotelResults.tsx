import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import hotelsNs from '../../i18n/en/hotels';
import { usePagedQuery } from '../../lib/usePagedQuery';
import type { Bookable } from '../catalogue/booking';
import { EmptyCard, PagedCards } from '../catalogue/ui';
import { useCurrency } from '../currency/CurrencyProvider';
import { LocalHotelCard } from './LocalHotelCard';
import type { HotelCriteria } from './LocalHotelSearchForm';

const PAGE_SIZE = 12;

export const LocalHotelsQuery = graphql(`
  query LocalHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!, $pagination: PaginationInput) {
    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency, pagination: $pagination) {
      items { id ...LocalHotelCard_hotel }
      hasMore limit offset
    }
  }
`);

/** The hotels for valid criteria, in the selected currency, a page at a time. */
export function HotelResults({ criteria, onBook }: { criteria: HotelCriteria; onBook: (hotel: Bookable) => void }) {
  const { selected } = useCurrency();
  const { t } = useTranslation(hotelsNs);
  const { data, paging } = usePagedQuery(LocalHotelsQuery, { ...criteria, currency: selected }, PAGE_SIZE);
  return (
    <PagedCards
      page={data?.hotels}
      {...paging}
      failure={t('searchFailed')}
      empty={<EmptyCard title={t('noHotels')} description={t('tryAdjusting')} />}
      skeletons={3}
      column
      testId="hotel-results"
    >
      {(item) => <LocalHotelCard hotel={item} stay={criteria} onBook={onBook} />}
    </PagedCards>
  );
}
