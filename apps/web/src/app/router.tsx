import { createBrowserRouter, Navigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { AuthCallbackRoute } from './routes/auth-callback';
import { ConfirmSignupRoute } from './routes/confirm-signup';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { HomeRoute } from './routes/home';
import { InviteRoute } from './routes/invite';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { NewRoomRoute } from './routes/rooms/new-room';
import { RoomRoute } from './routes/rooms/room';
import { RoomsRoute } from './routes/rooms/rooms';
import { SettingsRoute } from './routes/settings/settings';
import { SignupRoute } from './routes/signup';
import { NewDatabaseSourceRoute } from './routes/sources/new-database';
import { NewFileSourceRoute } from './routes/sources/new-file';
import { SelectSourceRoute } from './routes/sources/select';
import { SourceRoute } from './routes/sources/source';
import { SourcesRoute } from './routes/sources/sources';
import { AppLayout } from './shell/app-layout';
import { RedirectIfSignedIn, RequireAuth } from './shell/require-auth';
import { RootLayout } from './shell/root-layout';

/** Routes of SPEC 2 plus the settings, invitation, password-reset, data-source and room screens. */
export const router = createBrowserRouter([
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
              { index: true, element: <HomeRoute /> },
              { path: 'settings/:tab?', element: <SettingsRoute /> },
              { path: 'rooms', element: <RoomsRoute /> },
              { path: 'rooms/new', element: <NewRoomRoute /> },
              { path: 'rooms/:id', element: <RoomRoute /> },
              { path: 'sources', element: <SourcesRoute /> },
              { path: 'sources/new', element: <Navigate to="/sources/new/file" replace /> },
              { path: 'sources/new/file', element: <NewFileSourceRoute /> },
              { path: 'sources/new/database', element: <NewDatabaseSourceRoute /> },
              { path: 'sources/select', element: <SelectSourceRoute /> },
              { path: 'sources/:id/:tab?', element: <SourceRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

// Session expiry and sign-out happen outside React; they navigate through the router.
setNavigator((to, options) => void router.navigate(to, options));
