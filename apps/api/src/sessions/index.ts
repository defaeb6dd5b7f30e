/**
 * Sessions: the signed token bound to a revocable row, the cache of confirmed sessions shared
 * across API nodes, and the event streams open on each session. Below the modules, so the auth
 * guard (plugins/auth.ts) and every module can use them.
 */
export type { Actor } from './actor.js';
export * from './sessions.js';
export * from './session-cache.js';
export * from './event-streams.js';
