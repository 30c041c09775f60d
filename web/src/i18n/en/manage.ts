import { pageNamespace } from '../page';

// the agent's package management and the package dialog, image uploads (web/src/modules/agent).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('manage', strings);
