// First: it configures zod before the schemas below are built.
import './zod-in-browsers.js';
export * from './accounts.js';
export * from './answer-reports.js';
export * from './chat.js';
export * from './common.js';
export * from './engagement.js';
export * from './laws.js';
export * from './polls.js';
export * from './channels.js';
export * from './data-rights.js';
export * from './privacy-policy.js';
export * from './route-match.js';
export * from './language.js';
export type * from './first-screens.js';
