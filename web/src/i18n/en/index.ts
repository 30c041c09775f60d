import auth from './auth';
import common from './common';
import home from './home';
import shell from './shell';
import search from './search';

// The English catalogue, one namespace per area: the source every other language translates.
const en = { common, shell, home, auth, search };
export default en;

type Strings<T> = T extends string ? string : T extends ReadonlyArray<infer U> ? ReadonlyArray<Strings<U>> : { [K in keyof T]: Strings<T[K]> };
/** A catalogue with English's namespaces and keys (plural forms aside: each language has its own). */
export type Catalogue = Strings<typeof en>;
