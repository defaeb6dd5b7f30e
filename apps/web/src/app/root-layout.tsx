import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../components/logo';
import { PageLoading } from '../components/page-loading';
import { useOnline } from '../hooks/use-online';
import { useToken } from '../hooks/use-token';
import { apiFetch } from '../lib/api-client';
import { appConfig } from '../lib/app-config';
import { clearToken } from '../lib/storage';
import { isBareMode, loggedInLinks, loggedOutLinks, showsLoggedInMenu } from './navigation-rules';
import { paths } from './paths';

function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="alert alert-warning rounded-0 mb-0 text-center py-2" role="status">
      You are offline. Pages you have opened before still work; anything new needs a connection.
    </div>
  );
}

/**
 * Bootstrap's navbar markup, written out rather than taken from react-bootstrap: the layout is in
 * every screen's first download, and react-bootstrap's Navbar with its transitions is a tenth of
 * it. On a phone the menu opens and closes with its toggle, and closes when a link is chosen.
 */
function AppNavbar() {
  const token = useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const loggedIn = showsLoggedInMenu(token !== null, pathname);
  const collapse = () => setExpanded(false);

  const logOut = () => {
    collapse();
    // The server call revokes the session; the token goes at once whatever it answers.
    void apiFetch('/logout').catch(() => undefined);
    clearToken();
    void navigate(paths.login);
  };

  return (
    <nav className="bg-brand app-navbar navbar navbar-expand-lg navbar-dark sticky-top">
      <div className="container">
        <Link
          to={paths.index}
          className="d-flex align-items-center gap-2 navbar-brand"
          onClick={collapse}
        >
          <Logo size={30} />
          {appConfig.appName}
        </Link>
        <button
          type="button"
          className={expanded ? 'navbar-toggler' : 'navbar-toggler collapsed'}
          aria-controls="main-menu"
          aria-expanded={expanded}
          aria-label="Menu"
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div
          className={expanded ? 'navbar-collapse collapse show' : 'navbar-collapse collapse'}
          id="main-menu"
        >
          <ul className="ms-auto navbar-nav">
            {(loggedIn ? loggedInLinks : loggedOutLinks).map((link) => (
              <li className="nav-item" key={link.to}>
                <NavLink to={link.to} className="nav-link" onClick={collapse}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {loggedIn && (
              <li className="nav-item">
                <button type="button" className="nav-link" onClick={logOut}>
                  LOG OUT
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
    </nav>
  );
}

function AppFooter() {
  return (
    <footer className="bg-brand app-footer py-3 mt-auto">
      <div className="d-flex flex-column flex-md-row justify-content-between gap-2 container">
        <span>
          © {new Date().getFullYear()} {appConfig.companyName}. All rights reserved.
        </span>
        <Link to={paths.privacyPolicy} className="link-light">
          Privacy policy
        </Link>
      </div>
    </footer>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const content = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  if (isBareMode(pathname)) {
    return (
      <>
        <OfflineNotice />
        <main>{content}</main>
      </>
    );
  }
  return (
    <div className="app-shell">
      <AppNavbar />
      <OfflineNotice />
      <main className="app-main">{content}</main>
      <AppFooter />
    </div>
  );
}
