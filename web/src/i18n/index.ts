import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en, { type Catalogue } from './en';

// The web app's languages (issue 21). English is bundled and initialised synchronously (the build's pre-render and
// the first render need it at once, and it is what most visitors read); the Urdu catalogue, its font and its styles
// are separate chunks loaded only when Urdu is chosen, so an English visitor downloads nothing more.
// Strings live in en/<namespace>.ts (the source: the spec's English exactly) and ur/<namespace>.ts (same keys, typed).

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (v: unknown): v is Language => v === 'en' || v === 'ur';

/** What the switch shows: each language in its own script. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

const STORAGE_KEY = 'safarnama.language';

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'common',
  // React escapes what it renders
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

export { i18n };

type Bundle = { catalogue: Catalogue; message: (english: string) => string | undefined };
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Bundle>> = {
  ur: () => import('./ur').then((m) => ({ catalogue: m.default, message: m.urduMessage })),
};
// each loaded language's translation of the server's (and the shared rules') English messages
const messages = new Map<Language, Bundle['message']>();

/** Makes `lang`'s catalogue available (a no-op for English and for a catalogue already here). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' || i18n.hasResourceBundle(lang, 'common')) return;
  const { catalogue, message } = await loaders[lang]();
  messages.set(lang, message);
  for (const [ns, strings] of Object.entries(catalogue)) i18n.addResourceBundle(lang, ns, strings, true, true);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * A message of the shared rules or the server (English, the spec's words) in the current language: the forms' own
 * checks use the same rules as the server, so they read alike. Unknown messages stay in English.
 */
export function localMessage(english: string): string {
  return messages.get(currentLanguage())?.(english) ?? english;
}

/** The language chosen on this device earlier, if any. */
export function storedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

let urduStyles: Promise<unknown> | undefined;

/** `<html lang dir>` follow the language; Urdu brings its Nastaliq font and line heights (i18n/urdu.css) the first time. */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const dir = lang === 'ur' ? 'rtl' : 'ltr';
  // set only when it changes: setting either attribute, even to its value, makes the browser restyle the whole page
  if (html.lang !== lang) html.lang = lang;
  if (html.dir !== dir) html.dir = dir;
  if (lang === 'ur') urduStyles ??= import('./urdu.css').catch(() => (urduStyles = undefined));
}

/** Switches the app to `lang`: its catalogue first, then the document and every `t()` at once. */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  applyDocumentLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}
