import { paths } from './paths';

/** Spec §2: a path ending with a slash shows only the bare content (the index "/" included). */
export function isBareMode(pathname: string): boolean {
  return pathname.endsWith('/');
}

const loggedInPathMarkers = ['/dashboard', '/profile', '/chat', '/verification'];

/** Spec §2: the logged-in menu shows with a stored token or on the signed-in areas' paths. */
export function showsLoggedInMenu(hasToken: boolean, pathname: string): boolean {
  return hasToken || loggedInPathMarkers.some((marker) => pathname.includes(marker));
}

export interface MenuLink {
  label: string;
  to: string;
}

export const loggedInLinks: MenuLink[] = [
  { label: 'POLLING', to: paths.livePolls },
  { label: 'VOTING', to: paths.liveVotes },
  { label: 'LAW OF THE LAND', to: paths.chat },
  { label: 'LAWS', to: paths.laws },
  { label: 'CITIZENS ENGAGEMENT', to: paths.citizensEngagement },
  { label: 'FACT CHECKER', to: paths.factChecker },
  { label: 'MY PROFILE', to: paths.profile },
];

export const loggedOutLinks: MenuLink[] = [
  { label: 'LAWS', to: paths.laws },
  { label: 'LOG IN', to: paths.login },
  { label: 'SIGN UP', to: paths.signup },
];
