import { Button, type ButtonProps, LocaleProvider } from '@chakra-ui/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shellRequest } from '../app/shellRequest';
import { useSession, useSetSessionUser } from '../modules/session/useSession';
import {
  applyDocumentLanguage,
  currentLanguage,
  i18n,
  isLanguage,
  type Language,
  LANGUAGE_NAMES,
  storedLanguage,
  storeLanguage,
  switchLanguage,
} from '.';

// The chosen language (issue 21): this device remembers it (local storage, like the currency) and a signed-in user's
// profile too (setLanguage), so it follows them to another device. Signing in, this device's earlier choice wins
// (it is the latest the person made here, e.g. Urdu picked before registering) and is saved to the profile; a device
// without a choice takes the profile's.

const SET_LANGUAGE = 'mutation SetLanguage($language: Language!) { setLanguage(language: $language) { id language } }';

type LanguageState = { language: Language; setLanguage: (lang: Language) => void };
const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const setSessionUser = useSetSessionUser();
  const [language, setLanguageState] = useState<Language>(() => {
    // English, or a catalogue boot.tsx loaded before the first render, applies at once; Urdu otherwise once loaded
    const wanted = storedLanguage() ?? 'en';
    if (wanted !== 'en' && !i18n.hasResourceBundle(wanted, 'common')) return currentLanguage();
    applyDocumentLanguage(wanted);
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
    return wanted;
  });
  const userRef = useRef(user);
  userRef.current = user;

  const saveToProfile = useCallback(
    (lang: Language) => {
      const me = userRef.current;
      if (!me || me.language === lang) return;
      shellRequest<{ setLanguage: { language: Language } }>('SetLanguage', SET_LANGUAGE, { language: lang }).then(
        () => userRef.current?.id === me.id && setSessionUser({ ...userRef.current, language: lang }),
        // this device keeps the choice; the profile catches up the next time it is made
        () => undefined,
      );
    },
    [setSessionUser],
  );

  const choose = useCallback(async (lang: Language) => {
    await switchLanguage(lang);
    setLanguageState(lang);
  }, []);

  const setLanguage = useCallback(
    (lang: Language) => {
      storeLanguage(lang);
      saveToProfile(lang);
      void choose(lang);
    },
    [choose, saveToProfile],
  );

  // a choice stored earlier whose catalogue was not here at the first render
  useEffect(() => {
    const wanted = storedLanguage();
    if (wanted && wanted !== currentLanguage()) void choose(wanted);
  }, [choose]);

  // signing in: this device's choice goes to the profile, or the profile's applies here
  useEffect(() => {
    const me = userRef.current;
    if (!me) return;
    const local = storedLanguage();
    if (local) saveToProfile(local);
    else if (isLanguage(me.language) && me.language !== currentLanguage()) {
      storeLanguage(me.language);
      void choose(me.language);
    }
  }, [user?.id, choose, saveToProfile]);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      {/* Chakra's components (tabs' arrow keys, menus, dialogs) read the direction from the locale */}
      <LocaleProvider locale={language === 'ur' ? 'ur-PK' : 'en-PK'}>{children}</LocaleProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** English / اردو: shows the other language, in its own script, and switches to it. */
export function LanguageSwitch({ testId = 'language-switch', ...props }: ButtonProps & { testId?: string }) {
  const { language, setLanguage } = useLanguage();
  const { t } = useTranslation('common');
  const other: Language = language === 'ur' ? 'en' : 'ur';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      onClick={() => setLanguage(other)}
      data-testid={testId}
      title={t('languageSwitch', { name: LANGUAGE_NAMES[language] })}
      {...props}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
