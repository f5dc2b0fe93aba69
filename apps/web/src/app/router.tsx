import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { AuthCallbackRoute } from './routes/auth-callback';
import { ConfirmSignupRoute } from './routes/confirm-signup';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { InviteRoute } from './routes/invite';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { SignupRoute } from './routes/signup';
import { AppLayout } from './shell/app-layout';
import { RedirectIfSignedIn, RequireAuth } from './shell/require-auth';
import { RootLayout } from './shell/root-layout';

/**
 * A signed-in screen, loaded when first opened, each in its own chunk: signing in loads no
 * room, source or settings code, and opening a room loads no settings code.
 */
function screen<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * Routes of SPEC 2 plus the settings, invitation, password-reset, data-source, room, dashboard
 * and Ask Docs screens, the page Stripe Checkout returns to, and the embedded dashboard.
 */
export const routes: RouteObject[] = [
  // Beside the root layout, not in it: an embed runs none of the session's hooks (no users/me, no
  // refresh, no sign-in redirect, no page views).
  {
    path: 'embed/dashboards/:id',
    lazy: screen(
      () => import('./routes/embed-dashboard'),
      (m) => m.EmbedDashboardRoute,
    ),
  },
  {
    element: <RootLayout />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'login', element: <LoginRoute /> },
          { path: 'signup', element: <SignupRoute /> },
          { path: 'confirmSignup', element: <ConfirmSignupRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordRoute /> },
        ],
      },
      { path: 'invite/:token', element: <InviteRoute /> },
      { path: 'auth/callback', element: <AuthCallbackRoute /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                index: true,
                lazy: screen(
                  () => import('./routes/home'),
                  (m) => m.HomeRoute,
                ),
              },
              {
                path: 'settings/:tab?',
                lazy: screen(
                  () => import('./routes/settings/settings'),
                  (m) => m.SettingsRoute,
                ),
              },
              {
                path: 'subscription-success',
                lazy: screen(
                  () => import('./routes/subscription-success'),
                  (m) => m.SubscriptionSuccessRoute,
                ),
              },
              {
                path: 'rooms',
                lazy: screen(
                  () => import('./routes/rooms/rooms'),
                  (m) => m.RoomsRoute,
                ),
              },
              {
                path: 'rooms/new',
                lazy: screen(
                  () => import('./routes/rooms/new-room'),
                  (m) => m.NewRoomRoute,
                ),
              },
              {
                path: 'rooms/:id',
                lazy: screen(
                  () => import('./routes/rooms/room'),
                  (m) => m.RoomRoute,
                ),
              },
              {
                path: 'dashboards',
                lazy: screen(
                  () => import('./routes/dashboards/dashboards'),
                  (m) => m.DashboardsRoute,
                ),
              },
              {
                path: 'dashboards/:id',
                lazy: screen(
                  () => import('./routes/dashboards/dashboard'),
                  (m) => m.DashboardRoute,
                ),
              },
              {
                path: 'docs',
                lazy: screen(
                  () => import('./routes/docs/docs'),
                  (m) => m.DocsRoute,
                ),
              },
              {
                path: 'docs/:projectId',
                lazy: screen(
                  () => import('./routes/docs/project'),
                  (m) => m.DocsProjectRoute,
                ),
              },
              {
                path: 'sources',
                lazy: screen(
                  () => import('./routes/sources/sources'),
                  (m) => m.SourcesRoute,
                ),
              },
              { path: 'sources/new', element: <Navigate to="/sources/new/file" replace /> },
              {
                path: 'sources/new/file',
                lazy: screen(
                  () => import('./routes/sources/new-file'),
                  (m) => m.NewFileSourceRoute,
                ),
              },
              {
                path: 'sources/new/database',
                lazy: screen(
                  () => import('./routes/sources/new-database'),
                  (m) => m.NewDatabaseSourceRoute,
                ),
              },
              {
                path: 'sources/select',
                lazy: screen(
                  () => import('./routes/sources/select'),
                  (m) => m.SelectSourceRoute,
                ),
              },
              {
                path: 'sources/:id/:tab?',
                lazy: screen(
                  () => import('./routes/sources/source'),
                  (m) => m.SourceRoute,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Session expiry and sign-out happen outside React; they navigate through the router.
setNavigator((to, options) => void router.navigate(to, options));
