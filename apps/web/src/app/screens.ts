import type { ComponentType } from 'react';

/** A screen's code, loaded on demand: each screen is its own chunk. */
export type LoadScreen = () => Promise<{ default: ComponentType }>;

const screen =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LoadScreen =>
  () =>
    load().then((module) => ({ default: module[name] }));

const livePolls = screen(() => import('../features/polls/live-polls-screen'), 'LivePollsScreen');

/**
 * Every route of spec §2 with its screen, in the router's order. The router renders them, and
 * preloadScreen starts fetching the current one while the main bundle still runs.
 */
export const screenRoutes: readonly { path: string; load: LoadScreen }[] = [
  { path: '/', load: screen(() => import('../features/static-pages/index-screen'), 'IndexScreen') },
  {
    path: '/home',
    load: screen(() => import('../features/static-pages/home-screen'), 'HomeScreen'),
  },
  { path: '/login', load: screen(() => import('../features/auth/login-screen'), 'LoginScreen') },
  { path: '/signup', load: screen(() => import('../features/auth/signup-screen'), 'SignupScreen') },
  {
    path: '/admin/dashboard',
    load: screen(() => import('../features/polls/admin-dashboard-screen'), 'AdminDashboardScreen'),
  },
  {
    path: '/admin/engagement',
    load: screen(
      () => import('../features/admin-engagement/admin-engagement-screen'),
      'AdminEngagementScreen',
    ),
  },
  { path: '/user/dashboard/vote', load: livePolls },
  { path: '/user/dashboard/poll', load: livePolls },
  {
    path: '/polls/:id/receipts',
    load: screen(() => import('../features/polls/receipts-screen'), 'ReceiptsScreen'),
  },
  { path: '/laws', load: screen(() => import('../features/laws/laws-screen'), 'LawsScreen') },
  {
    path: '/laws/:act',
    load: screen(() => import('../features/laws/law-reader-screen'), 'LawReaderScreen'),
  },
  {
    path: '/reset-password/:token',
    load: screen(() => import('../features/auth/reset-password-screen'), 'ResetPasswordScreen'),
  },
  {
    path: '/verify-email/:token',
    load: screen(() => import('../features/auth/verify-email-screen'), 'VerifyEmailScreen'),
  },
  { path: '/chat', load: screen(() => import('../features/chat/chat-screen'), 'ChatScreen') },
  {
    path: '/redirection',
    load: screen(() => import('../features/auth/redirection-screen'), 'RedirectionScreen'),
  },
  {
    path: '/verification',
    load: screen(() => import('../features/account/verification-screen'), 'VerificationScreen'),
  },
  {
    path: '/privacy-policy',
    load: screen(
      () => import('../features/static-pages/privacy-policy-screen'),
      'PrivacyPolicyScreen',
    ),
  },
  {
    path: '/error',
    load: screen(() => import('../features/static-pages/auth-error-screen'), 'AuthErrorScreen'),
  },
  {
    path: '/user/profile',
    load: screen(() => import('../features/account/profile-screen'), 'ProfileScreen'),
  },
  { path: '/read/:act', load: screen(() => import('../features/acts/act-screen'), 'ActScreen') },
  {
    path: '/citizens-engagement',
    load: screen(
      () => import('../features/engagement/citizens-engagement-screen'),
      'CitizensEngagementScreen',
    ),
  },
  {
    path: '/fact-checker',
    load: screen(() => import('../features/fact-checker/fact-checker-screen'), 'FactCheckerScreen'),
  },
  { path: '*', load: screen(() => import('../components/not-found-screen'), 'NotFoundScreen') },
];

/**
 * Whether a path opens this route, as the router matches: segment by segment, case-insensitive,
 * ":name" standing for any one segment, a trailing slash ignored, "*" matching anything.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  return (
    wanted.length === given.length &&
    wanted.every(
      (segment, i) => segment.startsWith(':') || segment.toLowerCase() === given[i]?.toLowerCase(),
    )
  );
}

export const screenAt = (pathname: string) =>
  screenRoutes.find((route) => matchesRoute(route.path, pathname));

/**
 * Starts downloading the screen at this path (its chunk and the chunks it imports), so a phone
 * fetches it while the main bundle still runs instead of after; the router then finds it loaded.
 */
export function preloadScreen(pathname: string): void {
  // A failure shows when the router renders the screen (RouteError), not here.
  screenAt(pathname)
    ?.load()
    .catch(() => undefined);
}
