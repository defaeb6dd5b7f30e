/** The fact-check store: its import, its search and its public pages. What other rooms may use of it. */
export { type FactCheckContext } from './factcheck-context.js';
export { createGoogleFactCheck } from './google-fact-check.js';
export { importFactCheckFile, importIfEmpty } from './import.js';
export { factCheckPages, factCheckRoutes } from './routes.js';
export { FactCheckSearch } from './service.js';
