import type { Catalogue } from '../en';
import auth from './auth';
import common from './common';
import home from './home';
import shell from './shell';
import search from './search';
import { urduMessage } from '@rules/messages-ur.js';

// The Urdu catalogue (a chunk of its own, loaded only when Urdu is chosen), written for Pakistani readers: travel
// words as agencies here write them (عمرہ، پیکج، بکنگ، ویزا…), figures, prices and codes in Western digits; a figure
// with a trailing plus sits between U+2066 and U+2069 (left-to-right isolate), or bidi shows '500+' as '+500'.
const ur: Catalogue = { common, shell, home, auth, search };
export default ur;

// the server's messages, also used by the forms' own checks (the same rules' messages)
export { urduMessage };
