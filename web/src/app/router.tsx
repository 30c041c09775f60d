import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSignIn, RequireSuperAdmin } from './guards';
import { Layout } from './Layout';
import { withApollo } from './withApollo';

// Route-level splitting keeps the landing page small; pages that use Apollo bring it with them (withApollo).
const HomePage = lazy(() => import('../modules/home/HomePage'));
const AuthPage = withApollo(() => import('../modules/auth/AuthPage'));
const FlightsPage = withApollo(() => import('../modules/flights/FlightsPage'));
const HotelsPage = withApollo(() => import('../modules/hotels/HotelsPage'));
const PackagesPage = withApollo(() => import('../modules/packages/PackagesPage'));
const TransportPage = withApollo(() => import('../modules/transport/TransportPage'));
const SuperAdminDashboard = withApollo(() => import('../modules/dashboard/SuperAdminDashboard'));
const B2BAgentDashboard = withApollo(() => import('../modules/dashboard/B2BAgentDashboard'));
const EndUserDashboard = withApollo(() => import('../modules/dashboard/EndUserDashboard'));
const DevelopersPage = withApollo(() => import('../modules/partner/DevelopersPage'));
const VisaPage = withApollo(() => import('../modules/visa/VisaPage'));
const VisaApplyPage = withApollo(() => import('../modules/visa/VisaApplyPage'));
const VisaApplicationPage = withApollo(() => import('../modules/visa/VisaApplicationPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const AdminPackages = withApollo(() => import('../modules/agent/AdminPackages'));

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
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/flights', element: <FlightsPage /> },
      { path: '/hotels', element: <HotelsPage /> },
      { path: '/packages', element: <PackagesPage /> },
      { path: '/transport', element: <TransportPage /> },
      { path: '/developers', element: <DevelopersPage /> },
      { path: '/visa', element: <VisaPage /> },
      {
        path: '/visa/apply/:offerId',
        element: (
          <RequireSignIn returnTo="/visa">
            <VisaApplyPage />
          </RequireSignIn>
        ),
      },
      {
        path: '/visa/applications/:id',
        element: (
          <RequireSignIn returnTo="/visa">
            <VisaApplicationPage />
          </RequireSignIn>
        ),
      },
      {
        path: '/dashboard/super-admin',
        element: (
          <RequireSuperAdmin>
            <SuperAdminDashboard extraTabs={adminTabs} />
          </RequireSuperAdmin>
        ),
      },
      {
        path: '/dashboard/b2b-agent',
        element: (
          <RequireSignIn returnTo="/dashboard/b2b-agent">
            <B2BAgentDashboard />
          </RequireSignIn>
        ),
      },
      {
        path: '/dashboard/end-user',
        element: (
          <RequireSignIn returnTo="/dashboard/end-user">
            <EndUserDashboard />
          </RequireSignIn>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
