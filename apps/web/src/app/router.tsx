import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { FeaturePending } from '../components/feature-pending';
import { RootLayout } from './root-layout';

// Each screen is its own chunk, so a phone downloads only what it shows.
const IndexScreen = lazy(() =>
  import('../features/static-pages/index-screen').then((m) => ({ default: m.IndexScreen })),
);
const HomeScreen = lazy(() =>
  import('../features/static-pages/home-screen').then((m) => ({ default: m.HomeScreen })),
);
const PrivacyPolicyScreen = lazy(() =>
  import('../features/static-pages/privacy-policy-screen').then((m) => ({
    default: m.PrivacyPolicyScreen,
  })),
);
const AuthErrorScreen = lazy(() =>
  import('../features/static-pages/auth-error-screen').then((m) => ({
    default: m.AuthErrorScreen,
  })),
);
const NotFoundScreen = lazy(() =>
  import('../components/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);
const ActScreen = lazy(() =>
  import('../features/acts/act-screen').then((m) => ({ default: m.ActScreen })),
);

const pending = (path: string, title: string) => ({
  path,
  element: <FeaturePending title={title} />,
});

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <IndexScreen /> },
      { path: 'home', element: <HomeScreen /> },
      pending('login', 'Log in'),
      pending('signup', 'Sign up'),
      pending('admin/dashboard', 'All Polls'),
      pending('user/dashboard/vote', 'Currently Live'),
      pending('user/dashboard/poll', 'Currently Live'),
      pending('reset-password/:token', 'Reset Password'),
      pending('verify-email/:token', 'Email verification'),
      pending('chat', 'Chat with the Law of the Land'),
      pending('redirection', 'Redirecting...'),
      pending('verification', 'Verify Account'),
      { path: 'privacy-policy', element: <PrivacyPolicyScreen /> },
      { path: 'error', element: <AuthErrorScreen /> },
      pending('user/profile', 'Profile'),
      { path: 'read/:act', element: <ActScreen /> },
      pending('citizens-engagement', 'Top Questions of the Month'),
      pending('fact-checker', 'Fact Checker'),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
