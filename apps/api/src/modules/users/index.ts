/** The account as its owner sees it: profile, data rights and retention; the first administrator. What other rooms may use of it. */
export { createOrUpdateUser, ensureAdminFromConfig } from './admin-bootstrap.js';
export { dataRightsRoutes } from './data-rights-routes.js';
export { scheduleRetention } from './retention.js';
export { usersRoutes } from './routes.js';
