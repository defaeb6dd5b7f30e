import type { AppContext } from '../../context.js';
import type { LawAssistant } from './assistant.js';

/** What the law module's routes and its callers need beside the shared context. */
export interface LawsContext extends AppContext {
  laws: LawAssistant;
}
