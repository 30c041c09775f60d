import { Skeleton } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RequireSignIn, RequireSuperAdmin } from './guards';
import { lazyPage } from './lazyPage';
import { Layout } from './Layout';
import { withApollo } from './withApollo';

// Route-level splitting keeps the landing page small; pages that use Apollo bring it with them (withApollo).
const HomePage = lazyPage(() => import('../modules/home/HomePage'));
const AuthPage = withApollo(() => import('../modules/auth/AuthPage'));
const FlightsPage = withApollo(() => import('../modules/flights/FlightsPage'));
const FlightCheckoutPage = withApollo(() => import('../modules/flights/FlightCheckoutPage'));
const FlightOrderPage = withApollo(() => import('../modules/flights/FlightOrderPage'));
const AllFlightOrders = withApollo(() => import('../modules/flights/FlightOrdersList'));
const HotelsPage = withApollo(() => import('../modules/hotels/HotelsPage'));
const PackagesPage = withApollo(() => import('../modules/packages/PackagesPage'));
const PackageDetailPage = withApollo(() => import('../modules/packages/PackageDetailPage'));
const TransportPage = withApollo(() => import('../modules/transport/TransportPage'));
const SuperAdminDashboard = withApollo(() => import('../modules/dashboard/SuperAdminDashboard'));
const B2BAgentDashboard = withApollo(() => import('../modules/dashboard/B2BAgentDashboard'));
const EndUserDashboard = withApollo(() => import('../modules/dashboard/EndUserDashboard'));
const DevelopersPage = withApollo(() => import('../modules/partner/DevelopersPage'));
const VisaPage = withApollo(() => import('../modules/visa/VisaPage'));
const VisaApplyPage = withApollo(() => import('../modules/visa/VisaApplyPage'));
const VisaApplicationPage = withApollo(() => import('../modules/visa/VisaApplicationPage'));
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
// public, plain REST: no Apollo
const VoucherCheckPage = lazyPage(() => import('../modules/vouchers/VoucherCheckPage'));
// an agency's quote for its customer (issue 39): opened from WhatsApp on phones, signed out
const QuotePage = lazyPage(() => import('../modules/quotes/QuotePage'));
const AdminPackages = withApollo(() => import('../modules/agent/AdminPackages'));
const CheckoutPage = withApollo(() => import('../modules/payments/CheckoutPage'));
const SandboxPayPage = withApollo(() => import('../modules/payments/SandboxPayPage'));
const AdminPayments = withApollo(() => import('../modules/payments/AdminPayments'));
const MailOutbox = withApollo(() => import('../modules/dashboard/MailOutbox'));
const BookingHistorySearch = withApollo(() => import('../modules/aftersale-admin/BookingHistorySearch'));
const JoinPage = withApollo(() => import('../modules/agency/JoinPage'));
const UmrahGroupPage = withApollo(() => import('../modules/umrah/UmrahGroupPage'));
const BookingPage = withApollo(() => import('../modules/aftersale/BookingPage'));

// the super admin's package management, as a tab of the admin dashboard
const adminTabs = [
  {
    value: 'packages',
    label: 'Packages',
    content: (
      <Suspense fallback={<Skeleton height="64" />}>
        <AdminPackages />
      </Suspense>
    ),
  },
  {
    value: 'payments',
    label: 'Payments',
    content: (
      <Suspense fallback={<Skeleton height="64" />}>
        <AdminPayments />
      </Suspense>
    ),
  },
  {
    value: 'flights',
    label: 'Flights',
    content: (
      <Suspense fallback={<Skeleton height="64" />}>
        <AllFlightOrders />
      </Suspense>
    ),
  },
  {
    value: 'mail',
    label: 'Mail',
    content: (
      <Suspense fallback={<Skeleton height="64" />}>
        <MailOutbox />
      </Suspense>
    ),
  },
  {
    value: 'history',
    label: 'Booking history',
    content: (
      <Suspense fallback={<Skeleton height="64" />}>
        <BookingHistorySearch />
      </Suspense>
    ),
  },
];

/** A route for signed-in users only: others are sent to sign in and come back to `returnTo` (the route itself). */
function signedIn(path: string, element: ReactNode, returnTo = path): RouteObject {
  return { path, element: <RequireSignIn returnTo={returnTo}>{element}</RequireSignIn> };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/flights', element: <FlightsPage /> },
      { path: '/hotels', element: <HotelsPage /> },
      { path: '/packages', element: <PackagesPage /> },
      { path: '/packages/:id', element: <PackageDetailPage /> },
      { path: '/transport', element: <TransportPage /> },
      { path: '/developers', element: <DevelopersPage /> },
      { path: '/visa', element: <VisaPage /> },
      { path: '/v/:code', element: <VoucherCheckPage /> },
      { path: '/q/:token', element: <QuotePage /> },
      // an agency's invitation link (issue 17, item 6)
      { path: '/join/:token', element: <JoinPage /> },
      signedIn('/visa/apply/:offerId', <VisaApplyPage />, '/visa'),
      signedIn('/visa/applications/:id', <VisaApplicationPage />, '/visa'),
      // selling flights (issue 35): the checkout of a bookable offer, then its order
      signedIn('/flights/checkout/:offerId', <FlightCheckoutPage />, '/flights'),
      signedIn('/flights/orders/:id', <FlightOrderPage />, '/dashboard/end-user'),
      signedIn('/checkout/:bookingId', <CheckoutPage />, '/dashboard/end-user'),
      // a booking after the sale (issue 37): deadlines, history, change and cancel through a quote
      signedIn('/bookings/:id', <BookingPage />, '/dashboard/end-user'),
      signedIn('/pay/:paymentId', <SandboxPayPage />, '/dashboard/end-user'),
      {
        path: '/dashboard/super-admin',
        element: (
          <RequireSuperAdmin>
            <SuperAdminDashboard extraTabs={adminTabs} />
          </RequireSuperAdmin>
        ),
      },
      signedIn('/dashboard/b2b-agent', <B2BAgentDashboard />),
      // an Umrah group (issue 36): its pilgrims, rooms, hotels and transport, visa, documents and money
      signedIn('/dashboard/b2b-agent/umrah/:id', <UmrahGroupPage />, '/dashboard/b2b-agent'),
      signedIn('/dashboard/end-user', <EndUserDashboard />),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's routes under a <BrowserRouter> (or the build's <StaticRouter>). Declarative routing, not the data router
 * (createBrowserRouter): no route here loads data, and the data router's code was 17 KB gzip of every first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
