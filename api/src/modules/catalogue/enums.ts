import { registerEnumType } from 'type-graphql';

// GraphQL enums whose values are the spec's own lower-case words (REST passes them through unchanged).
export enum PackageType {
  umrah = 'umrah',
  hajj = 'hajj',
  holiday = 'holiday',
  international = 'international',
  domestic = 'domestic',
}
registerEnumType(PackageType, {
  name: 'PackageType',
  description: 'What kind of trip a package is.',
  valuesConfig: {
    umrah: { description: 'Umrah pilgrimage.' },
    hajj: { description: 'Hajj pilgrimage.' },
    holiday: { description: 'Holiday trip.' },
    international: { description: 'International tour.' },
    domestic: { description: 'Tour within Pakistan.' },
  },
});

export enum PackageTransportClass {
  economy = 'economy',
  business = 'business',
  first = 'first',
}
registerEnumType(PackageTransportClass, {
  name: 'PackageTransportClass',
  description: 'The flight class included in an Umrah or Hajj package.',
  valuesConfig: {
    economy: { description: 'Economy class.' },
    business: { description: 'Business class.' },
    first: { description: 'First class.' },
  },
});

export enum PackageStatus {
  active = 'active',
  inactive = 'inactive',
  draft = 'draft',
}
registerEnumType(PackageStatus, {
  name: 'PackageStatus',
  description: 'Only active packages are listed to travellers.',
  valuesConfig: {
    active: { description: 'Listed to travellers and bookable.' },
    inactive: { description: 'Hidden from travellers (e.g. archived).' },
    draft: { description: 'Being prepared; not listed.' },
  },
});

export enum TransportType {
  car_rental = 'car_rental',
  bus = 'bus',
  train = 'train',
  airport_transfer = 'airport_transfer',
}
registerEnumType(TransportType, {
  name: 'TransportType',
  description: 'Car rental (priced per day), bus, train or airport transfer.',
  valuesConfig: {
    car_rental: { description: 'Car rental, priced per day.' },
    bus: { description: 'Intercity bus, priced per trip.' },
    train: { description: 'Train, priced per trip.' },
    airport_transfer: { description: 'Airport transfer, priced per trip.' },
  },
});

export enum RoomKind {
  Standard = 'Standard',
  Deluxe = 'Deluxe',
  Suite = 'Suite',
}
registerEnumType(RoomKind, {
  name: 'RoomKind',
  description: 'A hotel room type.',
  valuesConfig: {
    Standard: { description: 'Standard room.' },
    Deluxe: { description: 'Deluxe room.' },
    Suite: { description: 'Suite.' },
  },
});
