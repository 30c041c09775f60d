import { pageNamespace } from '../page';

// joining an agency by invitation, the welcome page (agency/JoinPage, home/WelcomePage).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('join', strings);
