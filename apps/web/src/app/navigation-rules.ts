import { paths } from '../config/paths';

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
  /** The link's words in the catalogue. */
  labelKey: string;
  to: string;
}

export const loggedInLinks: MenuLink[] = [
  { labelKey: 'common.menu.polling', to: paths.livePolls },
  { labelKey: 'common.menu.voting', to: paths.liveVotes },
  { labelKey: 'common.menu.lawOfTheLand', to: paths.chat },
  { labelKey: 'common.menu.laws', to: paths.laws },
  { labelKey: 'common.menu.citizensEngagement', to: paths.citizensEngagement },
  { labelKey: 'common.menu.factChecker', to: paths.factChecker },
  { labelKey: 'common.menu.myProfile', to: paths.profile },
];

export const loggedOutLinks: MenuLink[] = [
  { labelKey: 'common.menu.laws', to: paths.laws },
  { labelKey: 'common.menu.logIn', to: paths.login },
  { labelKey: 'common.menu.signUp', to: paths.signup },
];
