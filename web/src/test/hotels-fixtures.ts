// Provider hotel search fixtures for the web tests (/hotels), shaped like the API's answers.

type Vars = Record<string, unknown>;

export const providerHotel = (id: string, name: string, stars: number, priceFromPkr: string, over: Vars = {}) => ({
  __typename: 'ProviderHotel',
  id,
  name,
  stars,
  priceFrom: priceFromPkr,
  priceFromPkr,
  currency: 'PKR',
  city: 'Makkah',
  country: 'Saudi Arabia',
  distanceKm: 0.4,
  link: `https://search.hotellook.com/hotels?destination=Makkah&marker=safarnama-sandbox&id=${id}`,
  sandbox: true,
  ...over,
});

// the ProviderHotelSearch query's answer for the search's input; no hotels, no resolved place
export function providerHotelAnswer(
  input: Vars,
  hotels: unknown[] = [providerHotel('h1', 'Al Safwa Tower Hotel Makkah', 4, '141137.00'), providerHotel('h2', 'Makkah Dar Al Salam Residence', 3, '223085.00')],
) {
  return {
    data: {
      providerHotelSearch: {
        __typename: 'ProviderHotelSearchResult',
        hotels,
        searchParams: {
          __typename: 'ProviderHotelSearchParams',
          location: input.location,
          resolvedLocation: hotels.length ? 'Makkah' : null,
          country: hotels.length ? 'Saudi Arabia' : null,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          nights: 7,
          adults: input.adults,
          children: input.children,
          rooms: input.rooms,
          sandbox: true,
          total: hotels.length,
        },
      },
    },
  };
}
