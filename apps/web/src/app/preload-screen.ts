import { preloadScreen } from './screens';

// Imported first by main.tsx, so this runs before React starts: the opened screen's code
// downloads while the main bundle is evaluated, one round trip earlier on a phone network.
preloadScreen(window.location.pathname);
