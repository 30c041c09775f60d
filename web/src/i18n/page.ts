import i18n from 'i18next';

// Page namespaces (issue 21 within issue 14's budget): the English of a page the landing page does not show travels in
// that page's own chunk, not in the first load. Its file (en/<namespace>.ts) ends with
//   export default pageNamespace('hotels', strings);
// which adds the English to i18next (the app's one instance) the moment the chunk is evaluated, before anything renders,
// and gives back the namespace's name for `useTranslation(hotels)`. The Urdu of every namespace is in the Urdu chunk,
// loaded when Urdu is chosen. (i18next itself, not './index', so that no catalogue file imports one that imports it.)

/** Registers `strings` as the English of namespace `ns` (once) and returns `ns`. */
export function pageNamespace<const N extends string>(ns: N, strings: Record<string, unknown>): N {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, strings);
  return ns;
}
