import type { App } from '../app.js';

/**
 * Every route the app has registered, as "METHOD /pattern" (e.g. "PUT /api/poll/:id/edit"), read
 * from Fastify's route tree. The HEAD twin Fastify adds to each GET route is left out; each route
 * found (but wildcards) is checked against app.hasRoute, so a misread tree fails loudly.
 */
export function registeredRoutes(app: App): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const ancestors: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) {
      if (line.trim()) throw new Error(`unexpected line in the route tree: ${line}`);
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    ancestors.length = depth;
    const pattern = `${ancestors[depth - 1] ?? ''}${match[2] ?? ''}`;
    ancestors.push(pattern);
    const methods = (match[3] ?? '').split(', ').filter(Boolean);
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      // hasRoute cannot look up wildcard patterns; every other route is confirmed.
      if (!pattern.endsWith('*') && !app.hasRoute({ method, url: pattern })) {
        throw new Error(`read ${method} ${pattern} from the route tree, but it is not a route`);
      }
      routes.push(`${method} ${pattern}`);
    }
  }
  return routes.sort();
}
