// The Urdu scan's core (issue 21), with no imports and no outside names: the web tests run it in happy-dom and the
// end-to-end tests in Chromium (passed to the page as source). What a reader sees in Urdu must be Urdu.

/**
 * The Latin-script words a reader sees under `root` (text, placeholders, accessible names, titles), outside `allowed`
 * and codes (airport, currency and booking codes, flight numbers, figures such as 50K+). Content as stored (hotel,
 * package and people's names, descriptions, addresses) is not translated: it is marked `lang="en"` where it is shown
 * (so screen readers read it as English) and left out here, as are `translate="no"` (code), e-mail addresses and links.
 */
export function latinWordsIn(root: Element, allowed: readonly string[]): string[] {
  const code = /^([A-Z]{2,3}|[A-Z0-9]{2,}-?\d+[A-Z0-9-]*|\d[\d,.:]*[KM]?)$/;
  const skipped = (el: Element | null) => !!el?.closest('script, style, [hidden], [lang="en"], [translate="no"]');
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  while (walker.nextNode()) {
    if (skipped(walker.currentNode.parentElement)) continue;
    texts.push(walker.currentNode.textContent ?? '');
  }
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (skipped(el)) continue;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) texts.push(el.getAttribute(name) ?? '');
  }
  const words = texts
    .map((t) => t.replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ').replace(/https?:\/\/\S+/g, ' '))
    .flatMap((t) => t.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [])
    .filter((w) => /[A-Za-z]/.test(w));
  return [...new Set(words.filter((w) => !allowed.includes(w) && !code.test(w)))];
}
