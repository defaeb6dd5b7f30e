import { PageContainer } from './page-container';

/**
 * Shown when a screen fails to load or render, e.g. after an update replaced its code. Plain
 * Bootstrap markup: it is part of every screen's first download, and must show without the
 * network.
 */
export function RouteError() {
  return (
    <PageContainer narrow>
      <div className="alert alert-warning" role="alert">
        <h1 className="h4 alert-heading">This page could not be shown</h1>
        <p className="mb-0">
          The app may have been updated, or the connection dropped. Reloading usually fixes it.
        </p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </PageContainer>
  );
}
