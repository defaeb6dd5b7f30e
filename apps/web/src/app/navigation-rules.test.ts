import { describe, expect, it } from 'vitest';
import { isBareMode, showsLoggedInMenu } from './navigation-rules';

describe('layout rules of spec §2', () => {
  it('shows bare content only when the path ends with a slash', () => {
    expect(isBareMode('/login/')).toBe(true);
    expect(isBareMode('/')).toBe(true);
    expect(isBareMode('/login')).toBe(false);
    expect(isBareMode('/read/constitution')).toBe(false);
  });

  it('shows the logged-in menu with a token or on signed-in paths', () => {
    expect(showsLoggedInMenu(true, '/home')).toBe(true);
    expect(showsLoggedInMenu(false, '/home')).toBe(false);
    for (const path of ['/admin/dashboard', '/user/profile', '/chat', '/verification']) {
      expect(showsLoggedInMenu(false, path)).toBe(true);
    }
    expect(showsLoggedInMenu(false, '/login')).toBe(false);
  });
});
