import { pageNamespace } from '../page';

// the transport page (web/src/modules/transport).
const strings = {
  title: 'Transport',
  subtitle: 'Car rental, intercity coaches, trains and airport transfers',
  types: { car_rental: 'Car Rental', bus: 'Bus', train: 'Train', airport_transfer: 'Airport Transfer' },
  perDay: '/day',
  seatsLeft: '· {{count}} seats left',
  loadFailed: 'Failed to load transport options',
  noOptions: 'No options available',
};

export type Strings = typeof strings;
export default pageNamespace('transport', strings);
