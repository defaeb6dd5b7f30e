import type { AppContext } from '../../context.js';
import type { FactCheckSearch } from './service.js';

/** What the fact checker's routes and its callers need beside the shared context. */
export interface FactCheckContext extends AppContext {
  factChecks: FactCheckSearch;
}
