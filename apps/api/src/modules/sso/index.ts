/** Signing in with Google or Apple (OpenID Connect). What other rooms may use of it. */
export { providerLabels } from './clients.js';
export { ssoRoutes } from './routes.js';
