import { Suspense } from 'react';
import { FullScreenSpinner } from '../../app/FullScreenSpinner';
import { withApollo } from '../../app/withApollo';
import { useSession } from '../session/useSession';
import LandingPage from './LandingPage';

// the welcome page (signed in) shows recent bookings through Apollo; the landing page needs neither
const WelcomePage = withApollo(() => import('./WelcomePage'));

// Spec: signed out → landing page; signed in → welcome page.
export default function HomePage() {
  const { user } = useSession();
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <WelcomePage />
    </Suspense>
  );
}
