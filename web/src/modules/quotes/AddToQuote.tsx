import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSession } from '../session/useSession';

// "Add to quote" next to Book on the package page and in the hotel and transport booking dialogs, for travel agents
// only. The button, the basket and the quotes' words load when an agent is signed in: a traveller's /packages and
// /hotels carry none of it (issue 40: small JavaScript on the public pages).

const AddToQuoteButton = lazy(() => import('./AddToQuoteButton'));

/** Adds the item the page would book (`input`: its booking values, null while incomplete) to the agent's quote. */
export function AddToQuote(props: { name: string; imageUrl?: string | null; input: object | null }) {
  const { user } = useSession();
  if (user?.role !== 'b2b_agent') return null;
  return (
    // the button's height kept while its code loads, so nothing below it moves
    <Suspense fallback={<Box h="8" />}>
      <AddToQuoteButton userId={user.id} {...props} />
    </Suspense>
  );
}
