import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { PACKAGE_TYPES, ROOM_KINDS, TRANSPORT_TYPES } from '../../rules/catalogue.js';
import { PACKAGE_STATUSES, PACKAGE_TRANSPORT_CLASSES } from '../../rules/packages.js';
import { OCCUPANCIES } from '../../rules/umrah.js';

// GraphQL enums whose values are the spec's own lower-case words (REST passes them through unchanged), from the
// rules' lists; each value's description follows.

export const PackageType = graphqlEnum('PackageType', PACKAGE_TYPES, 'What kind of trip a package is.', {
  umrah: 'Umrah pilgrimage.', hajj: 'Hajj pilgrimage.', holiday: 'Holiday trip.', international: 'International tour.', domestic: 'Tour within Pakistan.',
});
export type PackageType = ValueOf<typeof PackageType>;

export const PackageTransportClass = graphqlEnum('PackageTransportClass', PACKAGE_TRANSPORT_CLASSES, 'The flight class included in an Umrah or Hajj package.', {
  economy: 'Economy class.', business: 'Business class.', first: 'First class.',
});
export type PackageTransportClass = ValueOf<typeof PackageTransportClass>;

export const PackageStatus = graphqlEnum('PackageStatus', PACKAGE_STATUSES, 'Only active packages are listed to travellers.', {
  active: 'Listed to travellers and bookable.', inactive: 'Hidden from travellers (e.g. archived).', draft: 'Being prepared; not listed.',
});
export type PackageStatus = ValueOf<typeof PackageStatus>;

export const TransportType = graphqlEnum('TransportType', TRANSPORT_TYPES, 'Car rental (priced per day), bus, train or airport transfer.', {
  car_rental: 'Car rental, priced per day.', bus: 'Intercity bus, priced per trip.', train: 'Train, priced per trip.', airport_transfer: 'Airport transfer, priced per trip.',
});
export type TransportType = ValueOf<typeof TransportType>;

export const RoomKind = graphqlEnum('RoomKind', ROOM_KINDS, 'A hotel room type.', { Standard: 'Standard room.', Deluxe: 'Deluxe room.', Suite: 'Suite.' });
export type RoomKind = ValueOf<typeof RoomKind>;

export const RoomOccupancy = graphqlEnum('RoomOccupancy', OCCUPANCIES, 'How many share a room an Umrah or Hajj package prices a bed by.', {
  sharing: 'A bed in a room of 5 to 6 shared with other pilgrims.', quad: 'A room for 4.', triple: 'A room for 3.', double: 'A room for 2.', single: 'A room for 1.',
});
export type RoomOccupancy = ValueOf<typeof RoomOccupancy>;
