import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSignIn, RequireSuperAdmin } from './guards';
import { Layout } from './Layout';

// Route-level splitting keeps the landing page small.
const HomePage = lazy(() => import('../modules/home/HomePage'));
const AuthPage = lazy(() => import('../modules/auth/AuthPage'));
const FlightsPage = lazy(() => import('../modules/flights/FlightsPage'));
const HotelsPage = lazy(() => import('../modules/hotels/HotelsPage'));
const PackagesPage = lazy(() => import('../modules/packages/PackagesPage'));
const TransportPage = lazy(() => import('../modules/transport/TransportPage'));
const SuperAdminDashboard = lazy(() => import('../modules/dashboard/SuperAdminDashboard'));
const B2BAgentDashboard = lazy(() => import('../modules/dashboard/B2BAgentDashboard'));
const EndUserDashboard = lazy(() => import('../modules/dashboard/EndUserDashboard'));
const DevelopersPage = lazy(() => import('../modules/partner/DevelopersPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const AdminPackages = lazy(() => import('../modules/agent/AdminPackages'));

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
