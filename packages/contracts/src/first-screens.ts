/**
 * .vite/first-screens.json, which the web build writes (apps/web/vite-first-screens.ts) and the
 * server reads to name the opened screen's files in the page (apps/api/src/plugins/first-screen.ts).
 */
export interface FirstScreens {
  /** In the router's order; each screen's chunk and what it imports, beyond the entry's own. */
  screens: { path: string; scripts: string[]; styles: string[]; words: string[] }[];
  /** language → namespace → the catalogue's chunk (and any chunk it imports). */
  words: Record<string, Record<string, string[]>>;
}
