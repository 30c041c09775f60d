import { pageNamespace } from '../page';

// the agent's dashboard: overview, analytics, earnings, markups, sales, wallet, statement (web/src/modules/agent).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('agent', strings);
