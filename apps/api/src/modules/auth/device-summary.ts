/**
 * "Chrome on Android" from a User-Agent header: enough for a citizen to recognise a device in
 * their sessions list, without keeping the raw header (which fingerprints the phone).
 */
export function deviceSummary(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  const browser =
    [
      [/\bEdg(e|A|iOS)?\//, 'Edge'],
      [/\bOPR\/|\bOpera\b/, 'Opera'],
      [/\bSamsungBrowser\//, 'Samsung Internet'],
      [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
      [/\bChrome\/|\bCriOS\//, 'Chrome'],
      [/\bSafari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? null;
  const system =
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? null;
  if (browser && system) return `${browser as string} on ${system as string}`;
  return (browser as string | null) ?? (system as string | null) ?? 'Other';
}
