import { i18n } from '../../i18n';

// The hotel and flight search forms' rule messages in the current language. The forms stand on the landing page too,
// so their namespaces are named, not imported (an import would put the hotels or flights page's English into the
// landing page's first load): a message's key comes from the rules' own list, and its English is the default.

/** A search form's `validate` answer with each of `messages` (a rules' list: key → English) in the current language. */
export function searchMessages(ns: 'hotels' | 'flights', messages: Readonly<Record<string, string>>) {
  const keys = new Map(Object.entries(messages).map(([key, english]) => [english, key]));
  return (errors: Record<string, string>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(errors).map(([field, english]) => {
        const key = keys.get(english);
        return [field, key ? i18n.t(`rules.${key}`, { ns, defaultValue: english }) : english];
      }),
    );
}
