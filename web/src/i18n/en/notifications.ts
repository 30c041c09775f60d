import { pageNamespace } from '../page';

// the notification bell and its list (web/src/modules/notifications).
const strings = {};

export type Strings = typeof strings;
export default pageNamespace('notifications', strings);
