import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CurrencyProvider } from '../modules/currency/CurrencyProvider';
import { UserTypeProvider } from '../modules/session/UserTypeSwitch';
import { SessionProvider } from '../modules/session/useSession';
import { Toaster } from '../ui/toaster';
import { system } from './theme';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SessionProvider>
          <CurrencyProvider>
            <UserTypeProvider>
              {children}
              <Toaster />
            </UserTypeProvider>
          </CurrencyProvider>
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
