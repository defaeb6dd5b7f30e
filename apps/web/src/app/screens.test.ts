import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { matchesRoute } from '@civicng/contracts/route-match';
import { screenAt, screenRoutes } from './screens';

const routeOf = (pathname: string) => screenAt(pathname)?.path;

describe('finding the screen of a path, to fetch its code early', () => {
  it('finds each screen of spec §2 by its path', () => {
    expect(routeOf(paths.index)).toBe('/');
    expect(routeOf(paths.login)).toBe('/login');
    expect(routeOf(paths.liveVotes)).toBe('/user/dashboard/vote');
    expect(routeOf(paths.pollReceipts(12))).toBe('/polls/:id/receipts');
    expect(routeOf(paths.lawReader('police-act'))).toBe('/laws/:act');
    expect(routeOf(paths.laws)).toBe('/laws');
    expect(routeOf(paths.resetPassword('abc-123'))).toBe('/reset-password/:token');
    expect(routeOf(paths.read('constitution'))).toBe('/read/:act');
  });

  it('matches as the router does: trailing slash and case ignored, unknown paths not found', () => {
    expect(routeOf('/login/')).toBe('/login');
    expect(routeOf('/LOGIN')).toBe('/login');
    expect(routeOf('/login/extra')).toBe('*');
    expect(routeOf('/no-such-page')).toBe('*');
    expect(matchesRoute('/laws/:act', '/laws')).toBe(false);
  });

  it('gives the live polls and live votes paths one screen', () => {
    const load = (path: string) => screenRoutes.find((route) => route.path === path)?.load;
    expect(load('/user/dashboard/vote')).toBeDefined();
    expect(load('/user/dashboard/vote')).toBe(load('/user/dashboard/poll'));
  });

  it('loads the screen component of a path', async () => {
    const screen = await screenAt(paths.privacyPolicy)?.load();
    expect(screen?.default.name).toBe('PrivacyPolicyScreen');
  });
});
