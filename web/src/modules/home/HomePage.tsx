import { Suspense } from 'react';
import { PageSpinner } from '../../app/FullScreenSpinner';
import { prerenderedPage } from '../../app/prerendered';
import { withApollo } from '../../app/withApollo';
import { useSession } from '../session/useSession';
import LandingPage from './LandingPage';

// the welcome page (signed in) shows recent bookings through Apollo; the landing page needs neither
const WelcomePage = withApollo(() => import('./WelcomePage'));

// Spec: signed out → landing page; signed in → welcome page.
export default function HomePage() {
  const { user, loading } = useSession();
  if (!user) {
    // While the session loads, the landing page shows only if the server sent it pre-rendered: it does so for a visitor
    // without a session cookie. Otherwise this visitor is probably signed in, and gets the welcome page in a moment.
    if (loading && prerenderedPage() !== '/') return <PageSpinner />;
    return <LandingPage />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <WelcomePage />
    </Suspense>
  );
}
