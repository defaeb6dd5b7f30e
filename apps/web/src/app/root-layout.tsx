import { Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
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
    <Alert variant="warning" className="rounded-0 mb-0 text-center py-2" role="status">
      You are offline. Pages you have opened before still work; anything new needs a connection.
    </Alert>
  );
}

function AppNavbar() {
  const token = useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = showsLoggedInMenu(token !== null, pathname);

  const logOut = () => {
    // The server call revokes the session; the token goes at once whatever it answers.
    void apiFetch('/logout').catch(() => undefined);
    clearToken();
    void navigate(paths.login);
  };

  return (
    <Navbar
      expand="lg"
      sticky="top"
      variant="dark"
      collapseOnSelect
      className="bg-brand app-navbar"
    >
      <Container>
        <Navbar.Brand as={Link} to={paths.index} className="d-flex align-items-center gap-2">
          <Logo size={30} />
          {appConfig.appName}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-menu" label="Menu" />
        <Navbar.Collapse id="main-menu">
          <Nav className="ms-auto" as="ul">
            {(loggedIn ? loggedInLinks : loggedOutLinks).map((link) => (
              <Nav.Item as="li" key={link.to}>
                <Nav.Link as={NavLink} to={link.to} eventKey={link.to}>
                  {link.label}
                </Nav.Link>
              </Nav.Item>
            ))}
            {loggedIn && (
              <Nav.Item as="li">
                <Nav.Link as="button" type="button" eventKey="logout" onClick={logOut}>
                  LOG OUT
                </Nav.Link>
              </Nav.Item>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

function AppFooter() {
  return (
    <footer className="bg-brand app-footer py-3 mt-auto">
      <Container className="d-flex flex-column flex-md-row justify-content-between gap-2">
        <span>
          © {new Date().getFullYear()} {appConfig.companyName}. All rights reserved.
        </span>
        <Link to={paths.privacyPolicy} className="link-light">
          Privacy policy
        </Link>
      </Container>
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
