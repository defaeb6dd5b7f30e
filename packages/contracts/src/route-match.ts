/**
 * Whether a path opens a route, as the web app's router matches: segment by segment,
 * case-insensitive, ":name" standing for any one segment, a trailing slash ignored, "*" matching
 * anything. The server uses it too, to send the opened screen's files with the page.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  return (
    wanted.length === given.length &&
    wanted.every(
      (segment, i) => segment.startsWith(':') || segment.toLowerCase() === given[i]?.toLowerCase(),
    )
  );
}

/** The first of the routes, in order, that the path opens. */
export const routeAt = <Route extends { path: string }>(
  routes: readonly Route[],
  pathname: string,
): Route | undefined => routes.find((route) => matchesRoute(route.path, pathname));
