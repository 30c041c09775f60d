import { useSession } from '../session/useSession';
import LandingPage from './LandingPage';
import WelcomePage from './WelcomePage';

// Spec: signed out → landing page; signed in → welcome page.
export default function HomePage() {
  const { user } = useSession();
  return user ? <WelcomePage /> : <LandingPage />;
}
