export * from './accounts.js';
export * from './common.js';
export * from './polls.js';
