import { describe, expect, it } from 'vitest';
import { appLink, isIosUserAgent, isMobileUserAgent } from './device';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('device checks of spec §9', () => {
  it('treats iPhone, iPad, iPod and Android as mobile', () => {
    expect(isMobileUserAgent(iphone)).toBe(true);
    expect(isMobileUserAgent(android)).toBe(true);
    expect(isMobileUserAgent(iphone.replace('iPhone', 'iPad'))).toBe(true);
    expect(isMobileUserAgent(desktop)).toBe(false);
  });

  it('treats only Apple devices as iOS', () => {
    expect(isIosUserAgent(iphone)).toBe(true);
    expect(isIosUserAgent(android)).toBe(false);
  });

  it('builds app-scheme links', () => {
    expect(appLink('reset-password/abc')).toBe('civicng://reset-password/abc');
  });
});
