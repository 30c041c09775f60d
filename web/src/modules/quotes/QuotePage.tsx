import { Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage, storedLanguage } from '../../i18n';
import quotesNs from '../../i18n/en/quotes';
import { loadQuote, type LoadResult } from './publicQuote';

// /q/:token (issue 39): the quote an agency sent its customer on WhatsApp, opened signed out on a phone. Plain REST and
// the landing page's own components, like /v/:code (issue 40: phones first, small JavaScript). The quote is asked for
// the moment this chunk runs, while the view's code (QuoteView.tsx, with the dates' luxon) loads beside it: the
// customer waits for one round trip fewer.

type State = { kind: 'loading' } | LoadResult;

const loadView = () => import('./QuoteView');
const QuoteView = lazy(loadView);

// the first answer, asked for as the page's code arrives (only when this is the page being opened)
let early: { token: string; lang: string; answer: Promise<LoadResult> } | null = null;
if (typeof window !== 'undefined') {
  const opened = /^\/q\/([^/]+)$/.exec(window.location.pathname);
  if (opened) {
    const token = decodeURIComponent(opened[1]);
    const lang = storedLanguage() ?? currentLanguage();
    early = { token, lang, answer: loadQuote(token, undefined, lang) };
    void loadView();
  }
}

/** The early answer when it is the one wanted (once), else a new request. */
function answerFor(token: string, lang: string, signal: AbortSignal): Promise<LoadResult> {
  const ready = early;
  early = null;
  return ready && ready.token === token && ready.lang === lang ? ready.answer : loadQuote(token, signal, lang);
}

function Loading() {
  return (
    <Stack gap="5" data-testid="quote-loading">
      <Skeleton h="16" />
      <Skeleton h="10" />
      <Skeleton h="48" />
    </Stack>
  );
}

function NotAvailable() {
  const { t } = useTranslation(quotesNs);
  return (
    <Stack align="center" textAlign="center" gap="3" py="10" borderWidth="1px" rounded="xl" data-testid="quote-not-found">
      <SearchX size={40} aria-hidden />
      <Heading as="h1" size="lg">
        {t('page.notAvailable')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('page.notAvailableText')}
      </Text>
    </Stack>
  );
}

export default function QuotePage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const { t, i18n } = useTranslation(quotesNs);
  const lang = i18n.language;

  // asked again when the reader changes language: the server's words (Accept-Language) follow
  useEffect(() => {
    const abort = new AbortController();
    answerFor(token, lang, abort.signal).then(
      (answer) => !abort.signal.aborted && setState(answer),
      () => undefined,
    );
    return () => abort.abort();
  }, [token, version, lang]);

  return (
    <Container maxW="2xl" py={{ base: '5', md: '12' }} px={{ base: '4', md: '6' }}>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'missing' && <NotAvailable />}
      {state.kind === 'error' && (
        <Stack gap="3" align="start" role="alert">
          <Text color="fg.error">{t('page.loadFailed')}</Text>
          <Button variant="outline" onClick={() => setVersion((v) => v + 1)}>
            {t('page.retry')}
          </Button>
        </Stack>
      )}
      {state.kind === 'found' && (
        <Suspense fallback={<Loading />}>
          <QuoteView quote={state.quote} token={token} onReload={() => setVersion((v) => v + 1)} />
        </Suspense>
      )}
    </Container>
  );
}
