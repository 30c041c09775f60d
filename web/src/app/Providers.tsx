import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { CurrencyProvider } from '../modules/currency/CurrencyProvider';
import { UserTypeProvider } from '../modules/session/UserTypeSwitch';
import { SessionProvider } from '../modules/session/useSession';
import { Toaster } from '../ui/toaster';
import { system } from './theme';

// No Apollo here: the pages that use it bring its provider (app/withApollo.tsx), so the landing page loads without it.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>
        <LanguageProvider>
          <CurrencyProvider>
            <UserTypeProvider>
              {children}
              <Toaster />
            </UserTypeProvider>
          </CurrencyProvider>
        </LanguageProvider>
      </SessionProvider>
    </ChakraProvider>
  );
}
