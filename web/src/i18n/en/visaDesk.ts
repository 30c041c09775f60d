import { pageNamespace } from '../page';

// the agent's visa applications desk (web/src/modules/visa/AgentVisaTab).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('visaDesk', strings);
