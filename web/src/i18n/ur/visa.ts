import type { Catalogue } from '../en';

export default {} satisfies Catalogue['visa'];
