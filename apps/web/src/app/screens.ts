import { routeAt } from '@civicng/contracts/route-match';
import type { ComponentType } from 'react';
import { loadWords } from '../i18n/i18n';
import screenTable from './screen-table.json';

/**
 * A screen's code, loaded on demand (each screen is its own chunk), with the catalogue
 * namespaces it shows beside the shared ones.
 */
export type LoadScreen = (() => Promise<{ default: ComponentType }>) & {
  readonly words: readonly string[];
  /** The screen, once its code and words are here: rendered at once, without suspending. */
  readonly loaded: () => ComponentType | undefined;
};

export interface ScreenRoute {
  path: string;
  /** The screen's name in the tab's title; none on the splash, whose title is the product's. */
  titleKey?: string;
  load: LoadScreen;
}

// Every screen module, each a chunk of its own. screen-table.json names which path opens which;
// the build reads the same table to list each screen's files (vite-first-screens.ts), and the
// server sends them with the page so a phone fetches them beside the main bundle.
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-screen.tsx',
  '../components/not-found-screen.tsx',
]);

const loaders = new Map<string, LoadScreen>();

/** A screen's code and its words (its feature's catalogue), fetched side by side; one per module. */
function screen(module: string, component: string, words: readonly string[]): LoadScreen {
  const known = loaders.get(module);
  if (known) return known;
  const load = screenModules[`../${module}.tsx`];
  if (!load) throw new Error(`screen-table.json names ${module}, which is not a screen module`);
  let ready: ComponentType | undefined;
  const loader = Object.assign(
    () =>
      Promise.all([load(), loadWords(words)]).then(([loaded]) => {
        const Screen = loaded[component];
        if (!Screen) throw new Error(`${module} exports no ${component}`);
        ready = Screen;
        return { default: Screen };
      }),
    { words, loaded: () => ready },
  );
  loaders.set(module, loader);
  return loader;
}

/** Every route of spec §2 with its screen, in the router's order (the first match wins). */
export const screenRoutes: readonly ScreenRoute[] = screenTable.map(
  (route: {
    path: string;
    titleKey?: string;
    module: string;
    component: string;
    words: string[];
  }) => ({
    path: route.path,
    titleKey: route.titleKey,
    load: screen(route.module, route.component, route.words),
  }),
);

export const screenAt = (pathname: string) => routeAt(screenRoutes, pathname);

/**
 * Starts downloading the screen at this path (its chunk and the chunks it imports), so a phone
 * fetches it while the main bundle still runs instead of after; the router then finds it loaded.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  // A failure shows when the router renders the screen (RouteError), not here.
  return (
    screenAt(pathname)
      ?.load()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/** The catalogue namespaces the screen at this path shows, beside the shared ones. */
export const wordsOfScreen = (pathname: string): readonly string[] =>
  screenAt(pathname)?.load.words ?? [];
