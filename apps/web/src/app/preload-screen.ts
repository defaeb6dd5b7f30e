import { startI18n } from '../i18n/i18n';
import { preloadScreen, wordsOfScreen } from './screens';

// Imported first by main.tsx, so this runs before React starts: the opened screen's code and
// words download while the main bundle is evaluated, one round trip earlier on a phone network.
void startI18n(wordsOfScreen(window.location.pathname));
preloadScreen(window.location.pathname);
