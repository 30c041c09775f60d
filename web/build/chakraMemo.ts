import type { Plugin } from 'vite';
import { rewriteModule } from './rewriteModule.js';

// Chakra's styled system memoises its hot functions (a style prop's transform, a token's variable, css(), a recipe's
// variants) with utils/memo.js: each call turns its arguments into a text key, sorting the keys of every object
// argument, and looks the key up in an LRU cache that deletes and re-inserts the entry on every hit. On the landing
// page at 4x CPU slowdown that module's own time was ~230 ms of the start (scripts/profile-page.ts). This replaces it
// with the same memo: keys built by concatenation without sorting (objects whose keys come in another order get entries
// of their own; every key still stands for one value, so a result is never another argument's), primitives' keys
// without a helper call, and a bounded Map that forgets its oldest entry when full instead of moving an entry on
// each hit. If an upgrade of Chakra changes the module, the build stops here instead of silently losing the saving.

const FILE = /@chakra-ui\/react\/dist\/esm\/utils\/memo\.js$/;
const EXPECTED = ['function simpleHash(value)', 'class LRUCache', 'const memo = (fn) =>', 'export { memo };'];

// the module that replaces it (plain JavaScript: it goes into the bundle as written)
export const MEMO_MODULE = `
function key(value) {
  switch (typeof value) {
    case 'string': return 's:' + value;
    case 'number': return 'n:' + value;
    case 'boolean': return 'b:' + value;
    case 'undefined': return 'undefined';
    case 'function': return 'f:' + (value.name || 'anonymous');
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = 'a:[';
        for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + key(value[i]);
        return out + ']';
      }
      let out = 'o:{';
      let first = true;
      for (const k in value) {
        if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
        out += (first ? '' : ',') + k + ':' + key(value[k]);
        first = false;
      }
      return out + '}';
    }
    default: return String(value);
  }
}
const LIMIT = 2000;
const memo = (fn) => {
  const cache = new Map();
  function get(...args) {
    const k = args.length === 1 ? key(args[0]) : args.length === 2 ? key(args[0]) + '|' + key(args[1]) : args.map(key).join('|');
    let result = cache.get(k);
    if (result === undefined) {
      result = fn.apply(this, args);
      if (cache.size >= LIMIT) cache.delete(cache.keys().next().value);
      cache.set(k, result);
    }
    return result;
  }
  return get;
};
export { memo };
`;

export function chakraMemo(): Plugin {
  return rewriteModule('safarnama:chakra-memo', FILE, EXPECTED, 'web/build/chakraMemo.ts', () => MEMO_MODULE);
}
