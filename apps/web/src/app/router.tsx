import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouteError } from '../components/route-error';
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

const LoginScreen = lazy(() =>
  import('../features/auth/login-screen').then((m) => ({ default: m.LoginScreen })),
);
const SignupScreen = lazy(() =>
  import('../features/auth/signup-screen').then((m) => ({ default: m.SignupScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('../features/auth/reset-password-screen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
const VerifyEmailScreen = lazy(() =>
  import('../features/auth/verify-email-screen').then((m) => ({ default: m.VerifyEmailScreen })),
);
const RedirectionScreen = lazy(() =>
  import('../features/auth/redirection-screen').then((m) => ({ default: m.RedirectionScreen })),
);
const VerificationScreen = lazy(() =>
  import('../features/account/verification-screen').then((m) => ({
    default: m.VerificationScreen,
  })),
);
const ProfileScreen = lazy(() =>
  import('../features/account/profile-screen').then((m) => ({ default: m.ProfileScreen })),
);

const AdminDashboardScreen = lazy(() =>
  import('../features/polls/admin-dashboard-screen').then((m) => ({
    default: m.AdminDashboardScreen,
  })),
);
const LivePollsScreen = lazy(() =>
  import('../features/polls/live-polls-screen').then((m) => ({ default: m.LivePollsScreen })),
);
const ReceiptsScreen = lazy(() =>
  import('../features/polls/receipts-screen').then((m) => ({ default: m.ReceiptsScreen })),
);
const LawsScreen = lazy(() =>
  import('../features/laws/laws-screen').then((m) => ({ default: m.LawsScreen })),
);
const LawReaderScreen = lazy(() =>
  import('../features/laws/law-reader-screen').then((m) => ({ default: m.LawReaderScreen })),
);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <IndexScreen /> },
      { path: 'home', element: <HomeScreen /> },
      { path: 'login', element: <LoginScreen /> },
      { path: 'signup', element: <SignupScreen /> },
      { path: 'admin/dashboard', element: <AdminDashboardScreen /> },
      {
        path: 'admin/engagement',
        Component: lazy(() =>
          import('../features/admin-engagement/admin-engagement-screen').then((m) => ({
            default: m.AdminEngagementScreen,
          })),
        ),
      },
      { path: 'user/dashboard/vote', element: <LivePollsScreen /> },
      { path: 'user/dashboard/poll', element: <LivePollsScreen /> },
      { path: 'polls/:id/receipts', element: <ReceiptsScreen /> },
      { path: 'laws', element: <LawsScreen /> },
      { path: 'laws/:act', element: <LawReaderScreen /> },
      { path: 'reset-password/:token', element: <ResetPasswordScreen /> },
      { path: 'verify-email/:token', element: <VerifyEmailScreen /> },
      {
        path: 'chat',
        Component: lazy(() =>
          import('../features/chat/chat-screen').then((m) => ({ default: m.ChatScreen })),
        ),
      },
      { path: 'redirection', element: <RedirectionScreen /> },
      { path: 'verification', element: <VerificationScreen /> },
      { path: 'privacy-policy', element: <PrivacyPolicyScreen /> },
      { path: 'error', element: <AuthErrorScreen /> },
      { path: 'user/profile', element: <ProfileScreen /> },
      { path: 'read/:act', element: <ActScreen /> },
      {
        path: 'citizens-engagement',
        Component: lazy(() =>
          import('../features/engagement/citizens-engagement-screen').then((m) => ({
            default: m.CitizensEngagementScreen,
          })),
        ),
      },
      {
        path: 'fact-checker',
        Component: lazy(() =>
          import('../features/fact-checker/fact-checker-screen').then((m) => ({
            default: m.FactCheckerScreen,
          })),
        ),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
