import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, keepLanguage } from './detect-language';

function visit(search: string, browserLanguages: string[]) {
  window.history.replaceState(null, '', `/login${search}`);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'civicng_lang=; path=/; max-age=0';
});

describe('choosing the language a page opens in', () => {
  it("follows the browser's first language we speak, and English when there is none", () => {
    visit('', ['fr-FR', 'ha-NG', 'en']);
    expect(detectLanguage()).toBe('ha');
    visit('', ['fr-FR', 'de']);
    expect(detectLanguage()).toBe('en');
  });

  it('prefers the language kept on the device, and ?lang= over both', () => {
    visit('', ['yo']);
    keepLanguage('ig');
    expect(detectLanguage()).toBe('ig');
    visit('?lang=PCM', ['yo']);
    expect(detectLanguage()).toBe('pcm');
    // A language we do not speak in the address is passed over, not shown as English.
    visit('?lang=fr', ['yo']);
    expect(detectLanguage()).toBe('ig');
  });

  it('keeps the choice in a cookie the server reads, and in storage', () => {
    keepLanguage('yo');
    expect(document.cookie).toContain('civicng_lang=yo');
    expect(localStorage.getItem('civicng.language')).toBe('yo');
    // The cookie alone still says (storage cleared, as a private window may).
    localStorage.clear();
    visit('', ['en']);
    expect(detectLanguage()).toBe('yo');
  });
});
