/**
 * Accounts as records: finding and naming them, the privacy-policy consents, and the log of who
 * read a citizen's data. The lowest module: every other may use it, it uses none of them.
 */
export * from './repo.js';
export * from './consent.js';
export * from './personal-data-reads.js';
