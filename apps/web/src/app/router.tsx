import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { RouteError } from '../components/route-error';
import { RootLayout } from './root-layout';
import { screenRoutes, type LoadScreen } from './screens';

// Each screen is its own chunk, so a phone downloads only what it shows. The routes are
// declared as elements (BrowserRouter), not with createBrowserRouter: the app loads no route
// data, and the data router's code is a fifth of the first download on a phone network.
const screens = new Map<LoadScreen, ComponentType>();

/**
 * A screen that renders at once when its code and words are already here (the first screen,
 * fetched before React starts, or one opened before), and suspends for them otherwise: a
 * suspended first render costs a phone a fallback commit and React's reveal delay.
 */
function screenOf(load: LoadScreen): ComponentType {
  const Lazy = lazy(load);
  return function Screen() {
    const Loaded = load.loaded();
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

const routes = screenRoutes.map(({ path, load }) => {
  // Paths that share a screen share one component, so moving between them keeps it mounted.
  let Screen = screens.get(load);
  if (!Screen) {
    Screen = screenOf(load);
    screens.set(load, Screen);
  }
  return { path, element: <Screen /> };
});

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/**
 * A screen that fails to load (its chunk replaced by an update, the connection dropped) or to
 * render shows RouteError in place of the whole layout; going to another path tries again.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {routes.map(({ path, element }) =>
            path === '/' ? (
              <Route key={path} index element={element} />
            ) : (
              <Route key={path} path={path} element={element} />
            ),
          )}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
