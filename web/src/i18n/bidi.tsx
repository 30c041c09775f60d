import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Text of another direction or language inside translated words (issue 21). Light on purpose (no luxon, no
// catalogue): every page that shows content imports it.

/** Numbers, prices, codes and dates inside Urdu text: kept left to right and on one line, without reordering the words around them. */
export function Ltr({ children }: { children: ReactNode }) {
  // one piece on one line too ('Rs' had ended a line with the figure on the next)
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </bdi>
  );
}

/**
 * Content as stored (titles, countries, names, notes) inside a translated sentence (a `<Trans>` component): marked
 * lang="en" in another language; in English the page is English already, so the words stay plain text.
 */
export function Stored({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? <>{children}</> : <bdi lang="en">{children}</bdi>;
}

/** A figure, code or date inside a translated sentence: kept left to right in a right-to-left language, plain text in English. */
export function Isolated({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? <>{children}</> : <bdi dir="ltr">{children}</bdi>;
}
