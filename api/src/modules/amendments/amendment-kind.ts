import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { AMENDMENT_KINDS } from '../../rules/amendments.js';

// The GraphQL enum AmendmentKind (issue 37), one for the whole feature: amendmentOptions, AmendmentInput and
// AmendmentQuote all use this one (a second registration of the name would break the schema).
export const AmendmentKind = graphqlEnum('AmendmentKind', AMENDMENT_KINDS, 'What an amendment changes.', {
  dates: 'The travel date: another departure of a fixed-date package, a new date within the window, or a hotel stay’s nights.',
  travellers: 'The number of travellers (package spots, coach or train seats, hotel guests), with an agent’s passengers list.',
  name: 'A traveller’s name as listed on an agent’s sale (the seller’s name-change fee applies).',
  rooms: 'The rooms of a package booked by rooms (per-bed prices), e.g. adding a child.',
});
export type AmendmentKind = ValueOf<typeof AmendmentKind>;
