import { startI18n } from '../i18n/i18n';
import { preloadScreen, wordsOfScreen } from './screens';

// Imported first by main.tsx, so this runs before React starts: the opened screen's code and
// words download while the main bundle is evaluated (the server names them in the page, so a
// phone has usually fetched them already), and React first renders once they are here.
export const firstScreenReady: Promise<unknown> = Promise.all([
  startI18n(wordsOfScreen(window.location.pathname)).catch(() => undefined),
  preloadScreen(window.location.pathname),
]);
