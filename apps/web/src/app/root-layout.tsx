import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../components/logo';
import { PageLoading } from '../components/page-loading';
import { useOnline } from '../hooks/use-online';
import { useConsentPending, useToken } from '../hooks/use-token';
import { apiFetch } from '../lib/api-client';
import { appConfig } from '../lib/app-config';
import { clearToken } from '../lib/storage';
import { LanguageMenu } from '../i18n/language-menu';
import { isBareMode, loggedInLinks, loggedOutLinks, showsLoggedInMenu } from './navigation-rules';
import { paths } from '../config/paths';
import { screenAt } from './screens';

function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div className="alert alert-warning rounded-0 mb-0 text-center py-2" role="status">
      {t('common.offline')}
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
  const { t } = useTranslation();
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
    <nav className="bg-brand app-navbar navbar navbar-expand-xl navbar-dark sticky-top">
      <div className="container">
        <Link
          to={paths.index}
          className="d-flex align-items-center gap-2 navbar-brand"
          onClick={collapse}
        >
          <Logo size={30} />
          {appConfig.appName}
        </Link>
        <div className="d-flex align-items-center gap-2 ms-auto me-2 d-xl-none">
          <LanguageMenu />
        </div>
        <button
          type="button"
          className={expanded ? 'navbar-toggler' : 'navbar-toggler collapsed'}
          aria-controls="main-menu"
          aria-expanded={expanded}
          aria-label={t('common.menu.toggle')}
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
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
            {loggedIn && (
              <li className="nav-item">
                <button type="button" className="nav-link" onClick={logOut}>
                  {t('common.menu.logOut')}
                </button>
              </li>
            )}
          </ul>
          <div className="d-none d-xl-flex align-items-center ms-3">
            <LanguageMenu />
          </div>
        </div>
      </div>
    </nav>
  );
}

function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-brand app-footer py-3 mt-auto">
      <div className="d-flex flex-column flex-md-row justify-content-between gap-2 container">
        <span>
          {t('common.footer.rights', {
            year: new Date().getFullYear(),
            company: appConfig.companyName,
          })}
        </span>
        <Link to={paths.privacyPolicy} className="link-light">
          {t('common.footer.privacy')}
        </Link>
      </div>
    </footer>
  );
}

/** The tab's title: the screen's name in the reader's language, then the product's. */
function useDocumentTitle(pathname: string) {
  const { t, i18n } = useTranslation();
  const titleKey = screenAt(pathname)?.titleKey;
  useEffect(() => {
    document.title = titleKey
      ? t('common.documentTitle', { screen: t(titleKey), appName: appConfig.appName })
      : appConfig.appName;
  }, [t, titleKey, i18n.language]);
}

/** Paths that still open while a changed privacy policy waits to be accepted. */
const openBeforeConsent: string[] = [paths.privacyPolicy, paths.login, paths.signup];

export function RootLayout() {
  const { pathname } = useLocation();
  const token = useToken();
  const consentPending = useConsentPending();
  useDocumentTitle(pathname);
  // Until the changed policy is accepted, every screen but the policy (and leaving) sends there.
  const gated =
    token !== null &&
    consentPending &&
    !openBeforeConsent.includes(pathname.replace(/\/+$/, '') || '/');
  const content = gated ? (
    <Navigate to={paths.privacyPolicy} replace />
  ) : (
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
