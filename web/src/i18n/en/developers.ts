import { pageNamespace } from '../page';

// the developers page, API keys and the GraphQL sandbox.
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('developers', strings);
