/**
 * The whole database schema, one file per part of the product under tables/ (drizzle-kit reads
 * it from here, and the client opens the database with it).
 */
export * from './tables/accounts.js';
export * from './tables/data-rights.js';
export * from './tables/phones.js';
export * from './tables/polls.js';
export * from './tables/laws.js';
export * from './tables/engagement.js';
