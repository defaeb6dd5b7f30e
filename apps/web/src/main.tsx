import { firstScreenReady } from './app/preload-screen';
import './styles/theme.scss';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { PageLoading } from './components/page-loading';
import { appConfig } from './lib/app-config';

document.title = appConfig.appName;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Rendered once the first screen's code and words are here (index.html shows a spinner until
// then): rendering earlier would suspend, and React delays the reveal after a fallback.
void firstScreenReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<PageLoading />}>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </Suspense>
    </StrictMode>,
  );
  if (import.meta.env.PROD) whenPageIsIdle(() => registerSW({ immediate: true }));
});

/**
 * Runs `task` once the page has loaded and the first render is done: the service worker
 * downloads every screen's code to work offline, which on a slow phone must not compete with
 * the first screen's own work.
 */
function whenPageIsIdle(task: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 5000 })
      : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
