import type { ComponentType } from 'react';
import { loadWords } from '../i18n/i18n';

/**
 * A screen's code, loaded on demand (each screen is its own chunk), with the catalogue
 * namespaces it shows beside the shared ones.
 */
export type LoadScreen = (() => Promise<{ default: ComponentType }>) & {
  readonly words: readonly string[];
};

/** A screen's code and its words (its feature's catalogue), fetched side by side. */
const screen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  words: readonly string[] = [],
): LoadScreen =>
  Object.assign(
    () => Promise.all([load(), loadWords(words)]).then(([module]) => ({ default: module[name] })),
    { words },
  );

const livePolls = screen(() => import('../features/polls/live-polls-screen'), 'LivePollsScreen', [
  'polls',
]);

export interface ScreenRoute {
  path: string;
  titleKey: string;
  load: LoadScreen;
}

/**
 * Every route of spec §2 with its screen, in the router's order. The router renders them, and
 * preloadScreen starts fetching the current one while the main bundle still runs.
 */

export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: '/',
    titleKey: 'common.titles.start',
    load: screen(() => import('../features/static-pages/index-screen'), 'IndexScreen', ['static']),
  },
  {
    path: '/home',
    titleKey: 'common.titles.home',
    load: screen(() => import('../features/static-pages/home-screen'), 'HomeScreen', ['static']),
  },
  {
    path: '/login',
    titleKey: 'common.titles.login',
    load: screen(() => import('../features/auth/login-screen'), 'LoginScreen', ['auth']),
  },
  {
    path: '/signup',
    titleKey: 'common.titles.signup',
    load: screen(() => import('../features/auth/signup-screen'), 'SignupScreen', ['auth']),
  },
  {
    path: '/admin/dashboard',
    titleKey: 'common.titles.adminDashboard',
    load: screen(() => import('../features/polls/admin-dashboard-screen'), 'AdminDashboardScreen', [
      'polls',
    ]),
  },
  {
    path: '/admin/engagement',
    titleKey: 'common.titles.adminEngagement',
    load: screen(
      () => import('../features/admin-engagement/admin-engagement-screen'),
      'AdminEngagementScreen',
      ['admin'],
    ),
  },
  { path: '/user/dashboard/vote', titleKey: 'common.titles.liveVotes', load: livePolls },
  { path: '/user/dashboard/poll', titleKey: 'common.titles.livePolls', load: livePolls },
  {
    path: '/polls/:id/receipts',
    titleKey: 'common.titles.receipts',
    load: screen(() => import('../features/polls/receipts-screen'), 'ReceiptsScreen', ['polls']),
  },
  {
    path: '/laws',
    titleKey: 'common.titles.laws',
    load: screen(() => import('../features/laws/laws-screen'), 'LawsScreen', ['laws']),
  },
  {
    path: '/laws/:act',
    titleKey: 'common.titles.lawReader',
    load: screen(() => import('../features/laws/law-reader-screen'), 'LawReaderScreen', ['laws']),
  },
  {
    path: '/reset-password/:token',
    titleKey: 'common.titles.resetPassword',
    load: screen(() => import('../features/auth/reset-password-screen'), 'ResetPasswordScreen', [
      'auth',
    ]),
  },
  {
    path: '/verify-email/:token',
    titleKey: 'common.titles.verifyEmail',
    load: screen(() => import('../features/auth/verify-email-screen'), 'VerifyEmailScreen', [
      'auth',
    ]),
  },
  {
    path: '/chat',
    titleKey: 'common.titles.chat',
    load: screen(() => import('../features/chat/chat-screen'), 'ChatScreen', ['chat']),
  },
  {
    path: '/redirection',
    titleKey: 'common.titles.redirection',
    load: screen(() => import('../features/auth/redirection-screen'), 'RedirectionScreen', [
      'auth',
    ]),
  },
  {
    path: '/verification',
    titleKey: 'common.titles.verification',
    load: screen(() => import('../features/account/verification-screen'), 'VerificationScreen', [
      'account',
    ]),
  },
  {
    path: '/privacy-policy',
    titleKey: 'common.titles.privacy',
    load: screen(
      () => import('../features/static-pages/privacy-policy-screen'),
      'PrivacyPolicyScreen',
      ['static'],
    ),
  },
  {
    path: '/error',
    titleKey: 'common.titles.error',
    load: screen(() => import('../features/static-pages/auth-error-screen'), 'AuthErrorScreen', [
      'static',
    ]),
  },
  {
    path: '/user/profile',
    titleKey: 'common.titles.profile',
    load: screen(() => import('../features/account/profile-screen'), 'ProfileScreen', ['account']),
  },
  {
    path: '/user/data',
    titleKey: 'common.titles.yourData',
    load: screen(() => import('../features/account/your-data-screen'), 'YourDataScreen', [
      'account',
    ]),
  },
  {
    path: '/read/:act',
    titleKey: 'common.titles.act',
    load: screen(() => import('../features/acts/act-screen'), 'ActScreen', ['acts']),
  },
  {
    path: '/citizens-engagement',
    titleKey: 'common.titles.citizensEngagement',
    load: screen(
      () => import('../features/engagement/citizens-engagement-screen'),
      'CitizensEngagementScreen',
      ['engagement'],
    ),
  },
  {
    path: '/fact-checker',
    titleKey: 'common.titles.factChecker',
    load: screen(
      () => import('../features/fact-checker/fact-checker-screen'),
      'FactCheckerScreen',
      ['factcheck'],
    ),
  },
  {
    path: '*',
    titleKey: 'common.titles.notFound',
    load: screen(() => import('../components/not-found-screen'), 'NotFoundScreen'),
  },
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

/** The catalogue namespaces the screen at this path shows, beside the shared ones. */
export const wordsOfScreen = (pathname: string): readonly string[] =>
  screenAt(pathname)?.load.words ?? [];
